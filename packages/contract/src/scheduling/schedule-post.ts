import { z } from 'zod';
import { ZHashtagsSchema } from '../linkedin/publish-post';

/** Spec §7: POST /api/scheduling/post. The scheduling feature serves it. */
export const ZSchedulePostRequestSchema = z.object({
  content: z.string().trim().min(1, 'content is required'),
  hashtags: ZHashtagsSchema,
  /** ISO 8601; the browser converts the picker's local time before sending. */
  scheduled_time: z.iso.datetime({ offset: true, message: 'scheduled_time must be an ISO 8601 date-time' }),
  platform_connection_id: z.string().uuid('platform_connection_id must be a connection id'),
});
export type TSchedulePostRequest = z.input<typeof ZSchedulePostRequestSchema>;

export const ZSchedulePostResponseSchema = z.object({ success: z.literal(true) }).loose();
export type TSchedulePostResponse = z.infer<typeof ZSchedulePostResponseSchema>;
