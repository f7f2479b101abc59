import { PLACEHOLDER_PATTERN } from '@cadence/contract/content/placeholders';
import type { LineEnding, WritingHabits } from './learn-writing-habits';
import type { Random } from './seeded-random';
import { lowerFirst, type Piece, type PieceRole } from './shape-sentences';

// Pieces a lead-in ("And", "Honestly,") can open: the hook and list lines keep their own shape.
const OPENABLE = new Set<PieceRole>(['body', 'beat', 'close', 'fact']);
const LABELLED = /^[^:]{2,40}:\s/u;
const STARTS_WITH_OPENER = /^(and|but|so|or|yet|then|now|still|also|plus)\b|^[\p{L}'’ ]{2,30},/iu;

/**
 * Starts sentences the way the member does, as often as they do: a conversational writer's "And"
 * and "So", another's "Honestly,". Only lead-ins counted in their own posts are used.
 */
export function addOpeners(pieces: Piece[], habits: WritingHabits | undefined, random: Random): Piece[] {
  const openers = habits?.openers ?? [];
  if (openers.length === 0) return pieces;
  const eligible = pieces
    .map((p, i) => ({ p, i }))
    .filter(
      ({ p, i }) =>
        i > 0 &&
        OPENABLE.has(p.role) &&
        /^[\p{L}]/u.test(p.text) &&
        !STARTS_WITH_OPENER.test(p.text) &&
        // A labelled line ("Where I was then: …", "What to do now: …") starts with its label.
        !LABELLED.test(p.text) &&
        // "And how is your team handling it?" reads as an afterthought; a question keeps its own start.
        !/[:?]$/.test(p.text),
    );
  const share = openers.reduce((sum, o) => sum + o.share, 0);
  const wanted = Math.round(share * eligible.length + random.next() - 0.5);
  if (wanted <= 0) return pieces;
  const result = [...pieces];
  let previous = '';
  for (const { p, i } of random.shuffle(eligible).slice(0, wanted)) {
    const choices = openers.filter((o) => o.text !== previous);
    if (choices.length === 0) break;
    const opener = random.pickWeighted(choices, (o) => o.share);
    previous = opener.text;
    result[i] = { ...p, text: `${opener.text} ${lowerFirst(p.text)}` };
  }
  return result;
}

/** One of the member's catchphrases ("Show up."), in about the share of drafts their posts hold one. */
export function addStockLine(pieces: Piece[], habits: WritingHabits | undefined, random: Random): Piece[] {
  const stock = habits?.stockLines;
  if (!stock || stock.lines.length === 0 || !random.chance(stock.postShare)) return pieces;
  const written = new Set(pieces.map((p) => comparable(p.text)));
  const options = stock.lines.filter((line) => !written.has(comparable(line)));
  if (options.length === 0) return pieces;
  const close = pieces.findIndex((p) => p.role === 'close');
  const end = close === -1 ? pieces.length : close;
  // After a finished thought, never inside a list or between a lead-in and what it introduces.
  const spots = pieces
    .map((_, i) => i)
    .filter((i) => i > 0 && i <= end && !LISTED.has(pieces[i - 1]?.role ?? 'item') && !LISTED.has(pieces[i]?.role ?? 'close'));
  if (spots.length === 0) return pieces;
  const at = random.pick(spots);
  const anchor = pieces[at - 1] as Piece;
  return [
    ...pieces.slice(0, at),
    { text: random.pick(options), role: 'beat', step: anchor.step, optional: false },
    ...pieces.slice(at),
  ];
}

const LISTED = new Set<PieceRole>(['item', 'intro', 'point']);
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\s']/gu, '')
    .trim();

/**
 * Some of the draft's own commentary is said the member's way: a frame they fill with a new subject
 * post after post ("Skip the excuses, not {}.") takes this topic's subject, in about the share of
 * their sentences they write in frames. Facts, the hook, lists and the close keep their words.
 */
export function useFrames(pieces: Piece[], habits: WritingHabits | undefined, subject: string, random: Random): Piece[] {
  const frames = habits?.frames;
  if (!frames || frames.frames.length === 0) return pieces;
  // A frame takes a whole line's place: replacing the first of a template's two sentences left the
  // second an orphan ("It's what it changes about everyday work.").
  const wholeLine = (p: Piece, i: number) =>
    p.move === undefined || !pieces.some((q, j) => j !== i && q.step === p.step && q.move === p.move);
  const eligible = pieces
    .map((p, i) => ({ p, i }))
    .filter(
      ({ p, i }) =>
        i > 0 && (p.role === 'body' || p.role === 'beat') && !PLACEHOLDER.test(p.text) && !/:$/.test(p.text) && wholeLine(p, i),
    );
  const wanted = Math.min(MAX_FRAMES, Math.round(frames.sentenceShare * pieces.length + random.next() - 0.5), eligible.length);
  if (wanted <= 0) return pieces;
  const result = [...pieces];
  // "More on {} next week." is a sign-off about the member's calendar, not a point: mid-draft it reads as filler.
  const available = random.shuffle(frames.frames.filter((f) => !/\b(next|last) (week|month)|tomorrow|yesterday\b/i.test(f)));
  for (const { p, i } of random.shuffle(eligible).slice(0, wanted)) {
    const frame = available.pop();
    if (!frame) break;
    const filled = frame.replace('{}', subject);
    result[i] = { ...p, text: filled.charAt(0).toUpperCase() + filled.slice(1), role: 'body', move: 'frame' };
  }
  return result;
}

const MAX_FRAMES = 3;
const PLACEHOLDER = new RegExp(PLACEHOLDER_PATTERN.source, 'i');

/** "Why it matters: …" becomes "why it matters → …" for a member who joins clauses with arrows. */
export function addArrows(pieces: Piece[], habits: WritingHabits | undefined, random: Random): Piece[] {
  const arrow = habits?.arrow;
  if (!arrow) return pieces;
  const sentences = pieces.filter((p) => p.role !== 'item').length;
  let wanted = Math.round(arrow.perSentence * sentences + random.next() - 0.5);
  const joint = /: (?=\S)|, so (?=\p{L})| — /u;
  return pieces.map((p) => {
    if (wanted <= 0 || p.role === 'item' || PLACEHOLDER.test(p.text)) return p;
    if (joint.test(p.text)) {
      wanted--;
      return { ...p, text: p.text.replace(joint, ` ${arrow.glyph} `) };
    }
    if (p.role === 'intro' && /:$/.test(p.text)) {
      wanted--;
      return { ...p, text: p.text.replace(/:$/, ` ${arrow.glyph}`) };
    }
    return p;
  });
}

/**
 * The finished text typed the way the member types: their casing (a lower-case writer's "i" and
 * sentence starts), apostrophes, quotes, dashes and ellipses, and how their lines end. Quoted
 * headlines and the member's placeholders are left as they are.
 */
export function typeLikeMember(content: string, habits: WritingHabits | undefined, random: Random): string {
  if (!habits) return content;
  const lines = content.split('\n').map((line) => (line.trim() === '' ? line : endLine(line, habits, random)));
  return lines
    .join('\n')
    .split(/(\[your [^\]\n]{1,60}\]|“[^”\n]*”)/i)
    .map((part, i) => (i % 2 === 1 ? retypeQuote(part, habits) : retype(part, habits)))
    .join('');
}

