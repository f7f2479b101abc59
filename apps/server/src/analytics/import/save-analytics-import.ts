import { sql } from 'kysely';
import type { Database } from '../../db/create-database';
import { normalisePostUrn } from './normalise-post-urn';
import type { AnalyticsExport } from './read-analytics-export';

export interface SavedAnalyticsImport {
  postsMatched: number;
  postsTotal: number;
  days: number;
}

const CHUNK = 500;

/**
 * Saves one export in one transaction: its days into analytics_daily (one row a date, replaced by a
 * newer file's numbers), its posts into post_metrics as one 'export' measurement dated the export's
 * last day, each joined by URN to the member's Cadence post and imported post. A row whose numbers
 * are already those of the file is left alone, so the same file twice changes nothing.
 *
 * A post only in the table by engagements has no impressions, which a measurement must have: it is
 * not saved (LinkedIn's impressions table holds every post that earned many of either, in practice).
 */
export async function saveAnalyticsImport(
  database: Database,
  userId: string,
  read: AnalyticsExport,
): Promise<SavedAnalyticsImport> {
  const measuredAt = `${read.endDate}T00:00:00.000Z`;
  return database.db.transaction().execute(async (trx) => {
    const cadencePosts = await trx
      .selectFrom('posts')
      .select(['id', 'platform_post_id', 'post_url', 'published_at'])
      .where('user_id', '=', userId)
      .where('platform_post_id', 'is not', null)
      .execute();
    const byUrn = new Map<string, (typeof cadencePosts)[number]>();
    for (const post of cadencePosts) {
      const urn = normalisePostUrn(post.platform_post_id);
      if (urn) byUrn.set(urn, post);
    }
    const importedPosts = await trx
      .selectFrom('imported_posts')
      .select(['id', 'share_link', 'posted_at'])
      .where('user_id', '=', userId)
      .where('share_link', 'is not', null)
      .execute();
    const importedByUrn = new Map<string, (typeof importedPosts)[number]>();
    for (const post of importedPosts) {
      const urn = normalisePostUrn(post.share_link);
      if (urn) importedByUrn.set(urn, post);
    }

    for (let start = 0; start < read.daily.length; start += CHUNK) {
      await trx
        .insertInto('analytics_daily')
        .values(read.daily.slice(start, start + CHUNK).map((day) => ({ user_id: userId, ...day })))
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'date'])
            .doUpdateSet((eb) => ({
              impressions: eb.ref('excluded.impressions'),
              engagements: eb.ref('excluded.engagements'),
              imported_at: sql<Date>`now()`,
            }))
            .where(
              sql<boolean>`(analytics_daily.impressions, analytics_daily.engagements) IS DISTINCT FROM (excluded.impressions, excluded.engagements)`,
            ),
        )
        .execute();
    }

    let postsMatched = 0;
    const rows = [];
    for (const post of read.posts) {
      if (post.impressions === null) continue;
      const cadence = byUrn.get(post.urn);
      const imported = importedByUrn.get(post.urn);
      if (cadence || imported) postsMatched += 1;
      const published = cadence?.published_at ?? imported?.posted_at ?? null;
      rows.push({
        user_id: userId,
        post_id: cadence?.id ?? null,
        imported_post_id: imported?.id ?? null,
        platform_post_id: post.urn,
        post_url: post.url,
        published_at: published ? new Date(published).toISOString() : `${post.publishedOn}T00:00:00.000Z`,
        source: 'export' as const,
        measured_at: measuredAt,
        impressions: post.impressions,
        engagements: post.engagements,
      });
    }
    for (let start = 0; start < rows.length; start += CHUNK) {
      await trx
        .insertInto('post_metrics')
        .values(rows.slice(start, start + CHUNK))
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'platform_post_id', 'measured_at'])
            .where('source', '=', 'export')
            .doUpdateSet((eb) => ({
              post_id: eb.ref('excluded.post_id'),
              imported_post_id: eb.ref('excluded.imported_post_id'),
              post_url: eb.ref('excluded.post_url'),
              published_at: eb.ref('excluded.published_at'),
              impressions: eb.ref('excluded.impressions'),
              engagements: eb.ref('excluded.engagements'),
            }))
            .where(
              sql<boolean>`(post_metrics.post_id, post_metrics.imported_post_id, post_metrics.post_url, post_metrics.published_at, post_metrics.impressions, post_metrics.engagements)
                IS DISTINCT FROM (excluded.post_id, excluded.imported_post_id, excluded.post_url, excluded.published_at, excluded.impressions, excluded.engagements)`,
            ),
        )
        .execute();
    }
    return { postsMatched, postsTotal: rows.length, days: read.daily.length };
  });
}
