import type { TNotificationKind } from '@cadence/contract/notifications/notification-kinds';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { getNotificationSettings } from './get-notification-settings';

/** Saves the kinds given and answers every kind's choice. */
export async function saveNotificationSettings(
  db: Kysely<DB>,
  userId: string,
  kinds: Partial<Record<TNotificationKind, boolean>>,
): Promise<Record<TNotificationKind, boolean>> {
  const rows = Object.entries(kinds).map(([kind, enabled]) => ({
    user_id: userId,
    kind: kind as TNotificationKind,
    enabled: enabled === true,
  }));
  if (rows.length > 0) {
    await db
      .insertInto('notification_settings')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['user_id', 'kind']).doUpdateSet({ enabled: sql<boolean>`excluded.enabled`, updated_at: sql<Date>`now()` }),
      )
      .execute();
  }
  return getNotificationSettings(db, userId);
}
