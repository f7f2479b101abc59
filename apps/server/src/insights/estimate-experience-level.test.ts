import { describe, expect, it } from 'vitest';
import { estimateExperienceLevel } from './estimate-experience-level';
import { job } from './test-export';

/** All tests read "now" as the first instant of 2026. */
const NOW = new Date('2026-01-01T00:00:00Z');
const level = (...positions: ReturnType<typeof job>[]) => estimateExperienceLevel(positions, NOW);

describe('estimateExperienceLevel', () => {
  it('counts whole months of finished jobs: Jan 2020 to Dec 2021 is two years', () => {
    expect(level(job('Analyst', 'A', '2020-01', '2021-11'))).toBe('Entry level'); // 23 months
    expect(level(job('Analyst', 'A', '2020-01', '2021-12'))).toBe('Mid level'); // 24 months
  });

  it('runs a current job to now, in part of a month too', () => {
    expect(level(job('Engineer', 'A', '2024-01'))).toBe('Mid level'); // exactly 2 years
    expect(level(job('Engineer', 'A', '2024-02'))).toBe('Entry level'); // 23 months
    expect(estimateExperienceLevel([job('Engineer', 'A', '2024-01')], new Date('2025-12-31T23:59:00Z'))).toBe('Entry level');
  });

  it('merges overlapping jobs so no month counts twice', () => {
    // 2017-01 … 2021-12 at the day job (5 years) with a side project inside it: still 5 years, Senior.
    expect(level(job('Engineer', 'A', '2017-01', '2021-12'), job('Founder', 'Side', '2019-01', '2020-06'))).toBe('Senior');
    // Two overlapping jobs, 2016-01 … 2019-06 and 2019-01 … 2020-11: 59 months, just short of 5 years.
    expect(level(job('Engineer', 'A', '2016-01', '2019-06'), job('Engineer', 'B', '2019-01', '2020-11'))).toBe('Mid level');
    // A gap is not experience: 2010-2012 (3 years) and 2020-2021 (2 years) make 5.
    expect(level(job('Engineer', 'A', '2010-01', '2012-12'), job('Engineer', 'B', '2020-01', '2021-12'))).toBe('Senior');
  });

  it('is Senior from 5 years and Executive from 10', () => {
    expect(level(job('Engineer', 'A', '2016-02'))).toBe('Senior'); // 9 years 11 months
    expect(level(job('Engineer', 'A', '2016-01'))).toBe('Executive'); // 10 years
    expect(level(job('Engineer', 'A', '2021-01'))).toBe('Senior'); // 5 years
    expect(level(job('Engineer', 'A', '2021-02'))).toBe('Mid level');
  });

  it('makes a leader of people or a company an executive from 6 years', () => {
    for (const title of [
      'Chief Product Officer',
      'VP Engineering',
      'Vice President, Sales',
      'Head of Design',
      'Director of Marketing',
      'Co-Founder',
      'CEO',
    ]) {
      expect(level(job(title, 'A', '2022-01'), job('Engineer', 'B', '2020-01', '2021-12'))).toBe('Executive'); // 6 years
      expect(level(job(title, 'A', '2022-01'), job('Engineer', 'B', '2020-02', '2021-12'))).toBe('Senior'); // 5 years 11 months
    }
    // Only the title held now counts: a former director who is an engineer again is not an executive for it.
    expect(level(job('Engineer', 'A', '2022-01'), job('Director', 'B', '2018-01', '2021-12'))).toBe('Senior');
    // "Directory" or "Headline" are not titles.
    expect(level(job('Directory Services Engineer', 'A', '2018-01'))).toBe('Senior');
  });

  it('uses the most recent title when no job is current', () => {
    expect(level(job('Founder', 'A', '2019-01', '2025-12'))).toBe('Executive'); // 7 years
  });

  it('has no level without a dated position, and skips dates that make no sense', () => {
    expect(level()).toBeNull();
    expect(level(job('Engineer', 'A', null))).toBeNull();
    expect(level(job('Engineer', 'A', '2027-01'))).toBeNull(); // starts after now
    expect(level(job('Engineer', 'A', '2022-05', '2021-01'), job('Engineer', 'B', '2025-01'))).toBe('Entry level');
  });
});
