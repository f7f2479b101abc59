import { ZInsightsExtractedSchema, type TInsights, type TInsightsExtracted } from '@cadence/contract/linkedin/insights';
import type { Deps } from '../deps';
import { loadSavedPreferences } from '../automation/load-preferences';
import { LEARNING_DAYS } from '../analytics/performance/learn-from-results';
import { readMeasuredPosts } from '../analytics/performance/read-measured-posts';
import { buildInsights } from '../insights/build-insights';
import { weighBestTimesByResults } from '../insights/rank-posting-times';
import type { ExportSummary } from '../insights/export-summary';
import { loadMemberVoice } from '../writing/load-member-voice';

const NO_DATA: TInsights = { latest_import: null, profile: null, preferences: null, has_imported_data: false };

/**
 * The Insights tab's data (spec §3). Drawn from the import's summary and the member's voice, in the
 * member's time zone, and kept on the import: drawn again only when the zone changes (the posts,
 * and so the voice, change only with a new import) or the stored shape is out of date.
 */
export async function getInsights(deps: Pick<Deps, 'database'>, userId: string): Promise<TInsights> {
  const { db } = deps.database;
  const row = await db
    .selectFrom('linkedin_imports')
    .innerJoin('users', 'users.id', 'linkedin_imports.user_id')
    .select([
      'linkedin_imports.id',
      'linkedin_imports.completed_at',
      'linkedin_imports.posts_processed',
      'linkedin_imports.summary',
      'linkedin_imports.insights',
      'linkedin_imports.insights_time_zone',
      'users.time_zone',
      'users.picture_url',
    ])
    .where('linkedin_imports.user_id', '=', userId)
    .where('linkedin_imports.status', '=', 'completed')
    .orderBy('linkedin_imports.completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.summary || !row.completed_at) return NO_DATA;
  const summary = row.summary as ExportSummary;

  const drawn = readStoredInsights(row.insights, row.insights_time_zone === row.time_zone) ?? (await draw());
  // Best times weigh the member's measured results at read time: metrics arrive long after the import (issue 28).
  const measured = await readMeasuredPosts(db, userId, LEARNING_DAYS, new Date());
  const weighed = weighBestTimesByResults(
    { ...drawn.activity, best_posting_times: drawn.engagement_patterns.best_posting_times },
    measured.flatMap((m) => (m.published_at ? [{ publishedAt: m.published_at, impressions: m.impressions }] : [])),
    row.time_zone,
  );
  const insights: TInsightsExtracted = {
    ...drawn,
    engagement_patterns: {
      ...drawn.engagement_patterns,
      best_posting_times: weighed.best_posting_times,
      best_posting_times_note: weighed.note,
    },
  };
  async function draw(): Promise<TInsightsExtracted> {
    const voice = await loadMemberVoice(deps, userId);
    const drawn = buildInsights(summary, voice.profile, row!.time_zone);
    await db
      .updateTable('linkedin_imports')
      .set({ insights: JSON.stringify(drawn), insights_time_zone: row!.time_zone })
      .where('id', '=', row!.id)
      .execute();
    return drawn;
  }
  return {
    latest_import: {
      status: 'completed',
      completed_at: new Date(row.completed_at).toISOString(),
      posts_processed: row.posts_processed,
      insights_extracted: insights,
    },
    profile: { ...summary.profile, profile_picture_url: row.picture_url },
    preferences: await preferencesSummary(deps, userId),
    has_imported_data: true,
  };
}

/** The automation preferences in brief, once saved (the Insights tab's summary). */
async function preferencesSummary(deps: Pick<Deps, 'database'>, userId: string): Promise<TInsights['preferences']> {
  const saved = await loadSavedPreferences(deps.database.db, userId);
  if (!saved) return null;
  const { frequency_type, posts_per_week, niche, sub_niche, is_active, preferred_times } = saved;
  return { frequency_type, posts_per_week, niche, sub_niche, is_active, preferred_times };
}

/** The insights kept on the import, if drawn in the member's zone and still of today's shape. */
export function readStoredInsights(stored: unknown, sameZone: boolean): TInsightsExtracted | null {
  if (!sameZone) return null;
  const parsed = ZInsightsExtractedSchema.safeParse(stored);
  if (!parsed.success) return null;
  // Posts per month used to run on to the latest reaction; today it ends on a month with posts.
  const lastMonth = parsed.data.activity.posts_by_month.at(-1);
  return lastMonth && lastMonth.posts === 0 ? null : parsed.data;
}
