import { z } from 'zod';
import { ZNotificationKindSchema } from './notification-kinds';

export const ZNotificationSchema = z.object({
  id: z.string(),
  kind: ZNotificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** Where to act on it (the post to fix, Reconnect); same-origin path. */
  link: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

/** GET /api/notifications: the bell's newest notifications and how many are unread. */
export const ZGetNotificationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ notifications: z.array(ZNotificationSchema), unread_count: z.number().int().min(0) }),
});
export type TGetNotificationsResponse = z.infer<typeof ZGetNotificationsResponseSchema>;
