import { describe, expect, it } from 'vitest';
import { analysePerformance, groupsOf, hookOf, MIN_GROUP_POSTS, type MeasuredPost } from './analyse-performance';
import { mannWhitneyP } from './mann-whitney';

const base = Date.UTC(2026, 8, 7, 9); // a Monday, 09:00 UTC
let n = 0;
function post(overrides: Partial<MeasuredPost> = {}): MeasuredPost {
  n++;
  return {
    post_id: `p${n}`,
    platform_post_id: `urn:li:share:${n}`,
    post_url: null,
    published_at: new Date(base + (n % 20) * 86_400_000),
    measured_at: new Date(base + 40 * 86_400_000),
    impressions: 1000,
    engagements: 30,
    content: 'Shipping small changes every day keeps a team calm and honest about what works.',
    kind: 'text',
    format: 'insight',
    ...overrides,
  };
}
/** Impressions spread around a centre, deterministic (no two equal). */
const around = (centre: number, i: number) => Math.round(centre * (0.8 + ((i * 37) % 41) / 100));

describe('what worked', () => {
  it('reports a supported difference with its sample sizes in one sentence', () => {
    const posts = [
      ...Array.from({ length: 8 }, (_, i) => post({ kind: 'document', impressions: around(2000, i) })),
      ...Array.from({ length: 16 }, (_, i) => post({ kind: 'text', impressions: around(1000, i + 3) })),
    ];
    const result = analysePerformance(posts, 'UTC', 90);
    const carousel = result.differences.find((d) => d.dimension === 'kind' && d.group === 'document');
    expect(carousel).toBeDefined();
    expect(carousel!.direction).toBe('better');
    expect(carousel!.posts).toBe(8);
    expect(carousel!.rest_posts).toBe(16);
    expect(carousel!.sentence).toMatch(
      /^Carousels and documents reach \d\.\d× your median impressions, from 8 posts \(the other 16: 0\.\d+×\)\.$/,
    );
    expect(result.dimensions.find((d) => d.dimension === 'kind')!.status).toBe('found');
    expect(result.totals.posts).toBe(24);
    expect(result.top_posts[0]!.kind).toBe('document');
    expect(result.totals.engagement_rate).toBeCloseTo(result.totals.engagements / result.totals.impressions, 4);
  });

  it('says how many more posts a dimension needs when a group is too small', () => {
    const posts = [
      ...Array.from({ length: 3 }, (_, i) => post({ kind: 'video', impressions: around(5000, i) })),
      ...Array.from({ length: 6 }, (_, i) => post({ kind: 'text', impressions: around(1000, i) })),
    ];
    const result = analysePerformance(posts, 'UTC', 90);
    expect(result.differences.filter((d) => d.dimension === 'kind')).toEqual([]);
    const kind = result.dimensions.find((d) => d.dimension === 'kind')!;
    expect(kind.status).toBe('not_enough');
    // Video needs 2 more to reach 5 (text already has 6): the fewest that make a comparison possible.
    expect(kind.posts_needed).toBe(2);
    expect(kind.message).toBe(
      `Not enough posts yet to compare kinds of post: at least 2 more measured posts are needed (${MIN_GROUP_POSTS} in a group and ${MIN_GROUP_POSTS} in the rest).`,
    );
    expect(kind.groups).toEqual([
      { group: 'text', label: 'Text-only posts', posts: 6, ratio: expect.any(Number) },
      { group: 'video', label: 'Videos', posts: 3, ratio: expect.any(Number) },
    ]);
  });

  it('does not report noise: two groups from the same distribution, however their medians fall', () => {
    const posts = Array.from({ length: 24 }, (_, i) => post({ kind: i % 2 ? 'image' : 'text', impressions: around(1000, i) }));
    const result = analysePerformance(posts, 'UTC', 90);
    expect(result.differences).toEqual([]);
    expect(result.dimensions.find((d) => d.dimension === 'kind')!.status).toBe('none');
    expect(result.dimensions.find((d) => d.dimension === 'kind')!.message).toMatch(
      /^No difference between kinds of post stands out/,
    );
  });

  it('does not report a large ratio that one viral post makes: the ranks decide', () => {
    const posts = [
      ...Array.from({ length: 5 }, (_, i) => post({ kind: 'poll', impressions: i === 0 ? 90_000 : around(1000, i) })),
      ...Array.from({ length: 15 }, (_, i) => post({ kind: 'text', impressions: around(1000, i + 5) })),
    ];
    expect(analysePerformance(posts, 'UTC', 90).differences.filter((d) => d.group === 'poll')).toEqual([]);
  });

  it('reads hours and weekdays in the member zone: 23:30 UTC on a Monday is Tuesday morning in Auckland', () => {
    const at = new Date(Date.UTC(2026, 8, 7, 23, 30)); // Monday 23:30 UTC = Tuesday 11:30 NZST
    const groups = groupsOf(post({ published_at: at }), 'Pacific/Auckland');
    expect(groups.find((g) => g.dimension === 'weekday')!.group).toBe('tuesday');
    expect(groups.find((g) => g.dimension === 'hour')!.group).toBe('morning');
    expect(groupsOf(post({ published_at: at }), 'UTC').find((g) => g.dimension === 'weekday')!.group).toBe('monday');
    const result = analysePerformance([post({ published_at: at, impressions: 10 })], 'Pacific/Auckland', 30);
    expect(result.top_posts[0]).toMatchObject({ local_date: '2026-09-08', local_time: '11:30' });
  });

  it('finds a weekday that performs, counted in the member zone', () => {
    // Posts at 23:30 UTC on Mondays are Tuesday mornings in Auckland, and those do twice as well.
    const tuesdays = Array.from({ length: 8 }, (_, i) =>
      post({ published_at: new Date(Date.UTC(2026, 8, 7 + 7 * i, 23, 30)), impressions: around(2400, i) }),
    );
    const others = Array.from({ length: 16 }, (_, i) =>
      post({
        published_at: new Date(Date.UTC(2026, 8, 9 + (i % 4) + 7 * Math.floor(i / 4), 0, 30)),
        impressions: around(1000, i),
      }),
    );
    const result = analysePerformance([...tuesdays, ...others], 'Pacific/Auckland', 90);
    const tuesday = result.differences.find((d) => d.dimension === 'weekday');
    expect(tuesday).toMatchObject({ group: 'tuesday', posts: 8, direction: 'better' });
    expect(tuesday!.sentence).toMatch(/^Tuesday posts reach/);
  });

  it('reads openings, lengths and topics from the text', () => {
    expect(hookOf('What would you do with a free Friday?\nI know mine.')).toBe('question');
    expect(hookOf('5 things I learned shipping every day')).toBe('number');
    expect(hookOf('I was fired on a Tuesday.\nHere is what happened next, and why it was good.')).toBe('story');
    expect(hookOf('Meetings are a tax.')).toBe('bold_claim');
    const groups = groupsOf(
      post({ content: 'Leadership is listening. Good leaders ask more than they tell, and their teams grow.' }),
      'UTC',
    );
    expect(groups.find((g) => g.dimension === 'length')!.group).toBe('short');
    expect(groups.filter((g) => g.dimension === 'theme').map((g) => g.group)).toContain('Leadership');
  });

  it('answers an empty history with zeros and every dimension waiting for posts', () => {
    const result = analysePerformance([], 'Europe/Paris', 30);
    expect(result.totals).toEqual({ posts: 0, impressions: 0, engagements: 0, engagement_rate: null, median_impressions: null });
    expect(result.dimensions.every((d) => d.status === 'not_enough' && d.posts_needed === 10)).toBe(true);
  });
});

describe('Mann-Whitney U', () => {
  it('matches the textbook value on a small sample', () => {
    // Two clearly separated samples of 8: U = 0, z = 3.31, p ≈ 0.00094 (normal approximation, continuity corrected).
    const p = mannWhitneyP([1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16]);
    expect(p).toBeGreaterThan(0.0008);
    expect(p).toBeLessThan(0.0012);
    expect(mannWhitneyP([1, 2, 3], [1, 2, 3])).toBeCloseTo(1, 6);
  });
});
