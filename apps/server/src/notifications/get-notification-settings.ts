import { NOTIFICATION_KINDS, type TNotificationKind } from '@cadence/contract/notifications/notification-kinds';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Every kind is on until the member turns it off. */
export async function getNotificationSettings(db: Kysely<DB>, userId: string): Promise<Record<TNotificationKind, boolean>> {
  const rows = await db.selectFrom('notification_settings').select(['kind', 'enabled']).where('user_id', '=', userId).execute();
  const choices = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<TNotificationKind, boolean>;
  for (const row of rows) choices[row.kind] = row.enabled;
  return choices;
}

export async function isNotificationKindEnabled(db: Kysely<DB>, userId: string, kind: TNotificationKind): Promise<boolean> {
  const row = await db
    .selectFrom('notification_settings')
    .select('enabled')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.enabled ?? true;
}
