import type { Database } from '../db/create-database';
import type { Sighting } from './detect-trends';
import type { Feed, ParsedItem, TopicItem } from './topic-source';

/** Trends look back a week; a month of history is kept for baselines and then dropped. */
export const RETENTION_MS = 30 * 24 * 60 * 60_000;

/**
 * Upserts a feed's items by URL, so engagement (points, comments) stays current and each item is
 * counted once however often it is fetched. Undated items keep the time we first saw them.
 */
export async function storeItems(database: Database, feed: Feed, items: ParsedItem[], now: Date): Promise<number> {
  const oldest = now.getTime() - RETENTION_MS;
  const byUrl = new Map<string, ParsedItem>();
  for (const item of items) {
    if (item.publishedAt && item.publishedAt.getTime() < oldest) continue;
    byUrl.set(item.url, item);
  }
  const unique = [...byUrl.values()];
  const rows = (dated: boolean) =>
    unique
      .filter((item) => (item.publishedAt !== null) === dated)
      .map((item) => ({
        source_id: feed.sourceId,
        niche: feed.niche,
        url: item.url.slice(0, 2000),
        title: item.title,
        summary: item.summary,
        publisher: item.publisher,
        // A clock set wrong at the source must not make an item look newer than now.
        published_at: item.publishedAt && item.publishedAt < now ? item.publishedAt : now,
        points: item.points,
        comments: item.comments,
        first_seen_at: now,
        updated_at: now,
      }));
  // Undated items keep the time we first saw them, or they would look new on every fetch.
  for (const dated of [true, false]) {
    const values = rows(dated);
    if (values.length === 0) continue;
    await database.db
      .insertInto('topic_items')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['source_id', 'url']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          summary: eb.ref('excluded.summary'),
          publisher: eb.ref('excluded.publisher'),
          published_at: dated ? eb.ref('excluded.published_at') : eb.ref('topic_items.published_at'),
          points: eb.ref('excluded.points'),
          comments: eb.ref('excluded.comments'),
          updated_at: now,
        })),
      )
      .execute();
  }
  await database.db
    .deleteFrom('topic_items')
    .where('source_id', '=', feed.sourceId)
    .where('published_at', '<', new Date(oldest))
    .execute();
  return unique.length;
}

/**
 * Items of these sources published since `since`, newest first, with their outlet resolved, when
 * Cadence first saw each, and whether its feed's first crawl found it (its `first_seen_at` is the
 * earliest of the feed's stored items), for velocity by first sighting.
 */
export async function loadItems(
  database: Database,
  feeds: Feed[],
  since: Date,
  limit = 3000,
): Promise<Array<TopicItem & Sighting>> {
  const names = new Map(feeds.map((f) => [f.sourceId, f.name]));
  if (names.size === 0) return [];
  const rows = await database.db
    .selectFrom('topic_items')
    .select((eb) => [
      'source_id',
      'url',
      'title',
      'summary',
      'publisher',
      'published_at',
      'points',
      'comments',
      'first_seen_at',
      eb
        .selectFrom('topic_items as first')
        .select((f) => f.fn.min('first.first_seen_at').as('at'))
        .whereRef('first.source_id', '=', 'topic_items.source_id')
        .as('first_crawl_at'),
    ])
    .where('source_id', 'in', [...names.keys()])
    .where('published_at', '>=', since)
    .orderBy('published_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    sourceId: r.source_id,
    outlet: r.publisher ?? names.get(r.source_id) ?? r.source_id,
    url: r.url,
    title: r.title,
    summary: r.summary,
    publishedAt: r.published_at,
    points: r.points,
    comments: r.comments,
    firstSeenAt: r.first_seen_at,
    seenOnFirstCrawl: r.first_crawl_at !== null && new Date(r.first_crawl_at).getTime() >= r.first_seen_at.getTime(),
  }));
}
