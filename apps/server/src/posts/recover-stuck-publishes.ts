import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { DB } from '../db/schema';
import type { Deps } from '../deps';
import { linkedInPostUrl } from '../linkedin/linkedin-post-url';
import { startFirstComment } from './first-comment-queue';
import { queuePublishJob } from '../scheduling/publish-queue';

/** Past LinkedIn's own time-out: a publish still running then cannot still be waiting for an answer. */
export const STUCK_MARGIN_MS = 60_000;
/** Posts settled per run; the job runs every minute, so a backlog drains in a few runs. */
const BATCH = 100;

export const NOT_SENT_MESSAGE =
  'Cadence stopped before sending this post to LinkedIn, so it was not published. Please try again.';

export interface RecoveryCounts {
  /** LinkedIn had answered 201: published with the URN it gave. */
  published: number;
  /** Sent, outcome unheard: queued again to be settled by a re-send of the identical text. */
  reconciling: number;
  /** Post Now cut off before anything left Cadence. */
  notSent: number;
  /** Scheduled posts claimed but never sent: queued again (decision 015). */
  requeued: number;
}

export const noRecovery = (): RecoveryCounts => ({ published: 0, reconciling: 0, notSent: 0, requeued: 0 });

/**
 * The backstop for posts a crashed process left in 'publishing' (decision 010), run every minute
 * for posts older than LinkedIn's time-out plus a margin, whoever held them. The fast path is
 * `takeOverDeadPublishes`, which finds a dead holder within seconds; both settle a post the same
 * way (`settleInterruptedPublish`), and each move is an UPDATE guarded on the post's status and the
 * selection's own condition, so several workers may run them at once.
 */
export async function recoverStuckPublishes(
  deps: Pick<Deps, 'database' | 'config' | 'jobs'>,
  options: { log?: Pick<FastifyBaseLogger, 'warn'> } = {},
): Promise<RecoveryCounts> {
  const { db } = deps.database;
  const stuckAfterMs = deps.config.linkedin.timeoutMs + STUCK_MARGIN_MS;
  const cutoff = sql<Date>`now() - ${stuckAfterMs}::integer * interval '1 millisecond'`;
  const counts = noRecovery();

  const stuck = await db
    .selectFrom('posts')
    .select(['id', 'publish_job_id', 'publish_after', 'scheduled_time'])
    .where('status', '=', 'publishing')
    .where('updated_at', '<', cutoff)
    .orderBy('updated_at')
    .limit(BATCH)
    .execute();
  for (const post of stuck) {
    await ignoreRolledBack(
      db.transaction().execute(async (trx) => {
        const outcome = await settleInterruptedPublish(trx, deps, post, (update) => update.where('updated_at', '<', cutoff));
        if (outcome !== undefined) counts[outcome] += 1;
        if (outcome === 'reconciling')
          options.log?.warn({ postId: post.id }, 'A publish was cut off; it is settled by a re-send');
      }),
    );
  }

  // Attempts cut off mid-flight whose post has moved on meanwhile (a cancel, say) are closed too.
  await db
    .updateTable('post_attempts')
    .set(interrupted)
    .where('outcome', 'is', null)
    .where('started_at', '<', cutoff)
    .where('post_id', 'not in', (eb) => eb.selectFrom('posts').select('id').where('status', '=', 'publishing'))
    .execute();
  return counts;
}

type PostsUpdate = UpdateQueryBuilder<DB, 'posts', 'posts', UpdateResult>;
/** Narrows a post's UPDATE to the selection's own condition. */
export type SettleGuard = (update: PostsUpdate) => PostsUpdate;

/**
 * Settles one post left in 'publishing' by a process that is gone, never sending anything itself:
 * - an attempt holds a URN (LinkedIn answered 201): published with it;
 * - something was sent but its outcome is unheard, or a scheduled post was claimed and not sent:
 *   back to 'pending' with a new job due now. Its claim re-sends the identical text, and LinkedIn's
 *   DUPLICATE_POST names the post if it has it (decision 030); past PUBLISH_LATE_GRACE_SECONDS the
 *   claim fails it with "check LinkedIn" instead;
 * - Post Now with nothing sent: failed, "not published". The member was waiting for an answer at
 *   that moment and did not get one; it is not sent later behind their back.
 * `guard` is the selection's own condition, re-checked in the UPDATE so a post that moved on is left.
 */
export async function settleInterruptedPublish(
  trx: Transaction<DB>,
  deps: Pick<Deps, 'config' | 'jobs'>,
  post: { id: string; publish_job_id: string | null; publish_after: Date | null; scheduled_time: Date | null },
  guard: SettleGuard,
): Promise<keyof RecoveryCounts | undefined> {
  const attempts = await trx
    .selectFrom('post_attempts')
    .selectAll()
    .where('post_id', '=', post.id)
    .orderBy('started_at')
    .execute();
  const confirmed = attempts.findLast((attempt) => attempt.platform_post_id !== null && attempt.outcome === 'published');
  const claim = guard(trx.updateTable('posts').where('id', '=', post.id).where('status', '=', 'publishing'));

  if (confirmed?.platform_post_id) {
    const urn = confirmed.platform_post_id;
    const moved = await claim
      .set({
        status: 'published',
        platform_post_id: urn,
        post_url: linkedInPostUrl(deps.config.linkedin, urn),
        published_at: confirmed.finished_at ?? sql<Date>`now()`,
        // Its first measurement an hour after it went out (issue 28).
        metrics_next_at: confirmed.finished_at
          ? new Date(new Date(confirmed.finished_at).getTime() + 3_600_000)
          : sql<Date>`now() + interval '1 hour'`,
        error_message: null,
        failure_kind: null,
        held_by: null,
        updated_at: sql<Date>`now()`,
      })
      .returning('id')
      .executeTakeFirst();
    if (!moved) return undefined;
    await closeOpenAttempts(trx, post.id);
    await startFirstComment(trx, deps.jobs, post.id);
    return 'published';
  }

  if (attempts.length > 0 || post.publish_job_id !== null) {
    await closeOpenAttempts(trx, post.id);
    const jobId = await queuePublishJob(trx, deps.jobs, post.id, new Date());
    const moved = await claim
      .set({
        status: 'pending',
        publish_job_id: jobId,
        // Lateness still counts from the post's own time.
        publish_after: post.publish_after ?? post.scheduled_time ?? sql<Date>`now()`,
        held_by: null,
        updated_at: sql<Date>`now()`,
      })
      .returning('id')
      .executeTakeFirst();
    if (!moved) throw new RolledBack();
    return attempts.length > 0 ? 'reconciling' : 'requeued';
  }

  const moved = await claim
    .set({
      status: 'failed',
      failure_kind: 'rejected',
      error_message: NOT_SENT_MESSAGE,
      held_by: null,
      updated_at: sql<Date>`now()`,
    })
    .returning('id')
    .executeTakeFirst();
  return moved ? 'notSent' : undefined;
}

const interrupted = {
  outcome: 'unknown',
  finished_at: sql<Date>`now()`,
  error_code: 'interrupted',
  error_message: 'The publishing process stopped before LinkedIn answered',
} as const;

async function closeOpenAttempts(trx: Transaction<DB>, postId: string): Promise<void> {
  await trx.updateTable('post_attempts').set(interrupted).where('post_id', '=', postId).where('outcome', 'is', null).execute();
}

/** Thrown inside a transaction to undo it (a job queued for a post that moved on meanwhile). */
export class RolledBack extends Error {}

export async function ignoreRolledBack(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}
