import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { backslashQuotesToDoubled } from './backslash-quotes';

/** How one export file is laid out: its header names by the key the code reads them with. */
export interface CsvLayout<K extends string> {
  columns: Record<K, string>;
  /** Without these headers the file cannot be read at all. */
  required: readonly NoInfer<K>[];
  /** The file escapes quotes as \" (Comments.csv) instead of "". */
  backslashQuotes?: boolean;
}

/** What reading one file gave: the parse report's row for it. */
export interface CsvReadResult {
  columns: string[];
  rowsRead: number;
  rowsSkipped: number;
  /** The first skipped rows and why; line numbers as an editor shows them (a record's last line). */
  skipped: Array<{ line: number; reason: string }>;
  /** Why the file could not be read, or stopped being read; null when it was read to the end. */
  problem: string | null;
}

/** Answers why the row was skipped, or null when it was taken. */
export type RowHandler<K extends string> = (row: Record<K, string>) => string | null;

// Connections.csv opens with a "Notes:" paragraph; no real file has more lines before its header.
const MAX_PREAMBLE_RECORDS = 20;
const MAX_SKIPPED_LISTED = 20;
// A quote left open would otherwise swallow the rest of the file into one field.
const MAX_RECORD_BYTES = 2 * 1024 * 1024;

const normalise = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/**
 * Reads one CSV file of the export with a real parser, as a stream: finds the header however
 * much preamble comes before it, matches columns by name in any order or case, and hands each
 * row to `onRow` by key. Comma-only rows and rows `onRow` refuses are counted with their reason.
 */
export async function readExportCsv<K extends string>(
  source: Readable,
  layout: CsvLayout<K>,
  onRow: RowHandler<K>,
): Promise<CsvReadResult> {
  const result: CsvReadResult = { columns: [], rowsRead: 0, rowsSkipped: 0, skipped: [], problem: null };
  const skip = (line: number, reason: string) => {
    result.rowsSkipped += 1;
    if (result.skipped.length < MAX_SKIPPED_LISTED) result.skipped.push({ line, reason });
  };
  const keys = Object.keys(layout.columns) as K[];
  const wanted = layout.required.map((k) => layout.columns[k]).join(', ');
  let indexOf: Map<K, number> | null = null;
  let preamble = 0;
  // Rows are handled inside the parser, as each is read: nothing piles up in a stream buffer, and
  // the rows before a fault are kept even when the parser stops on it.
  const onRecord = (record: string[], line: number) => {
    if (!indexOf) {
      indexOf = findHeader(record, layout);
      if (indexOf) {
        result.columns = record.map((cell) => cell.replace(/^\uFEFF/, '').trim()).filter(Boolean);
        expectRecordLength(parser, record.length);
      } else if (++preamble >= MAX_PREAMBLE_RECORDS) parser.destroy();
      return;
    }
    if (record.every((cell) => cell.trim() === '')) return skip(line, 'empty row (commas only)');
    const row = {} as Record<K, string>;
    for (const key of keys) {
      const index = indexOf.get(key);
      row[key] = index === undefined ? '' : (record[index] ?? '').trim();
    }
    const reason = onRow(row);
    if (reason) skip(line, reason);
    else result.rowsRead += 1;
  };
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_BYTES,
    on_record: (record: string[], context) => {
      onRecord(record, context.lines);
      return null;
    },
  });
  try {
    await pipeline(
      layout.backslashQuotes ? [source, backslashQuotesToDoubled(), parser, discard()] : [source, parser, discard()],
    );
  } catch (error) {
    if (error instanceof CsvError) {
      // What was read before the fault stays read; the report says where it stopped and why.
      result.problem = `Stopped reading at line ${parser.info.lines}: ${describeCsvError(error)}`;
    } else if (!(indexOf === null && preamble >= MAX_PREAMBLE_RECORDS)) {
      throw error;
    }
  }
  if (!indexOf && !result.problem) result.problem = preamble === 0 ? 'The file is empty' : `No header row with ${wanted}`;
  return result;
}

function findHeader<K extends string>(record: string[], layout: CsvLayout<K>): Map<K, number> | null {
  const cells = record.map(normalise);
  const indexOf = new Map<K, number>();
  for (const [key, name] of Object.entries(layout.columns) as Array<[K, string]>) {
    const index = cells.indexOf(normalise(name));
    if (index >= 0) indexOf.set(key, index);
  }
  return layout.required.every((key) => indexOf.has(key)) ? indexOf : null;
}

function describeCsvError(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is never closed';
    case 'CSV_MAX_RECORD_SIZE':
      return 'a row is longer than 2 MB';
    default:
      return error.message.replace(/^Invalid Record Length: /, '');
  }
}

/** The parser hands rows over in on_record and emits nothing; something must still drain it. */
const discard = () => new Writable({ objectMode: true, write: (_chunk, _encoding, callback) => callback() });

/**
 * csv-parse takes the first record's length as every row's, and builds an error object (relaxed,
 * then dropped) for each row that differs. Behind Connections.csv's one-cell "Notes:" line that is
 * every row: 30,000 errors built for nothing. The header's length is the one to expect.
 */
function expectRecordLength(parser: object, length: number) {
  const state = (parser as { state?: { expectedRecordLength?: number } }).state;
  if (state && 'expectedRecordLength' in state) state.expectedRecordLength = length;
}
