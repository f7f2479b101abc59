import ExcelJS from 'exceljs';
import { AppError } from '../../errors/app-error';
import { AS_DOWNLOADED } from './check-analytics-workbook';
import { normalisePostUrn } from './normalise-post-urn';
import { decideDateOrder, readExportDate, type DateOrder, type RawDate } from './read-analytics-dates';

/**
 * The creator analytics export's layout (decision 035, from public parsers of real files):
 * DISCOVERY `Overall Performance | M/D/YYYY - M/D/YYYY`, `Impressions | n`, `Members reached | n`;
 * ENGAGEMENT `Date | Impressions | Engagements` then a row a day; TOP POSTS a note line, a blank line,
 * then two tables side by side from row 3 — A–C `Post URL | Post publish date | Engagements`, E–G
 * `Post URL | Post publish date | Impressions`. FOLLOWERS and DEMOGRAPHICS are not read.
 */
export interface AnalyticsExport {
  /** YYYY-MM-DD, the export's first and last day. */
  startDate: string;
  endDate: string;
  impressions: number | null;
  membersReached: number | null;
  daily: Array<{ date: string; impressions: number; engagements: number }>;
  posts: AnalyticsExportPost[];
}

export interface AnalyticsExportPost {
  urn: string;
  url: string;
  publishedOn: string;
  /** Null when the post is only in the table by engagements. */
  impressions: number | null;
  /** Null when the post is only in the table by impressions. */
  engagements: number | null;
}

/** A year and a day, plus room for a leap year and a time-zone edge. */
const MAX_DAY_ROWS = 400;
/** LinkedIn's tables hold 50 posts; 5,000 leaves room for any tool that writes more. */
const MAX_POST_ROWS = 5_000;

type Cell = string | number | Date | null;
type Rows = Map<number, Cell[]>;

const reject = (message: string) => new AppError('UNPROCESSABLE', message);

/**
 * Reads the workbook with exceljs' workbook reader, after checkAnalyticsWorkbook has bounded what it
 * inflates (64 MB at most; a real export is well under one). Not exceljs' streaming WorkbookReader:
 * on a small file whose worksheets come before xl/workbook.xml and xl/sharedStrings.xml (the order
 * exceljs itself writes, and a real export is a small file) it loses those entries and hands back
 * sheets named Sheet1… with `{sharedString: n}` cells (exceljs#2663, #682; reproduced with 4.4.0,
 * decision 035). Only the cells that matter are kept.
 */
export async function readAnalyticsExport(filePath: string): Promise<AnalyticsExport> {
  const sheets = new Map<string, Rows>();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(filePath);
  } catch {
    throw reject(`This workbook is damaged and cannot be read. Export it from linkedin.com/analytics again and upload it.`);
  }
  for (const worksheet of workbook.worksheets) {
    const name = worksheet.name.trim().toUpperCase();
    if (name !== 'DISCOVERY' && name !== 'ENGAGEMENT' && name !== 'TOP POSTS') continue;
    const limit = name === 'TOP POSTS' ? MAX_POST_ROWS + 3 : MAX_DAY_ROWS + 1;
    if (worksheet.actualRowCount > limit) {
      throw reject(`The ${name} sheet has more rows than a LinkedIn analytics export (a year at most). ${AS_DOWNLOADED}`);
    }
    const rows: Rows = new Map();
    worksheet.eachRow((row, number) => {
      rows.set(number, (row.values as ExcelJS.CellValue[]).slice(1, 8).map(plainCell));
    });
    sheets.set(name, rows);
  }
  return parseSheets(sheets);
}

function plainCell(value: ExcelJS.CellValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : value.hyperlink;
    // A formula's cached result, never the formula: the file is read, not evaluated.
    if ('result' in value) return plainCell(value.result as ExcelJS.CellValue);
  }
  return null;
}

const text = (cell: Cell | undefined) =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? '' : String(cell).trim();

