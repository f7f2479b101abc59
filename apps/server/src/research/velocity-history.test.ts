import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test-support/test-databases';
import { extractTerms } from '../text/extract-terms';
import { detectTrends, type RelevanceProfile, type Trend } from './detect-trends';
import { loadItems, storeItems } from './store-items';
import type { Feed, ParsedItem } from './topic-source';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2025-06-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const feed = (id: string): Feed => ({
  sourceId: id,
  name: id,
  kind: 'rss',
  url: `https://${id}.example/feed`,
  niche: 'Technology',
});
const item = (url: string, title: string, publishedAt: Date): ParsedItem => ({
  url,
  title,
  summary: '',
  publishedAt,
  points: null,
  comments: null,
  publisher: null,
});
const profile: RelevanceProfile = { niche: [...new Set(extractTerms('cloud database software'))], subNiche: [], themes: [] };
const steadyTitle = (n: number) => `Cloud vendors publish quarterly pricing changes, part ${n}`;
const burstTitle = (n: number) => `Kestrel software outage hits payment apps, report ${n}`;
const story = (trends: Trend[], word: string) => trends.find((t) => t.items.some((i) => i.title.includes(word)))!;

describe.each(databaseKinds)('velocity from stored history on %s', (kind) => {
  let testDb: TestDatabase;
  const feeds = ['wire-a', 'wire-b', 'wire-c'].map(feed);
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await migrate(testDb.database);
  });
  afterAll(() => testDb?.drop());

  it('compares today against the days the crawl saw, and a burst of new items ranks as rising', async () => {
    const { database } = testDb;
    // The first crawl, eight days ago: whatever the feeds still listed.
    for (const f of feeds)
      await storeItems(database, f, [item(`https://${f.sourceId}.example/old`, 'Old listing', ago(9 * DAY))], ago(8 * DAY));
    // A steady story, seen by the crawl once a day on each feed for the past week.
    for (let d = 7; d >= 1; d--) {
      for (const f of feeds) {
        const seen = ago(d * DAY);
        await storeItems(
          database,
          f,
          [item(`https://${f.sourceId}.example/steady-${d}`, steadyTitle(d), ago(d * DAY + HOUR))],
          seen,
        );
      }
    }
    // Today: the steady story once more per feed, and a new story on every feed, several times.
    for (const f of feeds) {
      const today = [item(`https://${f.sourceId}.example/steady-0`, steadyTitle(0), ago(3 * HOUR))];
      for (let n = 0; n < 3; n++)
        today.push(item(`https://${f.sourceId}.example/kestrel-${n}`, burstTitle(n), ago((n + 1) * HOUR)));
      await storeItems(database, f, today, ago(HOUR / 2));
    }

    const items = await loadItems(database, feeds, ago(8 * DAY));
    expect(items.filter((i) => i.seenOnFirstCrawl).length).toBe(0); // the first crawl's items are older than the window
    const trends = detectTrends(items, profile, now);
    const burst = story(trends, 'Kestrel');
    const steady = story(trends, 'pricing');
    expect([burst.recent, burst.previous]).toEqual([9, 0]);
    expect([steady.recent, steady.previous]).toEqual([3, 21]);
    expect(burst.scores.velocity).toBeGreaterThan(0.9);
    expect(steady.scores.velocity).toBeLessThan(0.1);
    expect(trends[0]).toBe(burst);
  });

  it('counts an item by when the crawl first saw it, not by the date its publisher gave it', async () => {
    const { database } = testDb;
    const late = feed('late-wire');
    await storeItems(database, late, [item('https://late.example/first', 'Opening listing', ago(3 * DAY))], ago(3 * DAY));
    // Dated 30 h ago by its publisher, listed by the feed only this morning.
    await storeItems(
      database,
      late,
      [item('https://late.example/new', 'Kestrel software outage, a late report', ago(30 * HOUR))],
      ago(6 * HOUR),
    );
    const seen = (await loadItems(database, [late], ago(8 * DAY))).find((i) => i.url.endsWith('/new'))!;
    expect(seen.firstSeenAt!.toISOString()).toBe(ago(6 * HOUR).toISOString());
    expect(seen.seenOnFirstCrawl).toBe(false);
    expect(detectTrends([seen], profile, now)[0]!.recent).toBe(1);
    // Without the sighting (the publisher's date alone) it would count for last week.
    const { firstSeenAt: _firstSeenAt, seenOnFirstCrawl: _seenOnFirstCrawl, ...plain } = seen;
    expect(detectTrends([plain], profile, now)[0]!.recent).toBe(0);
  });

  it('counts what the first crawl found by its publication date: already listed is not new', async () => {
    const { database } = testDb;
    const fresh = feed('fresh-install');
    // A fresh install's first crawl finds a week of a steady story at once.
    const week = Array.from({ length: 7 }, (_, d) => item(`https://fresh.example/${d}`, steadyTitle(d), ago(d * DAY + 2 * HOUR)));
    await storeItems(database, fresh, week, ago(HOUR));
    const items = await loadItems(database, [fresh], ago(8 * DAY));
    expect(items.every((i) => i.seenOnFirstCrawl)).toBe(true);
    const [trend] = detectTrends(items, profile, now);
    expect([trend!.recent, trend!.previous]).toEqual([1, 6]);
  });
});
