import type { TGetScheduleResponse } from '@cadence/contract/scheduling/get-schedule';
import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import { instantFromWallTime, localDateKey, zonedParts } from '@cadence/contract/time/zoned-time';
import type { Kysely } from 'kysely';
import { loadCardMetrics } from '../analytics/api/load-card-metrics';
import type { DB } from '../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { findConnectionWarning } from './find-connection-warning';
import { loadPostMedia } from './load-post-media';
import { SCHEDULED_POST_COLUMNS, toScheduledPost, type ScheduledPostRow } from './to-scheduled-post';

/** Posts still to go out; the rest (published, failed, cancelled) only with include_past. */
const UPCOMING_STATUSES = ['draft', 'pending_content', 'pending', 'publishing'] as const;
/** A member's history can grow without end; the list shows the most recent this many posts. */
export const MAX_SCHEDULE_POSTS = 2000;

export interface ScheduleWindow {
  days: number;
  includePast: boolean;
  now?: Date;
}

/**
 * The one query behind the schedule list (the bench runs it on a bare route too): served by
 * posts_user_time_idx, newest first so the limit drops the oldest history, never what is coming.
 */
export function selectSchedulePosts(db: Kysely<DB>, userId: string, window: ScheduleWindow): Promise<ScheduledPostRow[]> {
  const horizon = new Date((window.now ?? new Date()).getTime() + window.days * 86_400_000);
  return db
    .selectFrom('posts')
    .select(SCHEDULED_POST_COLUMNS)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('scheduled_time', 'is', null), eb('scheduled_time', '<', horizon)]))
    .$if(!window.includePast, (qb) => qb.where('status', 'in', UPCOMING_STATUSES))
    .orderBy('scheduled_time', (ob) => ob.desc().nullsFirst())
    .orderBy('created_at', 'desc')
    .limit(MAX_SCHEDULE_POSTS)
    .execute();
}

/** Spec §7 GET /api/scheduling/schedule: grouped by the member's own local date, each day by time. */
export async function getSchedule(
  deps: Pick<Deps, 'database' | 'config' | 'keys'>,
  userId: string,
  window: ScheduleWindow,
): Promise<TGetScheduleResponse['data']> {
  const { db } = deps.database;
  const now = window.now ?? new Date();
  const [member, rows] = await Promise.all([
    db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst(),
    selectSchedulePosts(db, userId, { ...window, now }),
  ]);
  if (!member) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  const timeZone = member.time_zone;
  const [media, metrics] = await Promise.all([
    loadPostMedia(
      db,
      deps,
      rows.map((row) => row.id),
    ),
    loadCardMetrics(
      db,
      userId,
      rows.filter((row) => row.status === 'published').map((row) => row.platform_post_id),
    ),
  ]);

  const scheduleByDate: Record<string, TScheduledPost[]> = {};
  const dayOf = localDayFinder(timeZone);
  const today = dayOf(now.getTime());
  // Oldest first on screen; the query read newest first only to keep the limit on history.
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = rows[i] as ScheduledPostRow;
    const key = row.scheduled_time === null ? today : dayOf(new Date(row.scheduled_time).getTime());
    (scheduleByDate[key] ??= []).push(
      toScheduledPost(
        row,
        timeZone,
        media.get(row.id),
        row.platform_post_id === null ? null : (metrics.get(row.platform_post_id) ?? null),
      ),
    );
  }
  const sorted = Object.fromEntries(Object.entries(scheduleByDate).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

  return {
    time_zone: timeZone,
    schedule_by_date: sorted,
    total_posts: rows.length,
    connection_warning: await findConnectionWarning(deps, userId, timeZone, now),
  };
}

/**
 * The member's local date of each instant, remembering the day it last found with its start and
 * end: posts come sorted, so most fall on the day before and Intl runs once per day, not per post.
 * The bounds come from the zone's own midnights, so a 23- or 25-hour day is exact.
 */
function localDayFinder(timeZone: string): (instant: number) => string {
  let start = Infinity;
  let end = -Infinity;
  let key = '';
  return (instant) => {
    if (instant >= start && instant < end) return key;
    const p = zonedParts(instant, timeZone);
    key = localDateKey(instant, timeZone);
    start = instantFromWallTime({ year: p.year, month: p.month, day: p.day, hour: 0, minute: 0 }, timeZone).getTime();
    const next = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
    end = instantFromWallTime(
      { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 },
      timeZone,
    ).getTime();
    // A zone whose midnight is skipped (clocks forward at 00:00) starts the day at 01:00: still exact.
    if (!(instant >= start && instant < end)) {
      start = instant;
      end = instant + 1;
    }
    return key;
  };
}
