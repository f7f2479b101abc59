import { describe, expect, it } from 'vitest';
import type { ExportPosition } from '../imports/linkedin-export';
import { sortPositionsByRecency } from './sort-positions';

const job = (title: string, startedOn: string | null, finishedOn: string | null): ExportPosition => ({
  title,
  company: 'Acme',
  startedOn,
  finishedOn,
  description: null,
  location: null,
});

describe('sortPositionsByRecency', () => {
  it('puts current jobs first (latest start first), then past jobs by end, undated ones last', () => {
    const sorted = sortPositionsByRecency([
      job('old', '2010-01', '2014-06'),
      job('undated', null, null),
      job('side project', '2019-03', null),
      job('recent past', '2015-01', '2021-02'),
      job('current', '2021-03', null),
      job('same end, later start', '2018-01', '2021-02'),
    ]);
    expect(sorted.map((p) => p.title)).toEqual([
      'current',
      'side project',
      'same end, later start',
      'recent past',
      'old',
      'undated',
    ]);
  });
});
