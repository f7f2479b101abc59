import { learnWordChoice, type WordChoice } from './learn-word-choice';
import { learnWritingHabits, type WritingHabits } from './learn-writing-habits';
import { isListLine, measureText, splitSentences, stripEmojis, type TextMeasures } from './measure-text';
import { tellsOfTheMember } from './tells-of-the-member';
import {
  FUNCTION_WORDS,
  HABIT_FEATURES,
  STYLE_FEATURE_NAMES,
  STYLE_FEATURES,
  type HabitFeature,
  type StyleFeature,
} from './style-features';

export interface FeatureStats {
  mean: number;
  sd: number;
}

export type OpeningKind = 'question' | 'number' | 'emoji' | 'first-person' | 'statement';
export type ClosingKind = 'question' | 'call-to-action' | 'statement';
export type EmojiPlacement = 'line-start' | 'line-end' | 'inline';

/** How a member writes, measured from their own posts (or the neutral voice when they have none). */
export interface VoiceProfile {
  source: 'imported' | 'neutral';
  postCount: number;
  style: Record<StyleFeature, FeatureStats>;
  /** Empty when there is nothing to compare with (the neutral voice). */
  habits: Partial<Record<HabitFeature, FeatureStats>>;
  /** Characters of written text (hashtags and links left out). */
  length: { p25: number; median: number; p75: number };
  emoji: { favourites: string[]; counts: Record<string, number>; postShare: number; placement: EmojiPlacement };
  /** Keyed by lower case; `display` keeps the member's own spelling (#DevOps, not #devops). */
  hashtags: { favourites: string[]; counts: Record<string, number>; display: Record<string, string> };
  /** Pooled counts of function words over every post. */
  functionWords: Record<string, number>;
  openings: { kinds: Record<OpeningKind, number>; phrases: string[] };
  closings: { kinds: Record<ClosingKind, number>; lines: string[] };
  /** Content words the member comes back to across posts. */
  vocabulary: string[];
  /** The bullet the member starts list lines with, if they write lists. */
  listMarker: string | null;
  /** How the member types and joins sentences; absent for the neutral voice, which has no habits of its own. */
  writing?: WritingHabits;
  /** Which words the member uses, and the leads and tails they wrap clauses in; absent for the neutral voice. */
  wordChoice?: WordChoice;
}

/** Below this many posts a profile leans on the neutral voice; with more, on the member's own habits. */
const PRIOR_WEIGHT = 2;
const MIN_POST_CHARS = 20;

/** The voice of a member with no import yet: plain, professional, a few hashtags, no quirks. */
export const NEUTRAL_VOICE: VoiceProfile = {
  source: 'neutral',
  postCount: 0,
  style: Object.fromEntries(STYLE_FEATURE_NAMES.map((f) => [f, { ...STYLE_FEATURES[f].prior }])) as Record<
    StyleFeature,
    FeatureStats
  >,
  habits: {},
  length: { p25: 650, median: 900, p75: 1200 },
  emoji: { favourites: [], counts: Object.create(null), postShare: 0, placement: 'line-end' },
  hashtags: { favourites: [], counts: Object.create(null), display: Object.create(null) },
  functionWords: Object.create(null),
  openings: { kinds: { question: 0.2, number: 0.1, emoji: 0, 'first-person': 0.2, statement: 0.5 }, phrases: [] },
  closings: { kinds: { question: 0.5, 'call-to-action': 0.1, statement: 0.4 }, lines: [] },
  vocabulary: [],
  listMarker: null,
};

