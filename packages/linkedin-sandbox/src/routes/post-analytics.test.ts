import { describe, expect, it } from 'vitest';
import { queryTypes, sandboxMetric } from './post-analytics.ts';

const HOUR = 3_600_000;
const urn = 'urn:li:share:7300000000000000001';

describe('the sandbox’s post analytics', () => {
  it('grows with the post’s age: fast in the first day, then levelling off', () => {
    const at = (hours: number) => sandboxMetric(urn, hours * HOUR, 'IMPRESSION');
    expect(at(0)).toBe(0);
    const series = [1, 6, 24, 72, 168, 720].map(at);
    expect([...series].sort((a, b) => a - b)).toEqual(series);
    // Most of a month's impressions come in the first day.
    expect(at(24)).toBeGreaterThan(0.7 * at(720));
    expect(at(720) - at(168)).toBeLessThan(at(24) - at(1));
  });

  it('is the same for the same post and age, different between posts, and engagement a fraction of impressions', () => {
    expect(sandboxMetric(urn, 48 * HOUR, 'IMPRESSION')).toBe(sandboxMetric(urn, 48 * HOUR, 'IMPRESSION'));
    expect(sandboxMetric(urn, 48 * HOUR, 'IMPRESSION')).not.toBe(sandboxMetric('urn:li:share:2', 48 * HOUR, 'IMPRESSION'));
    const impressions = sandboxMetric(urn, 720 * HOUR, 'IMPRESSION');
    for (const type of queryTypes.filter((t) => t !== 'IMPRESSION')) {
      expect(sandboxMetric(urn, 720 * HOUR, type)).toBeLessThan(impressions);
    }
    expect(sandboxMetric(urn, 720 * HOUR, 'REACTION')).toBeGreaterThan(0);
  });
});
