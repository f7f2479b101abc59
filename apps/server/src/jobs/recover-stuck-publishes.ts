import { z } from 'zod';
import { requeueStalledFirstComments } from '../posts/first-comment-queue';
import { recoverStuckPublishes } from '../posts/recover-stuck-publishes';
import { SENDING_TAKEN_OVER_AFTER_MS } from '../posts/send-first-comment';
import { requeueOrphanedPosts } from '../scheduling/requeue-orphaned-posts';
import { defineJob } from './job-definition';

/**
 * A process killed mid-publish leaves its post 'publishing'; settle it without re-sending (decision
 * 010). A worker killed after fetching jobs leaves pending posts whose job is gone: queue them again.
 * A process killed mid-comment leaves a first comment 'sending': queue it again, to be settled.
 */
export const recoverStuckPublishesJob = defineJob({
  name: 'posts.recover-stuck-publishes.v1',
  payload: z.object({}).loose(),
  cron: '* * * * *',
  // The next minute's run is the retry.
  retryLimit: 0,
  async handle(_payload, deps) {
    await recoverStuckPublishes(deps);
    await requeueOrphanedPosts(deps);
    await requeueStalledFirstComments(deps.database.db, deps.jobs, SENDING_TAKEN_OVER_AFTER_MS);
  },
});
