import { sql } from 'kysely';
import { createOpaqueToken, hashToken } from '../crypto/opaque-token';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './access-tokens';

export const REFRESH_TOKEN_TTL_DAYS = 30;

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  user: { id: string; email: string };
}

type SessionDeps = Pick<Deps, 'database' | 'keys'>;

const sessionEnded = () => new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');

/** Trades the popup's one-time code for a session; a code works once, within two minutes. */
export async function exchangeLoginCode(deps: SessionDeps, code: string, userAgent: string | undefined): Promise<IssuedSession> {
  const { db } = deps.database;
  const used = await db
    .updateTable('login_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', hashToken(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  if (!used) {
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
 * Rotates the refresh token. Presenting the token that was just rotated out means two parties
 * hold it, so the whole session is revoked (refresh token reuse detection).
 */
export async function refreshSession(deps: SessionDeps, refreshToken: string | undefined): Promise<IssuedSession> {
  if (!refreshToken) throw new AppError('UNAUTHORIZED', 'No active session');
  const { db } = deps.database;
  const presented = hashToken(refreshToken);
  const next = createOpaqueToken();
  const rotated = await db
    .updateTable('sessions')
    .set({ refresh_token_hash: hashToken(next), previous_refresh_token_hash: presented, last_used_at: sql<Date>`now()` })
    .where('refresh_token_hash', '=', presented)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
  if (!rotated) {
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
  const row = await deps.database.db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Boolean(row);
}

async function issue(deps: SessionDeps, sessionId: string, user: { id: string; email: string }, refreshToken: string): Promise<IssuedSession> {
  const accessToken = await signAccessToken({ userId: user.id, sessionId }, deps.keys.sessionSigning);
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, refreshToken, user };
}
