// The junk rule of docs/decisions/028, declared before the change it measures was written and kept
// apart from apps/server/src/insights so the measure does not grade its own homework. Its parts:
//
//   R1 word lists  the hand rule bench/eval-insights.ts has used since f6ff9da (`failsNounPhrase`):
//                  a closed-class word at an edge, a pronoun/auxiliary/modal/negation anywhere, a
//                  head that is an adverb, an adjective by suffix, a past form or a common
//                  adjective/verb, a bare participle first.
//   R2 one word    an interest of one word that is none of the member's skills, hashtags or
//                  LinkedIn interest inferences (interests only; a sub-niche may be one word).
//   R3 figure      the first word is a quantity: digits with at most a currency sign before and a
//                  k, m, bn, b, x or % after ("2M deal", "$5k budget", "10x growth"); "3D" and "5G"
//                  are not quantities.
//   R4 casing      a word shown in a form the member never wrote: each word must appear, case
//                  and all, among the member's written words (posts, headline, summary, titles,
//                  skills, inferences, hashtags split at their capitals), except that the first
//                  word may have its first letter raised when it is written only with letters,
//                  hyphens and apostrophes ("B2b" from "b2b" is junk; "Board packs" from "board
//                  packs" is not).
//   R5 other tagger  a phrase found in the member's posts is read in each post that holds it by
//                  compromise, a part-of-speech tagger other than the one the app adopts
//                  (wink-nlp). An occurrence is a noun phrase when its last word is tagged Noun
//                  (not Pronoun) or Gerund, and no word is tagged Verb (unless also Noun, Adjective
//                  or Gerund), Adverb, Determiner, Pronoun, Preposition or Conjunction (the
//                  connectors of, per, in, for, and, &, to, with, on aside). Junk when fewer than
//                  half of its occurrences are noun phrases. A phrase found in no post (a skill, a
//                  headline part) is judged by R1-R4 alone.
import nlp from 'compromise';

const split = (text: string) => text.split(/\s+/).filter(Boolean);

const CLOSED_CLASS = new Set(
  split(`a an the this that these those some any each every no all both either neither such what which who whom whose when where why how
  i me my mine we us our ours you your yours he him his she her hers it its they them their theirs myself yourself ourselves themselves itself
  of in on at by for with from to into onto about above below over under after before between through during without within against among
  across around along behind beyond toward towards upon than as like via per
  and or but nor so yet if because although though while unless until whether since
  is am are was were be been being do does did done have has had having
  can could may might must shall should will would
  not never don't doesn't didn't can't won't isn't aren't wasn't weren't
  there here then just also only very too quite rather really`),
);
const ANYWHERE = new Set(
  split(`i me my mine we us our ours you your yours he him his she her hers it its they them their theirs
  is am are was were be been being do does did have has had can could may might must shall should will would
  not never don't doesn't didn't can't won't isn't aren't wasn't weren't`),
);
const IRREGULAR_PAST = new Set(
  split(`took made went got gave saw came knew thought felt ran began wrote said told found left kept brought bought held stood sent spent
  built meant led lost paid sold taught caught fought won set put hit cut let became forgot understood`),
);
/** Common words that are adjectives or verbs and never the subject a phrase is about. */
const NEVER_HEAD = new Set(
  split(`good bad big small bigger smaller better worse best worst new old single double mean real true false easy hard simple obvious
  clear whole same different other next last first own main key major minor high low wrong right sure able free full open
  start stop write read make take give get go come keep run say tell know think feel try want need seem sound sounds means`),
);
const NEEDS_COMPOUND = new Set(['based', 'driven', 'related', 'focused', 'oriented', 'led', 'powered', 'facing']);
const CONNECTORS = new Set(['of', 'per', 'in', 'for', 'and', '&', 'to', 'with', 'on']);

export function words(label: string): string[] {
  return label
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[^\p{L}\p{N}&'+#./-]+/u)
    .map((w) => w.replace(/^[.'/-]+|[.'/-]+$/g, ''))
    .filter((w) => w.length > 0);
}

export const letters = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/s$/, '');

/** R1: bench/eval-insights.ts's word-list rule, unchanged. */
export function failsNounPhrase(label: string): string | null {
  const ws = words(label);
  if (ws.length === 0) return 'empty';
  const first = ws[0] as string;
  const last = ws.at(-1) as string;
  if (CLOSED_CLASS.has(first) || CLOSED_CLASS.has(last)) return 'function word at an edge';
  if (ws.some((w) => ANYWHERE.has(w))) return 'pronoun, auxiliary or negation';
  if (NEEDS_COMPOUND.has(first)) return 'bare participle';
  if (/ly$/.test(last) && !/(ply|ily)$/.test(last)) return 'adverb head';
  if (/(ous|ful|less|able|ible)$/.test(last) && last.length > 4) return 'adjective head';
  if ((/[^e]ed$/.test(last) && last.length > 4) || IRREGULAR_PAST.has(last)) return 'past tense head';
  if (NEVER_HEAD.has(last)) return 'adjective or verb head';
  return null;
}

