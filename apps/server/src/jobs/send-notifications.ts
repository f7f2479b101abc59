import { z } from 'zod';
import type { Deps } from '../deps';
import { notificationSends } from '../metrics/cadence-metrics';
import { createMailer, type Mailer } from '../notifications/create-mailer';
import { deliverNotificationEmails } from '../notifications/deliver-notification-emails';
import { notifyConnectionExpiry } from '../notifications/notify-connection-expiry';
import { notifyDailyDigests } from '../notifications/notify-daily-digests';
import { defineJob } from './job-definition';

let mailer: Mailer | undefined;

/** Every minute: the due notification emails (decision 031). Without SMTP there are none. */
export const sendNotificationEmailsJob = defineJob({
  name: 'notifications.send-emails.v1',
  payload: z.object({}).loose(),
  cron: '* * * * *',
  // The rows keep their own attempts and back-off; a failed run is simply the next minute's.
  retryLimit: 0,
  async handle(_payload, deps: Deps) {
    const { smtpUrl, mailFrom } = deps.config.notifications;
    if (!smtpUrl) return;
    mailer ??= createMailer(smtpUrl, mailFrom);
    await deliverNotificationEmails(deps, mailer, {
      onOutcome: (kind, outcome) =>
        notificationSends.inc({ kind, channel: 'email', outcome: outcome === 'sent' ? 'sent' : 'failed' }),
    });
  },
});

/** Hourly: LinkedIn connections that expire soon (before scheduled posts) or have expired. */
export const notifyConnectionExpiryJob = defineJob({
  name: 'notifications.connection-expiry.v1',
  payload: z.object({}).loose(),
  cron: '7 * * * *',
  async handle(_payload, deps: Deps) {
    await notifyConnectionExpiry(deps);
  },
});

/** Every 15 minutes: the 08:00 drafts digest and Monday's weekly summary, in each member's zone. */
export const notifyDailyDigestsJob = defineJob({
  name: 'notifications.daily-digests.v1',
  payload: z.object({}).loose(),
  cron: '*/15 * * * *',
  async handle(_payload, deps: Deps) {
    await notifyDailyDigests(deps);
  },
});
