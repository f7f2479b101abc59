import { tokenizeWords } from '../text/tokenize-words';
import type { VoicePlan } from './plan-voice';
import type { Random } from './seeded-random';
import type { Piece } from './shape-sentences';

interface Line {
  sentences: string[];
  kind: 'text' | 'intro' | 'item';
}

/**
 * Puts sentences on lines the way the member does: one per line with air between (the coach's
 * rhythm), or dense paragraphs (the analyst's). List items always sit on their own lines.
 */
export function layOutPost(pieces: readonly Piece[], plan: VoicePlan, random: Random): string {
  const lines: Line[] = [];
  let perLine = sentencesForNextLine(plan, random);
  for (const piece of pieces) {
    const current = lines.at(-1);
    if (piece.role === 'item') {
      lines.push({ sentences: [piece.text], kind: 'item' });
      continue;
    }
    const startsNew =
      !current ||
      current.kind !== 'text' ||
      piece.role === 'close' ||
      piece.role === 'intro' ||
      /:$/.test(piece.text) ||
      current.sentences.length >= perLine ||
      /:$/.test(current.sentences.at(-1) ?? '');
    if (startsNew) {
      lines.push({ sentences: [piece.text], kind: /:$/.test(piece.text) ? 'intro' : 'text' });
      perLine = sentencesForNextLine(plan, random);
    } else {
      current.sentences.push(piece.text);
    }
  }
  decorateWithEmoji(lines, plan, random);
  return lines
    .map((line, i) => {
      const text = line.sentences.join(' ');
      if (i === 0) return text;
      const previous = lines[i - 1] as Line;
      // A list hangs off its introduction and its items stay together.
      const tight = line.kind === 'item' && (previous.kind === 'intro' || previous.kind === 'item');
      return `${tight || !random.chance(plan.blankLineChance) ? '\n' : '\n\n'}${text}`;
    })
    .join('');
}

function sentencesForNextLine(plan: VoicePlan, random: Random): number {
  const whole = Math.floor(plan.sentencesPerLine);
  return Math.max(1, whole + (random.chance(plan.sentencesPerLine - whole) ? 1 : 0));
}

/**
 * Emoji that approve or cheer: after a question ("How is your team handling it? ✅") or beside a gap the
 * member has yet to fill ("The hard part was [your hardest moment]. ✅") blind reviews read them as
 * misplaced.
 */
const APPROVING = /^(?:✅|✔️|🎉|🚀|🙌|🥳|🔥|💪|🏆|👏|😊|😄|❤️|💯|⭐|🌟)$/u;
/** Emoji that point at what follows or below: only the last line has something below it (the comments). */
const POINTING = /^(?:👇|👉|⬇️)$/u;

/** Whether an emoji says the right thing placed before or after this sentence of the line. */
function fits(emoji: string, line: Line, sentence: string, isLast: boolean, at: 'start' | 'end'): boolean {
  if (POINTING.test(emoji)) return isLast && at === 'end';
  if (APPROVING.test(emoji)) return !/\?$/.test(sentence) && !/\[your [^\]]+\]/.test(line.sentences.join(' '));
  return true;
}

/** Emoji at the member's rate, from their favourites, where they put them (line ends, line starts, mid-line). */
function decorateWithEmoji(lines: Line[], plan: VoicePlan, random: Random) {
  const words = lines.reduce((sum, line) => sum + tokenizeWords(line.sentences.join(' ')).length, 0);
  let count = Math.floor((plan.emojiPer100Words * words) / 100 + random.next());
  if (count <= 0) return;
  const emojis = Object.keys(plan.emojiWeights);
  const lastText = lines.filter((line) => line.kind === 'text').at(-1);
  const candidates = random.shuffle(lines.filter((line) => line.kind === 'text'));
  for (const line of candidates) {
    if (count <= 0) break;
    const at = plan.emojiPlacement === 'line-start' ? 'start' : 'end';
    const index =
      at === 'start' || (plan.emojiPlacement === 'inline' && line.sentences.length > 1) ? 0 : line.sentences.length - 1;
    const sentence = line.sentences[index] as string;
    // A line no favourite fits goes bare: the member's own emoji, never one that says the wrong thing.
    const fitting = emojis.filter((e) => fits(e, line, sentence, line === lastText, at));
    if (fitting.length === 0) continue;
    const emoji = random.pickWeighted(fitting, (e) => plan.emojiWeights[e] ?? 0);
    line.sentences[index] = at === 'start' ? `${emoji} ${sentence}` : `${sentence} ${emoji}`;
    count--;
  }
}
