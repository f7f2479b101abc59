import { zonedParts } from '@cadence/contract/time/zoned-time';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportSummary } from './export-summary';
import { countByQuarterHour, readActivity } from './rank-posting-times';

const at = (...isos: string[]) => isos.map((iso) => new Date(iso));
const activity = (parts: { posts?: Date[]; comments?: Date[]; reactions?: Date[] }): ExportSummary['activity'] => ({
  posts: countByQuarterHour(parts.posts ?? []),
  comments: countByQuarterHour(parts.comments ?? []),
  reactions: countByQuarterHour(parts.reactions ?? []),
});
const MONDAY = 0;
const SATURDAY = 5;
const SUNDAY = 6;
/** [weekday row, hour] of every non-zero cell, with its count. */
const cells = (grid: number[][]) =>
  grid.flatMap((row, day) => row.flatMap((count, hour) => (count > 0 ? [[day, hour, count]] : [])));

afterEach(() => vi.restoreAllMocks());

describe('countByQuarterHour', () => {
  it('counts instants per UTC quarter-hour, sorted', () => {
    const counts = countByQuarterHour(at('2024-01-01T10:14:59Z', '2024-01-01T10:00:00Z', '1970-01-01T00:15:00Z', 'garbage'));
    expect(counts).toEqual([
      [1, 1],
      [Date.UTC(2024, 0, 1, 10) / 900_000, 2],
    ]);
  });
});

