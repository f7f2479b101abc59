import type { TAnalyticsPostsResponse } from '@cadence/contract/analytics/post-analytics';
import { instantFromWallTime, localDateKey } from '@cadence/contract/time/zoned-time';
import { sql } from 'kysely';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/app-error';

type AnalyticsPosts = TAnalyticsPostsResponse['data'];

const iso = (value: Date | string) => new Date(value).toISOString();
const intOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** `count` calendar dates ending with `last` (YYYY-MM-DD), oldest first: calendar arithmetic, no zone. */
export function datesEnding(last: string, count: number): string[] {
  const [year, month, day] = last.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(year, month - 1, day - (count - 1 - i))).toISOString().slice(0, 10),
  );
}

/** The instant a local date starts in `timeZone` (its midnight, or the first hour after a skipped one). */
function dayStart(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return instantFromWallTime({ year, month, day, hour: 0, minute: 0 }, timeZone);
}

interface LatestRow {
  post_id: string | null;
  platform_post_id: string;
  post_url: string | null;
  published_at: Date | string | null;
  impressions: number;
  members_reached: number | null;
  reactions: number | null;
  comments: number | null;
  reshares: number | null;
  engagements: number | null;
  source: 'api' | 'export';
  measured_at: Date | string;
}

/**
 * GET /api/analytics/posts?days=N: the last N local dates in the member's zone (today included).
 * Two queries whatever the number of posts:
 * - posts: the latest row per platform_post_id (whichever source measured it last) of each post
 *   published in the window, served by post_metrics_user_post_idx; post_id when Cadence published it.
 * - daily: the export's own days (analytics_daily) where the member imported them; elsewhere the
 *   API's measurements, each day the growth of every post's cumulative counts between one
 *   measurement and the one before, counted on the local day it was measured (the API's TOTAL
 *   counts are cumulative; the growth is what that day earned as far as the measurements can say).
 * Totals are the sum of the daily series: what the window earned, as the export counts it.
 */
export async function getPostAnalytics(
  deps: Pick<Deps, 'database'>,
  userId: string,
  days: number,
  now: Date = new Date(),
): Promise<AnalyticsPosts> {
  const { db } = deps.database;
  const member = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
  if (!member) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  const timeZone = member.time_zone;
  const dates = datesEnding(localDateKey(now, timeZone), days);
  // Every local day's start, and the next day's: width_bucket puts a measurement in its local day.
  const bounds = dayBounds(timeZone, dates);
  const windowStart = bounds[0]!;

  const [latest, apiDaily, exportDaily] = await Promise.all([
    sql<LatestRow>`
      SELECT m.*, coalesce(m.post_id, p.id) AS post_id, coalesce(m.published_at, p.published_at) AS published_at
      FROM (
        SELECT DISTINCT ON (platform_post_id) post_id, platform_post_id, post_url, published_at, impressions,
          members_reached, reactions, comments, reshares, engagements, source, measured_at
        FROM post_metrics
        WHERE user_id = ${userId} AND coalesce(published_at, measured_at) >= ${windowStart}::timestamptz
        ORDER BY platform_post_id, measured_at DESC, id DESC
      ) m
      LEFT JOIN (
        SELECT DISTINCT ON (platform_post_id) id, platform_post_id, published_at
        FROM posts WHERE user_id = ${userId} AND platform_post_id IS NOT NULL
        ORDER BY platform_post_id, published_at DESC NULLS LAST
      ) p ON p.platform_post_id = m.platform_post_id
      ORDER BY coalesce(m.published_at, p.published_at) DESC NULLS LAST, m.platform_post_id`.execute(db),
    sql<{ bucket: number; impressions: string | number; engagements: string | number }>`
      SELECT width_bucket(measured_at, ${bounds}::timestamptz[]) AS bucket,
        sum(d_impressions) AS impressions, sum(d_engagements) AS engagements
      FROM (
        SELECT measured_at,
          impressions - coalesce(lag(impressions) OVER w, 0) AS d_impressions,
          coalesce(engagements, 0) - coalesce(lag(engagements) OVER w, 0) AS d_engagements
        FROM post_metrics
        WHERE user_id = ${userId} AND source = 'api'
        WINDOW w AS (PARTITION BY platform_post_id ORDER BY measured_at)
      ) growth
      WHERE measured_at >= ${windowStart}::timestamptz AND measured_at < ${bounds.at(-1)!}::timestamptz
      GROUP BY 1`.execute(db),
    db
      .selectFrom('analytics_daily')
      .select([sql<string>`date::text`.as('date'), 'impressions', 'engagements'])
      .where('user_id', '=', userId)
      .where('date', '>=', dates[0]!)
      .where('date', '<=', dates.at(-1)!)
      .execute(),
  ]);

  const fromExport = new Map(exportDaily.map((r) => [r.date, r]));
  const fromApi = new Map(apiDaily.rows.map((r) => [dates[Number(r.bucket) - 1], r]));
  const daily = dates.map((date) => {
    const row = fromExport.get(date) ?? fromApi.get(date);
    // A post measured less than before (LinkedIn corrects spam) never makes a day negative.
    return {
      date,
      impressions: Math.max(0, Number(row?.impressions ?? 0)),
      engagements: Math.max(0, Number(row?.engagements ?? 0)),
    };
  });
  const totals = daily.reduce(
    (sum, day) => ({ impressions: sum.impressions + day.impressions, engagements: sum.engagements + day.engagements }),
    { impressions: 0, engagements: 0 },
  );
  return {
    time_zone: timeZone,
    posts: latest.rows.map((row) => ({
      post_id: row.post_id,
      platform_post_id: row.platform_post_id,
      post_url: row.post_url,
      published_at: row.published_at === null ? null : iso(row.published_at),
      impressions: Number(row.impressions),
      members_reached: intOrNull(row.members_reached),
      reactions: intOrNull(row.reactions),
      comments: intOrNull(row.comments),
      reshares: intOrNull(row.reshares),
      engagements: intOrNull(row.engagements),
      source: row.source,
      measured_at: iso(row.measured_at),
    })),
    daily,
    totals,
  };
}

/** A member's window changes once a day: its day starts are kept rather than found again (Intl is slow). */
const boundsCache = new Map<string, string[]>();
const BOUNDS_CACHE_SIZE = 256;

/** Each date's start in `timeZone` and the start of the day after the last, ISO strings. */
function dayBounds(timeZone: string, dates: string[]): string[] {
  const key = `${timeZone}|${dates[0]}|${dates.length}`;
  let bounds = boundsCache.get(key);
  if (bounds === undefined) {
    bounds = [...dates, nextDate(dates.at(-1)!)].map((date) => dayStart(date, timeZone).toISOString());
    if (boundsCache.size >= BOUNDS_CACHE_SIZE) boundsCache.delete(boundsCache.keys().next().value!);
    boundsCache.set(key, bounds);
  }
  return bounds;
}

function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
