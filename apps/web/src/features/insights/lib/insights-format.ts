/** Monday first, as the activity's rows are. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 0-23 → '9 AM', '12 PM', '12 AM'. */
export function hourLabel(hour: number): string {
  return `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2024-09' → 'Sep 2024' (the way the export itself writes months). */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return monthFormat.format(Date.UTC(year, index - 1, 1));
}

/** A position's dates: 'Sep 2024 – Present', 'Jan 2019 – Aug 2024'; a missing start shows the end alone. */
export function positionDates(startedOn: string | null, finishedOn: string | null): string {
  const end = finishedOn ? monthLabel(finishedOn) : 'Present';
  return startedOn ? `${monthLabel(startedOn)} – ${end}` : end;
}

/** 0.234 → '23%'. */
export const percentLabel = (share: number) => `${Math.round(share * 100)}%`;

/** 8.46 → '8.5', 10 → '10'. */
export const oneDecimal = (value: number) => value.toFixed(1).replace(/\.0$/, '');

/** 'python' and '#python' both read '#python'. */
export const hashtagLabel = (tag: string) => (tag.startsWith('#') ? tag : `#${tag}`);

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '1 post', '3 posts'. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
