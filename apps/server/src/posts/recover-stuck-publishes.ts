import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { DB, PostFailureKind } from '../db/schema';
import type { Deps } from '../deps';
import { linkedInPostUrl } from '../linkedin/linkedin-post-url';
import { queuePublishJob } from '../scheduling/publish-queue';

/** Past LinkedIn's own time-out: a publish still running then cannot still be waiting for an answer. */
export const STUCK_MARGIN_MS = 60_000;
/** Posts settled per run; the job runs every minute, so a backlog drains in a few runs. */
const BATCH = 100;

export const LOST_CONTACT_MESSAGE =
  'We lost contact with LinkedIn while publishing this post, so we can’t tell whether it went out. Please check your LinkedIn profile before posting it again.';
export const NOT_SENT_MESSAGE =
  'Cadence stopped before sending this post to LinkedIn, so it was not published. Please try again.';

export interface RecoveryCounts {
  published: number;
  unknown: number;
  notSent: number;
  /** Scheduled posts claimed but never sent: queued again (decision 015). */
  requeued: number;
}

/**
 * Settles posts a crashed process left in 'publishing' (decision 010). Never sends anything to
 * LinkedIn: a URN on an attempt means LinkedIn answered 201, so the post is published; no attempt
 * means nothing left Cadence; anything else may or may not be on LinkedIn, and only the member can
 * look (a re-send to provoke DUPLICATE_POST would publish the post if LinkedIn does not have it).
 * Each post moves by an UPDATE guarded on its status and age, so several workers may run this at once.
 */
export async function recoverStuckPublishes(
  deps: Pick<Deps, 'database' | 'config'> & Partial<Pick<Deps, 'jobs'>>,
  options: { log?: Pick<FastifyBaseLogger, 'warn'> } = {},
): Promise<RecoveryCounts> {
  const { db } = deps.database;
  const stuckAfterMs = deps.config.linkedin.timeoutMs + STUCK_MARGIN_MS;
  const cutoff = sql<Date>`now() - ${stuckAfterMs}::integer * interval '1 millisecond'`;
  const counts: RecoveryCounts = { published: 0, unknown: 0, notSent: 0, requeued: 0 };

  const stuck = await db
    .selectFrom('posts')
    .select(['id', 'publish_job_id', 'publish_after'])
    .where('status', '=', 'publishing')
    .where('updated_at', '<', cutoff)
    .orderBy('updated_at')
    .limit(BATCH)
    .execute();

  for (const { id, publish_job_id, publish_after } of stuck) {
    await ignoreRolledBack(
      db.transaction().execute(async (trx) => {
        const attempts = await trx
          .selectFrom('post_attempts')
          .selectAll()
          .where('post_id', '=', id)
          .orderBy('started_at')
          .execute();
        const confirmed = attempts.findLast((attempt) => attempt.platform_post_id !== null);
        const claim = trx
          .updateTable('posts')
          .where('id', '=', id)
          .where('status', '=', 'publishing')
          .where('updated_at', '<', cutoff);

        if (confirmed?.platform_post_id) {
          const urn = confirmed.platform_post_id;
          const moved = await claim
            .set({
              status: 'published',
              platform_post_id: urn,
              post_url: linkedInPostUrl(deps.config.linkedin, urn),
              published_at: confirmed.finished_at ?? sql<Date>`now()`,
              error_message: null,
              failure_kind: null,
              updated_at: sql<Date>`now()`,
            })
            .returning('id')
            .executeTakeFirst();
          if (moved) counts.published += 1;
          if (moved) await closeOpenAttempts(trx, id);
          return;
        }

        if (attempts.length === 0 && publish_job_id !== null && deps.jobs) {
          // A scheduled post claimed by a worker that died before sending: nothing left Cadence, so
          // it goes back in the queue (its lateness still counts from its own time).
          const jobId = await queuePublishJob(trx, deps.jobs, id, new Date());
          const moved = await claim
            .set({
              status: 'pending',
              publish_job_id: jobId,
              publish_after: publish_after ?? sql<Date>`now()`,
              updated_at: sql<Date>`now()`,
            })
            .returning('id')
            .executeTakeFirst();
          if (!moved) throw new RolledBack();
          counts.requeued += 1;
          return;
        }

        const kind: PostFailureKind = attempts.length === 0 ? 'rejected' : 'unknown';
        const moved = await claim
          .set({
            status: 'failed',
            failure_kind: kind,
            error_message: kind === 'unknown' ? LOST_CONTACT_MESSAGE : NOT_SENT_MESSAGE,
            updated_at: sql<Date>`now()`,
          })
          .returning('id')
          .executeTakeFirst();
        if (!moved) return;
        await closeOpenAttempts(trx, id);
        if (kind === 'unknown') {
          counts.unknown += 1;
          options.log?.warn(
            { postId: id },
            'A publish was cut off before LinkedIn answered; the member was asked to check LinkedIn',
          );
        } else counts.notSent += 1;
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
