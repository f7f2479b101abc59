import type { TInsightsExtracted } from '@cadence/contract/linkedin/insights';
import { describe, expect, it } from 'vitest';
import { suggestPreferences } from './suggest-preferences';

const WEDNESDAY = 2;

/** An import whose activity is `grid` (Monday first) and whose best hours are `hours`, best first. */
function insights(hours: number[], grid: number[][]): TInsightsExtracted {
  return {
    detected_niche: 'Technology',
    detected_sub_niche: null,
    experience_level: null,
    content_themes: ['Engineering'],
    professional_interests: [],
    writing_style: {
      tone: 'conversational',
      emoji_usage_frequency: 0,
      hashtag_usage_frequency: 0,
      total_posts_analyzed: 20,
      avg_post_length: 400,
    },
    engagement_patterns: {
      best_posting_times: hours.map((hour, i) => ({ hour, engagement_score: 10 - i })),
      top_hashtags: [],
    },
    activity: {
      time_zone: 'UTC',
      by_weekday_hour: grid,
      posts_by_month: [],
      totals: { posts: 20, comments: 0, reactions: 0 },
    },
    counts: { connections: 0, positions: 0, skills: 0, certifications: 0, languages: 0, education: 0 },
  };
}

const emptyGrid = () => Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));

describe('suggestPreferences', () => {
  it('spreads the suggested times over days, though the member was busiest on one afternoon (issue 26)', () => {
    // Marco's import: Wednesday afternoon led every best hour, and all three times landed on it.
    const grid = emptyGrid();
    for (const hour of [16, 17, 18]) grid[WEDNESDAY]![hour] = 9;
    grid[0]![17] = 2; // Monday 17:00
    grid[4]![18] = 1; // Friday 18:00
    const times = suggestPreferences(insights([16, 17, 18], grid))!.preferred_times;
    expect(times).toEqual([
      { day: 'Monday', time: '17:00' },
      { day: 'Wednesday', time: '16:00' },
      { day: 'Friday', time: '18:00' },
    ]);
  });

  it('with one best hour, still three times on three days, spread through the week', () => {
    const grid = emptyGrid();
    grid[WEDNESDAY]![9] = 5;
    const times = suggestPreferences(insights([9], grid))!.preferred_times;
    expect(times).toHaveLength(3);
    expect(new Set(times.map((t) => t.day)).size).toBe(3);
    expect(times.every((t) => t.time === '09:00')).toBe(true);
    // Wednesday first (the busiest), then the days furthest from those already chosen.
    expect(times.map((t) => t.day)).toEqual(['Monday', 'Wednesday', 'Saturday']);
  });

  it('suggests no time without a best hour inside 06:00-22:00', () => {
    expect(suggestPreferences(insights([3, 23], emptyGrid()))!.preferred_times).toEqual([]);
  });
});
