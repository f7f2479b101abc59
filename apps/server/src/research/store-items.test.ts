import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test-support/test-databases';
import { loadItems, storeItems } from './store-items';
import type { Feed, ParsedItem } from './topic-source';

const feed: Feed = {
  sourceId: 'hn-test',
  name: 'Hacker News',
  kind: 'hacker-news',
  url: 'https://hn.example/',
  niche: 'Technology',
};
const t0 = new Date('2025-06-10T12:00:00Z');
const hours = (h: number) => new Date(t0.getTime() + h * 3_600_000);
const parsed = (url: string, extra: Partial<ParsedItem> = {}): ParsedItem => ({
  url,
  title: `Story ${url}`,
  summary: '',
  publishedAt: hours(-2),
  points: 10,
  comments: 1,
  publisher: null,
  ...extra,
});

describe.each(databaseKinds)('storeItems on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await migrate(testDb.database);
  });
  afterAll(() => testDb?.drop());

  it('stores each address once, keeps engagement current, and never dates an item in the future', async () => {
    const { database } = testDb;
    await storeItems(
      database,
      feed,
      [
        parsed('https://a.example/1'),
        parsed('https://a.example/1', { points: 12 }),
        parsed('https://a.example/2', { publishedAt: hours(5) }),
      ],
      t0,
    );
    await storeItems(database, feed, [parsed('https://a.example/1', { points: 400, comments: 90 })], hours(1));
    const items = await loadItems(database, [feed], hours(-48));
    expect(items.map((i) => [i.url, i.points, i.comments, i.publishedAt.toISOString()])).toEqual([
      ['https://a.example/2', 10, 1, t0.toISOString()],
      ['https://a.example/1', 400, 90, hours(-2).toISOString()],
    ]);
    expect(items[0]!.outlet).toBe('Hacker News');
  });

  it('dates an undated item when first seen, not again on every fetch', async () => {
    const { database } = testDb;
    await storeItems(database, feed, [parsed('https://a.example/undated', { publishedAt: null })], hours(2));
    await storeItems(database, feed, [parsed('https://a.example/undated', { publishedAt: null, points: 50 })], hours(6));
    const item = (await loadItems(database, [feed], hours(-48))).find((i) => i.url.endsWith('undated'))!;
    expect(item.publishedAt.toISOString()).toBe(hours(2).toISOString());
    expect(item.points).toBe(50);
  });

  it('drops items past the retention period', async () => {
    const { database } = testDb;
    await storeItems(database, feed, [parsed('https://a.example/ancient', { publishedAt: hours(-24 * 40) })], t0);
    const later = hours(24 * 31);
    await storeItems(database, feed, [], later);
    const { rows } = await database.executeSql("SELECT count(*)::int AS n FROM topic_items WHERE source_id = 'hn-test'");
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
