import { PLACEHOLDER_PATTERN } from '@cadence/contract/content/placeholders';
import { tokenizeWords } from '../text/tokenize-words';
import { matchCase } from './adjust-contractions';
import { templateWords } from './fill-template';
import { CONNECTIVE_CLASSES, type WordChoice } from './learn-word-choice';
import { PHRASEBOOK } from './phrasebook';
import type { Person } from './plan-voice';
import type { Random } from './seeded-random';
import { lowerFirst, takesLeadIn, wordsIn, type Piece } from './shape-sentences';

const PLACEHOLDER = new RegExp(PLACEHOLDER_PATTERN.source, 'i');
const STARTS_WITH_LEAD_IN = /^(and|but|so|or|yet|then|now|still|also|plus)\b|^[\p{L}'’ ]{2,30},/iu;
const MAX_WRAPPED = 2;
const MIN_CLAUSE_WORDS = 5;
const MAX_TAILED_WORDS = 22;

/**
 * The draft's own points put the member's way: a lead they open clauses with ("One could argue
 * that …") or a tail they end them with ("…; I am not yet convinced either way"), each in about the
 * share of their sentences that carry one. Only the composer's commentary is wrapped, never the
 * topic's facts, a question, a list line or a placeholder the member fills.
 */
export function wrapClauses(pieces: Piece[], choice: WordChoice | undefined, random: Random): Piece[] {
  if (!choice) return pieces;
  const { leads, sentenceShare: leadShare } = choice.clauseLeads;
  const { tails, sentenceShare: tailShare } = choice.clauseTails;
  if (leads.length === 0 && tails.length === 0) return pieces;
  const result = [...pieces];
  const sentences = pieces.filter((p) => p.role !== 'item' && p.role !== 'intro').length;
  const eligible = () =>
    result
      .map((p, i) => ({ p, i }))
      .filter(({ p, i }) => i > 0 && isClaim(p) && isPlainClause(p.text) && !carriesOwnWords(p.text, choice));
  const wanted = (share: number) => Math.min(MAX_WRAPPED, Math.max(0, Math.round(share * sentences + random.next() - 0.5)));

  const leadOptions = random.shuffle(leads);
  for (let n = wanted(leadShare); n > 0 && leadOptions.length > 0; n--) {
    const spot = random.shuffle(eligible().filter(({ p }) => takesLeadIn(p.text)))[0];
    if (!spot) break;
    result[spot.i] = { ...spot.p, text: `${leadOptions.pop() as string} ${lowerFirst(spot.p.text)}` };
  }
  const tailOptions = random.shuffle(tails);
  for (let n = wanted(tailShare); n > 0 && tailOptions.length > 0; n--) {
    const spot = random.shuffle(eligible().filter(({ p }) => wordsIn(p.text) <= MAX_TAILED_WORDS && !/[,;—–]/.test(p.text)))[0];
    if (!spot) break;
    result[spot.i] = { ...spot.p, text: `${spot.p.text.slice(0, -1)}${tailOptions.pop() as string}.` };
  }
  return result;
}

/**
 * The composer's own sentences hedge, intensify and join clauses with the member's words: "whilst"
 * for a member who writes it, "perhaps" for one who never writes "maybe". The topic's facts, quotes
 * and the member's placeholders keep their words.
 */
export function useOwnConnectives(pieces: Piece[], choice: WordChoice | undefined): Piece[] {
  const preferred = choice?.connectives;
  if (!preferred || Object.keys(preferred).length === 0) return pieces;
  const swaps = CONNECTIVE_CLASSES.flatMap((variants) =>
    Object.entries(variants).flatMap(([word, pattern]) => {
      const own = Object.hasOwn(preferred, word) ? preferred[word] : undefined;
      return own ? [{ pattern, own }] : [];
    }),
  );
  const swap = (text: string) =>
    swaps.reduce((result, { pattern, own }) => result.replace(pattern, (found) => matchCase(found, own)), text);
  return pieces.map((p) =>
    p.role === 'fact'
      ? p
      : {
          ...p,
          text: p.text
            .split(/(“[^”]*”|\[your [^\]]*\])/i)
            .map((part, i) => (i % 2 === 1 ? part : swap(part)))
            .join(''),
        },
  );
}

