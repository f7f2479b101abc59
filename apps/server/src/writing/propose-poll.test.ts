import type { TPostFormat } from '@cadence/contract/content/formats';
import { POLL_OPTION_MAX_LENGTH, POLL_QUESTION_MAX_LENGTH } from '@cadence/contract/media/media-limits';
import { ZPollSchema, type TPoll } from '@cadence/contract/media/post-attachments';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVAL_TOPICS } from '../../../../bench/data/voice-members/eval-topics';
import { SYNTHETIC_MEMBERS } from '../../../../bench/data/voice-members/index';
import { buildVoiceProfile, NEUTRAL_VOICE } from './build-voice-profile';
import { composeOffline } from './compose-offline';
import { proposePoll } from './propose-poll';

const PROFILES = [NEUTRAL_VOICE, ...SYNTHETIC_MEMBERS.map((m) => buildVoiceProfile(m.posts))];
const QUESTION_FORMATS: TPostFormat[] = ['Question & Answer', 'question'];
const NEUTRAL = ['Yes', 'Not yet', 'It depends', 'Very', 'Somewhat', 'A lot', 'A little', 'Nothing yet'];
const comparable = (text: string) => text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');

function expectWithinLimits(poll: TPoll) {
  expect(ZPollSchema.safeParse(poll).success).toBe(true);
  expect(poll.question.length).toBeLessThanOrEqual(POLL_QUESTION_MAX_LENGTH);
  expect(poll.question).toMatch(/\?$/);
  expect(poll.options.length).toBeGreaterThanOrEqual(2);
  expect(poll.options.length).toBeLessThanOrEqual(4);
  expect(new Set(poll.options.map((o) => o.toLowerCase())).size).toBe(poll.options.length);
  for (const option of poll.options) expect(option.length).toBeLessThanOrEqual(POLL_OPTION_MAX_LENGTH);
  expect(poll.duration_days).toBe(7);
}

describe('the poll proposed from a draft', () => {
  it('asks the draft’s own question, with options from it or neutral ones, for any voice, topic and seed', () => {
    let proposed = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILES),
        fc.constantFrom(...QUESTION_FORMATS),
        fc.constantFrom(...EVAL_TOPICS),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (profile, format, { topic, data }, seed) => {
          runs++;
          const { content } = composeOffline({ niche: 'Technology', topic, format, trending_topic_data: data }, profile, seed);
          const poll = proposePoll(content);
          if (!poll) {
            // Only a draft that asks nothing a poll could answer ("What if …?", "What would you add?") goes without.
            expect(content).toMatch(/^What if\b/);
            return;
          }
          proposed++;
          expectWithinLimits(poll);
          // The question is the draft's, up to the capital of a lower-case writer's first letter.
          expect(comparable(content)).toContain(comparable(poll.question));
          // Each option is the question's own words, or a neutral answer that states nothing.
          for (const option of poll.options)
            expect(NEUTRAL.includes(option) || comparable(poll.question).includes(comparable(option))).toBe(true);
        },
      ),
      { numRuns: 120, seed: 27 },
    );
    // Nearly every question-led draft gets one (2 of 192 in a sweep of 4 voices, 6 topics, 8 seeds went without).
    expect(proposed).toBeGreaterThanOrEqual(runs * 0.9);
  });

  it('offers the alternatives a question weighs, and "It depends" beside them', () => {
    expect(proposePoll('Are coding assistants worth your attention, or just noise?\n\nThe longer answer: …')).toEqual({
      question: 'Are coding assistants worth your attention, or just noise?',
      options: ['Worth your attention', 'Just noise', 'It depends'],
      duration_days: 7,
    });
    // Too long to be an option, the first alternative is what "Yes" says.
    expect(proposePoll('Is remote work the change HR has been waiting for, or a distraction?')?.options).toEqual([
      'Yes',
      'A distraction',
      'It depends',
    ]);
  });

  it('answers a question that names no alternatives with options that fit its kind', () => {
    expect(proposePoll('Should engineering teams care about rate cuts yet? Central banks are slowing down.')).toEqual({
      question: 'Should engineering teams care about rate cuts yet?',
      options: ['Yes', 'Not yet', 'It depends'],
      duration_days: 7,
    });
    expect(proposePoll('How ready is your team for AI agents?')?.options).toEqual(['Very', 'Somewhat', 'Not yet']);
    expect(proposePoll('What does this really change for engineering teams?')?.options).toEqual([
      'A lot',
      'A little',
      'Nothing yet',
    ]);
    // "or is your experience different?" is a clause, not an option.
    expect(proposePoll('Are you seeing the same thing in finance, or is your experience different?')?.options).toEqual([
      'Yes',
      'Not yet',
      'It depends',
    ]);
  });

  it('drops a label before the question and capitalises a lower-case writer’s first letter', () => {
    expect(proposePoll('A fair question: are rate cuts worth the hype? ✨')?.question).toBe('Are rate cuts worth the hype?');
    expect(proposePoll('do rate cuts really change anything for savers?')?.question).toBe(
      'Do rate cuts really change anything for savers?',
    );
  });

  it('skips a question too long for LinkedIn’s poll and one no answer scale fits, and proposes nothing without a question', () => {
    const long = `Is ${'very '.repeat(30)}long?`;
    expect(proposePoll(`${long}\n\nWhat would you add?\n\nWould you bet your next quarter on it?`)?.question).toBe(
      'Would you bet your next quarter on it?',
    );
    expect(proposePoll(`${long}\n\nWhat would you add?`)).toBeNull();
    expect(proposePoll('Rates are falling. Plan for it.')).toBeNull();
    expect(proposePoll('')).toBeNull();
  });

  it('gives any text either nothing or a poll within LinkedIn’s limits', () => {
    const word = fc.stringMatching(/^[A-Za-zß']{1,12}$/);
    const question = fc
      .tuple(
        fc.constantFrom('Is', 'Are', 'Should', 'How', 'What does', 'A question:', 'Why'),
        fc.array(word, { minLength: 1, maxLength: 30 }),
        fc.option(fc.array(word, { minLength: 1, maxLength: 8 })),
      )
      .map(([open, words, alternative]) => `${open} ${words.join(' ')}${alternative ? `, or ${alternative.join(' ')}` : ''}?`);
    fc.assert(
      fc.property(fc.array(fc.oneof(question, fc.string({ maxLength: 160 })), { maxLength: 8 }), (lines) => {
        const content = lines.join('\n');
        const poll = proposePoll(content);
        if (poll) expectWithinLimits(poll);
      }),
      { numRuns: 500, seed: 27 },
    );
  });
});
