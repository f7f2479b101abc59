import { INSIGHTS_LIMITS } from '@cadence/contract/linkedin/insights';
import type { ExportInference } from '../imports/linkedin-export';
import { createPhraseMatcher, phraseWords } from './create-phrase-matcher';
import { findPostPhrases, sentenceCase, type PostPhrase } from './find-post-phrases';
import { matchNicheTerms } from './niche-lexicon';
import { inflectionKey, labelWords } from './inflection-key';
import { isNamingLabel } from './tag-words';
import { THEME_LEXICON } from './theme-lexicon';

export interface InterestEvidence {
  /** The member's posts, newest first (only the latest are read, as for their themes). */
  posts: readonly string[];
  skills: readonly string[];
  /** Their hashtags, most used first. */
  hashtags: ReadonlyArray<{ hashtag: string; usage_count: number }>;
  inferences: readonly ExportInference[];
}

/** The same latest posts the member's themes are read from (research/find-member-themes.ts). */
const POSTS_READ = 200;
/** A phrase from posts must recur to be an interest. */
const MIN_POSTS = 2;
/** A phrase in most posts is the member's style or sign-off, not a subject (from 10 posts on). */
const MAX_POST_SHARE = 0.6;
/** Post phrases kept before merging with the other sources. */
const MAX_POST_PHRASES = 12;
/**
 * Worth of each source. Recurring post phrases come first: they are what the member chooses to
 * talk about. Hashtags tag those posts; LinkedIn's own inferences and the skills list describe
 * the member more than their interests, so they fill the list after.
 */
const WORTH = { theme: 2, hashtag: 1, inference: 1.5, skill: 1 } as const;
/** When two sources name one interest, whose spelling is shown: a list the member typed beats a post, a post a hashtag. */
const SPELLING_PREFERENCE = { skill: 0, inference: 1, theme: 2, hashtag: 3 } as const;
type Source = keyof typeof WORTH;

const matchThemeTerms = createPhraseMatcher<number>(
  THEME_LEXICON.flatMap(([, phrases], index) => phrases.map((phrase) => [phrase, index] as const)),
);

interface Form {
  label: string;
  source: Source;
  /** How often the member wrote it: posts using it, hashtag uses, one per list naming it. */
  usage: number;
  /** A single word from posts: it adds weight, but a list's or hashtag's form is shown. */
  lone: boolean;
}

/**
 * Up to 12 professional interests from recurring post phrases, hashtags, LinkedIn's interest
 * inferences and skills, one entry per interest however it is written ("Machine Learning",
 * "#MachineLearning", "machine learning") or inflected ("Forecasts", "Forecasting"), the best
 * supported first, shown in the form the member uses most.
 *
 * A phrase from posts must be a noun phrase as the tagger reads it (find-post-phrases.ts), recur in 2 posts,
 * and either hold a term of the niche or theme lexicons or name a skill, hashtag or inference; a
 * lone word from posts only adds weight to one of those. Fewer than 12 is better than padding.
 */
