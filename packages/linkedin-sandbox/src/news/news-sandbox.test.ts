import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNewsSandbox, type NewsSandboxControls } from './news-sandbox.ts';
import { startNewsSandbox } from './start-news-sandbox.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
let app: FastifyInstance;
let controls: NewsSandboxControls;
let clock = NOW;

beforeEach(async () => {
  clock = NOW;
  const sandbox = createNewsSandbox({ now: () => clock });
  controls = sandbox.controls;
  app = Fastify();
  await app.register(sandbox.plugin, { prefix: '/sandbox/news' });
});
afterEach(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/sandbox/news${url}`, headers });

interface HnAnswer {
  hits: Array<{
    title: string;
    url: string;
    points: number;
    num_comments: number;
    created_at: string;
    created_at_i: number;
    objectID: string;
    story_id: number;
  }>;
  nbHits: number;
}
interface RedditAnswer {
  kind: string;
  data: {
    children: Array<{
      kind: string;
      data: {
        title: string;
        url: string;
        permalink: string;
        score: number;
        num_comments: number;
        created_utc: number;
        subreddit: string;
        stickied: boolean;
      };
    }>;
  };
}

describe('news sandbox', () => {
  it('answers Hacker News searches in the Algolia shape, with times relative to now', async () => {
    const res = await get('/technology/hn/api/v1/search_by_date?tags=story&hitsPerPage=50');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json() as HnAnswer;
    expect(body.hits.length).toBeGreaterThan(5);
    for (const hit of body.hits) {
      expect(hit).toMatchObject({
        title: expect.any(String),
        url: expect.stringMatching(/^https:\/\/[a-z0-9-]+\.example\//),
        points: expect.any(Number),
        num_comments: expect.any(Number),
        objectID: expect.stringMatching(/^\d+$/),
      });
      expect(hit.created_at_i * 1000).toBe(Date.parse(hit.created_at));
      const age = NOW.getTime() - Date.parse(hit.created_at);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(8 * 86_400_000);
    }
    // Newest first, as search_by_date answers.
    expect(body.hits.map((h) => h.created_at_i)).toEqual([...body.hits.map((h) => h.created_at_i)].sort((a, b) => b - a));
  });

  it('has bursting stories: many items from many channels in the last 24 h', async () => {
    const channels = [
      '/marketing/hn/api/v1/search_by_date?tags=story&query=marketing',
      '/marketing/reddit/r/marketing/hot.json',
      '/marketing/reddit/r/digital_marketing/hot.json',
      '/marketing/google-news/rss/search?q=marketing',
      '/marketing/feeds/search-engine-land.rss',
      '/marketing/feeds/hubspot-marketing.rss',
    ];
    const bodies = await Promise.all(channels.map(async (c) => (await get(c)).body));
    const carrying = bodies.filter((b) => b.includes('organic search') || b.includes('Organic search'));
    expect(carrying.length).toBeGreaterThanOrEqual(4);
  });

  it('finds only stories that mention a search’s words', async () => {
    const body = (await get('/marketing/hn/api/v1/search_by_date?tags=story&query=creator')).json() as HnAnswer;
    expect(body.hits.length).toBeGreaterThan(0);
    expect(body.hits.every((h) => /creator/i.test(h.title))).toBe(true);
    expect(((await get('/marketing/hn/api/v1/search_by_date?query=zzzunknown')).json() as HnAnswer).hits).toEqual([]);
  });

  it('answers Reddit listings with the pinned thread first', async () => {
    const res = await get('/technology/reddit/r/technology/hot.json?limit=10');
    const body = res.json() as RedditAnswer;
    expect(body.kind).toBe('Listing');
    expect(body.data.children[0]!.data.stickied).toBe(true);
    const post = body.data.children[1]!;
    expect(post.kind).toBe('t3');
    expect(post.data).toMatchObject({
      subreddit: 'technology',
      permalink: expect.stringMatching(/^\/r\/technology\/comments\//),
      stickied: false,
    });
    expect(body.data.children.length).toBeLessThanOrEqual(11);
    expect((await get('/technology/reddit/r/technology/about.json')).statusCode).toBe(404);
  });

  it('serves RSS, Atom and Google News XML', async () => {
    const rss = await get('/technology/feeds/ars-technica.rss');
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(rss.body).toContain('<pubDate>');
    const atom = await get('/technology/feeds/the-verge.atom');
    expect(atom.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(atom.body).toMatch(/<published>2025-06-\d\dT/);
    const news = await get('/technology/google-news/rss/search?q=technology%20when%3A7d&hl=en-US');
    expect(news.body).toMatch(/<item><title>[^<]+ - [^<]+<\/title>/);
    expect(news.body).toMatch(/<source url="https:\/\/[a-z-]+\.example">/);
    expect((await get('/technology/feeds/bad name.rss')).statusCode).toBe(404);
  });

  it('makes up a world for any niche from its name', async () => {
    const body = (await get('/veterinary-medicine/hn/api/v1/search_by_date?query=veterinary')).json() as HnAnswer;
    expect(body.hits.length).toBeGreaterThan(0);
    expect(body.hits.every((h) => h.title.includes('Veterinary Medicine'))).toBe(true);
  });

  it('answers conditional requests with 304 until the feed moves on', async () => {
    const first = await get('/technology/feeds/ars-technica.rss');
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/technology/feeds/ars-technica.rss', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/technology/feeds/ars-technica.rss', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    clock = new Date(NOW.getTime() + 11 * 60_000);
    const later = await get('/technology/feeds/ars-technica.rss', { 'if-none-match': etag });
    expect(later.statusCode).toBe(200);
    expect(later.headers.etag).not.toBe(etag);
  });

  it('tells the same story for the same seed', async () => {
    const other = createNewsSandbox({ now: () => NOW });
    const second = Fastify();
    await second.register(other.plugin);
    const a = await get('/finance/reddit/r/finance/hot.json');
    const b = await second.inject({ method: 'GET', url: '/finance/reddit/r/finance/hot.json' });
    expect(b.body).toBe(a.body);
    await second.close();
  });

  it('injects faults by kind, by source and everywhere, and counts requests', async () => {
    controls.setFault('reddit', { status: 503 });
    expect((await get('/technology/reddit/r/technology/hot.json')).statusCode).toBe(503);
    expect((await get('/technology/feeds/ars-technica.rss')).statusCode).toBe(200);
    controls.setFault('ars-technica', { status: 200, body: '<rss><channel><item>' });
    expect((await get('/technology/feeds/ars-technica.rss')).body).toBe('<rss><channel><item>');
    controls.setFault('*', { status: 500, delayMs: 50 });
    const started = Date.now();
    expect((await get('/technology/hn/api/v1/search_by_date')).statusCode).toBe(500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(controls.requestCount('reddit')).toBe(1);
    expect(controls.requestCount()).toBe(4);
    controls.reset();
    expect((await get('/technology/reddit/r/technology/hot.json')).statusCode).toBe(200);
    expect(controls.requestCount()).toBe(1);
    expect(() => controls.setFault('rss', { status: 42 })).toThrow(/HTTP status/);
  });

  it('runs on its own loopback port', async () => {
    const running = await startNewsSandbox({ now: () => NOW });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${running.url}/sales/feeds/hubspot-sales.rss`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<rss');
    } finally {
      await running.close();
    }
  });
});