export function buildVoiceProfile(posts: readonly string[]): VoiceProfile {
  const measured = posts.map((p) => measureText(p)).filter((m) => m.chars >= MIN_POST_CHARS && m.words.length >= 3);
  if (measured.length === 0) return NEUTRAL_VOICE;
  const n = measured.length;
  const style = Object.fromEntries(
    STYLE_FEATURE_NAMES.map((f) => [
      f,
      shrink(
        measured.map((m) => m.style[f]),
        STYLE_FEATURES[f].prior,
        STYLE_FEATURES[f].floor,
      ),
    ]),
  ) as Record<StyleFeature, FeatureStats>;
  const emojiCounts = tally(measured.flatMap((m) => m.emojis));
  const hashtagCounts = tally(measured.flatMap((m) => m.hashtags.map((h) => h.toLowerCase())));
  const functionWords = sumCounts(measured.map((m) => m.functionWords));
  const lengths = measured.map((m) => m.chars).sort((a, b) => a - b);
  return {
    source: 'imported',
    postCount: n,
    style,
    habits: measureHabits(measured, { emojiCounts, hashtagCounts, functionWords }),
    length: { p25: quantile(lengths, 0.25), median: quantile(lengths, 0.5), p75: quantile(lengths, 0.75) },
    emoji: {
      favourites: topKeys(emojiCounts, 6),
      counts: emojiCounts,
      postShare: measured.filter((m) => m.emojis.length > 0).length / n,
      placement: emojiPlacement(measured),
    },
    hashtags: { favourites: topKeys(hashtagCounts, 10), counts: hashtagCounts, display: hashtagDisplay(measured) },
    functionWords,
    openings: describeOpenings(measured),
    closings: describeClosings(measured),
    vocabulary: recurringVocabulary(measured),
    listMarker: favouriteListMarker(measured),
    writing: learnWritingHabits(measured),
    wordChoice: learnWordChoice(measured),
  };
}

/** Mean and spread pulled towards the neutral voice by a couple of imaginary posts, so 3 posts do not make a rule. */
function shrink(values: Array<number | null>, prior: FeatureStats, floor: number): FeatureStats {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const n = known.length;
  if (n === 0) return { ...prior };
  const mean = known.reduce((s, v) => s + v, 0) / n;
  const variance = n > 1 ? known.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1) : prior.sd ** 2;
  const k = PRIOR_WEIGHT;
  return {
    mean: (n * mean + k * prior.mean) / (n + k),
    sd: Math.max(floor, Math.sqrt((n * variance + k * prior.sd ** 2) / (n + k))),
  };
}

/**
 * Habit features are measured leave-one-out: each post against the member's other posts, which is
 * exactly the position a new draft is in.
 */
function measureHabits(
  measured: TextMeasures[],
  pooled: { emojiCounts: Record<string, number>; hashtagCounts: Record<string, number>; functionWords: Record<string, number> },
): Partial<Record<HabitFeature, FeatureStats>> {
  if (measured.length < 2) return {};
  const similarity: number[] = [];
  const emojiShare: number[] = [];
  const hashtagShare: number[] = [];
  for (const m of measured) {
    if (totalOf(m.functionWords) >= 8)
      similarity.push(functionWordSimilarity(m.functionWords, pooled.functionWords, m.functionWords));
    if (m.emojis.length > 0) {
      const own = tally(m.emojis);
      emojiShare.push(m.emojis.filter((e) => (pooled.emojiCounts[e] ?? 0) - (own[e] ?? 0) > 0).length / m.emojis.length);
    }
    if (m.hashtags.length > 0) {
      const tags = m.hashtags.map((h) => h.toLowerCase());
      const own = tally(tags);
      hashtagShare.push(tags.filter((t) => (pooled.hashtagCounts[t] ?? 0) - (own[t] ?? 0) > 0).length / tags.length);
    }
  }
  const habits: Partial<Record<HabitFeature, FeatureStats>> = {
    functionWordSimilarity: shrink(
      similarity,
      HABIT_FEATURES.functionWordSimilarity.prior,
      HABIT_FEATURES.functionWordSimilarity.floor,
    ),
  };
  if (emojiShare.length > 0)
    habits.emojiFavouriteShare = shrink(
      emojiShare,
      HABIT_FEATURES.emojiFavouriteShare.prior,
      HABIT_FEATURES.emojiFavouriteShare.floor,
    );
  if (hashtagShare.length > 0)
    habits.hashtagFavouriteShare = shrink(
      hashtagShare,
      HABIT_FEATURES.hashtagFavouriteShare.prior,
      HABIT_FEATURES.hashtagFavouriteShare.floor,
    );
  return habits;
}

