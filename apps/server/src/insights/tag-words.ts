import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** The part a written word can play in the name of a subject ("cost per lead", "driver-based models"). */
export type WordRole = 'noun' | 'modifier' | 'connector' | 'other';

export interface TaggedWord {
  /** As written; a word written without spaces ("driver-based", "FP&A", "A/B", "$2M") is one word. */
  text: string;
  lower: string;
  role: WordRole;
  /** The tagger's part of speech for the word's last token (universal tags: NOUN, VERB, PRON, …). */
  tag: string;
}

/**
 * Small words that may join two nouns inside a subject's name ("cost per lead", "AI in
 * healthcare", "mergers & acquisitions"). The tagger calls them ADP or CCONJ like any other; which
 * of those can stand inside a name is the one thing it does not say ("for" joins a clause's
 * parts far more often than a name's: "Calendly for habits").
 */
const CONNECTORS = new Set(['of', 'per', 'in', 'and', '&']);
/** What glues tokens into one written word when no space stands between them. */
const JOINERS = new Set(['-', '/', '&', "'", '’']);
/** Token kinds that are part of a written word; anything else (punctuation, emoji, hashtags, links) ends a phrase. */
const WORD_TYPES = new Set(['word', 'number']);

type Reader = ReturnType<typeof winkNLP>;
let reader: Reader | null = null;
// The model takes a fifth of a second to unpack: only the import worker, which reads posts, pays it.
const read = () => (reader ??= winkNLP(model, ['sbd', 'pos']));

/**
 * A text's sentences as written words, each with its role in a noun phrase as wink-nlp's
 * part-of-speech tagger (wink-eng-lite-web-model) reads it in context: nouns and proper nouns are
 * `noun`, adjectives `modifier`, a compound takes its last part's role ("driver-based" modifies,
 * "month-end" names), a word opening on a figure ("$2M", "10x") and every verb, pronoun,
 * determiner, adverb, auxiliary or punctuation mark is `other`.
 */
export function tagWords(text: string): TaggedWord[][] {
  const nlp = read();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out();
  const pos = tokens.out(its.pos) as string[];
  const types = tokens.out(its.type) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const sentences: TaggedWord[][] = [];
  for (const [first, last] of doc.sentences().out(its.span) as unknown as Array<[number, number]>) {
    const words: TaggedWord[] = [];
    let i = first;
    while (i <= last) {
      // One written word: tokens with no space between them, joined by "-", "/", "&" or an apostrophe.
      let end = i;
      if (WORD_TYPES.has(types[i] as string))
        while (
          end + 2 <= last &&
          spaces[end + 1] === '' &&
          spaces[end + 2] === '' &&
          JOINERS.has(values[end + 1] as string) &&
          WORD_TYPES.has(types[end + 2] as string)
        )
          end += 2;
      while (
        end + 1 <= last &&
        spaces[end + 1] === '' &&
        WORD_TYPES.has(types[end] as string) &&
        WORD_TYPES.has(types[end + 1] as string)
      )
        end += 1;
      const written = values.slice(i, end + 1).join('');
      words.push({ text: written, lower: written.toLowerCase(), role: roleOf(i, end, written), tag: pos[end] as string });
      i = end + 1;
    }
    sentences.push(repairRoles(words));
  }
  return sentences;

  function roleOf(start: number, end: number, written: string): WordRole {
    if (!WORD_TYPES.has(types[start] as string) || /^\d/.test(written) || types[start] === 'number') return 'other';
    if (start === end && CONNECTORS.has(written.toLowerCase())) return 'connector';
    const tag = pos[end] as string;
    if (tag === 'NOUN' || tag === 'PROPN') return 'noun';
    if (tag === 'ADJ' || (start < end && (tag === 'VERB' || tag === 'ADV'))) return 'modifier';
    return 'other';
  }
}

/**
 * Three readings the small model gets wrong in posts, set right from the tags around them:
 * - after the infinitive "to" comes a verb ("to train managers" names no "train managers");
 * - after "of", "per" or "in" comes no finite verb: "cost per lead" ends on a noun;
 * - two finite verbs do not follow each other: in "board packs got shorter", "packs" is a noun.
 */
function repairRoles(words: TaggedWord[]): TaggedWord[] {
  return words.map((word, i) => {
    const before = words[i - 1];
    const after = words[i + 1];
    if (before?.tag === 'PART' && before.lower === 'to' && word.role !== 'connector') return { ...word, role: 'other' };
    if (word.tag !== 'VERB' || word.role !== 'other' || !/^\p{L}+$/u.test(word.text)) return word;
    if (before?.role === 'connector' && before.tag === 'ADP' && !/ing$/.test(word.lower)) return { ...word, role: 'noun' };
    if (before?.role === 'noun' && /[^s]s$/.test(word.lower) && (after?.tag === 'VERB' || after?.tag === 'AUX'))
      return { ...word, role: 'noun' };
    return word;
  });
}

/**
 * Whether a label a member typed (a skill, a hashtag, an inference) names something rather than
 * saying something: one sentence whose words are nouns, modifiers and connectors, or a verb form
 * in a list's title case ("Cold Calling", "Public Speaking"), never a pronoun, auxiliary,
 * negation or determiner, and neither edge a connector.
 */
export function isNamingLabel(label: string): boolean {
  const sentences = tagWords(label);
  if (sentences.length !== 1) return false;
  const words = sentences[0] as TaggedWord[];
  if (words.length === 0 || words[0]!.role === 'connector' || words.at(-1)!.role === 'connector') return false;
  // "A/B" is a name, though "A" alone would be a determiner.
  return !words.some((w) => CLAUSE_TAGS.has(w.tag) && !/[-/&]/.test(w.text));
}

const CLAUSE_TAGS = new Set(['PRON', 'AUX', 'PART', 'DET', 'SCONJ']);

/** A naming label that ends on a noun or an -ing form ("Talent acquisition", "Cold Calling"; not "Making data useful"). */
export function isNounPhraseLabel(label: string): boolean {
  const last = tagWords(label)[0]?.at(-1);
  return isNamingLabel(label) && last !== undefined && (last.role === 'noun' || /ing$/.test(last.lower));
}