function parseSheets(sheets: Map<string, Rows>): AnalyticsExport {
  const engagement = sheets.get('ENGAGEMENT');
  const topPosts = sheets.get('TOP POSTS');
  const missing = [!engagement && 'ENGAGEMENT', !topPosts && 'TOP POSTS'].filter(Boolean);
  if (!engagement || !topPosts) {
    throw reject(
      `This spreadsheet is not LinkedIn's creator analytics export: it has no ${missing.join(' or ')} sheet. ${AS_DOWNLOADED}`,
    );
  }
  const discovery = sheets.get('DISCOVERY') ?? new Map<number, Cell[]>();
  const range = /^\s*(\S+)\s*-\s*(\S+)\s*$/.exec(text(discovery.get(1)?.[1]));

  // Every date of the file decides the order of its slashed dates.
  const rawDates: RawDate[] = [];
  if (range) rawDates.push(range[1] as string, range[2] as string);
  for (const [number, cells] of engagement) if (number > 1) rawDates.push(text(cells[0]));
  for (const [number, cells] of topPosts) if (number > 3) rawDates.push(text(cells[1]), text(cells[5]));
  const order = decideDateOrder(rawDates);
  if (!order) {
    throw reject(
      `This file writes its dates both month-first and day-first (for example 10/25 and 25/10), so no date in it can be trusted. ${AS_DOWNLOADED}`,
    );
  }

  expectHeader('ENGAGEMENT', 1, engagement.get(1), ['date', 'impressions', 'engagements']);
  const daily = readDays(engagement, order);
  expectHeader('TOP POSTS', 3, topPosts.get(3), ['post url', 'post publish date', 'engagements']);
  expectHeader('TOP POSTS', 3, topPosts.get(3)?.slice(4), ['post url', 'post publish date', 'impressions']);
  const posts = readPosts(topPosts, order);

  const days = daily.map((day) => day.date);
  const startDate = (range && readExportDate(range[1] as string, order)) ?? days[0];
  const endDate = (range && readExportDate(range[2] as string, order)) ?? days[days.length - 1];
  if (!startDate || !endDate) {
    throw reject(`This export covers no days: its ENGAGEMENT sheet is empty and DISCOVERY names no period. ${AS_DOWNLOADED}`);
  }
  return {
    startDate,
    endDate,
    impressions: count(discovery.get(2)?.[1]),
    membersReached: count(discovery.get(3)?.[1]),
    daily,
    posts,
  };
}

function expectHeader(sheet: string, rowNumber: number, cells: Cell[] | undefined, expected: string[]) {
  const found = expected.map((_, index) => text(cells?.[index]).toLowerCase());
  if (found.every((value, index) => value === expected[index])) return;
  throw reject(
    `Row ${rowNumber} of the ${sheet} sheet should read "${expected.map(capitalise).join(', ')}" but reads "${found.filter(Boolean).join(', ') || 'nothing'}". ${AS_DOWNLOADED}`,
  );
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A count as LinkedIn writes it: a number cell, or digits as text ("1,234" in some locales). */
function count(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 0 && cell <= 2 ** 31 - 1 ? cell : null;
  const digits = text(cell).replace(/[,\u00a0\u202f ]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  const value = Number(digits);
  return value <= 2 ** 31 - 1 ? value : null;
}

function badCell(sheet: string, rowNumber: number, what: string, cell: Cell | undefined): AppError {
  const shown = cell instanceof Date ? cell.toISOString() : text(cell).slice(0, 40);
  return reject(`Row ${rowNumber} of the ${sheet} sheet holds "${shown}" where ${what} belongs. ${AS_DOWNLOADED}`);
}

function readDays(rows: Rows, order: DateOrder): AnalyticsExport['daily'] {
  const byDate = new Map<string, AnalyticsExport['daily'][number]>();
  for (const [number, cells] of [...rows].sort((a, b) => a[0] - b[0])) {
    if (number === 1 || cells.every((cell) => text(cell) === '' && !(cell instanceof Date))) continue;
    const date = readExportDate(cells[0] as RawDate, order);
    if (!date) throw badCell('ENGAGEMENT', number, 'a date', cells[0]);
    const impressions = count(cells[1]);
    if (impressions === null) throw badCell('ENGAGEMENT', number, 'a number of impressions', cells[1]);
    const engagements = count(cells[2]);
    if (engagements === null) throw badCell('ENGAGEMENT', number, 'a number of engagements', cells[2]);
    byDate.set(date, { date, impressions, engagements });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Both tables merged by URN: a post in both carries both counts, in one only that one. */
function readPosts(rows: Rows, order: DateOrder): AnalyticsExportPost[] {
  const byUrn = new Map<string, AnalyticsExportPost>();
  for (const [number, cells] of [...rows].sort((a, b) => a[0] - b[0])) {
    if (number <= 3) continue;
    for (const [offset, metric] of [
      [0, 'engagements'],
      [4, 'impressions'],
    ] as const) {
      const url = text(cells[offset]);
      if (!url && !text(cells[offset + 2])) continue;
      const urn = normalisePostUrn(url);
      if (!urn) throw badCell('TOP POSTS', number, 'a link to a LinkedIn post', cells[offset]);
      const publishedOn = readExportDate(cells[offset + 1] as RawDate, order);
      if (!publishedOn) throw badCell('TOP POSTS', number, 'the post’s publish date', cells[offset + 1]);
      const value = count(cells[offset + 2]);
      if (value === null) throw badCell('TOP POSTS', number, `a number of ${metric}`, cells[offset + 2]);
      const post = byUrn.get(urn) ?? { urn, url, publishedOn, impressions: null, engagements: null };
      post[metric] = Math.max(post[metric] ?? 0, value);
      byUrn.set(urn, post);
    }
  }
  return [...byUrn.values()];
}
