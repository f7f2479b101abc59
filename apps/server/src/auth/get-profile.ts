import type { TProfileResponse } from '@cadence/contract/auth/get-profile';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';

type Profile = TProfileResponse['data'];

/** The signed-in member and their LinkedIn connections; never anyone else's. */
export async function getProfile(deps: Pick<Deps, 'database' | 'config'>, userId: string): Promise<Profile> {
  const { db } = deps.database;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'linkedin_sub', 'name', 'picture_url', 'time_zone'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  const connections = await db
    .selectFrom('linkedin_connections')
    .select(['id', 'account_name', 'account_avatar_url', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const now = Date.now();
  return {
    user: { id: user.id, email: user.email },
    connections: connections.map((c) => ({
      id: c.id,
      account_name: c.account_name,
      account_avatar_url: c.account_avatar_url,
      platform: 'linkedin' as const,
      is_active: c.revoked_at === null && new Date(c.expires_at).getTime() > now,
      expires_at: new Date(c.expires_at).toISOString(),
    })),
    linkedin_profile: { sub: user.linkedin_sub, name: user.name, email: user.email, picture: user.picture_url },
    linkedin_sandbox: deps.config.linkedin.standIn,
    time_zone: user.time_zone,
  };
}
