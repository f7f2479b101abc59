import type { TPostMetrics } from '@cadence/contract/analytics/post-analytics';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Each published card's latest measurement, whichever source took it last, for a whole schedule in
 * one query (post_metrics_user_post_idx): keyed by the post's LinkedIn URN.
 */
export async function loadCardMetrics(
  db: Kysely<DB>,
  userId: string,
  platformPostIds: Array<string | null>,
): Promise<Map<string, TPostMetrics>> {
  const urns = [...new Set(platformPostIds.filter((urn): urn is string => urn !== null))];
  if (urns.length === 0) return new Map();
  const rows = await db
    .selectFrom('post_metrics')
    .distinctOn('platform_post_id')
    .select(['platform_post_id', 'impressions', 'reactions', 'comments', 'reshares', 'measured_at', 'source'])
    .where('user_id', '=', userId)
    .where('platform_post_id', 'in', urns)
    .orderBy('platform_post_id')
    .orderBy('measured_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(
    rows.map((row) => [
      row.platform_post_id,
      {
        impressions: row.impressions,
        reactions: row.reactions,
        comments: row.comments,
        reshares: row.reshares,
        measured_at: new Date(row.measured_at).toISOString(),
        source: row.source,
      },
    ]),
  );
}
