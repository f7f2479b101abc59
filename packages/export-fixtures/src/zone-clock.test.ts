import { describe, expect, it } from 'vitest';
import { createZoneClock } from './zone-clock.ts';

const at = (iso: string): number => Date.parse(iso);

describe('createZoneClock', () => {
  it('follows New York across daylight saving', () => {
    const clock = createZoneClock('America/New_York');
    expect(clock.toUtc({ year: 2024, month: 7, day: 1, hour: 8, minute: 0, second: 0 })).toBe(at('2024-07-01T12:00:00Z'));
    expect(clock.toUtc({ year: 2024, month: 12, day: 2, hour: 8, minute: 0, second: 0 })).toBe(at('2024-12-02T13:00:00Z'));
    expect(clock.toLocal(at('2024-11-03T05:30:00Z'))).toMatchObject({ hour: 1, minute: 30, weekday: 7 });
  });

  it('moves a wall time skipped by DST an hour later', () => {
    const clock = createZoneClock('America/New_York');
    const instant = clock.toUtc({ year: 2024, month: 3, day: 10, hour: 2, minute: 30, second: 0 });
    expect(instant).toBe(at('2024-03-10T07:30:00Z'));
    expect(clock.toLocal(instant)).toMatchObject({ hour: 3, minute: 30 });
  });

  it('handles half-hour offsets and southern summers', () => {
    expect(createZoneClock('Asia/Kolkata').toUtc({ year: 2025, month: 1, day: 6, hour: 9, minute: 0, second: 0 })).toBe(
      at('2025-01-06T03:30:00Z'),
    );
    const sydney = createZoneClock('Australia/Sydney');
    expect(sydney.toUtc({ year: 2025, month: 1, day: 6, hour: 8, minute: 0, second: 0 })).toBe(at('2025-01-05T21:00:00Z'));
    expect(sydney.toUtc({ year: 2025, month: 7, day: 7, hour: 8, minute: 0, second: 0 })).toBe(at('2025-07-06T22:00:00Z'));
  });
});
