import { z } from 'zod';

/** What Cadence tells a member about (issue 29); each can be turned off in Settings. */
export const NOTIFICATION_KINDS = [
  'post_failed',
  'post_shortened',
  'connection_expiring',
  'connection_expired',
  'drafts_waiting',
  'weekly_summary',
] as const;

export const ZNotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKindSchema>;

/** The Settings labels, one place for the page and the emails' unsubscribe confirmation. */
export const NOTIFICATION_KIND_LABELS: Record<TNotificationKind, { label: string; description: string }> = {
  post_failed: { label: 'A post failed', description: 'Why it failed, and a link to fix it.' },
  post_shortened: { label: 'A post was shortened by LinkedIn', description: 'Published, but LinkedIn kept less text.' },
  connection_expiring: {
    label: 'LinkedIn connection expiring',
    description: '7 days and 1 day before it expires, when posts are scheduled or planned after that.',
  },
  connection_expired: { label: 'LinkedIn connection expired', description: 'It expired or was revoked.' },
  drafts_waiting: { label: 'Drafts waiting for review', description: 'One digest a day at 08:00, only when there are some.' },
  weekly_summary: { label: 'Weekly summary', description: 'What was published in the past week, on Mondays at 08:00.' },
};
