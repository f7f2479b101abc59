import { sql } from 'kysely';
import type { TGetNotificationsResponse } from '@cadence/contract/notifications/get-notifications';
import type { Deps } from '../deps';

/** The bell: the newest 30 and the number unread. */
export async function listNotifications(
  deps: Pick<Deps, 'database'>,
  userId: string,
): Promise<TGetNotificationsResponse['data']> {
  const { db } = deps.database;
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link_url', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(30)
    .execute();
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link_url,
      created_at: row.created_at.toISOString(),
      read: row.read_at !== null,
    })),
    unread_count: await countUnread(deps, userId),
  };
}

export async function countUnread(deps: Pick<Deps, 'database'>, userId: string): Promise<number> {
  const row = await deps.database.db
    .selectFrom('notifications')
    .select(({ fn }) => fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function markNotificationsRead(deps: Pick<Deps, 'database'>, userId: string, ids?: string[]): Promise<number> {
  if (ids?.length === 0) return countUnread(deps, userId);
  let update = deps.database.db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) update = update.where('id', 'in', ids);
  await update.execute();
  return countUnread(deps, userId);
}
