import type { TGetScheduleResponse } from '@cadence/contract/scheduling/get-schedule';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { formatInZone } from './describe-post-notice';

type ConnectionWarning = TGetScheduleResponse['data']['connection_warning'];

/**
 * LinkedIn tokens last 60 days and self-serve apps get no refresh token (design.md §3): a post due
 * after the token lapses can only go out if the member signs in again first. Asked only when a
 * post is waiting to go out; answers for the member's newest connection, the one posts use.
 */
export async function findConnectionWarning(
  deps: Pick<Deps, 'database'>,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<ConnectionWarning> {
  const row = await deps.database.db
    .selectFrom('linkedin_connections')
    .select(['expires_at', 'revoked_at'])
    .select((eb) =>
      eb
        .selectFrom('posts')
        .select(sql<Date | null>`max(scheduled_time)`.as('last'))
        .where('posts.user_id', '=', userId)
        .where('posts.status', 'in', ['pending', 'pending_content'])
        .as('last_pending_time'),
    )
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.last_pending_time === null) return null;

  const expiresAt = new Date(row.expires_at);
  const lastPending = new Date(row.last_pending_time);
  const expires_at = expiresAt.toISOString();
  if (row.revoked_at !== null) {
    return {
      code: 'revoked',
      expires_at,
      message:
        'LinkedIn no longer accepts Cadence’s access, so your scheduled posts cannot go out. Please reconnect your LinkedIn account.',
    };
  }
  if (expiresAt.getTime() <= now.getTime()) {
    return {
      code: 'expired',
      expires_at,
      message:
        'Your LinkedIn connection has expired, so your scheduled posts cannot go out. Please reconnect your LinkedIn account.',
    };
  }
  if (lastPending.getTime() > expiresAt.getTime()) {
    return {
      code: 'expires_before_post',
      expires_at,
      message: `Your LinkedIn connection expires on ${formatInZone(expiresAt, timeZone)}, before some of your scheduled posts. Reconnect LinkedIn before then so they go out.`,
    };
  }
  return null;
}
