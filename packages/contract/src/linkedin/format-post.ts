import { z } from 'zod';
import { apiSuccess } from '../common';
import { userText } from '../text/user-text';

export const ZFormatPostRequestSchema = z.object({
  content: userText({ field: 'content', max: 20_000, required: true, multiline: true }),
  hashtags: z
    .array(userText({ field: 'hashtag', max: 100 }))
    .max(30)
    .optional()
    .default([]),
});
export type TFormatPostRequest = z.input<typeof ZFormatPostRequestSchema>;

/** Safe HTML: text escaped, line breaks kept, hashtags as links, the "see more" fold marked. */
export const ZFormatPostResponseSchema = apiSuccess(z.object({ formatted_text: z.string() }));
export type TFormatPostResponse = z.infer<typeof ZFormatPostResponseSchema>;
