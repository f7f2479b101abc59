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
  /** The tagger's base form of the word's last token ("packs" → "pack", "rolling" → "roll"). */
  lemma: string;
  /**
   * The first word of a sentence, a line or a clause after a colon or semicolon: where an
   * instruction opens ("Pair X with Y", "Reminder: train managers") and a capital says nothing.
   */
  opens: boolean;
  /** Inside quotation marks: someone's words the member reports ("called it "X theatre""). */
  quoted: boolean;
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
/** Marks after which a clause opens; the model's sentences end only at full stops and the like. */
const CLAUSE_OPENERS = new Set([':', ';']);
const QUOTE_MARKS = new Set(['"', '“', '”', '«', '»']);
/**
 * Pronouns that are only ever a subject: a verb, auxiliary or adverb follows, never a noun of the
 * same phrase. The tagger calls "we" and "our" both PRON, so "we overthink security" reads as "we
 * [overthink security]" when it does not know "overthink".
 */
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'they', 'he', 'she']);

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
  // wink's typings give `its.lemma` an internal helper's parameters; it is read like `its.pos`.
  const lemmas = tokens.out(its.lemma as unknown as typeof its.pos) as string[];
  // Quotation marks pair up within a line; a stray one quotes no further than its line's end.
  const quotedAt: boolean[] = [];
  let inQuote = false;
  for (const value of values) {
    if (/\n/.test(value)) inQuote = false;
    quotedAt.push(inQuote);
    if (QUOTE_MARKS.has(value)) inQuote = value === '“' || value === '«' ? true : value === '"' ? !inQuote : false;
  }
  const sentences: TaggedWord[][] = [];
  // A post's line break ends its sentence too (a list's items, a heading): the model runs on across it.
  const pieces = (doc.sentences().out(its.span) as unknown as Array<[number, number]>).flatMap(([first, last]) => {
    const spans: Array<[number, number]> = [];
    let from = first;
    for (let i = first; i <= last; i++)
      if (/\n/.test(values[i] as string)) {
        if (i > from) spans.push([from, i - 1]);
        from = i + 1;
      }
    if (from <= last) spans.push([from, last]);
    return spans;
  });
  for (const [first, last] of pieces) {
    const words: TaggedWord[] = [];
    let opening = true;
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
      const hasLetter = /\p{L}/u.test(written);
      words.push({
        text: written,
        lower: written.toLowerCase(),
        role: roleOf(i, end, written),
        tag: pos[end] as string,
        lemma: (lemmas[end] as string).toLowerCase(),
        opens: opening && hasLetter,
        quoted: quotedAt[i] as boolean,
      });
      if (hasLetter) opening = false;
      if (CLAUSE_OPENERS.has(written)) opening = true;
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
 * Readings the small model gets wrong in posts, set right from the tags around each word (in
 * order, each seeing the words before it as already repaired):
 * - after a subject pronoun comes a verb: in "we overthink security", "overthink" names nothing;
 * - after the infinitive "to" comes a verb ("to train managers" names no "train managers"), though
 *   an -ing or -ed form there makes "to" a preposition ("moved to rolling forecasts");
 * - a preposition takes a noun phrase, never a finite verb: in "about embedded payments" and
 *   "with rolling forecasts" the participle modifies the noun, in "about stay interviews" and
 *   "cost per lead" the base form is a noun, in "on board packs," and "about onboarding." the -s
 *   and -ing forms with no object after them are nouns;
 * - two finite verbs do not follow each other: in "board packs got shorter", "packs" is a noun;
 * - an -ing form with no object after a verb is its object ("we rebuilt onboarding so …"), and
 *   one before an auxiliary is the subject ("the onboarding is …").
 */
function repairRoles(words: readonly TaggedWord[]): TaggedWord[] {
  const repaired: TaggedWord[] = [];
  for (const [i, word] of words.entries()) repaired.push(repairRole(word, repaired[i - 1], words[i + 1], repaired));
  return repaired;
}

function repairRole(
  word: TaggedWord,
  before: TaggedWord | undefined,
  after: TaggedWord | undefined,
  earlier: TaggedWord[],
): TaggedWord {
  const as = (role: WordRole): TaggedWord => (role === word.role ? word : { ...word, role });
  const plain = /^\p{L}+$/u.test(word.text);
  const form = plain ? inflectionOf(word) : null;
  if (plain && before?.tag === 'PRON' && SUBJECT_PRONOUNS.has(before.lower) && word.role !== 'connector') return as('other');
  const participle = form === 'ing' || form === 'ed';
  const infinitive = before?.tag === 'PART' && before.lower === 'to';
  if (infinitive && !participle && word.role !== 'connector') return as('other');
  if (word.tag !== 'VERB' || word.role !== 'other' || !plain) return word;
  const beforeNoun = after?.tag === 'NOUN' || after?.tag === 'PROPN' || after?.tag === 'ADJ';
  if (before?.tag === 'ADP' || infinitive) {
    if (participle && beforeNoun) return as('modifier');
    if (!participle) return as('noun');
    return form === 'ing' && takesNoObject(after) ? as('noun') : word;
  }
  // A later item of a preposition's list: "about rolling forecasts, embedded payments and …".
  if (participle && beforeNoun && (before?.text === ',' || before?.tag === 'CCONJ') && prepositionOf(earlier, true) >= 0)
    return as('modifier');
  if (form === 's' && before?.role === 'noun') {
    if (after?.tag === 'VERB' || after?.tag === 'AUX') return as('noun');
    // "work on board packs," but not "the quality of data matters": the preposition completes a verb or adjective.
    const at = prepositionOf(earlier, false);
    const head = earlier[at - 1];
    const completes = COMPLETED.has(head?.tag ?? '') || (head?.tag === 'PRON' && earlier[at - 2]?.tag === 'VERB');
    if (at >= 0 && completes && (!after || CLOSES_A_PHRASE.has(after.tag))) return as('noun');
  }
  if (form === 'ing' && before?.tag === 'VERB' && takesNoObject(after) && after?.role !== 'connector') return as('noun');
  if (form === 'ing' && after?.tag === 'AUX' && (!before || before.tag === 'DET' || before.tag === 'PUNCT')) return as('noun');
  return word;
}

/** Tags that cannot open a verb's object: what follows a noun phrase that ends a clause or a preposition's object. */
const NOT_AN_OBJECT = new Set(['PUNCT', 'SPACE', 'SYM', 'ADP', 'CCONJ']);
/** What may follow a preposition's object but not a verb ("about board packs." but "about failure fits in one post"). */
const CLOSES_A_PHRASE = new Set(['PUNCT', 'SPACE', 'SYM', 'CCONJ']);
/**
 * What a preposition completes when its phrase is no noun's ("talked about", "wrong about", "more
 * on", and a verb's object pronoun: "tells you about"; not "everyone in sales").
 */
const COMPLETED = new Set(['VERB', 'AUX', 'ADJ', 'ADV']);

/** Whether the next word leaves an -ing form with no object, so it is used as a noun ("rebuilt onboarding so …"). */
function takesNoObject(after: TaggedWord | undefined): boolean {
  return !after || NOT_AN_OBJECT.has(after.tag) || after.tag === 'ADV' || after.tag === 'SCONJ';
}

/**
 * The -ing, past (-ed) or plural/third-person -s form of a word, by the tagger's base form
 * ("packs" → "pack", "paid" → "pay"). A word the model does not know is its own base form; one
 * ending in -ing after four letters or more ("onboarding", "upskilling") is still an -ing form,
 * which no base verb is ("bring", "string").
 */
export function inflectionOf(word: TaggedWord): 'ing' | 'ed' | 's' | null {
  const inflected = word.lemma !== word.lower;
  if (/ing$/.test(word.lower)) return inflected || /\p{L}{4}ing$/u.test(word.lower) ? 'ing' : null;
  if (!inflected) return null;
  // Any other inflection of a verb is its past form, regular or not ("embedded", "paid", "built").
  return /[^s]s$/.test(word.lower) ? 's' : 'ed';
}

/**
 * Where the preposition stands whose object runs to the end of `words` ("about [board]", "on [our
 * board]", "about [rolling forecasts, embedded payments and board]"), or -1. A determiner or
 * pronoun may only follow the preposition; a comma is crossed in a list: always when asked, else
 * only once an "and" or "or" was crossed ("In Q4, pipeline grows" holds no list).
 */
function prepositionOf(words: readonly TaggedWord[], anyComma: boolean): number {
  let listed = false;
  for (let j = words.length - 1; j >= 0; j--) {
    const w = words[j]!;
    if (w.tag === 'ADP') return j;
    if (w.role === 'noun' || w.role === 'modifier') continue;
    if (w.tag === 'CCONJ') listed = true;
    else if (w.text !== ',' || !(anyComma || listed)) {
      if (!((w.tag === 'DET' || w.tag === 'PRON') && words[j - 1]?.tag === 'ADP')) return -1;
    }
  }
  return -1;
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
