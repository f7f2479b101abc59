import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNewsSandbox, type NewsSandboxControls } from './news-sandbox.ts';

const prefix = '/sandbox/news';
const controlToken = 'news-control-token-0123456789';
const controlHeaders = { authorization: `Bearer ${controlToken}` };
let app: FastifyInstance;
let controls: NewsSandboxControls;

beforeEach(async () => {
  const sandbox = createNewsSandbox({ now: () => new Date('2025-06-10T12:00:00Z'), controlToken });
  controls = sandbox.controls;
  app = Fastify();
  await app.register(sandbox.plugin, { prefix });
});
afterEach(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url: `${prefix}${url}` });
const control = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  app.inject({
    method,
    url: `${prefix}/__sandbox${path}`,
    ...(body === undefined
      ? { headers: controlHeaders }
      : { payload: JSON.stringify(body), headers: { ...controlHeaders, 'content-type': 'application/json' } }),
  });

const noRequests = { total: 0, rss: 0, atom: 0, 'hacker-news': 0, reddit: 0, 'google-news': 0 };

describe('news sandbox HTTP controls', () => {
  it('report the state: faults and request counts', async () => {
    const empty = await control('GET', '/state');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ faults: {}, requests: noRequests });

    await get('/technology/reddit/r/technology/hot.json');
    await get('/technology/feeds/ars-technica.rss');
    expect((await control('GET', '/state')).json().requests).toEqual({ ...noRequests, total: 2, reddit: 1, rss: 1 });
  });

  it('make every source fail with "*" until the fault is cleared', async () => {
    const set = await control('PUT', '/faults/*', { status: 503 });
    expect(set.statusCode).toBe(200);
    expect(set.json().faults).toEqual({ '*': { status: 503 } });
    for (const url of [
      '/technology/hn/api/v1/search_by_date?query=ai',
      '/technology/reddit/r/technology/hot.json',
      '/technology/google-news/rss/search?q=ai',
      '/technology/feeds/ars-technica.rss',
      '/technology/feeds/the-verge.atom',
    ]) {
      expect((await get(url)).statusCode, url).toBe(503);
    }

    const cleared = await control('DELETE', '/faults/*');
    expect(cleared.json().faults).toEqual({});
    expect((await get('/technology/feeds/ars-technica.rss')).statusCode).toBe(200);
  });

  it('target a kind, a feed or a subreddit, with a body and a delay, and clear them all', async () => {
    await control('PUT', '/faults/hacker-news', { status: 500 });
    await control('PUT', '/faults/ars-technica', { status: 200, body: '<html>not a feed</html>', delayMs: 20 });
    const subreddit = await control('PUT', '/faults/r%2Fmarketing', { status: 429 });
    expect(subreddit.statusCode).toBe(200);
    expect(subreddit.json().faults).toEqual({
      'hacker-news': { status: 500 },
      'ars-technica': { status: 200, body: '<html>not a feed</html>', delayMs: 20 },
      'r/marketing': { status: 429 },
    });

    expect((await get('/technology/hn/api/v1/search_by_date?query=ai')).statusCode).toBe(500);
    const feed = await get('/technology/feeds/ars-technica.rss');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toBe('<html>not a feed</html>');
    expect(feed.headers['content-type']).toContain('text/html');
    expect((await get('/marketing/reddit/r/marketing/hot.json')).statusCode).toBe(429);
    expect((await get('/marketing/reddit/r/digital_marketing/hot.json')).statusCode).toBe(200);

    expect((await control('DELETE', '/faults/hacker-news')).json().faults).not.toHaveProperty('hacker-news');
    expect((await control('DELETE', '/faults')).json().faults).toEqual({});
    expect(controls.faults()).toEqual({});
    expect((await get('/marketing/reddit/r/marketing/hot.json')).statusCode).toBe(200);
  });

  it('reset clears faults and counts, like the programmatic reset', async () => {
    await control('PUT', '/faults/reddit', { status: 502 });
    await get('/technology/reddit/r/technology/hot.json');
    const reset = await control('POST', '/reset');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ faults: {}, requests: noRequests });
    expect((await get('/technology/reddit/r/technology/hot.json')).statusCode).toBe(200);
  });

  it('see faults set through the programmatic controls too', async () => {
    controls.setFault('google-news', { status: 504, delayMs: 5 });
    expect((await control('GET', '/state')).json().faults).toEqual({ 'google-news': { status: 504, delayMs: 5 } });
  });

  it.each([
    ['a target with odd characters', '/faults/..%2Fetc', { status: 500 }, /Unknown fault target/],
    ['a body that is not an object', '/faults/reddit', [503], /A fault must be an object/],
    ['a status out of range', '/faults/reddit', { status: 700 }, /status must be an integer from 200 to 599/],
    ['a fractional status', '/faults/reddit', { status: 500.5 }, /status must be an integer/],
    ['a misspelt field', '/faults/reddit', { status: 500, delay: 10 }, /Unknown fault field "delay"/],
    ['a negative delay', '/faults/reddit', { status: 500, delayMs: -1 }, /delayMs must be an integer from 0 to 120000/],
    ['a delay over two minutes', '/faults/reddit', { status: 500, delayMs: 120_001 }, /delayMs must be an integer/],
    ['a body that is not a string', '/faults/reddit', { status: 500, body: { message: 'x' } }, /body must be a string/],
  ] as const)('refuse %s with 400 and a message, changing nothing', async (_label, path, body, message) => {
    const response = await control('PUT', path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: expect.stringMatching(message) });
    expect(controls.faults()).toEqual({});
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer news-control-token-0123456780' }],
  ])('refuse %s with 401, changing nothing', async (_label, headers) => {
    for (const [method, url] of [
      ['GET', '/state'],
      ['PUT', '/faults/*'],
      ['POST', '/reset'],
    ] as const) {
      const response = await app.inject({
        method,
        url: `${prefix}/__sandbox${url}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"status":503}',
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(controls.faults()).toEqual({});
  });

  it('refuse a text/plain body even with the token, changing nothing', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `${prefix}/__sandbox/faults/*`,
      payload: '{"status":503}',
      headers: { ...controlHeaders, 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(controls.faults()).toEqual({});
  });

  it('do not exist without a control token (how an app mounts the news sandbox)', async () => {
    const bare = Fastify();
    await bare.register(createNewsSandbox().plugin, { prefix });
    try {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        for (const path of ['/state', '/reset', '/faults/*', '/faults']) {
          const response = await bare.inject({ method, url: `${prefix}/__sandbox${path}`, headers: controlHeaders });
          expect(response.statusCode, `${method} ${path}`).toBe(404);
        }
      }
    } finally {
      await bare.close();
    }
  });
});
