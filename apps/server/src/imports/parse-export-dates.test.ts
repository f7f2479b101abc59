import { describe, expect, it } from 'vitest';
import {
  parseActivityDate,
  parseConnectedOn,
  parseExportMonth,
  parseExportYear,
  parseRichMediaDate,
  parseUpdatedOn,
} from './parse-export-dates';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('the export date formats (design.md §4)', () => {
  it('reads Shares, Comments and Reactions times as UTC', () => {
    expect(iso(parseActivityDate('2024-03-10 06:59:59'))).toBe('2024-03-10T06:59:59.000Z');
    expect(iso(parseActivityDate('2024-03-10T06:59:59Z'))).toBe('2024-03-10T06:59:59.000Z');
    expect(iso(parseActivityDate('2024-03-10T08:59:59+02:00'))).toBe('2024-03-10T06:59:59.000Z');
    expect(parseActivityDate('2024-02-30 10:00:00')).toBeNull();
    expect(parseActivityDate('yesterday')).toBeNull();
  });

  it('reads positions and certifications as months', () => {
    expect(parseExportMonth('Sep 2024')).toBe('2024-09');
    expect(parseExportMonth('September 2024')).toBe('2024-09');
    expect(parseExportMonth('2019')).toBe('2019-01');
    expect(parseExportMonth('')).toBeNull();
    expect(parseExportMonth('Smarch 2024')).toBeNull();
  });

  it('reads education years, connection dates and e-mail update times', () => {
    expect(parseExportYear('2015')).toBe(2015);
    expect(parseExportYear('')).toBeNull();
    expect(iso(parseConnectedOn('15 Mar 2024'))).toBe('2024-03-15T00:00:00.000Z');
    expect(iso(parseConnectedOn('3/15/24'))).toBe('2024-03-15T00:00:00.000Z');
    expect(parseConnectedOn('31 Feb 2024')).toBeNull();
    expect(iso(parseUpdatedOn('9/27/25, 8:41 AM'))).toBe('2025-09-27T08:41:00.000Z');
    expect(iso(parseUpdatedOn('9/27/25, 12:05 PM'))).toBe('2025-09-27T12:05:00.000Z');
    expect(iso(parseUpdatedOn('9/27/25, 12:05 AM'))).toBe('2025-09-27T00:05:00.000Z');
    expect(parseUpdatedOn('Not Available')).toBeNull();
  });

  it('finds the date inside Rich_Media sentences', () => {
    expect(iso(parseRichMediaDate('You uploaded a profile photo on March 3, 2021 at 10:42 PM (GMT)'))).toBe(
      '2021-03-03T22:42:00.000Z',
    );
    expect(parseRichMediaDate('sometime')).toBeNull();
  });
});
