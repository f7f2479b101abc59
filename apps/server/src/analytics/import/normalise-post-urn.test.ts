import { describe, expect, it } from 'vitest';
import { normalisePostUrn } from './normalise-post-urn';
import { decideDateOrder, readExportDate } from './read-analytics-dates';

describe('a post’s URN from what names it', () => {
  it.each([
    ['urn:li:share:7251234567890123456', 'urn:li:share:7251234567890123456'],
    ['https://www.linkedin.com/feed/update/urn:li:activity:7251234567890123456/', 'urn:li:activity:7251234567890123456'],
    ['https://www.linkedin.com/feed/update/urn%3Ali%3AugcPost%3A7251234567890123456', 'urn:li:ugcPost:7251234567890123456'],
    ['https://www.linkedin.com/feed/update/urn%253Ali%253Ashare%253A7251234567890123456', 'urn:li:share:7251234567890123456'],
    [
      'https://www.linkedin.com/feed/update/urn:li:ugcpost:7251234567890123456?utm_source=share',
      'urn:li:ugcPost:7251234567890123456',
    ],
    ['https://www.linkedin.com/posts/jane-doe_hiring-activity-7251234567890123456-AbCd', 'urn:li:activity:7251234567890123456'],
    ['https://www.linkedin.com/posts/jane-doe_ship-it-ugcPost-7251234567890123456-xY_z', 'urn:li:ugcPost:7251234567890123456'],
  ])('%s → %s', (input, urn) => expect(normalisePostUrn(input)).toBe(urn));

  it.each(['', 'https://www.linkedin.com/in/jane-doe/', 'urn:li:person:abc', 'https://example.com/%E0%A4%A'])(
    'names no post: %s',
    (input) => expect(normalisePostUrn(input)).toBeNull(),
  );
});

describe('the export’s dates', () => {
  it('lets the whole file decide the order of slashed dates', () => {
    expect(decideDateOrder(['1/2/2026', '3/4/2026'])).toBe('mdy');
    expect(decideDateOrder(['1/2/2026', '25/4/2026'])).toBe('dmy');
    expect(decideDateOrder(['10/25/2026', '25/10/2026'])).toBeNull();
  });

  it('reads every form the export uses, and nothing else', () => {
    expect(readExportDate('11/20/2026', 'mdy')).toBe('2026-11-20');
    expect(readExportDate('20/11/2026', 'dmy')).toBe('2026-11-20');
    expect(readExportDate('2026-11-20', 'dmy')).toBe('2026-11-20');
    expect(readExportDate(new Date('2026-11-20T00:00:00Z'), 'mdy')).toBe('2026-11-20');
    expect(readExportDate(46_346, 'mdy')).toBe('2026-11-20');
    expect(readExportDate('2/30/2026', 'mdy')).toBeNull();
    expect(readExportDate('last Tuesday', 'mdy')).toBeNull();
    expect(readExportDate(12, 'mdy')).toBeNull();
  });
});
