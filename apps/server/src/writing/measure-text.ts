import { tokenizeWords } from '../text/tokenize-words';
import { FUNCTION_WORDS, type StyleValues } from './style-features';

/** Everything the voice profile and voice_match read from one post, measured the same way for both. */
export interface TextMeasures {
  /** The text without hashtags and links: what the member actually wrote. */
  body: string;
  chars: number;
  /** Lower-cased word tokens. */
  words: string[];
  sentences: string[];
  /** Non-empty lines of the body. */
  lines: string[];
  emojis: string[];
  /** Hashtags without '#', as written. */
  hashtags: string[];
  style: StyleValues;
  functionWords: Record<string, number>;
}

// Emoji sequences (skin tones, variation selectors, ZWJ families) count as one emoji.
const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*/gu;
const HASHTAG = /(^|[^\p{L}\p{N}_&/])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;
const URL_PATTERN = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
// "1/" numbers a thread's points; "3/4 of teams" is not a list (the slash must be followed by a space).
const LIST_MARKER = /^(?:[-–•*·▪►▶→✓✔]|\d{1,2}(?:[.)]|\/(?=\s))|\p{Extended_Pictographic})\s*/u;

const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'd", "i'll"]);
const FIRST_PERSON_PLURAL = new Set(['we', 'us', 'our', 'ours', 'ourselves', "we're", "we've", "we'd", "we'll"]);
const SECOND_PERSON = new Set(['you', 'your', 'yours', 'yourself', "you're", "you've", "you'd", "you'll"]);
// "'s" is a contraction only after these; elsewhere it is usually a possessive ("the team's").
const S_CONTRACTION_HOSTS = new Set([
  'it',
  'that',
  'there',
  'here',
  'what',
  'who',
  'let',
  'he',
  'she',
  'where',
  'how',
  'everyone',
  'nobody',
]);
const FUNCTION_WORD_SET = new Set<string>(FUNCTION_WORDS);

