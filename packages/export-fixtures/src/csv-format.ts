/**
 * How LinkedIn writes its CSV files. Most files follow RFC 4180 (a quote inside a quoted field is
 * doubled); Comments.csv escapes it with a backslash instead, which strict readers choke on.
 */
export type QuoteStyle = 'doubled' | 'backslash';

const NEEDS_QUOTES = /[",\r\n]/;

export function formatField(value: string, style: QuoteStyle = 'doubled'): string {
  if (!NEEDS_QUOTES.test(value)) return value;
  const escaped = style === 'doubled' ? value.replaceAll('"', '""') : value.replaceAll('"', '\\"');
  return `"${escaped}"`;
}

export function formatRow(fields: readonly string[], style: QuoteStyle = 'doubled'): string {
  return fields.map((field) => formatField(field, style)).join(',');
}

export interface CsvFile {
  /** Path inside the archive. */
  path: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
  quoteStyle?: QuoteStyle;
  /** A UTF-8 byte order mark before the header, as some exports have. */
  bom?: boolean;
  /** Lines before the header (Connections.csv's "Notes:" paragraph). */
  preamble?: string;
  /** Rows of commas only after the data, as some exports end. */
  commaOnlyRows?: number;
}

export const BOM = '\uFEFF';

export function renderCsv(file: CsvFile): string {
  const lines: string[] = [];
  lines.push(formatRow(file.header));
  for (const row of file.rows) lines.push(formatRow(row, file.quoteStyle));
  for (let index = 0; index < (file.commaOnlyRows ?? 0); index += 1) lines.push(','.repeat(file.header.length - 1));
  return `${file.bom ? BOM : ''}${file.preamble ?? ''}${lines.join('\n')}\n`;
}
