import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { DEAD_AFTER_MS } from '../liveness/start-process-liveness';
import {
  ignoreRolledBack,
  noRecovery,
  RolledBack,
  settleInterruptedPublish,
  type RecoveryCounts,
} from '../posts/recover-stuck-publishes';
import { queuePublishJob } from './publish-queue';

/** Posts taken up per beat; a dead worker holds at most a fetched batch or two. */
const BATCH = 500;
/**
 * An open attempt is left alone until LinkedIn's time-out (plus this) has passed since it started:
 * by then a holder that was only stalled has given up on it too, so a re-send cannot cross it.
 */
const FENCE_MARGIN_MS = 2_000;

export interface TakeOverCounts extends RecoveryCounts {
  /** Pending posts whose fetched job died with its worker: queued again. */
  refetched: number;
}

/**
 * Takes up the posts of processes that stopped beating (decision 030), within seconds instead of
 * the minutes a time-out would take: a post a dead worker had fetched gets a new job at once; a post
 * it was publishing is settled by `settleInterruptedPublish` (published with the URN LinkedIn gave,
 * or queued again to be reconciled by a re-send of the identical text). Run after every heartbeat
 * by every worker; every move is guarded on the dead holder, so two workers never take one post.
 */
export async function takeOverDeadPublishes(
  deps: Pick<Deps, 'database' | 'config' | 'jobs'>,
  options: { log?: Pick<FastifyBaseLogger, 'warn'> } = {},
): Promise<TakeOverCounts> {
  const { db } = deps.database;
  const counts: TakeOverCounts = { ...noRecovery(), refetched: 0 };
  const deadAfter = sql<Date>`now() - ${DEAD_AFTER_MS}::integer * interval '1 millisecond'`;
  // Almost always empty: the check costs one look at a table of a few rows.
  const dead = (await db.selectFrom('process_heartbeats').select('id').where('seen_at', '<', deadAfter).execute()).map(
    (row) => row.id,
  );
  if (dead.length === 0) return counts;

  const fence = deps.config.linkedin.timeoutMs + FENCE_MARGIN_MS;
  const held = await db
    .selectFrom('posts')
    .select(['id', 'status', 'held_by', 'publish_job_id', 'publish_after', 'scheduled_time'])
    .where('held_by', 'in', dead)
    .where('status', 'in', ['pending', 'publishing'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('post_attempts')
            .select('post_attempts.id')
            .whereRef('post_attempts.post_id', '=', 'posts.id')
            .where('post_attempts.outcome', 'is', null)
            .where('post_attempts.started_at', '>', sql<Date>`now() - ${fence}::integer * interval '1 millisecond'`),
        ),
      ),
    )
    .limit(BATCH)
    .execute();

  for (const post of held) {
    const holder = post.held_by;
    if (holder === null) continue;
    await ignoreRolledBack(
      db.transaction().execute(async (trx) => {
        if (post.status === 'publishing') {
          const outcome = await settleInterruptedPublish(trx, deps, post, (update) => update.where('held_by', '=', holder));
          if (outcome !== undefined) counts[outcome] += 1;
          return;
        }
        // Fetched by the dead worker and waiting for its turn there: nothing was sent. Never earlier
        // than its time, should it have been moved later since.
        const dueAt = new Date(Math.max(Date.now(), post.publish_after ? new Date(post.publish_after).getTime() : 0));
        const jobId = await queuePublishJob(trx, deps.jobs, post.id, dueAt);
        const moved = await trx
          .updateTable('posts')
          .set({ publish_job_id: jobId, held_by: null, updated_at: sql<Date>`now()` })
          .where('id', '=', post.id)
          .where('status', '=', 'pending')
          .where('held_by', '=', holder)
          .where((eb) =>
            post.publish_job_id === null ? eb('publish_job_id', 'is', null) : eb('publish_job_id', '=', post.publish_job_id),
          )
          .returning('id')
          .executeTakeFirst();
        if (!moved) throw new RolledBack();
        counts.refetched += 1;
      }),
    );
  }

  const taken = held.length;
  if (taken > 0) options.log?.warn({ dead, ...counts }, 'Took up the posts of a process that stopped answering');
  if (taken < BATCH) {
    // A dead process that holds nothing more is forgotten, so the next look is free again.
    await db
      .deleteFrom('process_heartbeats')
      .where('id', 'in', dead)
      .where('seen_at', '<', deadAfter)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('posts')
              .select('posts.id')
              .whereRef('posts.held_by', '=', 'process_heartbeats.id')
              .where('posts.status', 'in', ['pending', 'publishing']),
          ),
        ),
      )
      .execute();
  }
  return counts;
}
