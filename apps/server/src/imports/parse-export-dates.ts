/**
 * The export's date formats (design.md §4), each read exactly; anything else is null, and the
 * caller decides whether the row can do without it.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // 31 Feb rolls into March: not a date the export would write.
  return date.getUTCDate() === day ? date : null;
}

/** Shares, Comments, Reactions: "2024-03-15 09:30:00", in UTC (ISO 8601 is read too). */
export function parseActivityDate(text: string): Date | null {
  const value = text.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2}| UTC)?$/.exec(value);
  if (!m) return null;
  const date = validDate(+m[1]!, +m[2]!, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  if (!date || !m[7] || m[7] === 'Z' || m[7] === ' UTC') return date;
  const offset = /([+-])(\d{2}):?(\d{2})/.exec(m[7])!;
  const minutes = (offset[1] === '-' ? -1 : 1) * (+offset[2]! * 60 + +offset[3]!);
  return new Date(date.getTime() - minutes * 60_000);
}

/** Positions and Certifications: "Sep 2024" (a bare "2024" is read as January) → "2024-09". */
export function parseExportMonth(text: string): string | null {
  const value = text.trim().toLowerCase();
  let m = /^([a-z]{3,9})\.? (\d{4})$/.exec(value);
  if (m && MONTHS[m[1]!]) return `${m[2]}-${pad(MONTHS[m[1]!]!)}`;
  m = /^(\d{4})$/.exec(value);
  if (m) return `${m[1]}-01`;
  m = /^(\d{1,2})\/(\d{4})$/.exec(value) ?? null;
  if (m && +m[1]! >= 1 && +m[1]! <= 12) return `${m[2]}-${pad(+m[1]!)}`;
  m = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value);
  if (m && +m[2]! >= 1 && +m[2]! <= 12) return `${m[1]}-${m[2]}`;
  return null;
}

/** Education: a year only ("2015"); a month-year is read for its year. */
export function parseExportYear(text: string): number | null {
  const m = /(?:^|\D)(\d{4})$/.exec(text.trim());
  return m ? +m[1]! : null;
}

/** Connections' "Connected On": "15 Mar 2024" (older exports: "3/15/24" or "2024-03-15"). */
export function parseConnectedOn(text: string): Date | null {
  const value = text.trim().toLowerCase();
  let m = /^(\d{1,2}) ([a-z]{3,9})\.? (\d{4})$/.exec(value);
  if (m && MONTHS[m[2]!]) return validDate(+m[3]!, MONTHS[m[2]!]!, +m[1]!);
  m = /^([a-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(value);
  if (m && MONTHS[m[1]!]) return validDate(+m[3]!, MONTHS[m[1]!]!, +m[2]!);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  if (m) return validDate(fullYear(+m[3]!), +m[1]!, +m[2]!);
  return parseActivityDate(value);
}

/** Email Addresses' "Updated On": "9/27/25, 8:41 AM", or "Not Available". */
export function parseUpdatedOn(text: string): Date | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))? ?([ap]m)$/i.exec(text.trim());
  if (!m) return null;
  const hour12 = +m[4]!;
  if (hour12 < 1 || hour12 > 12) return null;
  const hour = (hour12 % 12) + (m[7]!.toLowerCase() === 'pm' ? 12 : 0);
  return validDate(fullYear(+m[3]!), +m[1]!, +m[2]!, hour, +m[5]!, +(m[6] ?? 0));
}

/** Rich_Media's "Date/Time", often a sentence: "You uploaded a photo on March 3, 2021 at 10:42 AM (GMT)". */
export function parseRichMediaDate(text: string): Date | null {
  const value = text.trim();
  const iso = /\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?/.exec(value);
  if (iso) return parseActivityDate(iso[0]);
  const m = /([A-Za-z]{3,9})\.? (\d{1,2}), (\d{4})(?: at (\d{1,2}):(\d{2}) ?([AP]M))?/i.exec(value);
  if (!m || !MONTHS[m[1]!.toLowerCase()]) return null;
  const hour = m[4] ? (+m[4] % 12) + (m[6]!.toUpperCase() === 'PM' ? 12 : 0) : 0;
  return validDate(+m[3]!, MONTHS[m[1]!.toLowerCase()]!, +m[2]!, hour, +(m[5] ?? 0));
}

/** Two-digit years are this century's (exports began in the 2000s). */
const fullYear = (year: number) => (year < 100 ? 2000 + year : year);
