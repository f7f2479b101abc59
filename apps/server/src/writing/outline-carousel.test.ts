import type { TPostFormat } from '@cadence/contract/content/formats';
import { ZCarouselRequestSchema } from '@cadence/contract/media/media';
import {
  CAROUSEL_BODY_MAX_LENGTH,
  CAROUSEL_HEADING_MAX_LENGTH,
  CAROUSEL_MAX_SLIDES,
  CAROUSEL_MIN_SLIDES,
} from '@cadence/contract/media/media-limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVAL_TOPICS } from '../../../../bench/data/voice-members/eval-topics';
import { SYNTHETIC_MEMBERS } from '../../../../bench/data/voice-members/index';
import { buildVoiceProfile, NEUTRAL_VOICE } from './build-voice-profile';
import { composeOffline } from './compose-offline';
import { outlineCarousel, type CarouselOutline } from './outline-carousel';

const PROFILES = [NEUTRAL_VOICE, ...SYNTHETIC_MEMBERS.map((m) => buildVoiceProfile(m.posts))];
const LIST_FORMATS: TPostFormat[] = ['Tips & Tricks', 'list'];
const NICHES = ['Technology', 'Finance', 'HR', 'Marketing'];

/** Every word a reader sees, lower-cased: what a slide may say is what the draft says. */
const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).map((w) => w.replace(/’/g, "'"));
const slideTexts = (outline: CarouselOutline) => [
  outline.title ?? '',
  ...outline.slides.flatMap((s) => [s.heading, s.body ?? '']),
];

function expectWithinLimits(outline: CarouselOutline) {
  expect(ZCarouselRequestSchema.safeParse(outline).success).toBe(true);
  expect(outline.slides.length).toBeGreaterThanOrEqual(CAROUSEL_MIN_SLIDES);
  expect(outline.slides.length).toBeLessThanOrEqual(CAROUSEL_MAX_SLIDES);
  for (const slide of outline.slides) {
    expect(slide.heading.length).toBeLessThanOrEqual(CAROUSEL_HEADING_MAX_LENGTH);
    expect(slide.heading).toMatch(/\p{L}/u);
    expect((slide.body ?? '').length).toBeLessThanOrEqual(CAROUSEL_BODY_MAX_LENGTH);
  }
}

/** Nothing invented: no word, number or name on a slide that the draft does not hold. */
function expectOnlyDraftWords(outline: CarouselOutline, content: string) {
  const inDraft = new Set(wordsOf(content));
  const invented = slideTexts(outline)
    .flatMap(wordsOf)
    .filter((w) => !inDraft.has(w));
  expect(invented).toEqual([]);
}

/** The items a reader counts in a draft: its bullets, or its "First, … Finally, …" sentences, and a bonus tip. */
function countItems(content: string): number {
  const bullets = content.split('\n').filter((l) => /^(-|→|•|\d+[.)]) /.test(l)).length;
  const prose = (content.match(/(?:^|[.!?]\s+|\n)(?:First|Second|Third|Fourth|Fifth|Sixth|Finally), /gi) ?? []).length;
  const bonus = (content.match(/\bBonus:/g) ?? []).length;
  return (bullets || prose) + bonus;
}

