import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readExportCsv, type CsvLayout } from './read-export-csv';

const layout: CsvLayout<'date' | 'text' | 'extra'> = {
  columns: { date: 'Date', text: 'ShareCommentary', extra: 'Visibility' },
  required: ['date', 'text'],
};

/** The bytes split at the given cut points, as a network or an inflater would hand them over. */
function chunked(text: string, cuts: number[]): Readable {
  const bytes = Buffer.from(text, 'utf8');
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    if (point > start) chunks.push(bytes.subarray(start, point));
    start = point;
  }
  return Readable.from(chunks);
}

async function read(text: string, cuts: number[] = [], backslashQuotes = false) {
  const rows: Array<Record<string, string>> = [];
  const result = await readExportCsv(chunked(text, cuts), { ...layout, backslashQuotes }, (row) => {
    rows.push(row);
    return null;
  });
  return { rows, result };
}

/** A field as LinkedIn writes it: quoted when it must be, quotes doubled or backslash-escaped. */
const field = (value: string, backslash: boolean) =>
  /[",\n\r\\]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', backslash ? '\\"' : '""')}"` : value;

// Any text a member could write: quotes, commas, line breaks, emoji, other scripts.
const memberText = fc
  .string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r\n', '\\', 'é', '👍🏽', '中', '#', '\t', "'"), maxLength: 60 })
  .map((s) => s.trim())
  .filter((s) => s !== '');

describe('readExportCsv', () => {
  it('reads back any text written with doubled quotes, however the bytes are chunked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(memberText, { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (texts, cuts) => {
          const csv = [
            'Date,ShareCommentary,Visibility',
            ...texts.map((t, i) => `2024-01-0${(i % 9) + 1} 10:00:00,${field(t, false)},PUBLIC`),
          ].join('\n');
          const { rows, result } = await read(`${csv}\n`, cuts);
          expect(result.problem).toBeNull();
          expect(rows.map((r) => r.text)).toEqual(texts);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads back backslash-escaped quotes (Comments.csv) split anywhere, even between \\ and "', async () => {
    // LinkedIn does not escape backslashes, so one right before a quote or the closing quote is ambiguous: left out.
    const unambiguous = memberText.filter((t) => !/\\("|$)/.test(t));
    await fc.assert(
      fc.asyncProperty(
        fc.array(unambiguous, { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (texts, cuts) => {
          const csv = ['Date,ShareCommentary', ...texts.map((t) => `2024-01-01 10:00:00,${field(t, true)}`)].join('\n');
          const { rows, result } = await read(`${csv}\n`, cuts, true);
          expect(result.problem).toBeNull();
          expect(rows.map((r) => r.text)).toEqual(texts);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary bytes: it reports what it could not read', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), fc.boolean(), async (bytes, backslashQuotes) => {
        const header = Buffer.from('Date,ShareCommentary\n');
        const result = await readExportCsv(
          Readable.from([Buffer.concat([header, bytes])]),
          { ...layout, backslashQuotes },
          () => null,
        );
        expect(result.rowsRead + result.rowsSkipped).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the header behind the Connections "Notes:" preamble, in any column order and case, with a BOM', async () => {
    const csv =
      '\uFEFFNotes:\n"When exporting your connection data, you may notice that some of the email addresses are missing, ""as expected""."\n\n' +
      'visibility,SHARECOMMENTARY, date \nPUBLIC,"Hello, world",2024-05-01 08:00:00\n';
    const { rows, result } = await read(csv);
    expect(result.columns).toEqual(['visibility', 'SHARECOMMENTARY', 'date']);
    expect(rows).toEqual([{ date: '2024-05-01 08:00:00', text: 'Hello, world', extra: 'PUBLIC' }]);
  });

  it('counts comma-only rows and refused rows as skipped, with their line and reason', async () => {
    const csv = 'Date,ShareCommentary\n2024-01-01 10:00:00,"two\nlines"\n,\n,,,\nnot a date,x\n';
    const result = await readExportCsv(Readable.from([csv]), layout, (row) => (row.date.startsWith('2024') ? null : 'no date'));
    expect(result.rowsRead).toBe(1);
    expect(result.rowsSkipped).toBe(3);
    expect(result.skipped).toEqual([
      { line: 4, reason: 'empty row (commas only)' },
      { line: 5, reason: 'empty row (commas only)' },
      { line: 6, reason: 'no date' },
    ]);
  });

  it('keeps the rows before a quote that never closes and says where it stopped', async () => {
    const csv = 'Date,ShareCommentary\n2024-01-01 10:00:00,fine\n2024-01-02 10:00:00,"never closed\nstill going\n';
    const { rows, result } = await read(csv);
    expect(rows.map((r) => r.text)).toEqual(['fine']);
    expect(result.problem).toMatch(/^Stopped reading at line \d+: a quoted field is never closed$/);
  });

  it('says so when a file has no header it knows', async () => {
    const { rows, result } = await read('Name,Proficiency\nFrench,Native\n');
    expect(rows).toEqual([]);
    expect(result.problem).toBe('No header row with Date, ShareCommentary');
    expect((await read('')).result.problem).toBe('The file is empty');
  });
});
