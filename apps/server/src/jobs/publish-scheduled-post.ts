import { PUBLISH_SCHEDULED_POST_JOB, ZPublishScheduledPostPayload } from '../scheduling/publish-queue';
import { publishScheduledPost } from '../scheduling/publish-scheduled-post';
import { defineJob } from './job-definition';

/** One job per pending post, due at its time (decision 015). pg-boss never retries it: the publisher decides. */
export const publishScheduledPostJob = defineJob({
  name: PUBLISH_SCHEDULED_POST_JOB,
  payload: ZPublishScheduledPostPayload,
  retryLimit: 0,
  async handle(payload, deps, job) {
    await publishScheduledPost(deps, { postId: payload.post_id, jobId: job.id });
  },
});
