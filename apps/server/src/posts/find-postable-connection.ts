import { decryptSecret } from '../crypto/encrypt-secret';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { MISSING_PERMISSION_MESSAGE, RECONNECT_MESSAGE } from './describe-publish-failure';

/** The spec's own words for posting without a usable connection. */
export const CONNECT_FIRST_MESSAGE = 'Please connect your LinkedIn account first';

export interface PostableConnection {
  id: string;
  linkedinSub: string;
  accessToken: string;
}

/**
 * The member's own connection, live and allowed to post, with its token opened. Looked up by id
 * AND owner: another member's id is answered exactly like an id that does not exist.
 */
export async function findPostableConnection(
  deps: Pick<Deps, 'database' | 'keys'>,
  userId: string,
  connectionId: string,
): Promise<PostableConnection> {
  const connection = await deps.database.db
    .selectFrom('linkedin_connections')
    .select(['id', 'linkedin_sub', 'access_token_enc', 'scopes', 'expires_at', 'revoked_at'])
    .where('id', '=', connectionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!connection) throw new AppError('NOT_FOUND', `LinkedIn connection not found. ${CONNECT_FIRST_MESSAGE}.`);
  if (connection.revoked_at !== null || new Date(connection.expires_at).getTime() <= Date.now()) {
    throw new AppError('BAD_REQUEST', CONNECT_FIRST_MESSAGE);
  }
  // LinkedIn lists granted scopes with commas; the standard uses spaces.
  if (!connection.scopes.split(/[\s,]+/).includes('w_member_social')) throw new AppError('FORBIDDEN', MISSING_PERMISSION_MESSAGE);
  let accessToken: string;
  try {
    accessToken = decryptSecret(connection.access_token_enc, deps.keys.tokenEncryption);
  } catch {
    // Sealed under another SECRET_KEY: only a fresh sign-in can replace it.
    throw new AppError('CONFLICT', RECONNECT_MESSAGE);
  }
  return { id: connection.id, linkedinSub: connection.linkedin_sub, accessToken };
}

/**
 * A post's own connection when a worker sends for it (no member waiting for an answer): null unless
 * it can still post (not revoked, not expired, sealed under our key).
 */
export async function openPostableConnection(
  deps: Pick<Deps, 'database' | 'keys'>,
  connectionId: string | null,
): Promise<PostableConnection | null> {
  if (connectionId === null) return null;
  const connection = await deps.database.db
    .selectFrom('linkedin_connections')
    .select(['id', 'linkedin_sub', 'access_token_enc', 'expires_at', 'revoked_at'])
    .where('id', '=', connectionId)
    .executeTakeFirst();
  if (!connection || connection.revoked_at !== null || new Date(connection.expires_at).getTime() <= Date.now()) return null;
  try {
    return {
      id: connection.id,
      linkedinSub: connection.linkedin_sub,
      accessToken: decryptSecret(connection.access_token_enc, deps.keys.tokenEncryption),
    };
  } catch {
    return null;
  }
}
