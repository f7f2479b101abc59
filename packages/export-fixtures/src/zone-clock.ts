/**
 * Wall-clock time in an IANA zone, read from Intl rather than fixed offsets so DST is right in every
 * year. Offsets are cached per UTC quarter-hour: every zone change in use falls on one. Our own on
 * purpose, not the contract's zoned-time: the importer's hours are checked against these, and a bug
 * shared by both would hide.
 */
export interface LocalTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 1 = Monday … 7 = Sunday (ISO). */
  weekday: number;
}

export interface ZoneClock {
  timeZone: string;
  /** The UTC instant (ms) showing this wall time; a time skipped by DST lands an hour later. */
  toUtc(local: Omit<LocalTime, 'weekday'>): number;
  toLocal(instant: number): LocalTime;
}

const QUARTER_HOUR = 15 * 60 * 1000;

export function isoWeekday(year: number, month: number, day: number): number {
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

export function createZoneClock(timeZone: string): ZoneClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsets = new Map<number, number>();

  /** Milliseconds to add to UTC to get the wall time. */
  const offsetAt = (instant: number): number => {
    const bucket = Math.floor(instant / QUARTER_HOUR);
    const cached = offsets.get(bucket);
    if (cached !== undefined) return cached;
    const probe = bucket * QUARTER_HOUR;
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(new Date(probe))) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    const wall = Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    const offset = wall - probe;
    offsets.set(bucket, offset);
    return offset;
  };

  const toLocal = (instant: number): LocalTime => {
    const wall = new Date(instant + offsetAt(instant));
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
      weekday: ((wall.getUTCDay() + 6) % 7) + 1,
    };
  };

  const toUtc = (local: Omit<LocalTime, 'weekday'>): number => {
    const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
    const first = wall - offsetAt(wall);
    const second = wall - offsetAt(first);
    // In a DST gap neither guess shows the wall time; the later offset moves it past the gap.
    return toLocal(second).hour === local.hour ? second : wall - Math.min(offsetAt(first), offsetAt(second));
  };

  return { timeZone, toUtc, toLocal };
}
