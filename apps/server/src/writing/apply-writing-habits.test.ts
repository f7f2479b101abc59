import { describe, expect, it } from 'vitest';
import { POST_FORMATS } from '@cadence/contract/content/formats';
import { DEV_MEMBERS } from '../../../../bench/data/voice-dev-members/dev-members';
import { addOpeners, typeLikeMember, useFrames } from './apply-writing-habits';
import { buildVoiceProfile } from './build-voice-profile';
import { composeOffline } from './compose-offline';
import type { WritingHabits } from './learn-writing-habits';
import { splitSentences } from './measure-text';
import { createRandom } from './seeded-random';
import type { Piece } from './shape-sentences';

const habits = (overrides: Partial<WritingHabits>): WritingHabits => ({
  lowercaseStarts: 0,
  lowercaseI: 0,
  apostrophe: null,
  quotes: null,
  ellipsis: null,
  dash: null,
  lineEndings: { '.': 1, '…': 0, '!': 0, '': 0 },
  arrow: null,
  openers: [],
  stockLines: { lines: [], postShare: 0 },
  frames: { frames: [], sentenceShare: 0 },
  ...overrides,
});
const piece = (text: string, role: Piece['role'] = 'body'): Piece => ({ text, role, step: 1, optional: false });

describe('writing with a member’s habits', () => {
  it('types the way they type, leaving placeholders and quoted headlines alone', () => {
    const lower = habits({ lowercaseStarts: 1, lowercaseI: 1, apostrophe: '’', quotes: '"' });
    expect(
      typeLikeMember(
        "I think AI changes this. It's early.\nThe headline: “Big Data Is Back”.\n[your Moment] matters.",
        lower,
        createRandom(1),
      ),
    ).toBe('i think AI changes this. it’s early.\nthe headline: "Big Data Is Back".\n[your Moment] matters.');
  });

  it('starts sentences with their lead-ins but never a question', () => {
    const pieces = [piece('Hook line.', 'hook'), piece('Teams feel it first.'), piece('What would you add?', 'close')];
    const result = addOpeners(pieces, habits({ openers: [{ text: 'Honestly,', share: 1 }] }), createRandom(2));
    expect(result.map((p) => p.text)).toEqual(['Hook line.', 'Honestly, teams feel it first.', 'What would you add?']);
  });

  it('never puts a lead-in before a labelled line ("Then where I was then: …", found in the voice eval’s drafts)', () => {
    const pieces = [
      piece('Hook line.', 'hook'),
      piece('Where I was then: [your role and situation].'),
      piece('What to do now: keep enough cash on hand.'),
      piece('Teams feel it first.'),
    ];
    const result = addOpeners(pieces, habits({ openers: [{ text: 'Then', share: 1 }] }), createRandom(2));
    expect(result.map((p) => p.text)).toEqual([
      'Hook line.',
      'Where I was then: [your role and situation].',
      'What to do now: keep enough cash on hand.',
      'Then teams feel it first.',
    ]);
  });

  it('fills their frames with this topic’s subject', () => {
    const pieces = [piece('Hook.', 'hook'), piece('It matters.'), piece('Close.', 'close')];
    const result = useFrames(
      pieces,
      habits({ frames: { frames: ['Skip the excuses, not {}.'], sentenceShare: 1 } }),
      'remote onboarding',
      createRandom(3),
    );
    expect(result[1]?.text).toBe('Skip the excuses, not remote onboarding.');
  });

  it('takes a whole line’s place, never half a template’s, and never says "next week" mid-draft', () => {
    const halves = [
      piece('Hook.', 'hook'),
      { ...piece("The interesting part isn't the news itself."), move: 'insight.why' },
      { ...piece("It's what it changes about everyday work."), move: 'insight.why' },
      piece('Close.', 'close'),
    ];
    const framed = (frames: string[], pieces: Piece[]) =>
      useFrames(pieces, habits({ frames: { frames, sentenceShare: 1 } }), 'remote onboarding', createRandom(3));
    expect(framed(['Skip the excuses, not {}.'], halves)).toEqual(halves);
    const whole = [piece('Hook.', 'hook'), piece('It matters.'), piece('Close.', 'close')];
    expect(framed(['More on {} next week.'], whole)).toEqual(whole);
  });

  it('never copies a sentence of the member’s posts into a draft, bar a line they repeat in many posts', () => {
    for (const member of DEV_MEMBERS) {
      const profile = buildVoiceProfile(member.posts);
      const own = new Set(member.posts.flatMap((p) => p.split('\n').flatMap(splitSentences)).map((s) => s.toLowerCase()));
      const allowed = new Set(
        [...(profile.writing?.stockLines.lines ?? []), ...profile.closings.lines, ...profile.openings.phrases].map((s) =>
          s.toLowerCase(),
        ),
      );
      for (const format of POST_FORMATS) {
        const { content } = composeOffline({ niche: member.niche, topic: 'remote onboarding', format }, profile, 5);
        for (const sentence of content.split('\n').flatMap(splitSentences)) {
          const key = sentence.toLowerCase().replace(/\s*\p{Extended_Pictographic}+$/u, '');
          // A sign-off they repeat may hold several sentences ("Which tip would you add? Tell me below!").
          if (key.split(/\s+/).length >= 5 && own.has(key))
            expect(
              [...allowed].some((line) => line.includes(key)),
              `${member.name}: ${sentence}`,
            ).toBe(true);
        }
      }
    }
  });
});