function retype(text: string, habits: WritingHabits): string {
  let result = text;
  if (habits.lowercaseI >= 0.5) result = result.replace(/\bI(?=\b|['’])/g, 'i');
  if (habits.lowercaseStarts >= 0.6)
    result = result.replace(
      /(^|[.!?…]\s+|\n\s*(?:[^\p{L}\s]{1,3}\s+)?)(\p{Lu}[\p{L}'’]*)/gu,
      (whole, before: string, word: string) => `${before}${lowerFirst(word)}`,
    );
  if (habits.apostrophe === '’') result = result.replace(/(\p{L})'(\p{L})/gu, '$1’$2');
  if (habits.apostrophe === "'") result = result.replace(/(\p{L})’(\p{L})/gu, "$1'$2");
  if (habits.ellipsis === '…') result = result.replace(/\.\.\./g, '…');
  if (habits.ellipsis === '...') result = result.replace(/…/g, '...');
  if (habits.dash !== null && habits.dash !== ' — ') result = result.replace(/ — /g, habits.dash);
  return result;
}

/** A quoted headline keeps its words; only the quote marks follow the member's keyboard. */
function retypeQuote(text: string, habits: WritingHabits): string {
  return habits.quotes === '"' && text.startsWith('“') ? `"${text.slice(1, -1)}"` : text;
}

/** A statement line ends the member's way: a full stop, an ellipsis, or nothing at all. */
function endLine(line: string, habits: WritingHabits, random: Random): string {
  const endings = habits.lineEndings;
  if (endings['.'] >= 0.8 || !/[^.]\.$/.test(line) || /\]\.$/.test(line)) return line;
  const choices: LineEnding[] = ['.', '…', ''];
  const ending = random.pickWeighted(choices, (e) => endings[e]);
  if (ending === '.') return line;
  return `${line.slice(0, -1)}${ending === '…' ? (habits.ellipsis ?? '…') : ''}`;
}
