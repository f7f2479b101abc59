import { tokenizeWords } from '../text/tokenize-words';
import { isStopWord } from '../text/stop-words';
import { contract, expandContractions } from './adjust-contractions';
import { formalize, rewordAround } from './adjust-register';
import type { VoicePlan } from './plan-voice';
import type { Random } from './seeded-random';

export type PieceRole = 'hook' | 'body' | 'fact' | 'intro' | 'item' | 'point' | 'close' | 'beat';

/** One sentence (or list item) of a draft, with the part of the structure it belongs to. */
export interface Piece {
  text: string;
  role: PieceRole;
  /** The structure step it came from: optional steps are dropped as a whole to fit the length. */
  step: number;
  optional: boolean;
  /** The phrasebook move it came from, when one did. */
  move?: string;
}

// Rhythm loops ask for the same sentences' lengths again and again.
const wordCounts = new Map<string, number>();
function wordsIn(text: string): number {
  let count = wordCounts.get(text);
  if (count === undefined) {
    count = tokenizeWords(text).length;
    if (wordCounts.size > 5000) wordCounts.clear();
    wordCounts.set(text, count);
  }
  return count;
}
/** A sentence that starts with its subject and no conjunction: a lead-in ("In practice,") can go before it. */
export function takesLeadIn(sentence: string): boolean {
  return CLAUSE_START.test(sentence) && !OPENS_WITH_CONJUNCTION.test(sentence);
}
// Claims can be qualified; a scene in a story ("Deadlines slipped") cannot.
const QUALIFIABLE = new Set([
  'insight.why',
  'insight.implication',
  'insight.watch',
  'insight.act',
  'opinion.argument',
  'opinion.restate',
  'controversial.argument',
  'problem.cost',
  'solution.result',
  'case.result',
  'case.challenge',
]);
/** "But the real work …" joins what came before: "In practice, but the real work …" is broken. */
const OPENS_WITH_CONJUNCTION = /^(but|and|so|yet|or)\b/i;
/** A sentence that starts with its subject ("But" allowed: it can still be joined to the one before). */
export const CLAUSE_START =
  /^(but )?(I|we|you|they|it|it's|the|this|that|these|those|there|nobody|everyone|most|some|he|she|our|my|their|its|teams|people)\b/i;
// Hooks, closings and the points of a list stand alone.
const isFlowing = (p: Piece) => p.role === 'body' || p.role === 'beat';
const isQuestion = (p: Piece) => /\?["”]?$/.test(p.text);

export { wordsIn };

export function meanSentenceWords(pieces: readonly Piece[]): number {
  const sentences = pieces.filter((p) => p.role !== 'item' && p.role !== 'intro');
  return sentences.reduce((s, p) => s + wordsIn(p.text), 0) / Math.max(sentences.length, 1);
}

/** Terse writers: "A, and B." becomes "A. B."; "A, but B." becomes "A. But B."; "A; B." becomes "A. B.". */
export function splitLongSentences(pieces: Piece[], plan: VoicePlan): Piece[] {
  if (meanSentenceWords(pieces) <= plan.sentenceWords * 1.15) return pieces;
  return pieces.flatMap((p) => {
    if (!isFlowing(p) || isQuestion(p)) return [p];
    const parts = p.text.split(/(?:, and |; | — |, (?=but ))(?=\p{L})/u);
    // Only clauses stand alone: "…, and nobody had a plan" splits; "…, and sooner than you think" does not.
    if (parts.length < 2 || parts.some((part) => wordsIn(part) < 4) || !parts.slice(1).every((part) => CLAUSE_START.test(part)))
      return [p];
    return parts.map((part, i) => {
      const capitalized = part.charAt(0).toUpperCase() + part.slice(1);
      return { ...p, text: i < parts.length - 1 ? `${capitalized}.` : capitalized };
    });
  });
}

/**
 * Long-sentence writers: a template's own sentence pair ("Hype fades. Habits stay.") or two facts of
 * the same story are joined the way the member joins clauses. Unrelated sentences are never glued,
 * and never with a "so" or "therefore" the facts do not support.
 */
export function mergeShortSentences(pieces: Piece[], plan: VoicePlan, random: Random): Piece[] {
  const result = [...pieces];
  for (let i = 0; i < result.length - 1 && meanSentenceWords(result) < plan.sentenceWords * 0.9; i++) {
    const [a, b] = [result[i] as Piece, result[i + 1] as Piece];
    const pair =
      (a.role === 'body' && b.role === 'body' && a.step === b.step) ||
      (a.role === 'fact' && b.role === 'fact' && startsPlainly(b.text));
    if (!pair || isQuestion(a) || isQuestion(b) || /[:!]$/.test(a.text) || /[,;] (and|but) /.test(a.text)) continue;
    if (wordsIn(a.text) + wordsIn(b.text) > plan.sentenceWords * 1.8) continue;
    result.splice(i, 2, { ...a, text: join(a.text, b.text, a.role === 'fact', plan, random) });
  }
  return result;
}

// A fact that starts with a common word can lose its capital; "GitHub expands …" cannot.
const startsPlainly = (text: string) =>
  /^(The|This|It|That|These|Those|A|An|Several|Some|Many|Most|Teams|Companies) \p{Ll}/u.test(text);

function join(first: string, second: string, facts: boolean, plan: VoicePlan, random: Random): string {
  const styles: Array<[string, number]> = [
    ['; ', plan.affinity.colon],
    [' — ', plan.affinity.dash * 0.5],
    [', and ', facts ? 2 : 0],
  ];
  const [glue] = random.pickWeighted(styles, ([, w]) => w);
  return `${first.replace(/[.]$/, '')}${glue}${lowerFirst(second)}`;
}

/** "The team …" → "the team …" mid-sentence; "I", "AI" and "GitHub" keep their capitals. */
export function lowerFirst(text: string): string {
  return /^(I\b|I'|\p{Lu}{2,}|\p{Lu}\p{Ll}*\p{Lu})/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Long-sentence writers qualify their points: "In practice, …", "…, in our assessment." One
 * qualifier per sentence, shortest sentences first, until the draft's rhythm reaches theirs.
 */
export function qualifySentences(
  pieces: Piece[],
  plan: VoicePlan,
  random: Random,
  qualifiers: { lead: string[]; trail: string[] },
): Piece[] {
  if (plan.sentenceWords < 13) return pieces;
  const result = [...pieces];
  const lead = random.shuffle(qualifiers.lead);
  const trail = random.shuffle(qualifiers.trail);
  const done = new Set<number>();
  // A few qualified claims read as care; one on every sentence reads as evasion.
  for (let qualified = 0; qualified < 4 && meanSentenceWords(result) < plan.sentenceWords * 0.9; qualified++) {
    const candidates = result
      .map((p, i) => ({ p, i }))
      .filter(
        ({ p, i }) =>
          !done.has(i) && p.role === 'body' && QUALIFIABLE.has(p.move ?? '') && /[^.]\.$/.test(p.text) && !/[:;]/.test(p.text),
      )
      .sort((a, b) => wordsIn(a.p.text) - wordsIn(b.p.text));
    const shortest = candidates[0];
    if (!shortest || (lead.length === 0 && trail.length === 0)) break;
    done.add(shortest.i);
    const { p } = shortest;
    const canLead = takesLeadIn(p.text) && !/^(I|I'\w+)\b/.test(p.text) && lead.length > 0;
    const text =
      canLead && (trail.length === 0 || random.chance(0.5))
        ? `${lead.pop() as string} ${lowerFirst(p.text)}`
        : trail.length > 0 && !/[,)]/.test(p.text) && !repeatsWords(trail.at(-1) as string, p.text)
          ? `${p.text.replace(/\.$/, '')}${trail.pop() as string}.`
          : p.text;
    result[shortest.i] = { ...p, text };
  }
  return result;
}

/** "Engineering teams will feel this first, particularly for engineering teams": a hedge naming what the sentence names. */
function repeatsWords(trail: string, sentence: string): boolean {
  const said = new Set(tokenizeWords(sentence));
  return tokenizeWords(trail).some((w) => w.length > 3 && !isStopWord(w) && said.has(w));
}

/** Turns the member's share of sentences into exclamations, choosing short, plain statements. */
export function addExclamations(pieces: Piece[], plan: VoicePlan, random: Random): Piece[] {
  const sentences = pieces.filter((p) => p.role !== 'item' && p.role !== 'intro').length;
  // Rounded, not drawn: a member who almost never exclaims should not get one in every seventh draft.
  const wanted = Math.round(plan.exclamationShare * sentences + (random.next() - 0.5) * 0.5);
  if (wanted <= 0) return pieces;
  const candidates = pieces
    .map((p, i) => ({ p, i }))
    // Short, positive statements take an exclamation; "It wasn't clever!" reads as sarcasm.
    .filter(
      ({ p }) =>
        (p.role === 'body' || p.role === 'beat' || p.role === 'close') && /[^.]\.$/.test(p.text) && wordsIn(p.text) <= 10,
    )
    // A gap the member fills ("[your turning point]") is not the writer's to exclaim about.
    .filter(({ p }) => !/\b(not|no|never|nobody|nothing)\b|n't\b/i.test(p.text) && !/[:[]/.test(p.text));
  const chosen = new Set(
    random
      .shuffle(candidates)
      .slice(0, wanted)
      .map(({ i }) => i),
  );
  return pieces.map((p, i) => (chosen.has(i) ? { ...p, text: p.text.replace(/\.$/, '!') } : p));
}

/** Formal members get the longer words, except in the topic's own words ("big data" stays "big data"). */
export function applyRegister(pieces: Piece[], plan: VoicePlan, protectedWords: ReadonlySet<string> = new Set()): Piece[] {
  if (plan.register !== 'formal') return pieces;
  return pieces.map((p) => (p.role === 'fact' ? p : { ...p, text: formalize(p.text, protectedWords) }));
}

export function applyContractions(pieces: Piece[], plan: VoicePlan): Piece[] {
  if (plan.contractions === 'keep') return pieces;
  const change = plan.contractions === 'expand' ? expandContractions : contract;
  // Quoted headlines are someone else's words, and a gap is the member's: only the text around them changes.
  return pieces.map((p) => ({ ...p, text: rewordAround(p.text, change) }));
}
