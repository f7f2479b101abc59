import { Transform, type TransformCallback } from 'node:stream';

/**
 * LinkedIn writes some files (Comments.csv) with quotes escaped as \" instead of RFC 4180's "",
 * which a strict reader takes for the end of the field. Rewriting \" as "" before the CSV parser
 * lets one real parser read both dialects, and keeps every other backslash as written.
 */
export function backslashQuotesToDoubled(): Transform {
  let pendingBackslash = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      let text = chunk.toString('latin1');
      if (pendingBackslash) text = `\\${text}`;
      // A chunk may end between the backslash and its quote: keep the backslash for the next one.
      // (LinkedIn does not escape backslashes themselves, so every \" is an escaped quote.)
      pendingBackslash = text.endsWith('\\');
      if (pendingBackslash) text = text.slice(0, -1);
      // latin1 round-trips bytes exactly, so UTF-8 sequences pass through untouched.
      callback(null, Buffer.from(text.replaceAll('\\"', '""'), 'latin1'));
    },
    flush(callback: TransformCallback) {
      callback(null, pendingBackslash ? Buffer.from('\\', 'latin1') : null);
    },
  });
}
