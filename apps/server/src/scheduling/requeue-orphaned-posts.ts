import { sql } from 'kysely';
import type { Deps } from '../deps';
import { ignoreRolledBack, RolledBack } from '../posts/recover-stuck-publishes';
import { PUBLISH_SCHEDULED_POST_JOB, queuePublishJob } from './publish-queue';

/** Posts looked at per run; the job runs every minute. */
const BATCH = 500;

/**
 * A pending post whose job can no longer publish it: the job finished or failed without claiming
 * it (a worker killed after fetching its batch, before the claim), or it is held by a worker that
 * has been silent far longer than a publish can take. Such a post gets a new job, at once. The
 * guarded update on the old job id means a worker that was only slow loses nothing: its claim no
 * longer matches. Jobs still waiting (created, retry) are left alone: that is a backlog, not a loss.
 */
export async function requeueOrphanedPosts(deps: Pick<Deps, 'database' | 'config' | 'jobs'>): Promise<number> {
  const { db } = deps.database;
  const silentForMs = deps.config.linkedin.timeoutMs * 3 + 60_000;
  const { rows } = await sql<{ id: string; publish_job_id: string | null }>`
    SELECT p.id, p.publish_job_id
    FROM posts p
    LEFT JOIN pgboss.job j ON j.name = ${PUBLISH_SCHEDULED_POST_JOB} AND j.id = p.publish_job_id
    WHERE p.status = 'pending'
      AND p.publish_after < now() - interval '1 minute'
      AND (
        j.id IS NULL
        OR j.state IN ('completed', 'failed', 'cancelled')
        OR (j.state = 'active' AND j.started_on < now() - ${silentForMs}::integer * interval '1 millisecond')
      )
    ORDER BY p.publish_after
    LIMIT ${BATCH}`.execute(db);

  let requeued = 0;
  for (const post of rows) {
    await ignoreRolledBack(
      db.transaction().execute(async (trx) => {
        const jobId = await queuePublishJob(trx, deps.jobs, post.id, new Date());
        const moved = await trx
          .updateTable('posts')
          .set({ publish_job_id: jobId, updated_at: sql<Date>`now()` })
          .where('id', '=', post.id)
          .where('status', '=', 'pending')
          .where((eb) =>
            post.publish_job_id === null ? eb('publish_job_id', 'is', null) : eb('publish_job_id', '=', post.publish_job_id),
          )
          .returning('id')
          .executeTakeFirst();
        if (!moved) throw new RolledBack();
        requeued += 1;
      }),
    );
  }
  return requeued;
}
