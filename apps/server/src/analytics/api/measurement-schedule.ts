const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * When a published post is measured, counted from its publishing: most of a post's reach comes in
 * its first day, so the early points are close together; after a month the numbers barely move.
 */
export const MEASUREMENT_OFFSETS_MS = [HOUR, 6 * HOUR, DAY, 3 * DAY, 7 * DAY, 30 * DAY] as const;

/**
 * The next measurement after one taken at `now`: the first point of the schedule still ahead, or
 * null once the schedule is done. A post measured late (every worker down for a day) skips the
 * points it missed rather than catching up on each.
 */
export function nextMeasurementAt(publishedAt: Date, now: Date): Date | null {
  for (const offset of MEASUREMENT_OFFSETS_MS) {
    const at = publishedAt.getTime() + offset;
    if (at > now.getTime()) return new Date(at);
  }
  return null;
}

/** LinkedIn's daily limits reset at midnight UTC: a throttled member waits until then. */
export function nextMidnightUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
