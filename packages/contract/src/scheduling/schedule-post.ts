import { z } from 'zod';
import { apiSuccess } from '../common';
import { LINKEDIN_MAX_POST_LENGTH } from '../linkedin/limits';
import { ZHashtagsSchema } from '../linkedin/publish-post';
import { userText } from '../text/user-text';
import { ZScheduledPostSchema } from './scheduled-post';
import { ZPostAttachmentsSchema } from '../media/post-attachments';

/** Spec §7: POST /api/scheduling/post. The scheduling feature serves it. */
export const ZSchedulePostRequestSchema = z.object({
  content: userText({ field: 'content', max: LINKEDIN_MAX_POST_LENGTH * 2, required: true, multiline: true }),
  hashtags: ZHashtagsSchema,
  /** ISO 8601; the browser converts the picker's local time before sending. */
  scheduled_time: z.iso.datetime({ offset: true, message: 'scheduled_time must be an ISO 8601 date-time' }),
  platform_connection_id: z.string().uuid('platform_connection_id must be a connection id'),
  ...ZPostAttachmentsSchema.shape,
});
export type TSchedulePostRequest = z.input<typeof ZSchedulePostRequestSchema>;

/** The saved post, as the schedule lists it. */
export const ZSchedulePostResponseSchema = apiSuccess(ZScheduledPostSchema);
export type TSchedulePostResponse = z.infer<typeof ZSchedulePostResponseSchema>;
