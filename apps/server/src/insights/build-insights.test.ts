import { ZInsightsExtractedSchema } from '@cadence/contract/linkedin/insights';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVoiceProfile, NEUTRAL_VOICE } from '../writing/build-voice-profile';
import { buildInsights } from './build-insights';
import { readPosts } from './read-posts';
import { summariseExport } from './summarise-export';
import { job, priya, share, testExport } from './test-export';

const NOW = new Date('2026-01-01T00:00:00Z');

describe('buildInsights', () => {
  it('reads the stored summary in the member’s zone, with the writing style from her voice profile', () => {
    const summary = summariseExport(priya, NOW);
    const voice = buildVoiceProfile(readPosts(priya.shares).map((p) => p.text));
    const insights = buildInsights(summary, voice, 'Asia/Kolkata');

    expect(ZInsightsExtractedSchema.parse(insights)).toEqual(insights);
    expect(insights).toMatchObject({
      detected_niche: 'Technology',
      detected_sub_niche: 'Cloud Infrastructure',
      experience_level: 'Executive',
      content_themes: summary.content_themes,
      professional_interests: summary.professional_interests,
      counts: summary.counts,
      writing_style: { total_posts_analyzed: 3, emoji_usage_frequency: 0 },
    });
    expect(insights.engagement_patterns.top_hashtags).toEqual(summary.top_hashtags);
    // In IST: posts at 18:00, 09:30 and 09:40 (3 each), comments at 10:30 and 10:35 (2 each), reactions at
    // 18:30 and 18:44 (1 each). Hour 9 = 6, hour 18 = 3 + 2 = 5, hour 10 = 4.
    expect(insights.engagement_patterns.best_posting_times).toEqual([
      { hour: 9, engagement_score: 10 },
      { hour: 18, engagement_score: 8.3 },
      { hour: 10, engagement_score: 6.7 },
    ]);
    expect(insights.activity.time_zone).toBe('Asia/Kolkata');
    expect(insights.activity.totals).toEqual({ posts: 3, comments: 2, reactions: 2 });
    expect(insights.activity.posts_by_month).toHaveLength(24);
    expect(insights.activity.posts_by_month.at(-1)).toEqual({ month: '2024-02', posts: 2 });
  });

  it('gives a valid answer for an export with nothing in it', () => {
    const insights = buildInsights(summariseExport(testExport(), NOW), NEUTRAL_VOICE, 'Europe/Berlin');
    expect(ZInsightsExtractedSchema.parse(insights)).toEqual(insights);
    expect(insights.writing_style).toEqual({
      tone: 'professional',
      emoji_usage_frequency: 0,
      hashtag_usage_frequency: 0,
      total_posts_analyzed: 0,
      avg_post_length: 0,
    });
  });

  it('always satisfies the contract, whatever the export holds', () => {
    const text = fc.string({ maxLength: 120 });
    const month = fc.option(
      fc
        .tuple(fc.integer({ min: 1990, max: 2030 }), fc.integer({ min: 1, max: 12 }))
        .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`),
      { nil: null },
    );
    const instant = fc.date({
      min: new Date('2010-01-01T00:00:00Z'),
      max: new Date('2030-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        fc.record({
          headline: fc.option(text, { nil: null }),
          skills: fc.array(text, { maxLength: 8 }),
          positions: fc.array(fc.tuple(text, text, month, month), { maxLength: 5 }),
          posts: fc.array(
            fc.tuple(fc.oneof(text, fc.constantFrom('#AI rocks! 🚀', 'My new role. #Career', 'Data pipelines, again.')), instant),
            { maxLength: 10 },
          ),
          zone: fc.constantFrom('UTC', 'America/New_York', 'Asia/Kolkata', 'Not/AZone'),
        }),
        ({ headline, skills, positions, posts, zone }) => {
          const exp = testExport({
            profile: { headline },
            skills,
            positions: positions.map(([title, company, start, end]) => job(title, company, start, end)),
            shares: posts.map(([commentary, at]) => share(commentary, at)),
          });
          const voice = buildVoiceProfile(readPosts(exp.shares).map((p) => p.text));
          const insights = buildInsights(summariseExport(exp, NOW), voice, zone);
          expect(() => ZInsightsExtractedSchema.parse(insights)).not.toThrow();
          expect(insights.engagement_patterns.best_posting_times.length).toBeLessThanOrEqual(5);
          expect(insights.engagement_patterns.top_hashtags.length).toBeLessThanOrEqual(10);
          expect(insights.professional_interests.length).toBeLessThanOrEqual(12);
          expect(insights.content_themes.length).toBeLessThanOrEqual(6);
        },
      ),
      { numRuns: 150 },
    );
  });
});
