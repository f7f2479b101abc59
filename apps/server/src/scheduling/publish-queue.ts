import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';
import type { JobEngine } from '../jobs/create-job-engine';

/**
 * The queue behind every pending post (decision 015): one pg-boss job per post, due at the post's
 * publish_after. The job only names the post; the worker claims the post with a guarded UPDATE that
 * also checks `publish_job_id`, so a job left behind by an edit or a cancel can never publish it.
 * Once shipped, this name and payload are never edited (a change gets `…v2`).
 */
export const PUBLISH_SCHEDULED_POST_JOB = 'posts.publish-scheduled.v1';
export const ZPublishScheduledPostPayload = z.object({ post_id: z.string().uuid() });
export type TPublishScheduledPostPayload = z.infer<typeof ZPublishScheduledPostPayload>;

/** pg-boss's `db` option over a Kysely transaction, so the job and the post commit or roll back together. */
export function inTransaction(trx: Transaction<DB> | Kysely<DB>) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const result = await trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, values));
      return { rows: result.rows };
    },
  };
}

/** Queues the publish job inside `trx`; answers its id, which the caller stores on the post in the same transaction. */
export async function queuePublishJob(
  trx: Transaction<DB> | Kysely<DB>,
  jobs: Pick<JobEngine, 'send'>,
  postId: string,
  publishAfter: Date,
): Promise<string> {
  const payload: TPublishScheduledPostPayload = { post_id: postId };
  const id = await jobs.send(PUBLISH_SCHEDULED_POST_JOB, payload, {
    startAfter: publishAfter,
    // Retries are the publisher's own decision (only where LinkedIn certainly did not create the
    // post); pg-boss must never re-run a publish on its own.
    retryLimit: 0,
    db: inTransaction(trx),
  });
  if (id === null) throw new Error(`pg-boss did not queue ${PUBLISH_SCHEDULED_POST_JOB} for post ${postId}`);
  return id;
}

/** Takes queued jobs out inside `trx` (cancel, delete, reschedule). A job already gone is fine. */
export async function removePublishJob(
  trx: Transaction<DB> | Kysely<DB>,
  jobs: Pick<JobEngine, 'boss'>,
  jobIds: string | null | (string | null)[],
): Promise<void> {
  const ids = (Array.isArray(jobIds) ? jobIds : [jobIds]).filter((id): id is string => id !== null);
  if (ids.length === 0) return;
  await jobs.boss.deleteJob(PUBLISH_SCHEDULED_POST_JOB, ids, { db: inTransaction(trx) });
}
