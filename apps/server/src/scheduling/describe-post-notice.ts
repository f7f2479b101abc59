import type { TPostNotice } from '@cadence/contract/scheduling/scheduled-post';
import type { PostNoticeCode } from '../db/schema';

/** 'Nov 24, 2026, 1:00 AM (Europe/Paris)': the member's own clock, and which clock it is. */
export function formatInZone(instant: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(instant);
  return `${text} (${timeZone})`;
}

/**
 * The card's notice, written at read time so it follows the member's current zone. `when` is the
 * post's publish_after: the time a held or retried post goes out, or the time a late one was due.
 */
export function describePostNotice(code: PostNoticeCode | null, when: Date | null, timeZone: string): TPostNotice | null {
  if (code === null) return null;
  const at = when === null ? 'later' : formatInZone(when, timeZone);
  switch (code) {
    case 'shortened':
      return {
        code,
        message:
          'LinkedIn shortened this post: it kept less text than Cadence sent. Check it on LinkedIn and edit it there if needed.',
      };
    case 'held_daily_limit':
      return {
        code,
        message: `LinkedIn’s daily posting limit was reached. Cadence will publish this post when the limit resets, at ${at}.`,
      };
    case 'retrying':
      return { code, message: `Cadence could not reach LinkedIn. It will try again at ${at}.` };
    case 'late':
      return {
        code,
        message: `This post was due at ${at}, while Cadence was not running, so it was not published. Edit it to choose a new time, or delete it.`,
      };
  }
}
