import { z } from 'zod';

// One rule for every piece of text a person sends us, in the browser and on the server alike (see
// docs/decisions/011-one-rule-for-user-text.md). Control characters are never meant: they come from
// pasted binary, broken editors or probes, and PostgreSQL cannot even store a NUL.

/** C0 controls except tab and line feed, DEL, and the C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/** With the `u` flag a surrogate pair is one code point, so only unpaired halves match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Something a reader would see: not white space, not an invisible format character (U+200B, U+FEFF…). */
const VISIBLE_CHARACTER = /[^\s\p{Cf}]/u;

/**
 * Text as we keep it: line ends as `\n` (Windows `\r\n` and a lone `\r` alike), control characters
 * other than tab and line feed dropped. One-line fields get spaces for their tabs and line breaks.
 * Everything else, emoji joiners, right-to-left text and its direction marks included, is kept.
 */
export function normalizeText(text: string, { multiline = true }: { multiline?: boolean } = {}): string {
  const cleaned = text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
  return multiline ? cleaned : cleaned.replace(/[\t\n\u2028\u2029]/g, ' ');
}

/** Half of a surrogate pair on its own is no character at all: it cannot be stored or shown. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** True when a reader would see nothing: only white space and invisible characters. */
export function isBlankText(text: string): boolean {
  return !VISIBLE_CHARACTER.test(text);
}

export interface UserTextOptions {
  /** The field as the error names it: "niche is required". */
  field: string;
  /** Counted after cleaning, in UTF-16 units like every other length here (limits.ts). */
  max?: number;
  /** Refuse text with nothing visible left once cleaned (a post of only NULs or spaces). */
  required?: boolean;
  /** Keep line breaks and tabs (post content, notes); one-line fields get spaces instead. */
  multiline?: boolean;
}

/**
 * The zod schema for any text a person sends: refuses lone surrogates, then cleans with
 * normalizeText and trims, and only then checks presence and length, so what is counted is what
 * is kept. Stays a plain string schema, so `.optional()`, `.default()` and the API reference work.
 */
export function userText({ field, max, required = false, multiline = false }: UserTextOptions) {
  const text = z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .refine((value) => !hasLoneSurrogate(value), { message: `${field} contains an invalid character`, abort: true })
    .overwrite((value) => normalizeText(value, { multiline }).trim())
    .refine((value) => !required || !isBlankText(value), { message: `${field} is required`, abort: true });
  return max === undefined ? text : text.max(max, `${field} must be at most ${max.toLocaleString('en-US')} characters`);
}