/** What the member wrote, as the rule reads it. */
export interface MemberWriting {
  posts: readonly string[];
  /** Headline, summary, titles: profile text that is not a list. */
  profile: readonly string[];
  skills: readonly string[];
  /** Without "#". */
  hashtags: readonly string[];
  /** Values of LinkedIn's interest inferences, one per interest. */
  inferences: readonly string[];
}

/** R2: one word none of the member's lists names. */
export function isUnlistedWord(label: string, writing: MemberWriting): boolean {
  if (words(label).length !== 1) return false;
  const known = [...writing.skills, ...writing.hashtags, ...writing.inferences].map(letters);
  return !known.includes(letters(label));
}

/** R3. */
export function isFigureLed(label: string): boolean {
  const first = label.trim().split(/\s+/)[0] ?? '';
  return /^[$€£¥]?\d+(?:[.,]\d+)*(?:k|m|mm|bn|b|x|%)?$/i.test(first);
}

const writtenTokens = (text: string) =>
  text
    .replace(/[’]/g, "'")
    .split(/[^\p{L}\p{N}&'+#./-]+/u)
    .map((w) => w.replace(/^[#.'/-]+|[.'/-]+$/g, ''))
    .filter((w) => w.length > 0);

const hashtagWords = (tag: string) =>
  tag
    .replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ')
    .replace(/_/g, ' ')
    .split(' ');

/** R4: the words a member wrote, case kept. */
export function writtenWords(writing: MemberWriting): Set<string> {
  const all = new Set<string>();
  for (const text of [...writing.posts, ...writing.profile, ...writing.skills, ...writing.inferences])
    for (const w of writtenTokens(text)) all.add(w);
  for (const tag of writing.hashtags) {
    all.add(tag);
    for (const w of hashtagWords(tag)) all.add(w);
  }
  return all;
}

export function isMiscased(label: string, written: ReadonlySet<string>): boolean {
  return writtenTokens(label).some((w, i) => {
    if (written.has(w)) return false;
    if (i === 0 && /^[\p{L}'-]+$/u.test(w)) return !written.has(w.charAt(0).toLowerCase() + w.slice(1));
    return true;
  });
}

interface TaggedTerm {
  key: string;
  tags: ReadonlySet<string>;
}
const termKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}&+]/gu, '');
const taggedCache = new Map<string, TaggedTerm[][]>();

/** compromise's reading of a post: its sentences, each as terms with their tags. */
function tagPost(post: string): TaggedTerm[][] {
  let found = taggedCache.get(post);
  if (!found) {
    const sentences = nlp(post).json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>;
    found = sentences.map((s) =>
      s.terms.map((t) => ({ key: termKey(t.text), tags: new Set(t.tags) })).filter((t) => t.key !== ''),
    );
    taggedCache.set(post, found);
  }
  return found;
}

function isNounPhraseReading(terms: readonly TaggedTerm[]): boolean {
  const head = terms.at(-1) as TaggedTerm;
  if (!((head.tags.has('Noun') && !head.tags.has('Pronoun')) || head.tags.has('Gerund'))) return false;
  return terms.every((t) => {
    if (CONNECTORS.has(t.key)) return true;
    const t2 = t.tags;
    if (t2.has('Verb') && !(t2.has('Noun') || t2.has('Adjective') || t2.has('Gerund'))) return false;
    return !['Adverb', 'Determiner', 'Pronoun', 'Preposition', 'Conjunction'].some((tag) => t2.has(tag));
  });
}

/** R5: how compromise reads the phrase where the member wrote it; null when no post holds it. */
export function taggerVerdict(label: string, posts: readonly string[]): { occurrences: number; nounPhrases: number } | null {
  const keys = label
    .split(/[\s-]+/)
    .map(termKey)
    .filter((k) => k !== '');
  if (keys.length === 0) return null;
  let occurrences = 0;
  let nounPhrases = 0;
  for (const post of posts) {
    const lower = post.toLowerCase();
    if (!keys.every((k) => lower.includes(k))) continue;
    for (const sentence of tagPost(post)) {
      for (let i = 0; i + keys.length <= sentence.length; i++) {
        if (!keys.every((k, j) => sentence[i + j]!.key === k)) continue;
        occurrences++;
        if (isNounPhraseReading(sentence.slice(i, i + keys.length))) nounPhrases++;
      }
    }
  }
  return occurrences === 0 ? null : { occurrences, nounPhrases };
}

/**
 * The first rule part a label breaks, or null when it is not junk. `interest: false` judges a
 * sub-niche (R2 does not apply).
 */
export function judgeLabel(
  label: string,
  writing: MemberWriting,
  written: ReadonlySet<string>,
  options: { interest: boolean },
): string | null {
  const r1 = failsNounPhrase(label);
  if (r1) return `R1 ${r1}`;
  if (options.interest && isUnlistedWord(label, writing)) return 'R2 one word not in skills, hashtags or inferences';
  if (isFigureLed(label)) return 'R3 figure first';
  if (isMiscased(label, written)) return 'R4 casing the member never wrote';
  const verdict = taggerVerdict(label, writing.posts);
  if (verdict && verdict.nounPhrases * 2 < verdict.occurrences)
    return `R5 compromise reads a noun phrase in ${verdict.nounPhrases} of ${verdict.occurrences} uses`;
  return null;
}
