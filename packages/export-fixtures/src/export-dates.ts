/** The date formats of the export, one per file family (design.md §4). Inputs are UTC instants in ms. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Shares, Comments, Reactions: "2024-03-15 13:05:22", UTC without a zone mark. */
export function formatActivityDate(instant: number): string {
  const date = new Date(instant);
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** messages.csv: the same with " UTC" after it. */
export const formatMessageDate = (instant: number): string => `${formatActivityDate(instant)} UTC`;

/** Connections "Connected On": "15 Mar 2024", and "05 Mar 2024" with the day zero-padded. */
export function formatConnectedOn(instant: number): string {
  const date = new Date(instant);
  return `${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Positions and Certifications: "Sep 2024", from a month written "YYYY-MM". */
export function formatMonthYear(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return `${MONTHS[(monthNumber ?? 1) - 1]} ${year}`;
}

/** Email Addresses "Updated On": "9/27/25, 8:41 AM". */
export function formatEmailUpdatedOn(instant: number): string {
  const date = new Date(instant);
  const hour = date.getUTCHours();
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${pad(date.getUTCFullYear() % 100)}, ${hour12}:${pad(date.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Rich_Media "Date/Time" is a sentence: "You uploaded a feed photo on March 3, 2023 at 11:16 AM (GMT)". */
export function formatRichMediaSentence(instant: number, what: string): string {
  const date = new Date(instant);
  const hour = date.getUTCHours();
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return (
    `You uploaded ${what} on ${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} ` +
    `at ${hour12}:${pad(date.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'} (GMT)`
  );
}

/** "YYYY-MM" of a UTC instant. */
export function utcMonth(instant: number): string {
  const date = new Date(instant);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** Whole months from "YYYY-MM" to "YYYY-MM". */
export function monthsBetween(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 0] = from.split('-').map(Number);
  const [toYear = 0, toMonth = 0] = to.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/** The month `count` months after "YYYY-MM" (negative goes back). */
export function addMonths(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}
