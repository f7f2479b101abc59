import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed, MAX_RESPONSE_BYTES } from './fetch-feed';
import { createFetchLimiter } from './fetch-limiter';
import { nextFetchAt } from './feed-states';
import type { Feed } from './topic-source';

let server: Server;
let base = '';
const seen: Array<Record<string, string | string[] | undefined>> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    const path = request.url ?? '/';
    if (path === '/etag') {
      if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304).end();
      return response
        .writeHead(200, { etag: '"v1"', 'last-modified': 'Tue, 10 Jun 2025 10:00:00 GMT', 'content-type': 'application/rss+xml' })
        .end('<rss/>');
    }
    if (path === '/slow') return void setTimeout(() => response.writeHead(200).end('late'), 2000);
    if (path === '/declared-huge') return response.writeHead(200, { 'content-length': String(MAX_RESPONSE_BYTES + 1) }).end();
    if (path === '/streamed-huge') {
      response.writeHead(200);
      const chunk = Buffer.alloc(256 * 1024, 'a');
      for (let i = 0; i < 9; i++) response.write(chunk);
      return response.end();
    }
    if (path === '/throttled') return response.writeHead(429, { 'retry-after': '120' }).end('slow down');
    if (path === '/latin1')
      return response
        .writeHead(200, { 'content-type': 'text/xml; charset=ISO-8859-1' })
        .end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const feed = (path: string): Feed => ({
  sourceId: 'test',
  name: 'Test',
  kind: 'rss',
  url: `${base}${path}`,
  niche: 'Technology',
});
const none = { etag: null, lastModified: null };
const options = { timeoutMs: 500, userAgent: 'cadence-test' };

describe('fetchFeed', () => {
  it('keeps validators and makes the next request conditional', async () => {
    const first = await fetchFeed(feed('/etag'), none, options);
    expect(first).toMatchObject({
      kind: 'fresh',
      status: 200,
      body: '<rss/>',
      validators: { etag: '"v1"', lastModified: 'Tue, 10 Jun 2025 10:00:00 GMT' },
    });
    const second = await fetchFeed(feed('/etag'), first.kind === 'fresh' ? first.validators : none, options);
    expect(second).toMatchObject({ kind: 'not-modified', status: 304, validators: { etag: '"v1"' } });
    expect(seen.at(-1)).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Tue, 10 Jun 2025 10:00:00 GMT',
      'user-agent': 'cadence-test',
    });
  });

  it('gives up at the time-out', async () => {
    const started = Date.now();
    expect(await fetchFeed(feed('/slow'), none, { ...options, timeoutMs: 200 })).toMatchObject({
      kind: 'failed',
      error: 'timed out after 200 ms',
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('refuses answers over the size cap, declared or streamed', async () => {
    expect(await fetchFeed(feed('/declared-huge'), none, options)).toMatchObject({
      kind: 'failed',
      error: expect.stringMatching(/larger than/),
    });
    expect(await fetchFeed(feed('/streamed-huge'), none, options)).toMatchObject({
      kind: 'failed',
      error: expect.stringMatching(/larger than/),
    });
  });

  it('reports HTTP errors with their Retry-After, and connection failures', async () => {
    expect(await fetchFeed(feed('/throttled'), none, options)).toMatchObject({
      kind: 'failed',
      status: 429,
      retryAfterMs: 120_000,
    });
    const unused = createServer();
    await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve));
    const port = (unused.address() as AddressInfo).port;
    await new Promise<void>((resolve) => unused.close(() => resolve()));
    const closed = await fetchFeed({ ...feed('/'), url: `http://127.0.0.1:${port}/feed` }, none, options);
    expect(closed).toMatchObject({ kind: 'failed', status: null, error: expect.stringMatching(/could not connect/) });
  });

  it('decodes the charset the server declares', async () => {
    expect(await fetchFeed(feed('/latin1'), none, options)).toMatchObject({ kind: 'fresh', body: 'café' });
  });
});

describe('nextFetchAt', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  const minutes = (date: Date) => (date.getTime() - now.getTime()) / 60_000;

  it('waits the polite interval after an answer, backs off after failures, and honours Retry-After', () => {
    expect(minutes(nextFetchAt({ kind: 'not-modified', status: 304, validators: none, retryAfterMs: null }, 0, now))).toBe(10);
    const failed = { kind: 'failed' as const, status: 503, error: 'x', retryAfterMs: null };
    expect([1, 2, 3, 8].map((n) => minutes(nextFetchAt(failed, n, now)))).toEqual([1, 2, 4, 60]);
    expect(minutes(nextFetchAt({ ...failed, retryAfterMs: 30 * 60_000 }, 1, now))).toBe(30);
  });
});

describe('createFetchLimiter', () => {
  it('holds the global and the per-host limits, and lets an aborted wait go', async () => {
    const limiter = createFetchLimiter({ global: 3, perHost: 2 });
    let active = 0;
    let peak = 0;
    const activeByHost = new Map<string, number>();
    let peakPerHost = 0;
    const task = (host: string) =>
      limiter.run(host, async () => {
        active++;
        activeByHost.set(host, (activeByHost.get(host) ?? 0) + 1);
        peak = Math.max(peak, active);
        peakPerHost = Math.max(peakPerHost, activeByHost.get(host)!);
        await sleep(20);
        active--;
        activeByHost.set(host, activeByHost.get(host)! - 1);
        return host;
      });
    const results = await Promise.all(['a', 'a', 'a', 'a', 'b', 'b', 'c', 'c'].map(task));
    expect(results).toEqual(['a', 'a', 'a', 'a', 'b', 'b', 'c', 'c']);
    expect(peak).toBe(3);
    expect(peakPerHost).toBe(2);

    const blocker = limiter.run('x', () => sleep(100));
    const blocker2 = limiter.run('y', () => sleep(100));
    const blocker3 = limiter.run('z', () => sleep(100));
    await expect(limiter.run('w', async () => 'never', AbortSignal.timeout(20))).rejects.toThrow();
    await Promise.all([blocker, blocker2, blocker3]);
    expect(await limiter.run('w', async () => 'runs')).toBe('runs');
  });
});
