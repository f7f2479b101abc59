import { sql, type UpdateObject } from 'kysely';
import type { Deps } from '../deps';
import type { DB, NotificationKind } from '../db/schema';
import { buildNotificationEmail } from './build-notification-email';
import type { Mailer } from './create-mailer';
import { isNotificationKindEnabled } from './get-notification-settings';

/** How long a claim holds; the mailer's own time-outs end every send well before it. */
export const CLAIM_LEASE_SECONDS = 120;
/** After this many refusals the email is given up (the bell still has the notification). */
export const MAX_EMAIL_ATTEMPTS = 8;
const BATCH = 20;

/** 30 s, 1 min, 2 min … capped at an hour: a down SMTP server is asked again, less and less often. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Claims found past their lease: a process died mid-send, so these are never sent again. */
  abandoned: number;
}

type DeliverDeps = Pick<Deps, 'database' | 'config' | 'keys'>;

/**
 * Sends the due notification emails, at most once each (decision 031): a row is claimed by a
 * guarded UPDATE … SKIP LOCKED before its send and marked sent after; a claim that outlives its
 * lease (the process died between claim and record) becomes 'unknown' and is not sent again. A
 * refusal puts the row back with a growing delay. Publishing never waits on any of this.
 */
export async function deliverNotificationEmails(
  deps: DeliverDeps,
  mailer: Mailer,
  hooks: { onOutcome?: (kind: NotificationKind, outcome: 'sent' | 'failed' | 'retrying') => void } = {},
): Promise<DeliveryReport> {
  const { db } = deps.database;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, abandoned: 0 };
  const abandoned = await db
    .updateTable('notifications')
    .set({ email_status: 'unknown', email_last_error: 'The sending process stopped before recording the outcome' })
    .where('email_status', '=', 'sending')
    .where('email_claimed_until', '<', sql<Date>`now()`)
    .returning('id')
    .execute();
  report.abandoned = abandoned.length;

  for (;;) {
    const claimed = await db
      .updateTable('notifications')
      .set({
        email_status: 'sending',
        email_attempts: sql<number>`email_attempts + 1`,
        email_claimed_until: sql<Date>`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
        // Fixed before the first send: were this row ever sent again, it would be the same message.
        email_message_id: sql<string>`coalesce(email_message_id, ${`<`} || id || ${`@${new URL(deps.config.publicUrl).hostname}>`})`,
      })
      .where(
        'id',
        'in',
        db
          .selectFrom('notifications')
          .select('id')
          .where('email_status', '=', 'pending')
          .where('email_next_attempt_at', '<=', sql<Date>`now()`)
          .orderBy('email_next_attempt_at')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .where('email_status', '=', 'pending')
      .returningAll()
      .execute();
    if (claimed.length === 0) return report;

    for (const row of claimed) {
      const member = await db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst();
      // Turned off since it was recorded: the member asked for no more of these.
      if (!member || !(await isNotificationKindEnabled(db, row.user_id, row.kind))) {
        await settle(row.id, { email_status: 'none', email_claimed_until: null });
        continue;
      }
      const email = buildNotificationEmail(
        deps.config,
        deps.keys.unsubscribeSigning,
        row,
        member.email,
        row.email_message_id ?? '',
      );
      try {
        await mailer.send(email);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = row.email_attempts >= MAX_EMAIL_ATTEMPTS;
        await settle(row.id, {
          email_status: giveUp ? 'failed' : 'pending',
          email_claimed_until: null,
          email_last_error: message.slice(0, 500),
          email_next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryDelaySeconds(row.email_attempts)})`,
        });
        report[giveUp ? 'failed' : 'retrying'] += 1;
        hooks.onOutcome?.(row.kind, giveUp ? 'failed' : 'retrying');
        continue;
      }
      await settle(row.id, {
        email_status: 'sent',
        email_sent_at: sql<Date>`now()`,
        email_claimed_until: null,
        email_last_error: null,
      });
      report.sent += 1;
      hooks.onOutcome?.(row.kind, 'sent');
    }
  }

  async function settle(id: string, values: UpdateObject<DB, 'notifications'>) {
    // Guarded: only the claim this process holds is settled.
    await db.updateTable('notifications').set(values).where('id', '=', id).where('email_status', '=', 'sending').execute();
  }
}
