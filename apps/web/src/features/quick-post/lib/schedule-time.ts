export const MIN_LEAD_MINUTES = 5;
export const DEFAULT_LEAD_MINUTES = 60;

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value ('2025-06-03T14:30') in the member's own time zone. */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** datetime-local values carry no offset, and ECMAScript reads such strings as local time. */
export function fromDateTimeLocal(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const minutesFromNow = (minutes: number, now = Date.now()) => new Date(now + minutes * 60_000);

/** The picker works in whole minutes; rounding up keeps its minimum a time the check accepts. */
export const earliestScheduleTime = (now = Date.now()) =>
  new Date(Math.ceil((now + MIN_LEAD_MINUTES * 60_000) / 60_000) * 60_000);

export function isFarEnoughAhead(date: Date, now = Date.now()): boolean {
  return date.getTime() >= now + MIN_LEAD_MINUTES * 60_000;
}

/** 'Tue, 3 Jun 2025, 14:30' in the member's locale and zone, the way they will read it back later. */
export function formatScheduleTime(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
