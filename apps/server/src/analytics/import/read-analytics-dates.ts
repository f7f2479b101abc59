/**
 * The export's dates. LinkedIn writes `M/D/YYYY` as text (the 2026 files) or, in older files
 * re-saved by Excel, real date cells; a file re-saved under a day-first locale holds `D/M/YYYY`, and
 * some tools write ISO `YYYY-MM-DD`. A slashed date alone cannot say which order it uses, so the
 * whole file decides: a first number above 12 anywhere means day-first, a second number above 12
 * means month-first, both means the file cannot be read. A date cell read without its style is
 * Excel's serial number (days since 1899-12-30).
 */
export type RawDate = string | number | Date;

export type DateOrder = 'mdy' | 'dmy';

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Null when the file mixes both orders; month-first (LinkedIn's own) when nothing tells them apart. */
export function decideDateOrder(raws: Iterable<RawDate>): DateOrder | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const raw of raws) {
    if (typeof raw !== 'string') continue;
    const match = SLASHED.exec(raw.trim());
    if (!match) continue;
    if (Number(match[1]) > 12) dayFirst = true;
    if (Number(match[2]) > 12) monthFirst = true;
  }
  if (dayFirst && monthFirst) return null;
  return dayFirst ? 'dmy' : 'mdy';
}

/** YYYY-MM-DD, or null when the cell is not a date in any form the export uses. */
export function readExportDate(raw: RawDate | null | undefined, order: DateOrder): string | null {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : raw.toISOString().slice(0, 10);
  // 37622 is 2003-01-01 (LinkedIn's founding), 73415 is 2100-12-31.
  if (typeof raw === 'number') {
    return Number.isInteger(raw) && raw >= 37_622 && raw <= 73_415
      ? new Date(EXCEL_EPOCH_MS + raw * 86_400_000).toISOString().slice(0, 10)
      : null;
  }
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  const iso = ISO.exec(text);
  const slashed = SLASHED.exec(text);
  let year: number;
  let month: number;
  let day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (slashed) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    [year, month, day] = order === 'mdy' ? [Number(slashed[3]), first, second] : [Number(slashed[3]), second, first];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 2003 || year > 2100 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