/**
 * Cosine over square-rooted counts, so "the" and "and" do not drown out the rarer, telling words.
 * `leaveOut` is subtracted from `b` first: a post compared with the member's other posts.
 */
export function functionWordSimilarity(
  a: Record<string, number>,
  b: Record<string, number>,
  leaveOut?: Record<string, number>,
): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const word of FUNCTION_WORDS) {
    const x = Math.sqrt(a[word] ?? 0);
    const y = Math.sqrt(Math.max(0, (b[word] ?? 0) - (leaveOut?.[word] ?? 0)));
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

function emojiPlacement(measured: TextMeasures[]): EmojiPlacement {
  const places: Record<EmojiPlacement, number> = { 'line-start': 0, 'line-end': 0, inline: 0 };
  for (const m of measured) {
    for (const line of m.lines) {
      const emojis = line.match(/\p{Extended_Pictographic}/gu);
      if (!emojis) continue;
      const bare = stripEmojis(line).trim();
      if (/^\p{Extended_Pictographic}/u.test(line)) places['line-start']++;
      else if (/\p{Extended_Pictographic}\uFE0F?$/u.test(line) || bare === '') places['line-end']++;
      else places.inline++;
    }
  }
  const [top] = Object.entries(places).sort((a, b) => b[1] - a[1]);
  return top && top[1] > 0 ? (top[0] as EmojiPlacement) : 'line-end';
}

function hashtagDisplay(measured: TextMeasures[]): Record<string, string> {
  const display: Record<string, string> = Object.create(null);
  for (const m of measured) for (const h of m.hashtags) display[h.toLowerCase()] ??= h;
  return display;
}

export function classifyOpening(firstLine: string): OpeningKind {
  if (/^\p{Extended_Pictographic}/u.test(firstLine)) return 'emoji';
  const first = splitSentences(firstLine)[0] ?? firstLine;
  if (/\?["'”’)]*$/.test(first)) return 'question';
  if (/^\d/.test(first)) return 'number';
  if (/^(I|I'm|I've|I'd|My|We|Our)\b/.test(first)) return 'first-person';
  return 'statement';
}

const CALL_TO_ACTION = /\b(comment|comments|share|follow|repost|dm|message me|let me know|tell me|drop|link in|sign up|join)\b/i;

export function classifyClosing(lastLine: string): ClosingKind {
  if (/\?["'”’)]*\s*$/.test(stripEmojis(lastLine).trim())) return 'question';
  if (CALL_TO_ACTION.test(lastLine)) return 'call-to-action';
  return 'statement';
}

function describeOpenings(measured: TextMeasures[]): VoiceProfile['openings'] {
  const kinds = shares(
    measured.map((m) => classifyOpening(m.lines[0] ?? '')),
    ['question', 'number', 'emoji', 'first-person', 'statement'],
  );
  // A lead-in the member reuses ("Quick thought:", "Hot take —") is a signature worth keeping.
  const prefixes = measured
    .map((m) => /^([\p{L}'’ ]{2,30}?)\s*([:—]|\.\.\.)(\s|$)/u.exec(stripEmojis(m.lines[0] ?? '').trim()))
    .filter((match): match is RegExpExecArray => match !== null && (match[1] as string).split(' ').length <= 4)
    .map((match) => `${(match[1] as string).trim()}${match[2] === '—' ? ' —' : (match[2] as string)}`);
  return { kinds, phrases: recurring(prefixes, measured.length) };
}

function describeClosings(measured: TextMeasures[]): VoiceProfile['closings'] {
  const lastLines = measured.map((m) => m.lines.at(-1) ?? '');
  const kinds = shares(lastLines.map(classifyClosing), ['question', 'call-to-action', 'statement']);
  // A sign-off with a gap where its hashtag stood ("That's the whole point of .") is not one to repeat.
  const short = lastLines
    .map((l) => stripEmojis(l).replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0 && l.length <= 80 && !/\s[.,!?;:]|:$/.test(l))
    // "I still think about that day" signed off a story of theirs; under a new post it invents one.
    .filter((l) => !tellsOfTheMember(l));
  return { kinds, lines: recurring(short, measured.length) };
}

/** Phrases used in at least two posts and in at least a tenth of them. */
function recurring(items: string[], posts: number): string[] {
  const counts = new Map<string, { text: string; count: number }>();
  for (const item of items) {
    const key = item.toLowerCase();
    const entry = counts.get(key) ?? { text: item, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .filter((e) => e.count >= 2 && e.count >= posts * 0.1)
    .sort((a, b) => b.count - a.count)
    .slice(0, 5)
    .map((e) => e.text);
}

const NOT_VOCABULARY = new Set<string>([
  ...FUNCTION_WORDS,
  'i',
  'me',
  'my',
  'we',
  'our',
  'us',
  'you',
  'your',
  'they',
  'their',
  'them',
  'he',
  'she',
  'his',
  'her',
  "it's",
  "i'm",
  "don't",
  "that's",
  'get',
  'got',
  'make',
  'made',
  'like',
  'going',
  'know',
  'think',
  'want',
  'need',
  'people',
  'time',
  'today',
  'year',
  'week',
  'much',
  'many',
  'other',
  'well',
  'good',
  'new',
  'first',
  'last',
]);

function recurringVocabulary(measured: TextMeasures[]): string[] {
  const documentFrequency = new Map<string, number>();
  for (const m of measured) {
    for (const word of new Set(m.words)) {
      if (word.length < 4 || NOT_VOCABULARY.has(word) || /^\d+$/.test(word)) continue;
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
    }
  }
  const threshold = Math.max(2, measured.length * 0.15);
  return [...documentFrequency.entries()]
    .filter(([, df]) => df >= threshold)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 12)
    .map(([word]) => word);
}

function favouriteListMarker(measured: TextMeasures[]): string | null {
  const markers: string[] = [];
  for (const m of measured) {
    for (const line of m.lines) {
      if (!isListLine(line)) continue;
      const marker = /^(\d{1,2}[.)/]|\p{Extended_Pictographic}\uFE0F?|\S)/u.exec(line.trim())?.[1] ?? '-';
      markers.push(/^\d/.test(marker) ? `1${marker.slice(-1)}` : marker);
    }
  }
  if (markers.length < 3) return null;
  return topKeys(tally(markers), 1)[0] ?? null;
}

function shares<K extends string>(items: K[], keys: K[]): Record<K, number> {
  const counts = tally(items);
  return Object.fromEntries(keys.map((k) => [k, (counts[k] ?? 0) / Math.max(items.length, 1)])) as Record<K, number>;
}

/** Counts keyed by text from posts, so without a prototype: a "#constructor" hashtag is just a word. */
export function tally(items: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = Object.create(null);
  for (const item of items) counts[item] = (counts[item] ?? 0) + 1;
  return counts;
}

function topKeys(counts: Record<string, number>, limit: number): string[] {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([key]) => key);
}

function sumCounts(all: Array<Record<string, number>>): Record<string, number> {
  const sum: Record<string, number> = Object.create(null);
  for (const counts of all) for (const [k, v] of Object.entries(counts)) sum[k] = (sum[k] ?? 0) + v;
  return sum;
}

function totalOf(counts: Record<string, number>): number {
  return Object.values(counts).reduce((s, v) => s + v, 0);
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return Math.round((sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (position - low));
}
