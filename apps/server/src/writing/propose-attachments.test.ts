import { POST_FORMATS } from '@cadence/contract/content/formats';
import { describe, expect, it } from 'vitest';
import { proposeAttachments } from './propose-attachments';

const TIPS = [
  'Rates are slowing. Three things to check:',
  '- Revisit the rate assumptions in this year’s plan',
  '- Check which costs and contracts move with inflation',
  '- Stress-test the plan',
  '',
  'What would you add?',
].join('\n');
const QUESTION = 'Should finance teams care about rate cuts yet?\n\nThe honest answer: it depends.\n\nWhat would you add?';
const modelOutline = {
  title: 'Rates are slowing',
  slides: [
    { heading: 'Rates are slowing', body: null },
    { heading: 'Revisit the plan', body: 'The rate assumptions in this year’s plan.' },
    { heading: 'What would you add?', body: '' },
  ],
};

describe('what the writer proposes beside a draft', () => {
  it('proposes a carousel for tips and lists, a poll for questions, and nothing for the other formats', () => {
    for (const format of POST_FORMATS) {
      const proposals = proposeAttachments(format, `${QUESTION}\n\n${TIPS}`);
      expect(proposals.carousel_outline !== null, format).toBe(format === 'Tips & Tricks' || format === 'list');
      expect(proposals.poll !== null, format).toBe(format === 'Question & Answer' || format === 'question');
    }
  });

  it('keeps a model’s outline that fits the carousel maker, its nulls and blanks dropped', () => {
    expect(proposeAttachments('list', TIPS, { carousel_outline: modelOutline }).carousel_outline).toEqual({
      title: 'Rates are slowing',
      slides: [
        { heading: 'Rates are slowing' },
        { heading: 'Revisit the plan', body: 'The rate assumptions in this year’s plan.' },
        { heading: 'What would you add?' },
      ],
    });
  });

  it('derives the outline from the draft when the model’s is missing or misses a limit', () => {
    const derived = proposeAttachments('Tips & Tricks', TIPS).carousel_outline;
    expect(derived?.slides.map((s) => s.heading)).toEqual([
      'Rates are slowing',
      'Revisit the rate assumptions in this year’s plan',
      'Check which costs and contracts move with inflation',
      'Stress-test the plan',
      'What would you add?',
    ]);
    const slide = { heading: 'A point', body: null };
    const wrong: unknown[] = [
      undefined,
      null,
      'Slides: one, two',
      { title: null, slides: [slide] },
      { title: null, slides: Array.from({ length: 21 }, (_, i) => ({ heading: `Point ${i}`, body: null })) },
      { title: null, slides: [slide, { heading: 'x'.repeat(121), body: null }] },
      { title: null, slides: [slide, { heading: 'Fine', body: 'y'.repeat(601) }] },
      { title: null, slides: [slide, { heading: '   ', body: 'No heading' }] },
      { title: 't'.repeat(121), slides: [slide, slide] },
      { slides: 'two' },
    ];
    for (const carousel_outline of wrong)
      expect(proposeAttachments('Tips & Tricks', TIPS, { carousel_outline }).carousel_outline).toEqual(derived);
  });

  it('keeps a model’s poll within LinkedIn’s limits, for a week, and otherwise asks the draft’s own question', () => {
    expect(
      proposeAttachments('question', QUESTION, {
        poll: { question: 'Will rate cuts change your plans?', options: ['Yes', 'No'], duration_days: 14 },
      }).poll,
    ).toEqual({ question: 'Will rate cuts change your plans?', options: ['Yes', 'No'], duration_days: 7 });
    const derived = {
      question: 'Should finance teams care about rate cuts yet?',
      options: ['Yes', 'Not yet', 'It depends'],
      duration_days: 7,
    };
    expect(proposeAttachments('Question & Answer', QUESTION).poll).toEqual(derived);
    const wrong: unknown[] = [
      undefined,
      null,
      'Yes or no?',
      { question: 'Rates are falling.', options: ['Yes', 'No'] },
      { question: `${'Why '.repeat(40)}?`, options: ['Yes', 'No'] },
      { question: 'Will rates fall?', options: ['Yes'] },
      { question: 'Will rates fall?', options: ['Yes', 'No', 'Maybe', 'Later', 'Never'] },
      { question: 'Will rates fall?', options: ['Yes', 'yes'] },
      { question: 'Will rates fall?', options: ['Yes', 'Only once the central bank has said so'] },
      { question: 'Will rates fall?', options: ['Yes', ''] },
    ];
    for (const poll of wrong) expect(proposeAttachments('Question & Answer', QUESTION, { poll }).poll).toEqual(derived);
  });
});