describe('the carousel outline drawn from an offline draft', () => {
  it('has a title slide from the hook, one slide per tip or point, and one from the close, for any voice, topic and seed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILES),
        fc.constantFrom(...LIST_FORMATS),
        fc.constantFrom(...EVAL_TOPICS),
        fc.constantFrom(...NICHES),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (profile, format, { topic, data }, niche, seed) => {
          const { content } = composeOffline({ niche, topic, format, trending_topic_data: data }, profile, seed);
          const outline = outlineCarousel(content);
          expect(outline, content).not.toBeNull();
          if (!outline) return;
          expectWithinLimits(outline);
          expectOnlyDraftWords(outline, content);
          const lines = content.split('\n').filter((l) => l.trim() !== '');
          // The hook opens the draft and the first slide; the close ends both.
          const firstWords = wordsOf(outline.slides[0]!.heading);
          expect(wordsOf(lines[0]!).slice(0, firstWords.length)).toEqual(firstWords);
          const closeWords = wordsOf(outline.slides.at(-1)!.heading);
          expect(wordsOf(lines.at(-1)!).slice(0, closeWords.length)).toEqual(closeWords);
          expect(outline.title).toBe(outline.slides[0]!.heading);
          expect(outline.slides.length).toBe(countItems(content) + 2);
        },
      ),
      { numRuns: 80, seed: 27 },
    );
  });

  it('puts a tip’s lead in the heading and the rest in the body', () => {
    const outline = outlineCarousel(
      [
        'Three ways to ship faster. Start here:',
        '- Budget for the prompts, evaluations and glue code, which cost more than the licence',
        '- Ownership: give it one owner with the authority to say no',
        '- Keep a human review step',
        '',
        'Bonus: tell your team why, not just what.',
        '',
        'What would you add?',
      ].join('\n'),
    );
    expect(outline).toEqual({
      title: 'Three ways to ship faster',
      slides: [
        { heading: 'Three ways to ship faster', body: 'Start here' },
        { heading: 'Budget for the prompts, evaluations and glue code', body: 'Which cost more than the licence' },
        { heading: 'Ownership', body: 'Give it one owner with the authority to say no' },
        { heading: 'Keep a human review step' },
        { heading: 'Bonus', body: 'Tell your team why, not just what.' },
        { heading: 'What would you add?' },
      ],
    });
  });

  it('reads a prose list ("First, … Finally, …") as a lower-case writer types it', () => {
    const outline = outlineCarousel(
      'rate cuts, in three points.\n\nfirst, measure before and after. second, share what failed.\n\nfinally, keep it boring.\n\nthoughts?',
    );
    expect(outline?.slides.map((s) => s.heading)).toEqual([
      'Rate cuts, in three points',
      'Measure before and after',
      'Share what failed',
      'Keep it boring',
      'Thoughts?',
    ]);
  });

  it('proposes nothing for a draft without a list of at least two points', () => {
    expect(outlineCarousel('Markets moved today.\n\nWhat do you think?')).toBeNull();
    expect(outlineCarousel('Here is my one tip:\n- Sleep more\n\nThat is all.')).toBeNull();
    expect(outlineCarousel('')).toBeNull();
  });

  it('keeps a model’s long numbered list within twenty slides and its long items within the limits', () => {
    const long = 'word '.repeat(200).trim();
    const items = Array.from({ length: 30 }, (_, i) => `${i + 1}. Point number ${i + 1} ${long}`);
    const outline = outlineCarousel(['A very long list:', ...items, 'Which one matters most?'].join('\n'));
    expect(outline).not.toBeNull();
    expectWithinLimits(outline!);
    expect(outline!.slides).toHaveLength(CAROUSEL_MAX_SLIDES);
    expect(outline!.slides.at(-1)!.heading).toBe('Which one matters most?');
    // Cut at a word, and the cut marked.
    expect(outline!.slides[1]!.heading).toMatch(/^Point number 1 word( word)*$/);
    expect(outline!.slides[1]!.body).toMatch(/^Word( word)*…$/);
  });

  it('prefers a run of bullets to lines that merely open on an emoji', () => {
    const outline = outlineCarousel(
      [
        '✨ Small steps matter.',
        '✨ Keep going.',
        'Two tips:',
        '→ Write it down',
        '→ Ask the team',
        '',
        'What about you? 👇',
      ].join('\n'),
    );
    expect(outline?.slides.map((s) => s.heading)).toEqual([
      'Small steps matter',
      'Write it down',
      'Ask the team',
      'What about you?',
    ]);
  });

  it('gives any text either nothing or an outline within the limits, in the text’s own words', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9éß']{1,12}$/);
    const sentence = fc.array(word, { minLength: 1, maxLength: 40 }).map((w) => w.join(' '));
    const line = fc.oneof(
      sentence,
      fc.tuple(fc.constantFrom('- ', '→ ', '• ', '1. ', '2) ', '✅ '), sentence).map(([m, s]) => m + s),
      fc.tuple(sentence, sentence).map(([a, b]) => `${a}: ${b}.`),
      fc.tuple(fc.constantFrom('First, ', 'Second, ', 'Finally, '), sentence).map(([m, s]) => `${m}${s}.`),
      fc.string({ maxLength: 200 }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const content = lines.join('\n');
        const outline = outlineCarousel(content);
        if (!outline) return;
        expectWithinLimits(outline);
        expectOnlyDraftWords(outline, content);
      }),
      { numRuns: 300, seed: 27 },
    );
  });
});
