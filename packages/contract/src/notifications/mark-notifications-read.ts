import { z } from 'zod';

/** POST /api/notifications/read: the given ids, or every notification when ids is absent. */
export const ZMarkNotificationsReadRequestSchema = z.object({ ids: z.array(z.uuid()).max(200).optional() }).strict();
export type TMarkNotificationsReadRequest = z.infer<typeof ZMarkNotificationsReadRequestSchema>;

export const ZMarkNotificationsReadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ unread_count: z.number().int().min(0) }),
});