describe('readActivity', () => {
  it('is exact across New York’s DST changes', () => {
    const reading = readActivity(
      activity({
        posts: at(
          '2024-03-09T14:00:00Z', // Sat 09:00 EST
          '2024-03-10T06:45:00Z', // Sun 01:45 EST, the last quarter-hour before clocks go forward
          '2024-03-10T07:00:00Z', // Sun 03:00 EDT
          '2024-03-11T13:00:00Z', // Mon 09:00 EDT
          '2024-11-03T05:30:00Z', // Sun 01:30 EDT
          '2024-11-03T06:30:00Z', // Sun 01:30 EST, the same wall hour again
          '2024-11-03T07:00:00Z', // Sun 02:00 EST
        ),
      }),
      'America/New_York',
    );
    expect(cells(reading.by_weekday_hour)).toEqual([
      [MONDAY, 9, 1],
      [SATURDAY, 9, 1],
      [SUNDAY, 1, 3],
      [SUNDAY, 2, 1],
      [SUNDAY, 3, 1],
    ]);
    expect(reading.best_posting_times[0]).toEqual({ hour: 1, engagement_score: 10 });
  });

  it('is exact across Berlin’s DST changes', () => {
    const reading = readActivity(
      activity({
        comments: at(
          '2024-03-31T00:30:00Z', // Sun 01:30 CET
          '2024-03-31T01:00:00Z', // Sun 03:00 CEST
          '2024-10-27T00:30:00Z', // Sun 02:30 CEST
          '2024-10-27T01:30:00Z', // Sun 02:30 CET
          '2024-10-27T02:00:00Z', // Sun 03:00 CET
        ),
      }),
      'Europe/Berlin',
    );
    expect(cells(reading.by_weekday_hour)).toEqual([
      [SUNDAY, 1, 1],
      [SUNDAY, 2, 2],
      [SUNDAY, 3, 2],
    ]);
    expect(reading.totals).toEqual({ posts: 0, comments: 5, reactions: 0 });
  });

  it('is exact in a half-hour zone (Kolkata, UTC+5:30), weekdays and months included', () => {
    const reading = readActivity(
      activity({
        posts: at(
          '2024-05-31T18:30:00Z', // Sat 1 June 00:00
          '2024-06-02T18:29:00Z', // Sun 23:59
          '2024-06-02T18:30:00Z', // Mon 00:00
          '2024-06-03T03:15:00Z', // Mon 08:45
          '2024-06-03T03:30:00Z', // Mon 09:00
        ),
      }),
      'Asia/Kolkata',
    );
    expect(cells(reading.by_weekday_hour)).toEqual([
      [MONDAY, 0, 1],
      [MONDAY, 8, 1],
      [MONDAY, 9, 1],
      [SATURDAY, 0, 1],
      [SUNDAY, 23, 1],
    ]);
    expect(reading.posts_by_month).toEqual([{ month: '2024-06', posts: 5 }]);
  });

  it('scores hours out of 10: posts count 3×, comments 2×, reactions 1×', () => {
    const reading = readActivity(
      activity({
        posts: at('2024-01-01T09:00:00Z'), // 3
        comments: at('2024-01-01T12:00:00Z', '2024-01-02T12:30:00Z'), // 4
        reactions: at(...['00', '10', '20', '30', '40'].map((m) => `2024-01-03T20:${m}:00Z`)), // 5
      }),
      'UTC',
    );
    expect(reading.best_posting_times).toEqual([
      { hour: 20, engagement_score: 10 },
      { hour: 12, engagement_score: 8 },
      { hour: 9, engagement_score: 6 },
    ]);
    expect(reading.totals).toEqual({ posts: 1, comments: 2, reactions: 5 });
  });

  it('gives the top five hours, rounded to one decimal', () => {
    const hours = [7, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12, 12, 12, 12, 12, 12];
    const reading = readActivity(activity({ reactions: hours.map((h) => new Date(Date.UTC(2024, 0, 1, h))) }), 'UTC');
    // Hour 12 has 7 reactions; 9, 10 and 11 have 3 (3/7 = 4.29), 8 has 2 (2.86); 7 is sixth.
    expect(reading.best_posting_times).toEqual([
      { hour: 12, engagement_score: 10 },
      { hour: 9, engagement_score: 4.3 },
      { hour: 10, engagement_score: 4.3 },
      { hour: 11, engagement_score: 4.3 },
      { hour: 8, engagement_score: 2.9 },
    ]);
  });

  it('lists every month from the first post to the last, in the member’s zone', () => {
    const reading = readActivity(
      activity({
        posts: at('2023-11-15T12:00:00Z', '2024-03-01T03:00:00Z'), // the second is 29 Feb, 22:00 in New York
        reactions: at('2024-04-02T12:00:00Z'),
      }),
      'America/New_York',
    );
    expect(reading.posts_by_month).toEqual([
      { month: '2023-11', posts: 1 },
      { month: '2023-12', posts: 0 },
      { month: '2024-01', posts: 0 },
      { month: '2024-02', posts: 1 },
    ]);
  });

  it('spans the posts, not the reactions and comments a year after them (issue 26)', () => {
    const reading = readActivity(
      activity({
        posts: at('2024-01-10T12:00:00Z', '2024-05-20T12:00:00Z', '2024-09-05T12:00:00Z'),
        comments: at('2023-06-01T12:00:00Z', '2025-03-01T12:00:00Z'),
        reactions: at('2025-09-28T12:00:00Z'),
      }),
      'UTC',
    );
    const months = reading.posts_by_month.map((m) => m.month);
    expect(months).toHaveLength(9);
    expect([months[0], months.at(-1)]).toEqual(['2024-01', '2024-09']);
  });

  it('keeps at most the last 24 months', () => {
    const reading = readActivity(activity({ posts: at('2020-01-10T12:00:00Z', '2024-06-10T12:00:00Z') }), 'UTC');
    expect(reading.posts_by_month).toHaveLength(24);
    expect(reading.posts_by_month[0]).toEqual({ month: '2022-07', posts: 0 });
    expect(reading.posts_by_month.at(-1)).toEqual({ month: '2024-06', posts: 1 });
  });

  it('reads nothing from no activity, and an unknown zone as UTC', () => {
    const reading = readActivity(activity({}), 'Mars/Olympus_Mons');
    expect(reading).toMatchObject({ time_zone: 'UTC', posts_by_month: [], best_posting_times: [] });
    expect(reading.totals).toEqual({ posts: 0, comments: 0, reactions: 0 });
    expect(reading.by_weekday_hour.flat().every((n) => n === 0)).toBe(true);
  });

  it('asks Intl about once per day with activity, not once per activity', () => {
    // 20,000 reactions over the 2024 year in New York, both DST changes included.
    const reactions = Array.from({ length: 20_000 }, (_, i) => new Date(Date.UTC(2024, 0, 1) + i * 1_577_000));
    const data = activity({ reactions });
    const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    readActivity(data, 'America/New_York');
    // 367 day starts, plus one quarter-hour at a time on the two days the offset changes.
    expect(spy.mock.calls.length).toBeGreaterThan(300);
    expect(spy.mock.calls.length).toBeLessThanOrEqual(367 + 2 * 96);
  });

  const ZONES = [
    'UTC',
    'America/New_York',
    'Europe/Berlin',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/St_Johns',
  ];
  const instants = fc.array(
    fc.date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true }),
    {
      maxLength: 40,
    },
  );

  it('places every instant at the local weekday and hour Intl gives for it, in any zone', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (dates, zone) => {
        const reading = readActivity(activity({ comments: dates }), zone);
        const expected = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
        for (const date of dates) {
          const local = zonedParts(date, zone);
          expected[(local.weekday + 6) % 7]![local.hour]! += 1;
        }
        expect(reading.by_weekday_hour).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('adds up: the grid sums to the totals, and the months to the posts within the window', () => {
    fc.assert(
      fc.property(instants, instants, instants, fc.constantFrom(...ZONES), (posts, comments, reactions, zone) => {
        const reading = readActivity(activity({ posts, comments, reactions }), zone);
        expect(reading.totals).toEqual({ posts: posts.length, comments: comments.length, reactions: reactions.length });
        expect(reading.by_weekday_hour.flat().reduce((a, b) => a + b, 0)).toBe(posts.length + comments.length + reactions.length);
        const months = reading.posts_by_month.map((m) => m.month);
        expect(months.length).toBeLessThanOrEqual(24);
        expect([...months].sort()).toEqual(months);
        const inWindow = posts.filter((d) => {
          const p = zonedParts(d, zone);
          return `${p.year}-${String(p.month).padStart(2, '0')}` >= (months[0] ?? '9999');
        }).length;
        expect(reading.posts_by_month.reduce((sum, m) => sum + m.posts, 0)).toBe(inWindow);
        const scores = reading.best_posting_times.map((t) => t.engagement_score);
        expect(scores[0] ?? 10).toBe(10);
        expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      }),
      { numRuns: 100 },
    );
  });
});
