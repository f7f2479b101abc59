import { z } from 'zod';
import { LINKEDIN_MAX_POST_LENGTH } from '../linkedin/limits';
import { ZHashtagsSchema } from '../linkedin/publish-post';
import { userText } from '../text/user-text';

/** Spec §7: POST /api/scheduling/post. The scheduling feature serves it. */
export const ZSchedulePostRequestSchema = z.object({
  content: userText({ field: 'content', max: LINKEDIN_MAX_POST_LENGTH * 2, required: true, multiline: true }),
  hashtags: ZHashtagsSchema,
  /** ISO 8601; the browser converts the picker's local time before sending. */
  scheduled_time: z.iso.datetime({ offset: true, message: 'scheduled_time must be an ISO 8601 date-time' }),
  platform_connection_id: z.string().uuid('platform_connection_id must be a connection id'),
});
export type TSchedulePostRequest = z.input<typeof ZSchedulePostRequestSchema>;

export const ZSchedulePostResponseSchema = z.object({ success: z.literal(true) }).loose();
export type TSchedulePostResponse = z.infer<typeof ZSchedulePostResponseSchema>;
