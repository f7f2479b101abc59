import { isListLine, splitSentences, stripEmojis, type TextMeasures } from './measure-text';
import { FUNCTION_WORDS } from './style-features';
import { FIRST_PERSON, reportsAnEvent, tellsOfTheMember } from './tells-of-the-member';

export type LineEnding = '.' | '…' | '!' | '';

/**
 * The habits a reader recognises a writer by before any word choice: how they type (casing,
 * apostrophes, quotes, dashes, ellipses, arrows), how a line ends, the words they start sentences
 * with and the short lines they repeat. All of it is counted from the member's own posts; nothing
 * here is known in advance about any member.
 */
export interface WritingHabits {
  /** Share of sentences started with a lower-case letter. */
  lowercaseStarts: number;
  /** Share of the pronoun "I" written "i". */
  lowercaseI: number;
  /** The glyphs the member types, or null where their posts never show one. */
  apostrophe: "'" | '’' | null;
  quotes: '"' | '“' | null;
  ellipsis: '…' | '...' | null;
  dash: ' — ' | '—' | ' – ' | ' - ' | null;
  /** How the member's statement lines end: a full stop, an ellipsis, an exclamation mark or nothing. */
  lineEndings: Record<LineEnding, number>;
  /** Arrows typed mid-line ("cause → effect"), per sentence, and which arrow. */
  arrow: { glyph: string; perSentence: number } | null;
  /** Lead-ins the member starts sentences with ("And", "Honestly,"), each with its share of sentences. */
  openers: Array<{ text: string; share: number }>;
  /** Short sentences the member repeats across many posts (catchphrases), and the share of posts holding one. */
  stockLines: { lines: string[]; postShare: number };
  /**
   * Sentence frames the member fills with a different subject post after post ("Skip the excuses,
   * not {}."), and the share of their sentences written in one.
   */
  frames: { frames: string[]; sentenceShare: number };
}

// Words that can open any sentence: a conjunction or adverb says nothing about the topic.
// Not "then": it opens the next step of a story of theirs ("Then came the sentence …"); before a
// draft's argument it tells a sequence that is not there ("Then remote work exposes weak management").
const SENTENCE_CONJUNCTIONS = new Set(['and', 'but', 'so', 'or', 'yet', 'now', 'still', 'also', 'plus']);
// Lead-ins ("To be honest,", "In short,") may only hold words that carry no subject matter.
const DISCOURSE_WORDS = new Set([
  ...FUNCTION_WORDS,
  ...'i me my we our us you your they it look well okay ok sure yes no yeah truth fact short sum end day turns out of course anyway again first second third finally plus honest frankly listen hey oh sometimes often lately today'.split(
    ' ',
  ),
]);
const FUNCTION_WORD_SET = new Set<string>(FUNCTION_WORDS);
const ORDINALS = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'finally', 'firstly', 'secondly', 'thirdly', 'lastly']);
const COMPLETE_ENDINGS = new Set([
  'however',
  'therefore',
  'actually',
  'also',
  'still',
  'yet',
  'then',
  'now',
  'too',
  'rather',
  'even',
]);
const MAX_OPENER_WORDS = 3;
const MAX_STOCK_WORDS = 8;
/** A habit shows in several posts: fewer is an accident, not a voice. */
const MIN_POSTS = 3;
const MIN_POST_SHARE = 0.1;

