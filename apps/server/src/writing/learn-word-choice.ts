import { tokenizeWords } from '../text/tokenize-words';
import { splitSentences, stripEmojis, type TextMeasures } from './measure-text';
import { FIRST_PERSON, reportsAnEvent, withoutStance } from './tells-of-the-member';

/**
 * The member's word choice, as far as it carries no subject matter: which words they use and how
 * often (so the composer can prefer its own sentences that sound like them), and the clause leads
 * and tails they wrap their points in ("It seems likely, although by no means certain, that …",
 * "…; I am not yet convinced either way."). Counted from their posts only.
 */
export interface WordChoice {
  /** Each word's share of the member's words, for words used in at least two posts. */
  wordShares: Record<string, number>;
  /** Sentence beginnings that take any clause after them, and the share of sentences opened with one. */
  clauseLeads: { leads: string[]; sentenceShare: number };
  /** Sentence endings that follow any clause, separator included, and the share of sentences ended with one. */
  clauseTails: { tails: string[]; sentenceShare: number };
  /**
   * Words the member clearly prefers to another of the same use ("whilst" to "while", "perhaps" to
   * "maybe"): each other variant mapped to theirs. Absent in profiles built before it was learned.
   */
  connectives?: Record<string, string>;
}

/**
 * Interchangeable ways to hedge, intensify and join clauses, each a pattern that finds the variant
 * only where any other of the class reads as well ("because", not "because of"; "while", not "a while").
 */
export const CONNECTIVE_CLASSES: ReadonlyArray<Readonly<Record<string, RegExp>>> = [
  { maybe: /\bmaybe\b/gi, perhaps: /\bperhaps\b/gi },
  { really: /(?<!not )\breally\b/gi, genuinely: /\bgenuinely\b/gi, truly: /\btruly\b/gi },
  { because: /(?<!not )\bbecause\b(?! of)/gi, since: /(?<=, )since\b/gi },
  { while: /(?<!\b(a|the|worth) )\bwhile\b/gi, whilst: /\bwhilst\b/gi },
  { rarely: /\brarely\b/gi, seldom: /\bseldom\b/gi },
  { 'a lot': /\ba lot\b/gi, 'a great deal': /\ba great deal\b/gi },
  { among: /\bamong\b/gi, amongst: /\bamongst\b/gi },
  { toward: /\btoward\b/gi, towards: /\btowards\b/gi },
];
const MIN_CONNECTIVE_USES = 3;

/** A habit shows in several posts, after (or before) several different clauses: fewer is an accident. */
const MIN_POSTS = 3;
const MIN_POST_SHARE = 0.1;
const MIN_VARIANTS = 3;
const MIN_WORD_POSTS = 2;
const MAX_WORDS_KEPT = 800;
const LEAD_WORDS = { min: 2, max: 10 };
// Two words (", nothing more") finish one sentence of theirs, not any clause: a tail says a stance.
const TAIL_WORDS = { min: 3, max: 8 };
const MAX_KEPT = 8;

// A lead takes a clause when it ends the way a clause-taking phrase does: "… that", "…:", "…,".
const CLAUSE_TAKING = /(?:^|\s)that$|[:,]$/i;
const TAIL_SEPARATOR = /(, |; | — | – )(?=[^,;—–]+$)/u;
const UNSAFE = /\d|#|@|https?:|\[|\]|\{|\}|\?|["“”]/;

export function learnWordChoice(measured: readonly TextMeasures[]): WordChoice {
  // A post's first and last sentences are its opening and sign-off, which the profile keeps apart.
  const sentencesByPost = measured.map((m) =>
    m.lines
      .filter((l) => !/^#/.test(l))
      .flatMap((l) => splitSentences(unmarkLine(l)).map((s) => s.trim()))
      .slice(1, -1),
  );
  const sentenceCount = sentencesByPost.reduce((sum, s) => sum + s.length, 0);
  const leads = recurring(sentencesByPost, leadsOf);
  const tails = recurring(sentencesByPost, tailsOf);
  return {
    wordShares: wordShares(measured),
    clauseLeads: { leads: leads.kept, sentenceShare: leads.sentences / Math.max(sentenceCount, 1) },
    clauseTails: { tails: tails.kept, sentenceShare: tails.sentences / Math.max(sentenceCount, 1) },
    connectives: connectives(measured),
  };
}

/** A variant wins its class when the member writes it at least three times and twice as often as any other. */
function connectives(measured: readonly TextMeasures[]): Record<string, string> {
  const text = measured.map((m) => m.body.replace(/’/g, "'")).join('\n');
  const preferred: Record<string, string> = {};
  for (const variants of CONNECTIVE_CLASSES) {
    const counts = Object.entries(variants)
      .map(([word, pattern]) => [word, text.match(pattern)?.length ?? 0] as const)
      .sort((a, b) => b[1] - a[1]);
    const [top, second] = counts;
    if (!top || top[1] < MIN_CONNECTIVE_USES || top[1] < 2 * (second?.[1] ?? 0)) continue;
    for (const [word] of counts.slice(1)) preferred[word] = top[0];
  }
  return preferred;
}

function unmarkLine(line: string): string {
  return stripEmojis(line)
    .replace(/^\s*(?:[-–•*·▪►▶→✓✔]|\d{1,2}[./)]|->|=>)\s*/u, '')
    .trim();
}

