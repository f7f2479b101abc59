import type { TNotificationKind } from '@cadence/contract/notifications/notification-kinds';
import type { Kysely } from 'kysely';
import type { Config } from '../config/load-config';
import type { DB } from '../db/schema';
import { createLogger } from '../logger';
import { isNotificationKindEnabled } from './get-notification-settings';

export interface NewNotification {
  userId: string;
  kind: TNotificationKind;
  /** Names the event: the same event recorded twice (a re-run check, a retried job) is one notification. */
  eventKey: string;
  title: string;
  body: string;
  /** A path in the app, e.g. /scheduled-posts. */
  link: string | null;
}

let log: ReturnType<typeof createLogger> | undefined;

/**
 * Writes the bell's row, which is also the email's outbox row, inside the caller's transaction so
 * the notification exists exactly when its event does. A kind the member turned off writes nothing.
 * Without SMTP the notification is logged instead of emailed.
 */
export async function recordNotification(
  db: Kysely<DB>,
  config: Pick<Config, 'notifications' | 'logLevel'>,
  notification: NewNotification,
): Promise<string | null> {
  if (!(await isNotificationKindEnabled(db, notification.userId, notification.kind))) return null;
  const email = config.notifications.smtpUrl !== undefined;
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      kind: notification.kind,
      event_key: notification.eventKey,
      title: notification.title,
      body: notification.body,
      link_url: notification.link,
      email_status: email ? 'pending' : 'none',
      email_next_attempt_at: email ? new Date() : null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row && !email) {
    log ??= createLogger(config, 'cadence-notifications');
    log.info(
      { notificationId: row.id, userId: notification.userId, kind: notification.kind },
      `Notification: ${notification.title}`,
    );
  }
  return row?.id ?? null;
}