/** LinkedIn exports may carry little-text escapes and hashtag templates; measure the words a reader sees. */
export function normalizeLinkedInText(text: string): string {
  return text
    .replace(/\{hashtag\|\\?#\|([^}]+)\}/g, '#$1')
    .replace(/\\([\\|{}@[\]()<>#*_~])/g, '$1')
    .replace(/\r\n?/g, '\n');
}

export function extractHashtags(text: string): string[] {
  return text.includes('#') ? [...text.matchAll(HASHTAG)].map((m) => m[2] as string) : [];
}

// Every emoji lies outside Latin-1 bar © and ®: a cheap test that spares plain text the Unicode-property regex.
const MAYBE_EMOJI = /[\u00a9\u00ae\u2000-\u3300\ud83c-\udbff]/;

export function extractEmojis(text: string): string[] {
  return MAYBE_EMOJI.test(text) ? (text.match(EMOJI) ?? []) : [];
}

export function stripEmojis(text: string): string {
  return MAYBE_EMOJI.test(text) ? text.replace(EMOJI, '') : text;
}

/** Sentences of one line; a fragment without a letter (an emoji, a number) is not a sentence. */
export function splitSentences(line: string): string[] {
  return stripEmojis(line)
    .split(/(?<=[.!?…]["'”’)]*)\s+/)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** "→ Ship it" → "Ship it": a line without the bullet or number that marks it as a list item. */
export function withoutListMarker(line: string): string {
  return line.trim().replace(LIST_MARKER, '');
}

export function isListLine(line: string): boolean {
  return LIST_MARKER.test(line.trim());
}

export function isContraction(word: string): boolean {
  const match = /^(\p{L}+)'(s|t|re|ve|ll|d|m)$/u.exec(word);
  if (!match) return false;
  if (match[2] === 's') return S_CONTRACTION_HOSTS.has(match[1] as string);
  return match[2] !== 't' || (match[1] as string).endsWith('n');
}

/** Measures a post (hashtags inline) or a draft (hashtags passed separately). */
export function measureText(text: string, extraHashtags: readonly string[] = []): TextMeasures {
  const normalized = normalizeLinkedInText(text);
  const hashtags = [...extractHashtags(normalized), ...extraHashtags.map((h) => h.replace(/^#/, ''))];
  const body = normalized
    .replace(URL_PATTERN, '')
    .replace(normalized.includes('#') ? HASHTAG : /$^/, '$1')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const rawLines = body.split('\n');
  const lines = rawLines.map((l) => l.trim()).filter((l) => l.length > 0);
  const sentences = lines.flatMap(splitSentences);
  const emojis = extractEmojis(body);
  const words = tokenizeWords(stripEmojis(body));
  const { style, functionWords } = measureStyle(body, rawLines, lines, sentences, words, emojis.length, hashtags.length);
  return { body, chars: body.length, words, sentences, lines, emojis, hashtags, style, functionWords };
}

function measureStyle(
  body: string,
  rawLines: string[],
  lines: string[],
  sentences: string[],
  words: string[],
  emojiCount: number,
  hashtagCount: number,
): Pick<TextMeasures, 'style' | 'functionWords'> {
  const wordCount = Math.max(words.length, 1);
  const sentenceCount = Math.max(sentences.length, 1);
  const per100 = (n: number) => (n / wordCount) * 100;
  const functionWords: Record<string, number> = Object.create(null);
  let i = 0;
  let we = 0;
  let you = 0;
  let contractions = 0;
  let letterWords = 0;
  let letterChars = 0;
  // One pass over the words: this runs for every imported post and every candidate draft.
  for (const w of words) {
    if (FUNCTION_WORD_SET.has(w)) functionWords[w] = (functionWords[w] ?? 0) + 1;
    else if (FIRST_PERSON.has(w)) i++;
    else if (FIRST_PERSON_PLURAL.has(w)) we++;
    else if (SECOND_PERSON.has(w)) you++;
    if (w.includes("'") && isContraction(w)) contractions++;
    if (!/^[0-9]+$/.test(w)) {
      letterWords++;
      letterChars += w.length - (w.includes("'") ? 1 : 0);
    }
  }
  const midLine = lines.map((l) => l.replace(LIST_MARKER, ''));
  return {
    functionWords,
    style: {
      logChars: Math.log(Math.max(body.length, 1)),
      sentenceWords: words.length / sentenceCount,
      wordLength: letterWords ? letterChars / letterWords : 0,
      sentencesPerLine: sentences.length / Math.max(lines.length, 1),
      blankLineShare: blankLineShare(rawLines),
      emojiRate: per100(emojiCount),
      hashtagCount,
      questionShare: sentences.filter((s) => /\?["'”’)]*$/.test(s)).length / sentenceCount,
      exclamationShare: sentences.filter((s) => /![”’"')]*$/.test(s) && !/\?/.test(s.slice(-3))).length / sentenceCount,
      iRate: per100(i),
      weRate: per100(we),
      youRate: per100(you),
      listLineShare: lines.length >= 2 ? lines.filter(isListLine).length / lines.length : 0,
      contractionRate: per100(contractions),
      commasPerSentence: (body.match(/,/g) ?? []).length / sentenceCount,
      colonRate: per100(midLine.join('\n').match(/[;:](?=\s)/g)?.length ?? 0),
      dashRate: per100(midLine.join('\n').match(/\s[—–-]\s|—/g)?.length ?? 0),
      parenRate: per100((body.match(/\(/g) ?? []).length),
      ellipsisRate: per100((body.match(/\.\.\.|…/g) ?? []).length),
    },
  };
}

/** Of the breaks between written lines, the share that leave an empty line (airy) rather than none (dense). */
function blankLineShare(rawLines: string[]): number | null {
  let gaps = 0;
  let blank = 0;
  let seenText = false;
  let emptySince = 0;
  for (const line of rawLines) {
    if (line.trim() === '') {
      emptySince++;
      continue;
    }
    if (seenText) {
      gaps++;
      if (emptySince > 0) blank++;
    }
    seenText = true;
    emptySince = 0;
  }
  return gaps === 0 ? null : blank / gaps;
}