// Only a line that argues takes a lead or a tail that weighs it: "In our assessment, you are allowed to
// learn in public" (a pep talk) and "In our assessment, this is the messy version" were in the eval's drafts.
const UNWEIGHED_MOVES = /^(aside|frame|motivation|bts|story|case|hook)/;

/**
 * A point the composer makes: an aside ("We keep coming back to this.") or one of the member's own
 * frames is already said their way, and "It seems likely that we keep coming back to this" is nonsense.
 */
function isClaim(p: Piece): boolean {
  return p.role === 'body' && !UNWEIGHED_MOVES.test(p.move ?? '') && !/^(I|I'\w+|we|we'\w+|my|our)\b/i.test(p.text);
}

function isPlainClause(text: string): boolean {
  return (
    /[^.]\.$/.test(text) &&
    !/[:;?()]/.test(text) &&
    !PLACEHOLDER.test(text) &&
    !STARTS_WITH_LEAD_IN.test(text) &&
    wordsIn(text) >= MIN_CLAUSE_WORDS
  );
}

function carriesOwnWords(text: string, choice: WordChoice): boolean {
  const lower = text.toLowerCase();
  return (
    choice.clauseLeads.leads.some((l) => lower.startsWith(l.toLowerCase())) ||
    choice.clauseTails.tails.some((t) => lower.includes(t.toLowerCase()))
  );
}

/** Smoothing: a word neither side has written weighs nothing either way. */
const SMOOTHING = 0.001;
const MAX_TERM = 2;
let phrasebookShares: Map<string, number> | undefined;

/**
 * The composer's own measure of how far a draft's words are the member's rather than the
 * phrasebook's: the mean, over its words, of the log ratio of the member's rate of that word to the
 * phrasebook's (each term capped). Every word counts, not a list; topic words neither side uses
 * count zero. Above 0, the draft leans towards the member's words.
 */
export function scoreWordChoice(text: string, choice: WordChoice | undefined): number {
  if (!choice) return 0;
  const reference = phrasebookWordShares();
  const words = tokenizeWords(text);
  if (words.length === 0) return 0;
  let sum = 0;
  for (const w of words) {
    // hasOwn: a word such as "constructor" is not the object's own property.
    const member = Object.hasOwn(choice.wordShares, w) ? (choice.wordShares[w] as number) : 0;
    const ratio = Math.log((member + SMOOTHING) / ((reference.get(w) ?? 0) + SMOOTHING));
    sum += Math.max(-MAX_TERM, Math.min(MAX_TERM, ratio));
  }
  return sum / words.length;
}

const TEMPLATE_LEAN = 2;

/**
 * How much a phrasebook sentence, told in the draft's person, is made of the member's words rather
 * than the phrasebook's usual ones: above 1 for "we" sentences for a founder who writes "we", below 1
 * for "your" sentences for one who never writes "your". Steers which sentence the composer picks.
 */
export function leanTowardsOwnWords(choice: WordChoice | undefined, person: Person): (template: string) => number {
  if (!choice) return () => 1;
  const known = new Map<string, number>();
  return (template) => {
    let weight = known.get(template);
    if (weight === undefined) {
      weight = Math.exp(Math.max(-2, Math.min(2, TEMPLATE_LEAN * scoreWordChoice(templateWords(template, person), choice))));
      known.set(template, weight);
    }
    return weight;
  };
}

function phrasebookWordShares(): Map<string, number> {
  if (phrasebookShares) return phrasebookShares;
  const counts = new Map<string, number>();
  let total = 0;
  for (const template of Object.values(PHRASEBOOK).flat() as string[]) {
    // Slots are the topic's words; each <<i|we|none>> variant is counted, as any of them may be written.
    const text = template.replace(/\{[^}]*\}|\(\([^)]*\)\)|<<|>>|\|/g, ' ');
    for (const w of tokenizeWords(text)) {
      counts.set(w, (counts.get(w) ?? 0) + 1);
      total++;
    }
  }
  phrasebookShares = new Map([...counts].map(([w, n]) => [w, n / Math.max(total, 1)]));
  return phrasebookShares;
}
