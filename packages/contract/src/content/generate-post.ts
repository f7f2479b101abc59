import { z } from 'zod';
import { apiSuccess } from '../common';
import { ZPostFormatSchema } from './formats';
import { requiredText, ZTrendingTopicSchema } from './trending-topics';

export const ZGeneratePostRequestSchema = z.object({
  niche: requiredText('niche', 100),
  sub_niche: z.string().trim().max(200).optional().default(''),
  topic: requiredText('topic', 300),
  format: ZPostFormatSchema,
  context: z.string().trim().max(2000).optional().default(''),
  trending_topic_data: ZTrendingTopicSchema.nullish(),
  /** Same request, another draft: the offline composer is deterministic per seed. */
  seed: z.number().int().min(0).max(2 ** 31).optional(),
});
export type TGeneratePostRequest = z.input<typeof ZGeneratePostRequestSchema>;

export const ZGeneratePostResponseSchema = apiSuccess(
  z.object({
    content: z.string().max(3000),
    hashtags: z.array(z.string()),
    /** Stylometric similarity of this draft to the member's own posts, 0-100. */
    voice_match: z.number().min(0).max(100),
  }),
);
export type TGeneratePostResponse = z.infer<typeof ZGeneratePostResponseSchema>;
