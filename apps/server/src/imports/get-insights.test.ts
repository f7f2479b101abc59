import { describe, expect, it } from 'vitest';
import { buildInsights } from '../insights/build-insights';
import { summariseExport } from '../insights/summarise-export';
import { priya } from '../insights/test-export';
import { NEUTRAL_VOICE } from '../writing/build-voice-profile';
import { readStoredInsights } from './get-insights';

describe('readStoredInsights', () => {
  const drawn = buildInsights(summariseExport(priya, new Date('2026-01-01T00:00:00Z')), NEUTRAL_VOICE, 'UTC');

  it('keeps insights drawn in the member’s zone', () => {
    expect(readStoredInsights(drawn, true)).toEqual(drawn);
    expect(readStoredInsights(drawn, false)).toBeNull();
  });

  it('draws again a Posts per Month that ran on past the last post to the latest reaction (issue 26)', () => {
    const months = drawn.activity.posts_by_month;
    const stale = { ...drawn, activity: { ...drawn.activity, posts_by_month: [...months, { month: '2099-01', posts: 0 }] } };
    expect(months.at(-1)!.posts).toBeGreaterThan(0);
    expect(readStoredInsights(stale, true)).toBeNull();
  });
});
