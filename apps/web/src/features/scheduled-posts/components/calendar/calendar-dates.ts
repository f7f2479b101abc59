import type { TPostStatus, TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import { instantFromWallTime, zonedParts } from '@cadence/contract/time/zoned-time';

/**
 * A date on the member's wall calendar (no time, no zone). Day arithmetic runs on these through
 * Date.UTC, where every day has 24 hours, so a DST change never shifts a column; only turning a
 * day and an hour into an instant needs the zone (instantFromWallTime).
 */
export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export type CalendarView = 'week' | 'month';

const DAY_MS = 86_400_000;

const toUtc = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day);

function fromUtc(ms: number): CalendarDay {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export const addDays = (day: CalendarDay, days: number): CalendarDay => fromUtc(toUtc(day) + days * DAY_MS);

export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const first = new Date(Date.UTC(day.year, day.month - 1 + months, 1));
  return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: 1 };
}

export const sameDay = (a: CalendarDay, b: CalendarDay) => a.year === b.year && a.month === b.month && a.day === b.day;

/** 'YYYY-MM-DD', the same key the schedule groups by (localDateKey). */
export const dayKey = ({ year, month, day }: CalendarDay) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The member's today, in their zone (not the browser's). */
export function today(timeZone: string, now: number = Date.now()): CalendarDay {
  const { year, month, day } = zonedParts(now, timeZone);
  return { year, month, day };
}

/** 0 = Monday … 6 = Sunday: weeks start on Monday (ISO 8601), as LinkedIn's own analytics weeks do. */
const mondayIndex = (day: CalendarDay) => (new Date(toUtc(day)).getUTCDay() + 6) % 7;

export const startOfWeek = (day: CalendarDay) => addDays(day, -mondayIndex(day));

export const weekDays = (anchor: CalendarDay) => Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(anchor), i));

/** Whole weeks covering the anchor's month, Monday first (4 to 6 rows). */
export function monthWeeks(anchor: CalendarDay): CalendarDay[][] {
  const first: CalendarDay = { year: anchor.year, month: anchor.month, day: 1 };
  const start = startOfWeek(first);
  const next = addMonths(first, 1);
  const weeks: CalendarDay[][] = [];
  for (let monday = start; toUtc(monday) < toUtc(next); monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  }
  return weeks;
}

/** Where a post sits on the member's calendar: its local day and hour, and the minute it keeps when moved. */
export interface PlacedPost {
  post: TScheduledPost;
  day: CalendarDay;
  hour: number;
  minute: number;
  /** The instant shown (the moved-to time while a reschedule is on its way). */
  instant: Date;
}

export function placePost(post: TScheduledPost, instant: Date, timeZone: string): PlacedPost {
  const { year, month, day, hour, minute } = zonedParts(instant, timeZone);
  return { post, day: { year, month, day }, hour, minute, instant };
}

/** The instant a drop on `day` (and `hour`, in the week view) means: the post keeps its minute, or its time of day in the month view. */
export function dropInstant(placed: PlacedPost, day: CalendarDay, hour: number | null, timeZone: string): Date {
  return instantFromWallTime({ ...day, hour: hour ?? placed.hour, minute: placed.minute }, timeZone);
}

/** Only a post waiting for its time with its text ready can be moved (spec §4: pending is 'scheduled'). */
export const canMove = (post: TScheduledPost) => post.status === 'pending';

/** Spec §4: pending and pending_content both read 'Scheduled'. */
export const STATUS_LABELS: Record<TPostStatus, string> = {
  draft: 'Draft',
  pending_content: 'Scheduled',
  pending: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** One colour per status, the same family as the cards' badges. */
export const STATUS_COLOURS: Record<TPostStatus, string> = {
  draft: 'bg-slate-50 text-slate-700 ring-slate-300 italic',
  pending_content: 'bg-brand-50 text-brand-800 ring-brand-200',
  pending: 'bg-brand-50 text-brand-800 ring-brand-300',
  publishing: 'bg-amber-50 text-amber-900 ring-amber-300',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  failed: 'bg-red-50 text-red-800 ring-red-300',
  cancelled: 'bg-slate-100 text-slate-500 ring-slate-200 line-through',
};

export const STATUS_DOTS: Record<TPostStatus, string> = {
  draft: 'bg-slate-400',
  pending_content: 'bg-brand-300',
  pending: 'bg-brand-500',
  publishing: 'bg-amber-500',
  published: 'bg-emerald-500',
  failed: 'bg-red-500',
  cancelled: 'bg-slate-300',
};

const pad = (n: number) => String(n).padStart(2, '0');

export const formatHour = (hour: number) => `${pad(hour)}:00`;
export const formatClock = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tue, Nov 24' */
export const formatDay = (day: CalendarDay) => dayFormat.format(toUtc(day));
/** 'Tuesday, November 24, 2026' (labels for screen readers) */
export const formatLongDay = (day: CalendarDay) => longDayFormat.format(toUtc(day));
export const formatMonth = (day: CalendarDay) => monthFormat.format(toUtc(day));
export const weekdayShort = (day: CalendarDay) => formatDay(day).split(',')[0] ?? '';

/** 'Nov 23 – 29, 2026' or 'Nov 30 – Dec 6, 2026' */
export function formatWeekRange(anchor: CalendarDay): string {
  const days = weekDays(anchor);
  const first = days[0] as CalendarDay;
  const last = days[6] as CalendarDay;
  const end = first.month === last.month ? String(last.day) : shortMonthDay.format(toUtc(last));
  return `${shortMonthDay.format(toUtc(first))} – ${end}, ${last.year}`;
}