export function learnWritingHabits(measured: readonly TextMeasures[]): WritingHabits {
  const sentences = measured.flatMap((m) => m.lines.filter((l) => !/^#/.test(l)).flatMap((l) => splitSentences(unmark(l))));
  const starts = sentences.map((s) => /\p{L}/u.exec(s)?.[0] ?? '').filter((c) => c !== '');
  const bodies = measured.map((m) => m.body).join('\n');
  const countOf = (pattern: RegExp) => bodies.match(pattern)?.length ?? 0;
  const lowercaseStarts =
    starts.filter((c) => c === c.toLowerCase() && c !== c.toUpperCase()).length / Math.max(starts.length, 1);
  // A capitalised writer's sentence that starts in lower case is a piece cut off at "e.g.", not a sentence.
  const whole = (sentence: string) => lowercaseStarts >= 0.5 || !/^\p{Ll}/u.test(sentence);
  return {
    lowercaseStarts,
    lowercaseI: ratio(countOf(/\bi(?=\b|['’])/g), countOf(/\bI(?=\b|['’])/g)),
    apostrophe: favourite([
      ["'", countOf(/\p{L}'\p{L}/gu)],
      ['’', countOf(/\p{L}’\p{L}/gu)],
    ]),
    quotes: favourite([
      ['"', countOf(/"/g) / 2],
      ['“', countOf(/[“”]/g) / 2],
    ]),
    ellipsis: favourite([
      ['…', countOf(/…/g)],
      ['...', countOf(/\.\.\./g)],
    ]),
    dash: favourite([
      [' — ', countOf(/ — /g)],
      ['—', countOf(/\p{L}—\p{L}/gu)],
      [' – ', countOf(/ – /g)],
      [' - ', countOf(/\p{L} - \p{L}/gu)],
    ]),
    lineEndings: lineEndings(measured),
    arrow: arrows(measured, sentences.length),
    openers: openers(measured, sentences.length),
    stockLines: stockLines(measured, whole),
    frames: frames(measured, whole),
  };
}

/** A line without its list marker or leading emoji: "👉 Ask about the team" is the sentence "Ask about the team". */
function unmark(line: string): string {
  return stripEmojis(line)
    .replace(/^\s*(?:[-–•*·▪►▶→✓✔]|\d{1,2}[./)]|->|=>)\s*/u, '')
    .trim();
}

function ratio(a: number, b: number): number {
  return a + b === 0 ? 0 : a / (a + b);
}

function favourite<T extends string>(counts: Array<[T, number]>): T | null {
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top && top[1] >= 2 ? top[0] : null;
}

function lineEndings(measured: readonly TextMeasures[]): Record<LineEnding, number> {
  const counts: Record<LineEnding, number> = { '.': 0, '…': 0, '!': 0, '': 0 };
  for (const m of measured) {
    for (const line of m.lines) {
      const bare = stripEmojis(line).trim();
      // Questions, list items and lead-ins ("Here's why:") end the way their kind does, not by habit.
      if (bare === '' || isListLine(line) || /[?:]$/.test(bare) || /^#/.test(bare)) continue;
      if (/(\.\.\.|…)["'”’)]*$/.test(bare)) counts['…']++;
      else if (/!["'”’)]*$/.test(bare)) counts['!']++;
      else if (/\.["'”’)]*$/.test(bare)) counts['.']++;
      else if (/[\p{L}\p{N}]$/u.test(bare)) counts['']++;
    }
  }
  const total = counts['.'] + counts['…'] + counts['!'] + counts[''];
  if (total === 0) return { '.': 1, '…': 0, '!': 0, '': 0 };
  return { '.': counts['.'] / total, '…': counts['…'] / total, '!': counts['!'] / total, '': counts[''] / total };
}

function arrows(measured: readonly TextMeasures[], sentences: number): WritingHabits['arrow'] {
  const found = measured.flatMap((m) =>
    m.lines.flatMap((line) => unmarkArrowLine(line).match(/\s(→|->|=>|⇒)\s/g) ?? []).map((a) => a.trim()),
  );
  if (found.length < MIN_POSTS) return null;
  const counts = new Map<string, number>();
  for (const a of found) counts.set(a, (counts.get(a) ?? 0) + 1);
  const glyph = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] as string;
  return { glyph, perSentence: found.length / Math.max(sentences, 1) };
}

// An arrow that starts a line is a list marker (the profile's listMarker), not a joint between clauses.
const unmarkArrowLine = (line: string) => line.replace(/^\s*(→|->|=>|⇒)\s*/, '');

/** Lead-ins used in at least three posts: "and" and "so" for a conversational writer, "Honestly," for another. */
function openers(measured: readonly TextMeasures[], sentenceCount: number): WritingHabits['openers'] {
  const byOpener = new Map<string, { text: string; posts: Set<number>; count: number }>();
  measured.forEach((m, post) => {
    for (const sentence of m.lines.flatMap((l) => splitSentences(unmark(l)))) {
      const opener = openerOf(sentence);
      if (!opener) continue;
      const key = opener.toLowerCase();
      const entry = byOpener.get(key) ?? { text: opener, posts: new Set<number>(), count: 0 };
      entry.posts.add(post);
      entry.count++;
      byOpener.set(key, entry);
    }
  });
  return [...byOpener.values()]
    .filter((e) => e.posts.size >= MIN_POSTS && e.posts.size >= measured.length * MIN_POST_SHARE)
    .sort((a, b) => b.count - a.count)
    .slice(0, 6)
    .map((e) => ({ text: e.text, share: e.count / Math.max(sentenceCount, 1) }));
}

function openerOf(sentence: string): string | null {
  const leadIn = /^([\p{L}'’]+(?: [\p{L}'’]+){0,2}),\s+\S/u.exec(sentence)?.[1];
  if (leadIn) {
    const words = leadIn.toLowerCase().replace(/’/g, "'").split(' ');
    const free = words.every((w) => DISCOURSE_WORDS.has(w) || (w.length > 4 && w.endsWith('ly')));
    // "I think, …" is a clause, not a lead-in; "Honestly," and "To be fair," are.
    // "There is, of course, …" is a clause cut by an aside: a lead-in ends on a word that completes it.
    const complete = !FUNCTION_WORD_SET.has(words.at(-1) as string) || COMPLETE_ENDINGS.has(words.at(-1) as string);
    // "First," opens a list of theirs ("First, …; second, …"): before any other sentence it starts a list that never goes on.
    const ordinal = ORDINALS.has(words[0] as string);
    if (free && complete && !ordinal && words.length <= MAX_OPENER_WORDS && !/^(i|we|you|it|they)$/.test(words[0] as string))
      return `${leadIn},`;
  }
  const first = /^([\p{L}]+)\s+\S/u.exec(sentence)?.[1];
  return first && SENTENCE_CONJUNCTIONS.has(first.toLowerCase()) ? first : null;
}

/**
 * Short sentences a member repeats in many posts ("Show up.", "Thoughts welcome.") are a catchphrase,
 * not content: repeated across posts on different subjects, they belong to the voice.
 */
function stockLines(measured: readonly TextMeasures[], whole: (s: string) => boolean): WritingHabits['stockLines'] {
  const byLine = new Map<string, { text: string; posts: Set<number> }>();
  measured.forEach((m, post) => {
    // A list item ("Fully remote") is one point of one post, not a line the member says again and again;
    // a first or last line is an opening or a sign-off, which the profile's openings and closings keep.
    const inner = m.lines.filter((l) => !/^#/.test(l)).slice(1, -1);
    for (const sentence of inner.filter((l) => !isListLine(l)).flatMap((l) => splitSentences(stripEmojis(l)))) {
      const words = sentence.split(/\s+/).length;
      if (words > MAX_STOCK_WORDS || /\d|#|@|https?:/.test(sentence) || !whole(sentence)) continue;
      // Said again in a post on another subject, a line about the member invents their history, and one
      // in the past tense an event ("The fix was three lines."), however often they wrote it.
      if (tellsOfTheMember(sentence) || reportsAnEvent(sentence)) continue;
      // A line that introduces something ("Here's the playbook:") needs what it introduced; one with a
      // gap where a hashtag or a link stood ("That's the whole point of .") is not a line at all.
      if (
        /:\s*$/.test(sentence) ||
        /\s[.,!?;:]/.test(sentence) ||
        FUNCTION_WORD_SET.has(bareWord(sentence.split(/\s+/).at(-1) ?? ''))
      )
        continue;
      const key = sentence
        .toLowerCase()
        .replace(/[^\p{L}\s']/gu, '')
        .trim();
      if (key === '') continue;
      const entry = byLine.get(key) ?? { text: sentence, posts: new Set<number>() };
      entry.posts.add(post);
      byLine.set(key, entry);
    }
  });
  const recurring = [...byLine.entries()].filter(
    ([, e]) => e.posts.size >= MIN_POSTS && e.posts.size >= measured.length * MIN_POST_SHARE,
  );
  const holding = new Set(recurring.flatMap(([, e]) => [...e.posts]));
  return {
    lines: recurring
      .sort((a, b) => b[1].posts.size - a[1].posts.size)
      .slice(0, 8)
      .map(([, e]) => e.text),
    postShare: holding.size / Math.max(measured.length, 1),
  };
}

const MAX_SLOT_WORDS = 4;
const MIN_FIXED_WORDS = 3;
const MAX_FRAME_WORDS = 22;
// A frame told in the first person states something about the member ("we got {} wrong"), and one in
// the past tense an event ("the fix for {} was three lines"): filled with another subject either would
// invent their history, so only frames about the subject itself are kept.
// The subject brings its own determiner ("this shift", "remote onboarding"): "the {}" would double it.
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'their']);
// "… in the exam room, i.e." is a sentence cut at an abbreviation, not a frame.
const ABBREVIATION_END = /\b\p{L}\.\p{L}\.$/u;

const bareWord = (word: string) =>
  word
    .toLowerCase()
    .replace(/[^\p{L}'’]/gu, '')
    .replace(/’/g, "'");

/**
 * A frame is what stays the same when one short span of a sentence changes: the member wrote
 * "Skip the excuses, not meal prep." and "Skip the excuses, not the early run." in different posts,
 * so "Skip the excuses, not {}." is how they put things, and the span is where the subject goes.
 */
function frames(measured: readonly TextMeasures[], whole: (s: string) => boolean): WritingHabits['frames'] {
  const byFrame = new Map<string, { fixed: number; fills: Set<string>; posts: Set<number>; sentences: Set<string> }>();
  let sentenceCount = 0;
  measured.forEach((m, post) => {
    for (const sentence of m.lines.flatMap((l) => splitSentences(unmark(l)))) {
      sentenceCount++;
      const words = sentence.split(/\s+/);
      if (words.length > MAX_FRAME_WORDS || /\d|#|@|https?:|\[|\]|\{|\}/.test(sentence) || !whole(sentence)) continue;
      if (ABBREVIATION_END.test(sentence)) continue;
      for (let from = 0; from < words.length; from++) {
        for (let to = from + 1; to <= Math.min(words.length, from + MAX_SLOT_WORDS); to++) {
          const fixed = words.length - (to - from);
          // The slot is whole words without punctuation: "{}," keeps its comma in the frame.
          const slot = words.slice(from, to);
          const last = slot.at(-1) as string;
          const trailing = /[^\p{L}'’-]+$/u.exec(last)?.[0] ?? '';
          if (fixed < MIN_FIXED_WORDS || slot.slice(0, -1).some((w) => /[^\p{L}'’-]/u.test(w))) continue;
          if (/^[^\p{L}]/u.test(slot[0] as string)) continue;
          const key = [...words.slice(0, from), `{}${trailing}`, ...words.slice(to)].join(' ');
          const fill = slot
            .join(' ')
            .slice(0, slot.join(' ').length - trailing.length)
            .toLowerCase();
          const entry = byFrame.get(key.toLowerCase()) ?? { fixed, fills: new Set(), posts: new Set(), sentences: new Set() };
          entry.fills.add(fill);
          entry.posts.add(post);
          entry.sentences.add(sentence);
          byFrame.set(key.toLowerCase(), entry);
        }
      }
    }
  });
  const candidates = [...byFrame.entries()]
    .filter(([, e]) => e.fills.size >= MIN_POSTS && e.posts.size >= MIN_POSTS)
    // The frame that fixes the most words of a sentence wins it; looser frames over the same sentences go,
    // even when the tightest one is then set aside (a looser one would only hide the same problem in its slot).
    .sort((a, b) => b[1].fixed - a[1].fixed || b[1].posts.size - a[1].posts.size);
  const covered = new Set<string>();
  const chosen: string[] = [];
  let framed = 0;
  for (const [key, e] of candidates) {
    const fresh = [...e.sentences].filter((s) => !covered.has(s));
    if (fresh.length < MIN_POSTS) continue;
    for (const s of e.sentences) covered.add(s);
    const fixedWords = key.split(/\s+/).map(bareWord);
    const beforeSlot = fixedWords[key.split(/\s+/).findIndex((w) => w.startsWith('{}')) - 1] ?? '';
    if (fixedWords.some((w) => FIRST_PERSON.test(w)) || reportsAnEvent(key) || DETERMINERS.has(beforeSlot)) continue;
    // A frame is a way of putting things, not advice about a thing: before its slot only function or
    // discourse words ("Why {} matters", "Honestly {} is …"), never a verb and noun of its own ("Use Postgres for {}, nothing more"
    // says what to use), and no name anywhere in it.
    const slotAt = key.split(/\s+/).findIndex((w) => w.startsWith('{}'));
    const framing = (w: string) =>
      w === '' || FUNCTION_WORD_SET.has(w) || DISCOURSE_WORDS.has(w) || (w.length > 4 && w.endsWith('ly'));
    if (!fixedWords.slice(0, slotAt).every(framing)) continue;
    const example = [...e.sentences][0] as string;
    if (
      example
        .split(/\s+/)
        .slice(1)
        .some((w) => /^["“'‘(]?\p{Lu}/u.test(w) && !/^I(['’]|$)/.test(w))
    )
      continue;
    framed += e.sentences.size;
    // Keep the member's own casing from one of the sentences the frame came from.
    chosen.push(caseLike(example, e));
    if (chosen.length >= 12) break;
  }
  return { frames: chosen, sentenceShare: framed / Math.max(sentenceCount, 1) };
}

/** The frame written as in the member's sentence, the slot marked "{}". */
function caseLike(example: string, entry: { fills: Set<string> }): string {
  const words = example.split(/\s+/);
  for (let from = 0; from < words.length; from++) {
    for (let to = from + 1; to <= Math.min(words.length, from + MAX_SLOT_WORDS); to++) {
      const slot = words.slice(from, to).join(' ');
      const trailing = /[^\p{L}'’-]+$/u.exec(slot)?.[0] ?? '';
      if (entry.fills.has(slot.slice(0, slot.length - trailing.length).toLowerCase()))
        return [...words.slice(0, from), `{}${trailing}`, ...words.slice(to)].join(' ');
    }
  }
  return example;
}
