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

/** Emoji at the member's rate, from their favourites, where they put them (line ends, line starts, mid-line). */
function decorateWithEmoji(lines: Line[], plan: VoicePlan, random: Random) {
  const words = lines.reduce((sum, line) => sum + tokenizeWords(line.sentences.join(' ')).length, 0);
  let count = Math.floor((plan.emojiPer100Words * words) / 100 + random.next());
  if (count <= 0) return;
  const emojis = Object.keys(plan.emojiWeights);
  const pickEmoji = () => random.pickWeighted(emojis, (e) => plan.emojiWeights[e] ?? 0);
  const candidates = random.shuffle(lines.filter((line) => line.kind === 'text'));
  for (const line of candidates) {
    if (count <= 0) break;
    const last = line.sentences.length - 1;
    if (plan.emojiPlacement === 'line-start') line.sentences[0] = `${pickEmoji()} ${line.sentences[0]}`;
    else if (plan.emojiPlacement === 'inline' && last > 0) line.sentences[0] = `${line.sentences[0]} ${pickEmoji()}`;
    else line.sentences[last] = `${line.sentences[last]} ${pickEmoji()}`;
    count--;
  }
}
