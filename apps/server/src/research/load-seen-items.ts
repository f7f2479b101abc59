import type { Database } from '../db/create-database';
import type { Sighting } from './detect-trends';
import type { Feed, TopicItem } from './topic-source';

/**
 * `loadItems` plus when Cadence first saw each item and whether its feed's first crawl found it
 * (its `first_seen_at` is the earliest of the feed's stored items), for velocity by first sighting.
 */
export async function loadSeenItems(
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
