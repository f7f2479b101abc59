import type { TExperienceLevel } from '@cadence/contract/linkedin/insights';
import type { ExportPosition } from '../imports/linkedin-export';
import { sortPositionsByRecency } from './sort-positions';

/** Years of experience at which each level starts (Entry level below the first). */
const LEVEL_FROM_YEARS = { mid: 2, senior: 5, executive: 10 } as const;
/** A title that leads people or a company makes an executive sooner, but not straight out of school. */
const EXECUTIVE_TITLE_MIN_YEARS = 6;
const EXECUTIVE_TITLE =
  /\b(chief|c(?:[etfoimpr]|hr)o|vp|svp|evp|vice[\s-]president|president|head\s+of|director|managing\s+director|general\s+manager|(co-?)?founder)\b/i;

/**
 * The level implied by the dated positions. Overlapping jobs (a side project beside a day job) are
 * merged so no month counts twice; a job held now runs to `now`. A position's months are whole:
 * "2020-01" to "2021-12" is two years. null when no position has a start date.
 */
export function estimateExperienceLevel(positions: readonly ExportPosition[], now: Date): TExperienceLevel | null {
  const nowMonths = monthsAt(now);
  const intervals: Array<[number, number]> = [];
  for (const p of positions) {
    const start = monthIndex(p.startedOn);
    if (start === null || start >= nowMonths) continue;
    const finish = monthIndex(p.finishedOn);
    const end = finish === null ? (p.finishedOn === null ? nowMonths : null) : Math.min(finish + 1, nowMonths);
    if (end !== null && end > start) intervals.push([start, end]);
  }
  if (intervals.length === 0) return null;

  intervals.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let [runStart, runEnd] = intervals[0] as [number, number];
  for (const [start, end] of intervals.slice(1)) {
    if (start > runEnd) {
      months += runEnd - runStart;
      runStart = start;
      runEnd = end;
    } else runEnd = Math.max(runEnd, end);
  }
  months += runEnd - runStart;
  const years = months / 12;

  const latest = sortPositionsByRecency(positions);
  const current = latest.filter((p) => p.finishedOn === null && p.startedOn !== null);
  const titles = (current.length > 0 ? current : latest.slice(0, 1)).map((p) => p.title);
  if (years >= LEVEL_FROM_YEARS.executive) return 'Executive';
  if (years >= EXECUTIVE_TITLE_MIN_YEARS && titles.some((t) => EXECUTIVE_TITLE.test(t))) return 'Executive';
  if (years >= LEVEL_FROM_YEARS.senior) return 'Senior';
  if (years >= LEVEL_FROM_YEARS.mid) return 'Mid level';
  return 'Entry level';
}

/** "YYYY-MM" as months since year 0; null for anything else. */
function monthIndex(month: string | null): number | null {
  const match = month === null ? null : /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const m = Number(match[2]);
  return m >= 1 && m <= 12 ? Number(match[1]) * 12 + m - 1 : null;
}

/** `now` on the same scale, with the current month counted in part (15 January is half a month in). */
function monthsAt(now: Date): number {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const monthStart = Date.UTC(year, month, 1);
  const monthLength = Date.UTC(year, month + 1, 1) - monthStart;
  return year * 12 + month + (now.getTime() - monthStart) / monthLength;
}
