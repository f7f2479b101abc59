import type { Deps } from '../deps';
import { createLogger } from '../logger';
import { countPublishOutcome } from '../metrics/cadence-metrics';
import { createPublishLimits, type PublishLimits } from '../scheduling/publish-limits';
import { PUBLISH_SCHEDULED_POST_JOB, ZPublishScheduledPostPayload } from '../scheduling/publish-queue';
import { publishScheduledPost } from '../scheduling/publish-scheduled-post';
import { defineJob } from './job-definition';

/**
 * How workers fetch publish jobs; the bench's raw-queue floor uses the same. A fetch of up to 100
 * due posts every half second, the batch run side by side within the process's publish limits.
 */
export const PUBLISH_WORKER_SETTINGS = { batchSize: 100, pollingIntervalSeconds: 0.5 } as const;

let limits: PublishLimits | undefined;
// Jobs get no request logger: without one of its own, a 426 alarm or a refused post would go unseen.
let log: ReturnType<typeof createLogger> | undefined;

/** One job per pending post, due at its time (decision 015). pg-boss never retries it: the publisher decides. */
export const publishScheduledPostJob = defineJob({
  name: PUBLISH_SCHEDULED_POST_JOB,
  payload: ZPublishScheduledPostPayload,
  retryLimit: 0,
  worker: { ...PUBLISH_WORKER_SETTINGS, concurrent: true },
  // Marked at fetch, not at claim: a batch's posts may wait behind the publish limits, and if this
  // process dies meanwhile the others must know whose they were (decision 030).
  async onFetched(fetched, deps: Deps) {
    if (fetched.length === 0) return;
    await deps.database.db
      .updateTable('posts')
      .set({ held_by: deps.liveness.id })
      .where(
        'id',
        'in',
        fetched.map((job) => job.payload.post_id),
      )
      .where(
        'publish_job_id',
        'in',
        fetched.map((job) => job.id),
      )
      .where('status', '=', 'pending')
      .execute();
  },
  async handle(payload, deps: Deps, job) {
    const owner = await deps.database.db
      .selectFrom('posts')
      .select('user_id')
      .where('id', '=', payload.post_id)
      .executeTakeFirst();
    if (!owner) return;
    limits ??= createPublishLimits(deps.config.scheduling.publishConcurrency);
    log ??= createLogger(deps.config, 'cadence-publisher');
    const publisherLog = log;
    const outcome = await limits.run(owner.user_id, () =>
      publishScheduledPost(deps, { postId: payload.post_id, jobId: job.id }, { log: publisherLog }),
    );
    // Published and failed are counted where the post row moves (every publish path passes there).
    if (outcome === 'retrying' || outcome === 'held' || outcome === 'late') countPublishOutcome(outcome);
  },
});
