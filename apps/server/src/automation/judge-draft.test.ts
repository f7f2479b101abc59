import { describe, expect, it } from 'vitest';
import { isNearRepeat, judgeDraft, similarity, type JudgeContext } from './judge-draft';

const draft = {
  content: 'Small batches beat big launches: ship, listen, adjust.',
  hashtags: ['shipping'],
  voice_match: 80,
  voice: 'imported' as const,
};
const smart: JudgeContext = {
  approvalMode: 'smart',
  minVoiceMatch: 70,
  topicHasEvidence: true,
  recentPosts: [],
  canPublish: true,
};

describe('judgeDraft', () => {
  it('lets a draft past every bar through under smart and full approval', () => {
    expect(judgeDraft(draft, smart)).toEqual({ approved: true, reasons: [] });
    expect(
      judgeDraft({ ...draft, voice_match: 10, voice: 'neutral' }, { ...smart, approvalMode: 'full', topicHasEvidence: false }),
    ).toEqual({
      approved: true,
      reasons: [],
    });
  });

  it('holds every draft under review_all, saying so', () => {
    expect(judgeDraft(draft, { ...smart, approvalMode: 'review_all' })).toEqual({
      approved: false,
      reasons: ['You review every post before it is published.'],
    });
  });

  it('names each bar a smart draft misses', () => {
    const { approved, reasons } = judgeDraft(
      { ...draft, voice_match: 55.4 },
      { ...smart, topicHasEvidence: false, recentPosts: ['Small batches beat big launches: ship, listen, adjust. Every time.'] },
    );
    expect(approved).toBe(false);
    expect(reasons).toEqual([
      'Its voice match is 55%, below your bar of 70%.',
      'It is too close to one of your recent posts.',
      'No live story backs its topic.',
    ]);
    expect(judgeDraft({ ...draft, voice: 'neutral' }, smart).reasons).toEqual([
      'Smart approval needs your imported posts to judge the voice: import your LinkedIn data.',
    ]);
  });

  it('never lets through a gap to fill, an over-long post or a post with nowhere to go, whatever the mode', () => {
    const gap = judgeDraft(
      { ...draft, content: 'The day [your moment] taught me to ship small.' },
      { ...smart, approvalMode: 'full' },
    );
    expect(gap).toEqual({ approved: false, reasons: ['Replace "[your moment]" with your own words before posting.'] });
    const long = judgeDraft({ ...draft, content: 'a'.repeat(3001) }, { ...smart, approvalMode: 'full' });
    expect(long.reasons[0]).toMatch(/^It is 3,\d{3} characters with its hashtags; LinkedIn allows 3,000\.$/);
    expect(judgeDraft(draft, { ...smart, approvalMode: 'full', canPublish: false }).reasons).toEqual([
      'Your LinkedIn account is not connected, so it cannot be published.',
    ]);
  });
});

describe('similarity', () => {
  it('is 1 for a repeat, 0 for another text, and in between for a partial repeat', () => {
    const post = 'We cut the review queue by half with smaller pull requests and faster feedback.';
    expect(similarity(post, post)).toBe(1);
    expect(similarity(post, 'Hiring for judgement over speed changed our team.')).toBe(0);
    const partial = similarity(post, 'We cut the review queue by half. Then we hired two people.');
    expect(partial).toBeGreaterThan(0.2);
    expect(partial).toBeLessThan(0.6);
  });
});

describe('isNearRepeat', () => {
  it('is true only when one recent post holds half or more of the draft’s word triples', () => {
    const draft = 'Small batches beat big launches: ship, listen, adjust, and ship again.';
    expect(isNearRepeat(draft, ['Hiring is a team sport.', `${draft} Every single week.`])).toBe(true);
    expect(isNearRepeat(draft, ['Hiring is a team sport.', 'Big launches feel safe. Small batches are safer.'])).toBe(false);
    expect(isNearRepeat(draft, [])).toBe(false);
  });
});
