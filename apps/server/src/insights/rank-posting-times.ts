import { INSIGHTS_LIMITS, type TActivity, type TInsightsExtracted } from '@cadence/contract/linkedin/insights';
import { isValidTimeZone, zonedParts, zoneOffsetMinutes } from '@cadence/contract/time/zoned-time';
import type { ExportSummary, QuarterHourCounts } from './export-summary';

const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const QUARTERS_PER_DAY = 96;
/** The chart of posts per month covers at most this many months, ending with the latest post. */
const MAX_MONTHS = 24;
/**
 * What an hour of the member's own activity says about posting then: a post of theirs most, a
 * comment (they were reading and writing) less, a reaction (a glance at the feed) least.
 */
const ACTIVITY_WEIGHT = { posts: 3, comments: 2, reactions: 1 } as const;

export type ActivityReading = TActivity & Pick<TInsightsExtracted['engagement_patterns'], 'best_posting_times'>;

/** Activity times as counts per UTC quarter-hour, sorted: every zone's local time can be read from these. */
export function countByQuarterHour(dates: readonly Date[]): QuarterHourCounts {
  const counts = new Map<number, number>();
  for (const date of dates) {
    const ms = date.getTime();
    if (!Number.isFinite(ms)) continue;
    const quarter = Math.floor(ms / QUARTER_HOUR);
    counts.set(quarter, (counts.get(quarter) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => a[0] - b[0]);
}

/**
 * The member's activity in their own zone: a weekday × hour grid (Monday first), posts per month
 * (first post to last, months without posts included, the last 24 months at most), totals, and the five best hours to
 * post, scored out of 10 against the busiest hour. A zone this runtime does not know reads as UTC,
 * and the answer says so in `time_zone`.
 */
export function readActivity(activity: ExportSummary['activity'], timeZone: string): ActivityReading {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const offsetAt = createOffsetReader(zone);
  const byWeekdayHour = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  const byHour = new Array<number>(24).fill(0);
  const postsByMonth = new Map<number, number>();
  const totals = { posts: 0, comments: 0, reactions: 0 };
  // Entries come sorted, so the local day rarely changes from one to the next: its month is kept.
  let monthDay = NaN;
  let month = 0;

  for (const kind of ['posts', 'comments', 'reactions'] as const) {
    for (const [quarter, count] of activity[kind]) {
      const local = quarter * QUARTER_HOUR + offsetAt(quarter) * MINUTE;
      const day = Math.floor(local / DAY);
      const hour = Math.floor((local - day * DAY) / HOUR);
      // 1970-01-01 was a Thursday; Monday is row 0.
      const weekday = (((day + 3) % 7) + 7) % 7;
      byWeekdayHour[weekday]![hour]! += count;
      byHour[hour]! += count * ACTIVITY_WEIGHT[kind];
      totals[kind] += count;
      if (day !== monthDay) {
        const date = new Date(day * DAY);
        month = date.getUTCFullYear() * 12 + date.getUTCMonth();
        monthDay = day;
      }
      if (kind === 'posts') postsByMonth.set(month, (postsByMonth.get(month) ?? 0) + count);
    }
  }

  return {
    time_zone: zone,
    by_weekday_hour: byWeekdayHour,
    posts_by_month: monthSeries(postsByMonth),
    totals,
    best_posting_times: bestHours(byHour),
  };
}

/**
 * The zone's UTC offset for a quarter-hour, asking Intl about once per day with activity: a day
 * whose offset is the same at both ends is taken to keep it throughout, and only a day with a
 * change (a DST night, twice a year) is read quarter-hour by quarter-hour. Exact, since every
 * zone changes its offset on a quarter-hour.
 */
function createOffsetReader(timeZone: string): (quarter: number) => number {
  const atDayStart = new Map<number, number>();
  const onChangeDays = new Map<number, number>();
  const dayStartOffset = (day: number) => {
    let offset = atDayStart.get(day);
    if (offset === undefined) {
      offset = zoneOffsetMinutes(day * DAY, timeZone);
      atDayStart.set(day, offset);
    }
    return offset;
  };
  return (quarter) => {
    const day = Math.floor(quarter / QUARTERS_PER_DAY);
    const start = dayStartOffset(day);
    if (start === dayStartOffset(day + 1)) return start;
    let offset = onChangeDays.get(quarter);
    if (offset === undefined) {
      offset = zoneOffsetMinutes(quarter * QUARTER_HOUR, timeZone);
      onChangeDays.set(quarter, offset);
    }
    return offset;
  };
}

/**
 * Every month from the first post to the last (at most the last 24), as 'YYYY-MM'. Reactions and
 * comments after the last post do not stretch it: the chart is about the member's posts.
 */
function monthSeries(postsByMonth: Map<number, number>): TActivity['posts_by_month'] {
  if (postsByMonth.size === 0) return [];
  const last = Math.max(...postsByMonth.keys());
  const first = Math.max(Math.min(...postsByMonth.keys()), last - MAX_MONTHS + 1);
  const series: TActivity['posts_by_month'] = [];
  for (let month = first; month <= last; month++) {
    const key = `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`;
    series.push({ month: key, posts: postsByMonth.get(month) ?? 0 });
  }
  return series;
}

/** The busiest hours first, the busiest scoring 10 and the rest in proportion, one decimal. */
function bestHours(weighted: number[]): ActivityReading['best_posting_times'] {
  const top = Math.max(...weighted);
  if (top <= 0) return [];
  return weighted
    .map((score, hour) => ({ hour, score }))
    .filter((h) => h.score > 0)
    .sort((a, b) => b.score - a.score || a.hour - b.hour)
    .slice(0, INSIGHTS_LIMITS.bestTimes)
    .map(({ hour, score }) => ({ hour, engagement_score: Math.round((score / top) * 100) / 10 }));
}

/** Results weigh the best times once this many posts are measured, and an hour once it holds this many. */
export const RESULTS_MIN_POSTS = 10;
export const RESULTS_MIN_HOUR_POSTS = 3;
/** An hour's results move its score within ½-2×: activity still counts, results lean on it. */
const MIN_LIFT = 0.5;
const MAX_LIFT = 2;

export interface MeasuredTime {
  publishedAt: Date;
  impressions: number;
}

/**
 * Best times that weigh what performed (issue 28): each hour's activity score times the median
 * impressions of the member's measured posts at that local hour over their median (½-2×, for an
 * hour with RESULTS_MIN_HOUR_POSTS posts), rescored out of 10. With fewer than RESULTS_MIN_POSTS
 * measured posts, or no hour with enough of them, the activity reading stands and the note is null.
 */
export function weighBestTimesByResults(
  reading: Pick<ActivityReading, 'best_posting_times' | 'by_weekday_hour'>,
  measured: readonly MeasuredTime[],
  timeZone: string,
): { best_posting_times: ActivityReading['best_posting_times']; note: string | null } {
  const unchanged = { best_posting_times: reading.best_posting_times, note: null };
  if (measured.length < RESULTS_MIN_POSTS) return unchanged;
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const middle = medianOf(measured.map((m) => m.impressions));
  if (!middle) return unchanged;
  const byHour = Array.from({ length: 24 }, () => [] as number[]);
  for (const m of measured) byHour[zonedParts(m.publishedAt, zone).hour]!.push(m.impressions);
  const lifts = byHour.map((values) =>
    values.length >= RESULTS_MIN_HOUR_POSTS ? Math.min(MAX_LIFT, Math.max(MIN_LIFT, medianOf(values)! / middle)) : 1,
  );
  if (lifts.every((lift) => lift === 1)) return unchanged;

  // Activity per hour: the stored (weighted) score where there is one, else the grid's share of the busiest hour.
  const columns = Array.from({ length: 24 }, (_, hour) =>
    reading.by_weekday_hour.reduce((sum, row) => sum + (row[hour] ?? 0), 0),
  );
  const busiest = Math.max(...columns, 1);
  const stored = new Map(reading.best_posting_times.map((t) => [t.hour, t.engagement_score]));
  const scores = columns.map((count, hour) => {
    const activity = stored.get(hour) ?? (count / busiest) * 10;
    // An hour the member posts at and that performs counts even if the import saw little there.
    const base = byHour[hour]!.length >= RESULTS_MIN_HOUR_POSTS ? Math.max(activity, 1) : activity;
    return base * lifts[hour]!;
  });
  const best = bestHours(scores);
  // The line names the listed hour results raised most (or, failing one, lowered most).
  const lead =
    [...best].filter((t) => lifts[t.hour]! > 1).sort((a, b) => lifts[b.hour]! - lifts[a.hour]!)[0] ??
    [...best].filter((t) => lifts[t.hour]! < 1).sort((a, b) => lifts[a.hour]! - lifts[b.hour]!)[0];
  const note = lead
    ? `Posts at ${String(lead.hour).padStart(2, '0')}:00 reach ${ratioText(medianOf(byHour[lead.hour]!)! / middle)} your median impressions, from ${byHour[lead.hour]!.length} posts: best times weigh your results, not only when you are active.`
    : null;
  return { best_posting_times: best, note };
}

function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ratioText = (ratio: number) => `${ratio >= 1 ? ratio.toFixed(1) : ratio.toFixed(2)}×`;
