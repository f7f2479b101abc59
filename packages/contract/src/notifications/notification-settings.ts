import { z } from 'zod';
import { NOTIFICATION_KINDS, ZNotificationKindSchema } from './notification-kinds';

const ZKindChoicesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodBoolean
  >,
);

/** GET/PUT /api/notification-settings: one on/off per kind; email says whether emails go out at all. */
export const ZNotificationSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ kinds: ZKindChoicesSchema, email_enabled: z.boolean() }),
});
export type TNotificationSettingsResponse = z.infer<typeof ZNotificationSettingsResponseSchema>;

/** A PUT may change some kinds only. */
export const ZSaveNotificationSettingsRequestSchema = z
  .object({ kinds: z.partialRecord(ZNotificationKindSchema, z.boolean()) })
  .strict();
export type TSaveNotificationSettingsRequest = z.infer<typeof ZSaveNotificationSettingsRequestSchema>;

/** POST /api/notifications/unsubscribe?token=…: RFC 8058 one-click, no session needed. */
export const ZUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });
export const ZUnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ kind: ZNotificationKindSchema }),
});
