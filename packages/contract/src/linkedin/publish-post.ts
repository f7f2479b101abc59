import { z } from 'zod';
import { apiSuccess } from '../common';
import { userText } from '../text/user-text';
import { LINKEDIN_MAX_POST_LENGTH } from './limits';
import { ZPostAttachmentsSchema } from '../media/post-attachments';

const stripHashes = (tags: string[]) => tags.map((t) => t.replace(/^#+/, '')).filter(Boolean);
const hashtagList = z.array(userText({ field: 'hashtag', max: 100 })).max(30, 'at most 30 hashtags');

export const ZHashtagsSchema = hashtagList.default([]).transform(stripHashes);
/** For edits: absent means "leave them as they are", so no default here. */
export const ZHashtagsEditSchema = hashtagList.transform(stripHashes);

export const ZPublishPostRequestSchema = z.object({
  // LinkedIn's own limit is checked on the post as sent, hashtags included; this only bounds the work.
  content: userText({ field: 'content', max: LINKEDIN_MAX_POST_LENGTH * 2, required: true, multiline: true }),
  hashtags: ZHashtagsSchema,
  platform_connection_id: z.string().uuid('platform_connection_id must be a connection id'),
  ...ZPostAttachmentsSchema.shape,
});
export type TPublishPostRequest = z.input<typeof ZPublishPostRequestSchema>;

export const ZPublishPostResponseSchema = apiSuccess(
  z.object({
    post_id: z.string(),
    platform_post_id: z.string(),
    post_url: z.string(),
  }),
);
export type TPublishPostResponse = z.infer<typeof ZPublishPostResponseSchema>;
