import { isStopWord } from './stop-words';
import { stemWord } from './stem-word';

/** Letters and digits of any script; general punctuation blocks and ×/÷ are not word characters. */
function isWordChar(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  return (
    code >= 0xc0 && code !== 0xd7 && code !== 0xf7 && !(code >= 0x2000 && code <= 0x2bff) && !(code >= 0x3000 && code <= 0x303f)
  );
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const PLUS = 43;
const HASH = 35;
const HYPHEN = 45;
/** . + # ' join two word characters into one token ("node.js", "c++", "o'neil"); - only next to a digit ("gpt-5"). */
const JOINERS = new Set([46, PLUS, HASH, 39]);

/**
 * The words a text is about, in order: lower-cased, stemmed, stop words and bare numbers out, links
 * dropped, names like "gpt-5", "node.js" and "c++" kept whole. A hand-written scanner rather than a
 * Unicode regex: research runs this over every stored item on every request, and the scanner is
 * several times faster.
 */
export function extractContentWords(text: string): string[] {
  let lower = text.toLowerCase();
  if (lower.includes('http')) lower = lower.replace(/https?:\/\/\S+/g, ' ');
  // One apostrophe, so "don’t" is the stop word "don't" and "o’neil" the same name as "o'neil".
  if (lower.includes('’')) lower = lower.replace(/’/g, "'");
  const out: string[] = [];
  let start = -1;
  const flush = (end: number) => {
    if (start === -1) return;
    let word = lower.slice(start, end);
    start = -1;
    if (word.endsWith("'s")) word = word.slice(0, -2);
    if (word.length < 2 ? !/\d/.test(word) : /^\d+$/.test(word)) return;
    if (!isStopWord(word)) out.push(stemWord(word));
  };
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    if (isWordChar(code)) {
      if (start === -1) start = i;
      continue;
    }
    if (start !== -1) {
      const next = lower.charCodeAt(i + 1);
      const joins =
        (JOINERS.has(code) && isWordChar(next)) ||
        (code === HYPHEN && (isDigit(next) || isDigit(lower.charCodeAt(i - 1))) && isWordChar(next));
      if (joins) continue;
      // c++ and c#: trailing signs belong to the word.
      if (code === PLUS || code === HASH) {
        while (lower.charCodeAt(i) === PLUS || lower.charCodeAt(i) === HASH) i++;
        flush(i);
        i--;
        continue;
      }
    }
    flush(i);
  }
  flush(lower.length);
  return out;
}
