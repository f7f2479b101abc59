import { fromDateTimeLocalValue, toDateTimeLocalValue } from '@cadence/contract/time/zoned-time';

export const MIN_LEAD_MINUTES = 5;
export const DEFAULT_LEAD_MINUTES = 60;

/** Spec §5, word for word. */
export const TOO_EARLY_MESSAGE = 'Please select a time at least 5 minutes from now';

/** A datetime-local value ('2025-06-03T14:30') showing `date` on the wall clock of `timeZone`. */
export function toDateTimeLocal(date: Date, timeZone: string): string {
  return toDateTimeLocalValue(date, timeZone);
}

/**
 * The instant a datetime-local value means in `timeZone`. Not `new Date(value)`: that reads it in
 * the browser's zone, which is not the member's when they travel or set another one.
 */
export function fromDateTimeLocal(value: string, timeZone: string): Date | null {
  return fromDateTimeLocalValue(value, timeZone);
}

export const minutesFromNow = (minutes: number, now = Date.now()) => new Date(now + minutes * 60_000);

/** The picker works in whole minutes; rounding up keeps its minimum a time the check accepts. */
export const earliestScheduleTime = (now = Date.now()) =>
  new Date(Math.ceil((now + MIN_LEAD_MINUTES * 60_000) / 60_000) * 60_000);

export function isFarEnoughAhead(date: Date, now = Date.now()): boolean {
  return date.getTime() >= now + MIN_LEAD_MINUTES * 60_000;
}

/** 'Tue, 3 Jun 2025, 14:30' in the member's locale, on their zone's clock: the way they read it back later. */
export function formatScheduleTime(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** 'Europe/Paris' reads better as 'Europe/Paris (CET)': the abbreviation people see on clocks. */
export function describeTimeZone(timeZone: string, at: Date = new Date()): string {
  const short = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== timeZone ? `${timeZone.replaceAll('_', ' ')} (${short})` : timeZone.replaceAll('_', ' ');
}
