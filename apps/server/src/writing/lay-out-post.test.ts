import { describe, expect, it } from 'vitest';
import { NEUTRAL_VOICE } from './build-voice-profile';
import { layOutPost } from './lay-out-post';
import { planVoice } from './plan-voice';
import { createRandom } from './seeded-random';
import type { Piece } from './shape-sentences';

const piece = (text: string, role: Piece['role']): Piece => ({ text, role, step: 0, optional: false });
const PIECES = [
  piece('Instant payments are changing how treasury teams plan.', 'hook'),
  piece('The hard part was [your hardest moment].', 'body'),
  piece('What changed it was [your turning point].', 'body'),
  piece('Settlement speed matters more than the fee.', 'body'),
  piece('How is your team handling it?', 'close'),
];

describe('laying out a post', () => {
  it('puts the member’s emoji only where it says the right thing (blind reviews: ✅ on a question or a gap, 👇 at nothing)', () => {
    for (let seed = 0; seed < 40; seed++) {
      const base = planVoice(NEUTRAL_VOICE, createRandom(seed));
      const plan = {
        ...base,
        emojiPer100Words: 40,
        emojiWeights: { '✅': 1, '👇': 1, '💡': 1 },
        emojiPlacement: 'line-end' as const,
      };
      const lines = layOutPost(PIECES, plan, createRandom(seed)).split('\n').filter(Boolean);
      for (const line of lines) {
        expect(line, line).not.toMatch(/\? ✅|\] ?\.? ✅|\[your [^\]]+\][^\n]*✅/);
        if (line !== lines.at(-1)) expect(line, line).not.toContain('👇');
      }
      expect(lines.join('\n')).toMatch(/✅|👇|💡/);
    }
  });
});
