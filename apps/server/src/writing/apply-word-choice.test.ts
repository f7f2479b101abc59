import { describe, expect, it } from 'vitest';
import { leanTowardsOwnWords, scoreWordChoice, useOwnConnectives, wrapClauses } from './apply-word-choice';
import type { WordChoice } from './learn-word-choice';
import { createRandom } from './seeded-random';
import type { Piece } from './shape-sentences';

const choice: WordChoice = {
  wordShares: { we: 0.06, our: 0.03, the: 0.05, ship: 0.01, users: 0.01 },
  clauseLeads: { leads: ['One could argue that'], sentenceShare: 0.5 },
  clauseTails: { tails: ['; I am not yet convinced either way'], sentenceShare: 0.5 },
};
const piece = (text: string, role: Piece['role'] = 'body'): Piece => ({ text, role, step: 1, optional: false });

describe("writing with a member's word choice", () => {
  it("wraps the composer's own points in the member's leads and tails", () => {
    const pieces = [
      piece('Hook line here.', 'hook'),
      piece('The teams that adapt early will have an easier year.'),
      piece('Most of the value sits in the follow-through.'),
    ];
    const texts = [0, 1, 2, 3].flatMap((seed) => wrapClauses(pieces, choice, createRandom(seed)).map((p) => p.text));
    expect(texts.some((t) => /^One could argue that (the teams|most of the value) /.test(t))).toBe(true);
    expect(texts.some((t) => t.endsWith('; I am not yet convinced either way.'))).toBe(true);
  });

  it('leaves facts, questions, placeholders, asides, first-person lines, pep talk, the scene and the hook alone', () => {
    const pieces = [
      piece('The teams that adapt early will have an easier year.', 'hook'),
      piece('Clinics in two countries are trialling note-taking assistants.', 'fact'),
      piece('Why does this keep happening to most teams?'),
      piece('The hard part was [your hardest moment].'),
      { ...piece('Most of us keep coming back to this part.'), move: 'aside.personal' },
      piece('We think this part gets too little attention.'),
      { ...piece('You are allowed to learn in public, and most people will respect you for it.'), move: 'motivation.truth' },
      { ...piece('This is the messy version of the work that nobody sees.'), move: 'bts.setup' },
    ];
    for (const seed of [0, 1, 2, 3, 4]) expect(wrapClauses(pieces, choice, createRandom(seed))).toEqual(pieces);
  });

  it("scores a text higher the more of its words are the member's rather than the phrasebook's", () => {
    expect(scoreWordChoice('We ship what our users ask for.', choice)).toBeGreaterThan(
      scoreWordChoice('Your team will feel this first, long before it shows up in any report.', choice),
    );
    expect(Number.isFinite(scoreWordChoice('constructor toString', choice))).toBe(true);
    expect(scoreWordChoice('anything', undefined)).toBe(0);
  });

  it("leans template choice towards sentences told in the member's person", () => {
    const lean = leanTowardsOwnWords(choice, 'we');
    expect(lean('<<I think|We think|Most think>> {subject} matters.')).toBeGreaterThan(
      lean('Your team will feel {subject} first.'),
    );
  });

  it("hedges and joins clauses with the member's connectives, never inside a fact, a quote or a placeholder", () => {
    const own: WordChoice = { ...choice, connectives: { while: 'whilst', maybe: 'perhaps' } };
    const pieces = [
      piece('Maybe you are seeing it too, while others wait a while.'),
      piece('Teams grow while budgets shrink.', 'fact'),
      piece('The headline: “Hiring slows while pay rises”. Fill in [your moment while there].'),
    ];
    expect(useOwnConnectives(pieces, own).map((p) => p.text)).toEqual([
      'Perhaps you are seeing it too, whilst others wait a while.',
      'Teams grow while budgets shrink.',
      'The headline: “Hiring slows while pay rises”. Fill in [your moment while there].',
    ]);
  });
});
