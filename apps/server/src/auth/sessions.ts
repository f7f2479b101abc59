import { sql } from 'kysely';
import { createOpaqueToken, hashToken } from '../crypto/opaque-token';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './access-tokens';
import { hashBrowserBinding, STARTED_IN_ANOTHER_BROWSER } from './browser-binding';

export const REFRESH_TOKEN_TTL_DAYS = 30;
/**
 * How long the refresh token just rotated out still buys an access token: two tabs refreshing
 * with the same cookie at once are one browser, not a thief (decision 008).
 */
export const REFRESH_GRACE_SECONDS = 30;

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  /** Absent in the grace window: the browser already holds the current token, so it is not re-sent. */
  refreshToken?: string;
  user: { id: string; email: string };
}

type SessionDeps = Pick<Deps, 'database' | 'keys'>;

const sessionEnded = () => new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');

/**
 * Trades the popup's one-time code for a session; a code works once, within two minutes, and only
 * in the browser that started the sign-in (its sign-in cookie, `browserBinding`).
 */
export async function exchangeLoginCode(
  deps: SessionDeps,
  code: string,
  browserBinding: string | undefined,
  userAgent: string | undefined,
): Promise<IssuedSession> {
  const { db } = deps.database;
  const used = browserBinding
    ? await db
        .updateTable('login_codes')
        .set({ used_at: sql<Date>`now()` })
        .where('code_hash', '=', hashToken(code))
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .where('browser_binding_hash', '=', hashBrowserBinding(browserBinding))
        .returning('user_id')
        .executeTakeFirst()
    : undefined;
  if (!used) {
    // A live code from another browser: someone sent this browser a sign-in it did not start.
    const live = await db
      .selectFrom('login_codes')
      .select('code_hash')
      .where('code_hash', '=', hashToken(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (live) {
      throw new AppError('FORBIDDEN', STARTED_IN_ANOTHER_BROWSER, { reason: 'other_browser' });
    }
    throw new AppError('BAD_REQUEST', 'This sign-in code has expired or was already used. Please sign in again.', {
      reason: 'invalid_login_code',
    });
  }
  const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', used.user_id).executeTakeFirstOrThrow();
  const refreshToken = createOpaqueToken();
  const session = await db
    .insertInto('sessions')
    .values({
      user_id: user.id,
      refresh_token_hash: hashToken(refreshToken),
      expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
      user_agent: userAgent?.slice(0, 300) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return issue(deps, session.id, user, refreshToken);
}

/**
 * Rotates the refresh token. The token just rotated out, presented again within
 * REFRESH_GRACE_SECONDS, is another tab of the same browser that sent the same cookie at the same
 * time: it gets an access token for the session but no refresh token (the browser's cookie already
 * holds the current one), so the grace never extends anyone's hold on the session. Presented later,
 * it means two parties hold the token, and the whole session is revoked (reuse detection).
 */
export async function refreshSession(
  deps: SessionDeps,
  refreshToken: string | undefined,
  graceSeconds = REFRESH_GRACE_SECONDS,
): Promise<IssuedSession> {
  if (!refreshToken) throw new AppError('UNAUTHORIZED', 'No active session');
  const { db } = deps.database;
  const presented = hashToken(refreshToken);
  const next = createOpaqueToken();
  const rotated = await db
    .updateTable('sessions')
    .set({
      refresh_token_hash: hashToken(next),
      previous_refresh_token_hash: presented,
      rotated_at: sql<Date>`now()`,
      last_used_at: sql<Date>`now()`,
    })
    .where('refresh_token_hash', '=', presented)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
  if (!rotated) {
    const justRotated = await db
      .selectFrom('sessions')
      .select(['id', 'user_id'])
      .where('previous_refresh_token_hash', '=', presented)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('rotated_at', '>', sql<Date>`now() - ${graceSeconds}::double precision * interval '1 second'`)
      .executeTakeFirst();
    if (justRotated) {
      const user = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', '=', justRotated.user_id)
        .executeTakeFirstOrThrow();
      return issue(deps, justRotated.id, user);
    }
    await db
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('previous_refresh_token_hash', '=', presented)
      .where('revoked_at', 'is', null)
      .execute();
    throw sessionEnded();
  }
  const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', rotated.user_id).executeTakeFirstOrThrow();
  return issue(deps, rotated.id, user, next);
}

/** Ends a session for good: its access tokens stop working at once and it cannot be refreshed. */
export async function revokeSession(deps: SessionDeps, by: { sessionId?: string; refreshToken?: string }): Promise<void> {
  if (!by.sessionId && !by.refreshToken) return;
  await deps.database.db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('revoked_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(by.sessionId ? [eb('id', '=', by.sessionId)] : []),
        ...(by.refreshToken ? [eb('refresh_token_hash', '=', hashToken(by.refreshToken))] : []),
      ]),
    )
    .execute();
}

/** True while the session may still be used (checked on every request, so sign-out is immediate). */
export async function isSessionLive(deps: Pick<Deps, 'database'>, sessionId: string, userId: string): Promise<boolean> {
  return (await liveSessionExpiry(deps, sessionId, userId)) !== null;
}

/** When a live session expires; null once it has ended (revoked, expired, or never the caller's). */
export async function liveSessionExpiry(deps: Pick<Deps, 'database'>, sessionId: string, userId: string): Promise<Date | null> {
  const row = await deps.database.db
    .selectFrom('sessions')
    .select('expires_at')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? new Date(row.expires_at) : null;
}

async function issue(
  deps: SessionDeps,
  sessionId: string,
  user: { id: string; email: string },
  refreshToken?: string,
): Promise<IssuedSession> {
  const accessToken = await signAccessToken({ userId: user.id, sessionId }, deps.keys.sessionSigning);
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, refreshToken, user };
}
