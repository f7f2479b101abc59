import { describe, expect, it } from 'vitest';
import { judgeDraft } from '../../automation/judge-draft';
import { boostResembling } from '../../research/rank-by-results';
import { analysePerformance, type MeasuredPost } from './analyse-performance';
import {
  approvalBar,
  bestPerformerSignature,
  formatRotationNote,
  formatWeights,
  pickFormat,
  type Lessons,
} from './learn-from-results';

let n = 0;
function post(overrides: Partial<MeasuredPost>): MeasuredPost {
  n++;
  return {
    post_id: `p${n}`,
    platform_post_id: `urn:li:share:${n}`,
    post_url: null,
    published_at: new Date(Date.UTC(2026, 8, 1 + (n % 28), 9)),
    measured_at: new Date(Date.UTC(2026, 10, 1)),
    impressions: 1000,
    engagements: null,
    content: null,
    kind: 'text',
    format: 'insight',
    ...overrides,
  };
}
const lessonsOf = (posts: MeasuredPost[]): Lessons => ({ posts, performance: analysePerformance(posts, 'UTC', 366) });
/** Story posts twice as good as insight posts, ten of each. */
const storyWins = () =>
  lessonsOf([
    ...Array.from({ length: 10 }, (_, i) => post({ format: 'story', impressions: 2000 + i * 30 })),
    ...Array.from({ length: 10 }, (_, i) => post({ format: 'insight', impressions: 1000 + i * 20 })),
  ]);

describe('format rotation', () => {
  it('rotates plainly without results, and in proportion to the weights with them, never only one format', () => {
    const formats = ['story', 'insight', 'list'];
    expect(formatWeights(formats, null)).toEqual([1, 1, 1]);
    expect(Array.from({ length: 6 }, (_, i) => pickFormat(formats, [1, 1, 1], i))).toEqual([
      'story',
      'insight',
      'list',
      'story',
      'insight',
      'list',
    ]);
    const picks = Array.from({ length: 40 }, (_, i) => pickFormat(['story', 'insight'], [2, 1], i));
    expect(picks.filter((f) => f === 'story')).toHaveLength(27);
    expect(picks.filter((f) => f === 'insight')).toHaveLength(13);
    // Spread out: never three insight posts in a row, never more than two stories in a row.
    expect(picks.join(',')).not.toMatch(/story,story,story/);
  });

  it('weighs a format the results support, and leaves one without enough posts at its share', () => {
    const lessons = storyWins();
    const [story, insight, list] = formatWeights(['story', 'insight', 'list'], lessons);
    expect(story).toBeGreaterThan(1.2);
    expect(insight).toBeLessThan(0.8);
    expect(list).toBe(1);
    expect(formatRotationNote(['story', 'insight'], lessons)).toMatch(
      /^Story Hook posts reach 1\.\d× your median impressions, from 10 posts, so they get about 6\d% of your slots; every format you chose keeps its turn\.$/,
    );
    expect(formatRotationNote(['story', 'insight'], null)).toBeNull();
    expect(formatRotationNote(['story'], lessons)).toBeNull();
  });
});

describe('smart approval bar', () => {
  it('needs less voice match for a format that does well for the member, more for one that does badly, and says why', () => {
    const lessons = storyWins();
    const lowered = approvalBar(70, 'story', lessons);
    expect(lowered.bar).toBe(60);
    expect(lowered.note).toMatch(
      /^Your bar for Story Hook posts is 60% \(lowered from 70%\): they reach 1\.\d× your median impressions, from 10 posts\.$/,
    );
    expect(approvalBar(70, 'insight', lessons).bar).toBe(80);
    expect(approvalBar(70, 'list', lessons)).toEqual({ bar: 70, note: null });
    expect(approvalBar(70, 'story', null)).toEqual({ bar: 70, note: null });

    const draft = { content: 'A fresh post about shipping.', hashtags: [], voice_match: 65, voice: 'imported' as const };
    const context = { approvalMode: 'smart' as const, topicHasEvidence: true, recentPosts: [], canPublish: true };
    expect(judgeDraft(draft, { ...context, minVoiceMatch: 70 }).approved).toBe(false);
    expect(judgeDraft(draft, { ...context, minVoiceMatch: lowered.bar, barNote: lowered.note }).approved).toBe(true);
    const held = judgeDraft(draft, { ...context, ...{ minVoiceMatch: 80, barNote: approvalBar(70, 'insight', lessons).note } });
    expect(held.reasons[0]).toMatch(
      /^Its voice match is 65%, below your bar of 80%\. Your bar for Industry Insight posts is 80% \(raised from 70%\)/,
    );
  });
});

describe('research ranks by results', () => {
  const topic = (title: string, relevance_score: number) => ({ title, description: '', trend_reason: 'x', relevance_score });
  it('raises a topic that resembles the best performers and says why; without results the list is unchanged', () => {
    const lessons = lessonsOf([
      ...Array.from({ length: 4 }, (_, i) =>
        post({ impressions: 5000 + i, content: `Leadership lesson ${i}: good leaders listen to their team before they decide.` }),
      ),
      ...Array.from({ length: 12 }, (_, i) =>
        post({ impressions: 1000 + i, content: `A note on our quarterly numbers, part ${i}.` }),
      ),
    ]);
    const topics = [
      topic('Cloud prices rise again', 8),
      topic('Quiet leadership in remote teams', 7.2),
      topic('New chip launch', 6),
    ];
    const ranked = boostResembling(topics, bestPerformerSignature(lessons));
    expect(ranked.map((t) => t.title)).toEqual([
      'Quiet leadership in remote teams',
      'Cloud prices rise again',
      'New chip launch',
    ]);
    expect(ranked[0]).toMatchObject({
      relevance_score: 8.7,
      performance_reason: 'Like your best posts about Leadership (4 of your top 4 by impressions).',
    });
    expect(ranked[1]!.performance_reason).toBeUndefined();
    expect(boostResembling(topics, bestPerformerSignature(null))).toBe(topics);
    // Too few measured posts: no signature.
    expect(bestPerformerSignature({ posts: lessons.posts.slice(0, 9) })).toBeNull();
  });
});
