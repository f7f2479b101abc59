/**
 * Wall-clock time in a member's IANA zone, in both directions, with Intl alone (no tz database to
 * ship: the browser's and Node's ICU already have one). Times are stored in UTC; only what the
 * member sees or picks is in their zone. Shared by browser and server so both agree on every date.
 */

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export interface ZonedParts extends WallTime {
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MINUTE = 60_000;
const DAY = 86_400_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a zone this runtime knows ('Europe/Paris', 'UTC'); false for anything else. */
export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at `instant`. */
export function zonedParts(instant: Date | number, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The member's local date, 'YYYY-MM-DD': the key the schedule is grouped by. */
export function localDateKey(instant: Date | number, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Minutes the zone is ahead of UTC at `instant` (Paris in winter: 60). */
export function zoneOffsetMinutes(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const p = zonedParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / MINUTE);
}

/**
 * The instant a wall-clock time happens in `timeZone`. A time that occurs twice (clocks go back)
 * gives the first; a time that never occurs (clocks go forward) moves forward by the gap, as a
 * wall clock would: 02:30 on the spring-forward night in New York is 03:30 EDT.
 */
export function instantFromWallTime(wall: WallTime, timeZone: string): Date {
  const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const before = zoneOffsetMinutes(local - DAY, timeZone);
  const after = zoneOffsetMinutes(local + DAY, timeZone);
  const matches = [...new Set([before, after])]
    .map((offset) => local - offset * MINUTE)
    .filter((candidate) => {
      const p = zonedParts(candidate, timeZone);
      return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === local;
    })
    .sort((a, b) => a - b);
  return new Date(matches[0] ?? local - before * MINUTE);
}

/** The value a `<input type="datetime-local">` shows for `instant` in `timeZone`: 'YYYY-MM-DDTHH:mm'. */
export function toDateTimeLocalValue(instant: Date | number, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant a datetime-local value means in `timeZone`; null for anything that is not one. */
export function fromDateTimeLocalValue(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  return instantFromWallTime({ year, month, day, hour, minute }, timeZone);
}