function wordShares(measured: readonly TextMeasures[]): Record<string, number> {
  const counts = new Map<string, number>();
  const posts = new Map<string, number>();
  let total = 0;
  for (const m of measured) {
    const words = tokenizeWords(m.body);
    total += words.length;
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    for (const w of new Set(words)) posts.set(w, (posts.get(w) ?? 0) + 1);
  }
  const kept = [...counts.entries()]
    .filter(([w]) => (posts.get(w) ?? 0) >= MIN_WORD_POSTS)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_WORDS_KEPT);
  return Object.fromEntries(kept.map(([w, n]) => [w, n / Math.max(total, 1)]));
}

/** Each candidate lead or tail of a sentence, with the word on its other side: several different ones show it is reusable. */
type Split = { key: string; text: string; other: string };

function leadsOf(sentence: string): Split[] {
  if (/\?$/.test(sentence)) return [];
  const words = sentence.split(/\s+/);
  const splits: Split[] = [];
  for (let k = LEAD_WORDS.min; k <= Math.min(LEAD_WORDS.max, words.length - 3); k++) {
    const text = words.slice(0, k).join(' ');
    if (!CLAUSE_TAKING.test(text) || !reusable(text)) continue;
    splits.push({ key: text.toLowerCase(), text, other: (words[k] as string).toLowerCase() });
  }
  return splits;
}

function tailsOf(sentence: string): Split[] {
  const body = sentence.replace(/[.!…]+$/, '');
  const match = TAIL_SEPARATOR.exec(body);
  if (!match || /\?$/.test(sentence)) return [];
  const tail = body.slice(match.index + match[0].length);
  const before = body.slice(0, match.index).split(/\s+/);
  const words = tail.split(/\s+/).length;
  if (words < TAIL_WORDS.min || words > TAIL_WORDS.max || before.length < 4) return [];
  const text = `${match[1]}${tail}`;
  if (!reusable(text)) return [];
  return [{ key: text.toLowerCase(), text, other: (before.at(-1) as string).toLowerCase() }];
}

/** Never an event, a figure, a quote or a fact about the member; a stance of theirs is fine ("I am not yet convinced"). */
function reusable(text: string): boolean {
  const rest = withoutStance(text);
  return !UNSAFE.test(text) && !reportsAnEvent(rest) && !FIRST_PERSON.test(rest);
}

/**
 * Leads (or tails) the member writes in several posts before (or after) several different clauses.
 * The longest one wins its sentences; shorter ones over the same sentences would repeat it.
 */
function recurring(sentencesByPost: string[][], splitsOf: (s: string) => Split[]): { kept: string[]; sentences: number } {
  const found = new Map<string, { text: string; posts: Set<number>; others: Set<string>; sentences: Set<string> }>();
  sentencesByPost.forEach((sentences, post) => {
    for (const sentence of sentences) {
      for (const split of splitsOf(sentence)) {
        const entry = found.get(split.key) ?? { text: split.text, posts: new Set(), others: new Set(), sentences: new Set() };
        entry.posts.add(post);
        entry.others.add(split.other);
        entry.sentences.add(`${post}:${sentence}`);
        found.set(split.key, entry);
      }
    }
  });
  const posts = sentencesByPost.length;
  const candidates = [...found.values()]
    .filter((e) => e.posts.size >= MIN_POSTS && e.posts.size >= posts * MIN_POST_SHARE && e.others.size >= MIN_VARIANTS)
    .sort((a, b) => b.text.length - a.text.length || b.posts.size - a.posts.size);
  const covered = new Set<string>();
  const kept: string[] = [];
  for (const e of candidates) {
    const fresh = [...e.sentences].filter((s) => !covered.has(s));
    if (fresh.length < MIN_POSTS) continue;
    for (const s of e.sentences) covered.add(s);
    kept.push(e.text);
    if (kept.length >= MAX_KEPT) break;
  }
  return { kept, sentences: covered.size };
}
