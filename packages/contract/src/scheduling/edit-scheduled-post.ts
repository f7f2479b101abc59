import { z } from 'zod';
import { apiSuccess } from '../common';
import { LINKEDIN_MAX_POST_LENGTH } from '../linkedin/limits';
import { ZHashtagsEditSchema } from '../linkedin/publish-post';
import { userText } from '../text/user-text';
import { ZScheduledPostSchema } from './scheduled-post';
import { ZPostAttachmentsSchema } from '../media/post-attachments';

/**
 * PATCH /api/scheduling/post/{id}: the card menu's Edit, and a drag in the calendar. A pending post
 * is rescheduled atomically (its queued job replaced); a draft given a time becomes pending (the
 * member approves it). A post a worker has already claimed answers 409.
 */
export const ZEditScheduledPostRequestSchema = z
  .object({
    content: userText({ field: 'content', max: LINKEDIN_MAX_POST_LENGTH * 2, required: true, multiline: true }).optional(),
    hashtags: ZHashtagsEditSchema.optional(),
    scheduled_time: z.iso.datetime({ offset: true, message: 'scheduled_time must be an ISO 8601 date-time' }).optional(),
    ...ZPostAttachmentsSchema.shape,
  })
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), {
    message: 'Nothing to change: send content, hashtags, scheduled_time or an attachment',
  });
export type TEditScheduledPostRequest = z.input<typeof ZEditScheduledPostRequestSchema>;

export const ZEditScheduledPostResponseSchema = apiSuccess(ZScheduledPostSchema);
export type TEditScheduledPostResponse = z.infer<typeof ZEditScheduledPostResponseSchema>;
