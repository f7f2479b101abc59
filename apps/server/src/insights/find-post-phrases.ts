import { inflectionOf, tagWords, type TaggedWord, type WordRole } from './tag-words';

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
  const tagged = readOpenings(posts.map(tagWords));
  for (const sentences of tagged) {
    const seen = new Set<string>();
    for (const sentence of sentences) {
      for (let start = 0; start < sentence.length; start++) {
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
          entry.forms.set(form, (entry.forms.get(form) ?? 0) + (sentence[start]!.opens ? 0.5 : 1));
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
  // Quoted words are someone else's ("My manager called it "burnout theatre""), not the member's subject.
  if (first.quoted) return ends;
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

/**
 * The posts' words with the role of each word that opens a sentence, line or clause taken from the
 * member's own use of it elsewhere. There an instruction opens ("Pair burnout with exit
 * interviews", "- Review security every Friday", "Reminder: train managers …") and the tagger,
 * seeing a capital or nothing before, reads a noun: such a word counts as a noun or modifier only
 * if the member writes it as one where no sentence opens. A participle the model reads as a verb
 * there ("Rolling forecasts beat budgets") is a modifier when the member writes it as one elsewhere.
 */
function readOpenings(tagged: TaggedWord[][][]): TaggedWord[][][] {
  const usedAs = new Map<string, Set<WordRole>>();
  for (const sentences of tagged)
    for (const sentence of sentences)
      for (const word of sentence)
        if (!word.opens && !word.quoted) usedAs.set(word.lower, (usedAs.get(word.lower) ?? new Set()).add(word.role));
  return tagged.map((sentences) =>
    sentences.map((sentence) =>
      sentence.map((word, i) => {
        if (!word.opens || word.role === 'connector') return word;
        const elsewhere = usedAs.get(word.lower) ?? new Set<WordRole>();
        const next = sentence[i + 1];
        let role: WordRole = 'other';
        if ((word.role === 'noun' || word.role === 'modifier') && (elsewhere.has('noun') || elsewhere.has('modifier')))
          role = word.role;
        else if (word.role === 'other' && word.tag === 'VERB' && ['ing', 'ed'].includes(inflectionOf(word) ?? '')) {
          if (elsewhere.has('modifier') && (next?.role === 'noun' || next?.role === 'modifier')) role = 'modifier';
          else if (elsewhere.has('noun')) role = 'noun';
        }
        return role === word.role ? word : { ...word, role };
      }),
    ),
  );
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
