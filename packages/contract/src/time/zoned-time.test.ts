import { describe, expect, it } from 'vitest';
import {
  fromDateTimeLocalValue,
  instantFromWallTime,
  isValidTimeZone,
  localDateKey,
  toDateTimeLocalValue,
  zoneOffsetMinutes,
  zonedParts,
} from './zoned-time';

describe('zoned time', () => {
  it('knows real IANA zones and refuses anything else', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('x'.repeat(65))).toBe(false);
  });

  it('groups an instant under the member’s own date, not the UTC one', () => {
    const lateEvening = new Date('2026-03-08T03:30:00Z'); // 22:30 on the 7th in New York
    expect(localDateKey(lateEvening, 'America/New_York')).toBe('2026-03-07');
    expect(localDateKey(lateEvening, 'Asia/Tokyo')).toBe('2026-03-08');
  });

  it('follows New York across spring forward (8 March 2026) and fall back (1 November 2026)', () => {
    expect(zoneOffsetMinutes(new Date('2026-03-08T06:00:00Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-03-08T08:00:00Z'), 'America/New_York')).toBe(-240);
    // 09:00 wall clock on each side of the change is a different UTC hour.
    expect(instantFromWallTime({ year: 2026, month: 3, day: 7, hour: 9, minute: 0 }, 'America/New_York').toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(instantFromWallTime({ year: 2026, month: 3, day: 9, hour: 9, minute: 0 }, 'America/New_York').toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    // 02:30 does not exist that night: a wall clock reads 03:30 EDT.
    expect(instantFromWallTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 01:30 happens twice on 1 November: the first one (EDT) is taken.
    expect(instantFromWallTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('follows Paris across its own change (29 March 2026) and a zone without DST', () => {
    expect(instantFromWallTime({ year: 2026, month: 3, day: 28, hour: 9, minute: 0 }, 'Europe/Paris').toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    expect(instantFromWallTime({ year: 2026, month: 3, day: 30, hour: 9, minute: 0 }, 'Europe/Paris').toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    expect(instantFromWallTime({ year: 2026, month: 7, day: 1, hour: 9, minute: 0 }, 'Asia/Kolkata').toISOString()).toBe(
      '2026-07-01T03:30:00.000Z',
    );
  });

  it('round-trips datetime-local values in the member’s zone and refuses impossible ones', () => {
    const instant = new Date('2026-11-23T17:05:00Z');
    expect(toDateTimeLocalValue(instant, 'Europe/Paris')).toBe('2026-11-23T18:05');
    expect(fromDateTimeLocalValue('2026-11-23T18:05', 'Europe/Paris')?.toISOString()).toBe(instant.toISOString());
    expect(fromDateTimeLocalValue('2026-02-30T10:00', 'Europe/Paris')).toBeNull();
    expect(fromDateTimeLocalValue('tomorrow', 'Europe/Paris')).toBeNull();
    expect(zonedParts(instant, 'Europe/Paris').weekday).toBe(1);
  });
});
