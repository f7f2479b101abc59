import type { Deps } from '../deps';
import { createLogger } from '../logger';
import { SEND_FIRST_COMMENT_JOB, ZSendFirstCommentPayload } from '../posts/first-comment-queue';
import { sendFirstComment } from '../posts/send-first-comment';
import { defineJob } from './job-definition';

let log: ReturnType<typeof createLogger> | undefined;

/**
 * One job per first comment to send, queued with the post's move to 'published' (or by Retry).
 * Tries again on its own terms (sendFirstComment queues the next try after LinkedIn's answer);
 * pg-boss re-runs a job only after our own failure (the comment put back to 'pending') or when
 * its process died (the claim then takes over the comment left 'sending').
 */
export const sendFirstCommentJob = defineJob({
  name: SEND_FIRST_COMMENT_JOB,
  payload: ZSendFirstCommentPayload,
  retryLimit: 2,
  worker: { batchSize: 20, pollingIntervalSeconds: 1, concurrent: true },
  async handle(payload, deps: Deps) {
    log ??= createLogger(deps.config, 'cadence-first-comment');
    await sendFirstComment(deps, payload.post_id, { log });
  },
});