export function findProfessionalInterests(evidence: InterestEvidence): string[] {
  const interests = new Map<string, { score: number; order: number; forms: Map<string, Form> }>();
  const add = (label: string, source: Source, score: number, usage: number) => {
    const clean = label.replace(/\s+/g, ' ').trim();
    const key = mergeKey(clean);
    // Post phrases are noun phrases already; a list's entry may still be a sentence ("#DontGiveUp").
    if (key === '' || clean.length > 60 || (source !== 'theme' && !isNamingLabel(clean))) return;
    let interest = interests.get(key);
    if (!interest) {
      interest = { score: 0, order: interests.size, forms: new Map() };
      interests.set(key, interest);
    }
    interest.score += score;
    // "Machine Learning" and "machine learning" are one form; "Forecasts" and "Forecasting" two.
    const formKey = compact(clean);
    const form = interest.forms.get(formKey);
    const lone = source === 'theme' && labelWords(clean).length === 1;
    if (!form) interest.forms.set(formKey, { label: clean, source, usage, lone });
    else {
      form.usage += usage;
      if (SPELLING_PREFERENCE[source] < SPELLING_PREFERENCE[form.source]) Object.assign(form, { label: clean, source, lone });
    }
  };

  const posts = evidence.posts.slice(0, POSTS_READ);
  const phrases = findPostPhrases(posts);
  const inferences = evidence.inferences
    .filter((row) => /interest/i.test(row.type))
    .flatMap((row) => row.inference.split(/\s*[;|]\s*/))
    .filter(isNamedInterest);
  // What the member names in lists: a post phrase naming one of these needs no lexicon term.
  const listed = new Set(
    [...evidence.skills, ...inferences, ...evidence.hashtags.map((h) => splitHashtag(h.hashtag))].map(mergeKey),
  );

  for (const phrase of choosePostPhrases(phrases, posts.length, listed)) {
    add(phrase.label, 'theme', WORTH.theme + phrase.weight, phrase.posts);
  }
  const topUsage = evidence.hashtags[0]?.usage_count ?? 1;
  const written = writtenForms(phrases, [...evidence.skills, ...inferences]);
  for (const { hashtag, usage_count } of evidence.hashtags) {
    add(hashtagLabel(hashtag, written), 'hashtag', WORTH.hashtag * (1 + usage_count / topUsage), usage_count);
  }
  for (const value of inferences) add(value, 'inference', WORTH.inference, 1);
  for (const skill of evidence.skills) add(skill, 'skill', WORTH.skill, 1);

  const labels = [...interests.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((i) => labelOf([...i.forms.values()]));
  return dropCoveredPhrases(labels).slice(0, INSIGHTS_LIMITS.interests);
}

/**
 * "Days sales" says less than "Days sales outstanding" beside it: a phrase of two words or more
 * that another listed phrase repeats with one word more goes. A single word stays ("Leadership"
 * beside "Executive leadership"), being a subject on its own, and so does a phrase a longer name
 * spells out ("Financial Planning" beside "Financial Planning & Analysis (FP&A)").
 */
function dropCoveredPhrases(labels: string[]): string[] {
  const words = labels.map((label) => label.toLowerCase().split(/[\s-]+/));
  const inside = (outer: string[], inner: string[]) =>
    outer.length === inner.length + 1 && outer.some((_, i) => inner.every((w, j) => outer[i + j] === w));
  return labels.filter((_, i) => words[i]!.length < 2 || !words.some((other, j) => j !== i && inside(other, words[i]!)));
}

/** The form the member uses most; at equal use, the spelling of a list they typed. */
function labelOf(all: Form[]): string {
  const forms = all.some((f) => !f.lone) ? all.filter((f) => !f.lone) : all;
  const best = forms.reduce((a, b) =>
    b.usage > a.usage || (b.usage === a.usage && SPELLING_PREFERENCE[b.source] < SPELLING_PREFERENCE[a.source]) ? b : a,
  );
  return best.label;
}

/**
 * Post phrases worth showing: recurring, in at most 60 % of posts, each with a domain term or
 * naming something the member lists. A longer phrase replaces the
 * shorter one inside it when it is nearly as common ("board packs" over "packs"), and is dropped
 * when the shorter is far more common ("board packs" over "review board packs").
 */
function choosePostPhrases(
  phrases: PostPhrase[],
  postsRead: number,
  listed: ReadonlySet<string>,
): Array<PostPhrase & { weight: number }> {
  const maxPosts = postsRead >= 10 ? MAX_POST_SHARE * postsRead : Infinity;
  const candidates = phrases
    .filter((p) => p.posts >= MIN_POSTS && p.posts <= maxPosts)
    .filter((p) => listed.has(mergeKey(p.label)) || (p.contentWords > 1 && !p.isName && hasDomainTerm(p.label)))
    .map((p) => ({ ...p, score: p.posts * (p.contentWords > 1 ? 1.6 : 1) }))
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  const chosen: typeof candidates = [];
  for (const candidate of candidates) {
    if (chosen.length >= MAX_POST_PHRASES) break;
    const words = candidate.key.split(' ');
    const inside = (outer: string[], inner: string[]) =>
      outer.length === inner.length + 1 && outer.some((_, i) => inner.every((w, j) => outer[i + j] === w));
    const covered = chosen.some((c) => {
      const chosenWords = c.key.split(' ');
      if (inside(chosenWords, words)) return c.posts >= candidate.posts * 0.6;
      if (inside(words, chosenWords)) return candidate.posts < c.posts * 0.6;
      return false;
    });
    if (!covered) chosen.push(candidate);
  }
  const top = chosen[0]?.score ?? 1;
  return chosen.map((c) => ({ ...c, weight: c.score / top }));
}

/** Whether a phrase holds a term of the niche lexicon or the content themes' lexicon. */
function hasDomainTerm(label: string): boolean {
  const words = phraseWords(label);
  return matchNicheTerms(words).length > 0 || matchThemeTerms(words).length > 0;
}

/** Interests are one when their words agree up to the head's inflection ("Recruiting" = "Recruitment"), spaces aside. */
function mergeKey(label: string): string {
  return inflectionKey(label).replace(/ /g, '');
}

/** A form's letters and digits, "&" read as "and": "FP&A" = "#FPandA", "Machine Learning" = "machine learning". */
function compact(label: string): string {
  return labelWords(label)
    .join('')
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The member's written forms by their compact letters, most used first: how to show a hashtag. */
function writtenForms(phrases: readonly PostPhrase[], lists: readonly string[]): Map<string, string> {
  const forms = new Map<string, { label: string; count: number }>();
  const note = (label: string, count: number) => {
    const key = compact(label);
    const known = forms.get(key);
    if (!known || count > known.count) forms.set(key, { label, count });
  };
  for (const p of phrases) note(p.label, p.posts);
  // A list's entry and its parts ("Financial Planning & Analysis (FP&A)" → "FP&A") are the member's own spelling.
  for (const item of lists) {
    note(item, Infinity);
    for (const part of item.match(/\(([^)]+)\)/g) ?? []) note(part.slice(1, -1), Infinity);
  }
  return new Map([...forms].map(([key, { label }]) => [key, label]));
}

/**
 * A hashtag as words: the member's own spelling when they write it elsewhere ("#FPandA" → "FP&A"),
 * else split at its capitals ("#FinancialPlanning" → "Financial Planning", "#B2BMarketing" →
 * "B2B Marketing"), else as written.
 */
function hashtagLabel(hashtag: string, written: ReadonlyMap<string, string>): string {
  const tag = hashtag.replace(/^#/, '');
  return written.get(compact(tag)) ?? splitHashtag(tag);
}

function splitHashtag(hashtag: string): string {
  const tag = hashtag.replace(/^#/, '').replace(/_/g, ' ');
  const words = tag
    .replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ')
    .replace(/(?<=[\p{Lu}\p{N}])(?=\p{Lu}\p{Ll}{2,})/gu, ' ')
    .split(' ')
    .filter((w) => w.length > 0);
  // "FPandA" splits into "F", "Pand", "A": a piece that is no word means the capitals are not word breaks.
  if (words.some((w) => w.length === 1 && !/^[AI]$/.test(w))) return tag;
  if (words.length > 1 && words.some((w) => /^\p{Lu}\p{Ll}/u.test(w) && w.length <= 2)) return tag;
  return sentenceCase(words.join(' '));
}

/** Inference values are sometimes flags ("Yes", "true", "3"), which name no interest. */
function isNamedInterest(value: string): boolean {
  return /\p{L}/u.test(value) && !/^(yes|no|true|false|n\/a|none|unknown)$/i.test(value.trim());
}
