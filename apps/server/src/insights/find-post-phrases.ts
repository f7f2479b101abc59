import { tagWords, type TaggedWord } from './tag-words';

export interface PostPhrase {
  /** The member's most used spelling, first letter raised when they wrote it in lower case. */
  label: string;
  /** Lower-case written words, the key phrases are compared on. */
  key: string;
  /** Posts using it. */
  posts: number;
  /** Every content word capitalised mid-sentence: a name (a company, a product), not a subject. */
  isName: boolean;
  contentWords: number;
}

/** Longest name of a subject read from posts, in content words ("cost per lead" has two). */
const MAX_CONTENT_WORDS = 3;
/**
 * Words the tagger rightly calls adjectives or nouns but that qualify, count or point rather than
 * name ("Bigger budget", "New tool", "Next planning session", "Most engineers", "Thing per
 * campaign", "… for years"): what a word means, which no part-of-speech tag says. A post phrase
 * holding one names no subject.
 */
const EMPTY_WORDS = new Set(
  `good bad better worse best worst big bigger biggest small smaller smallest great huge tiny little fancy nice simple easy hard
  new old next last latest recent single whole same other another own most more many few much several enough
  thing things stuff way ways lot lots bit kind sort people years months weeks days`.split(/\s+/),
);

/**
 * Noun phrases of posts as wink-nlp's tagger reads them in their sentences (tag-words.ts): runs of
 * modifiers and nouns ending on a noun, two such joined by "of", "per", "&" … ("cost per lead"),
 * 1 to 3 content words, a compound whole ("driver-based models"). A verb, pronoun, determiner,
 * figure, hashtag, link or punctuation mark ends a phrase, so "the buyer went dark" gives
 * "buyer", never "buyer went", and "$2M deal" gives "deal". Each phrase counts once per post.
 */
export function findPostPhrases(posts: readonly string[]): PostPhrase[] {
  const key = posts.join('\u0000');
  // The sub-niche and the interests read the same posts in one import: tag them once.
  if (lastRead?.key !== key) lastRead = { key, phrases: readPhrases(posts) };
  return lastRead.phrases;
}

let lastRead: { key: string; phrases: PostPhrase[] } | null = null;

function readPhrases(posts: readonly string[]): PostPhrase[] {
  const found = new Map<string, { posts: number; contentWords: number; forms: Map<string, number> }>();
  const tagged = posts.map(tagWords);
  // Words the member uses as verbs: at a sentence's start one is as likely an instruction ("Train
  // managers", "Pair customer calls …") as a noun, where the tagger sees only a capital.
  const verbs = new Set(
    tagged.flatMap((sentences) =>
      sentences.flatMap((words) => words.filter((w, i) => w.tag === 'VERB' || words[i - 1]?.lower === 'to').map((w) => w.lower)),
    ),
  );
  for (const sentences of tagged) {
    const seen = new Set<string>();
    for (const sentence of sentences) {
      for (let start = 0; start < sentence.length; start++) {
        if (start === 0 && verbs.has(sentence[0]!.lower)) continue;
        for (const { end, content } of phraseEnds(sentence, start)) {
          const phraseKey = sentence
            .slice(start, end + 1)
            .map((w) => w.lower)
            .join(' ');
          let entry = found.get(phraseKey);
          if (!entry) {
            entry = { posts: 0, contentWords: content, forms: new Map() };
            found.set(phraseKey, entry);
          }
          if (!seen.has(phraseKey)) {
            seen.add(phraseKey);
            entry.posts++;
          }
          const form = sentence
            .slice(start, end + 1)
            .map((w) => w.text)
            .join(' ');
          // A sentence's first word is capitalised by grammar, not by the member.
          entry.forms.set(form, (entry.forms.get(form) ?? 0) + (start === 0 ? 0.5 : 1));
        }
      }
    }
  }
  return [...found].map(([phraseKey, { posts: count, contentWords, forms }]) => {
    const written = mostUsed(forms);
    return {
      key: phraseKey,
      posts: count,
      contentWords,
      isName:
        written.split(' ').every((w) => /^\p{Lu}/u.test(w) || /^(of|per|in|and|&)$/.test(w)) &&
        [...forms.keys()].every((f) => /^\p{Lu}/u.test(f)),
      label: sentenceCase(written),
    };
  });
}

/**
 * Where a noun phrase opening at `start` may end: on a noun, after modifiers and nouns, with a
 * connector only between a noun and the next modifier or noun.
 */
function phraseEnds(sentence: readonly TaggedWord[], start: number): Array<{ end: number; content: number }> {
  const ends: Array<{ end: number; content: number }> = [];
  const first = sentence[start] as TaggedWord;
  if ((first.role !== 'noun' && first.role !== 'modifier') || EMPTY_WORDS.has(first.lower)) return ends;
  let content = 0;
  for (let end = start; end < sentence.length && content < MAX_CONTENT_WORDS; end++) {
    const word = sentence[end] as TaggedWord;
    if (word.role === 'connector') {
      const next = sentence[end + 1];
      if (sentence[end - 1]?.role !== 'noun' || !next || (next.role !== 'noun' && next.role !== 'modifier')) break;
      continue;
    }
    if ((word.role !== 'noun' && word.role !== 'modifier') || EMPTY_WORDS.has(word.lower)) break;
    content++;
    if (word.role === 'noun') ends.push({ end, content });
  }
  return ends;
}

function mostUsed(forms: Map<string, number>): string {
  let best = '';
  let count = -1;
  for (const [form, n] of forms) {
    if (n > count || (n === count && form > best)) {
      best = form;
      count = n;
    }
  }
  return best;
}

/**
 * "board packs" → "Board packs"; a word with capitals of its own ("iPhone", "SaaS pricing") or a
 * digit ("b2b", not "B2b") stays as written.
 */
export function sentenceCase(label: string): string {
  return /^\p{Ll}+(?![\p{L}\p{N}])/u.test(label) ? label.charAt(0).toUpperCase() + label.slice(1) : label;
}
