import { apiSuccess } from '../common';
import { ZScheduledPostSchema } from './scheduled-post';

/**
 * POST /api/scheduling/post/{id}/first-comment/retry: a published post whose first comment failed
 * sends it again (its card's Retry); answers the post with its comment 'pending'. A post whose
 * comment is not 'failed' (none, waiting, being sent, posted) answers 409 with a sentence.
 */
export const ZRetryFirstCommentResponseSchema = apiSuccess(ZScheduledPostSchema);
