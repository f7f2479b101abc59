import { z } from 'zod';
import { userText } from '../text/user-text';

export const MAX_CANCEL_REASON_LENGTH = 200;
export const DEFAULT_BATCH_CANCEL_REASON = 'Batch cancellation';
/** A bulk action covers at most this many posts per call. */
export const MAX_BATCH_POST_IDS = 500;

const reason = userText({ field: 'reason', max: MAX_CANCEL_REASON_LENGTH });

const ZBooleanQuery = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** Spec §7: DELETE /api/scheduling/post/{id}?delete_permanently=…&reason=… */
export const ZCancelPostParamsSchema = z.object({ id: z.string().uuid('That post does not exist.') });
export const ZCancelPostQuerySchema = z.object({
  delete_permanently: ZBooleanQuery.default(false),
  reason: reason.optional(),
});
export type TCancelPostQuery = z.input<typeof ZCancelPostQuerySchema>;

/** Spec §7: POST /api/scheduling/posts/cancel. All or nothing: one post that cannot be cancelled changes none. */
export const ZCancelPostsRequestSchema = z.object({
  post_ids: z
    .array(z.string().uuid('post_ids must be post ids'))
    .min(1, 'Select at least one post')
    .max(MAX_BATCH_POST_IDS, `At most ${MAX_BATCH_POST_IDS} posts at a time`),
  delete_permanently: z.boolean().default(false),
  reason: reason.default(DEFAULT_BATCH_CANCEL_REASON),
});
export type TCancelPostsRequest = z.input<typeof ZCancelPostsRequestSchema>;

/** Both answer `{success, message}` with the spec's success text, and the counts. */
export const ZCancelPostsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ cancelled: z.number().int(), deleted: z.number().int() }),
});
export type TCancelPostsResponse = z.infer<typeof ZCancelPostsResponseSchema>;
