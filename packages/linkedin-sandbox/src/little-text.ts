/** Characters LinkedIn's "little text" format reserves; as plain text they must be backslash-escaped. */
export const reservedCharacters = '\\|{}@[]()<>#*_~';

const reserved = new Set(reservedCharacters);

export interface ParsedLittleText {
  /** What LinkedIn shows in the feed. */
  text: string;
  /** True when an unescaped reserved character cut the text short. */
  truncated: boolean;
  /** The commentary LinkedIn keeps (and answers on a read): all of it, or what came before the cut. */
  kept: string;
}

const hashtagOpening = '{hashtag|\\#|';
const mentionUrn = /^urn:li:(?:person|organization):[A-Za-z0-9_-]+$/;

/**
 * Reads commentary the way LinkedIn does, including its worst habit: the first reserved character
 * that is neither escaped nor part of a hashtag or mention template silently ends the post, while
 * the API still answers 201.
 */
export function parseLittleText(commentary: string): ParsedLittleText {
  let text = '';
  let index = 0;
  while (index < commentary.length) {
    const char = commentary[index]!;
    if (char === '\\') {
      const escaped = commentary.codePointAt(index + 1);
      if (escaped === undefined) return { text, truncated: true, kept: commentary.slice(0, index) };
      const literal = String.fromCodePoint(escaped);
      text += literal;
      index += 1 + literal.length;
      continue;
    }
    if (!reserved.has(char)) {
      text += char;
      index += 1;
      continue;
    }
    const element = readHashtag(commentary, index) ?? readMention(commentary, index);
    if (element === undefined) return { text, truncated: true, kept: commentary.slice(0, index) };
    text += element.shown;
    index = element.end;
  }
  return { text, truncated: false, kept: commentary };
}

interface Element {
  shown: string;
  end: number;
}

/** `{hashtag|\#|tag}`, shown as `#tag`. */
function readHashtag(commentary: string, start: number): Element | undefined {
  if (!commentary.startsWith(hashtagOpening, start)) return undefined;
  const tag = readPlainRun(commentary, start + hashtagOpening.length, '}');
  if (tag === undefined || tag.value === '') return undefined;
  return { shown: `#${tag.value}`, end: tag.end + 1 };
}

/** `@[Name](urn:li:person:ID)`, shown as the name. */
function readMention(commentary: string, start: number): Element | undefined {
  if (!commentary.startsWith('@[', start)) return undefined;
  const name = readPlainRun(commentary, start + 2, ']');
  if (name === undefined || name.value === '' || commentary[name.end + 1] !== '(') return undefined;
  const close = commentary.indexOf(')', name.end + 2);
  if (close === -1 || !mentionUrn.test(commentary.slice(name.end + 2, close))) return undefined;
  return { shown: name.value, end: close + 1 };
}

/** Plain or escaped characters up to `terminator`; undefined if a bare reserved character comes first. */
function readPlainRun(commentary: string, start: number, terminator: string): { value: string; end: number } | undefined {
  let value = '';
  let index = start;
  while (index < commentary.length) {
    const char = commentary[index]!;
    if (char === terminator) return { value, end: index };
    if (char === '\\') {
      const escaped = commentary.codePointAt(index + 1);
      if (escaped === undefined) return undefined;
      const literal = String.fromCodePoint(escaped);
      value += literal;
      index += 1 + literal.length;
      continue;
    }
    if (reserved.has(char)) return undefined;
    value += char;
    index += 1;
  }
  return undefined;
}
