import { z } from 'zod';
import { apiSuccess } from '../common';

export const ZFormatPostRequestSchema = z.object({
  content: z.string().min(1, 'content is required').max(20_000),
  hashtags: z.array(z.string().max(100)).max(30).optional().default([]),
});
export type TFormatPostRequest = z.input<typeof ZFormatPostRequestSchema>;

/** Safe HTML: text escaped, line breaks kept, hashtags as links, the "see more" fold marked. */
export const ZFormatPostResponseSchema = apiSuccess(z.object({ formatted_text: z.string() }));
export type TFormatPostResponse = z.infer<typeof ZFormatPostResponseSchema>;
