import { describe, expect, it } from 'vitest';
import { RESULTS_MIN_POSTS, weighBestTimesByResults } from './rank-posting-times';

const grid = () => Array.from({ length: 7 }, () => new Array<number>(24).fill(0));

describe('best times weigh what performed', () => {
  const reading = (() => {
    const g = grid();
    g[1]![9] = 20; // busiest: Tuesday 09:00
    g[2]![17] = 10;
    return {
      by_weekday_hour: g,
      best_posting_times: [
        { hour: 9, engagement_score: 10 },
        { hour: 17, engagement_score: 5 },
      ],
    };
  })();
  // 08:30 UTC is 17:30 in Tokyo, 00:30 UTC is 09:30: the evening posts do about twice as well as the morning ones.
  const measured = [
    ...Array.from({ length: 6 }, (_, i) => ({ publishedAt: new Date(Date.UTC(2026, 8, 1 + i, 8, 30)), impressions: 2000 + i })),
    ...Array.from({ length: 6 }, (_, i) => ({ publishedAt: new Date(Date.UTC(2026, 8, 1 + i, 0, 30)), impressions: 900 + i })),
  ];

  it('puts an hour that performed above a busier one that did not, in the member zone, and says why in one line', () => {
    const weighed = weighBestTimesByResults(reading, measured, 'Asia/Tokyo');
    expect(weighed.best_posting_times.map((t) => t.hour)).toEqual([17, 9]);
    expect(weighed.best_posting_times[0]!.engagement_score).toBe(10);
    expect(weighed.best_posting_times[1]!.engagement_score).toBeLessThan(10);
    expect(weighed.note).toBe(
      'Posts at 17:00 reach 1.4× your median impressions, from 6 posts: best times weigh your results, not only when you are active.',
    );
    // Read in UTC the same posts fall at 08:00 and 00:00, hours with no activity: 09:00 stays first.
    expect(weighBestTimesByResults(reading, measured, 'UTC').best_posting_times[0]!.hour).toBe(9);
  });

  it('keeps the activity reading with too few measured posts', () => {
    const few = measured.slice(0, RESULTS_MIN_POSTS - 1);
    expect(weighBestTimesByResults(reading, few, 'Asia/Tokyo')).toEqual({
      best_posting_times: reading.best_posting_times,
      note: null,
    });
  });
});
