import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { PostNoticeCode } from '../db/schema';
import type { Deps } from '../deps';
import { UNKNOWN_OUTCOME_MESSAGE, RECONNECT_MESSAGE } from '../posts/describe-publish-failure';
import { openPostableConnection, type PostableConnection } from '../posts/find-postable-connection';
import { linkedInPostUrl } from '../linkedin/linkedin-post-url';
import type { LinkedInFailureReason } from '../linkedin/read-linkedin-error';
import {
  logFailure,
  markFailed,
  markPublished,
  resendToSettle,
  sendOnce,
  type SendOptions,
} from '../posts/send-post-to-linkedin';
import { queuePublishJob } from './publish-queue';

/** Sends that certainly did not create the post are tried this many times in all. */
export const MAX_PUBLISH_ATTEMPTS = 4;
const FIRST_BACKOFF_MS = 30_000;

export type PublishOutcome = 'stale' | 'late' | 'published' | 'failed' | 'retrying' | 'held';

type PublisherDeps = Pick<Deps, 'database' | 'config' | 'keys' | 'jobs' | 'liveness'>;

export interface PublishOptions {
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Test seam: how long to wait before reconciling after a time-out. */
  reconcileDelayMs?: number;
}

/**
 * The publish job's work (decision 015): claim the post with its own job id, send it once, and
 * decide what LinkedIn's answer means — published, failed with a reason, or back to `pending` with
 * a new job (only where LinkedIn certainly did not create the post, or at midnight UTC after a 429).
 */
export async function publishScheduledPost(
  deps: PublisherDeps,
  job: { postId: string; jobId: string },
  options: PublishOptions = {},
): Promise<PublishOutcome> {
  const { db } = deps.database;
  const post = await db
    .updateTable('posts')
    .set({
      status: 'publishing',
      held_by: deps.liveness.id,
      updated_at: sql<Date>`now()`,
      attempt_count: sql<number>`attempt_count + 1`,
    })
    .where('id', '=', job.postId)
    .where('status', '=', 'pending')
    .where('publish_job_id', '=', job.jobId)
    .returning([
      'id',
      'user_id',
      'connection_id',
      'content',
      'hashtags',
      'publish_after',
      'attempt_count',
      // An earlier send whose outcome nobody heard (lost answer, crash): LinkedIn may hold the post.
      sql<boolean>`EXISTS (SELECT 1 FROM post_attempts a WHERE a.post_id = posts.id
        AND (a.outcome IS NULL OR a.outcome = 'unknown'))`.as('maybe_live'),
      // An earlier send LinkedIn answered 201, heard by a process written off as dead too soon.
      sql<string | null>`(SELECT a.platform_post_id FROM post_attempts a WHERE a.post_id = posts.id
        AND a.outcome = 'published' AND a.platform_post_id IS NOT NULL ORDER BY a.started_at DESC LIMIT 1)`.as('live_urn'),
    ])
    .executeTakeFirst();
  // Cancelled, deleted, rescheduled (a new job), or already claimed: this job has nothing to do.
  if (!post) return 'stale';

  if (post.live_urn !== null) {
    await markPublishedAs(deps, post.id, post.live_urn);
    return 'published';
  }
  const target = { id: post.id, connectionId: post.connection_id };
  if (isPastGrace(deps, post.publish_after)) {
    if (post.maybe_live) {
      // Past the grace a re-send would publish it late if LinkedIn does not have it: only the member can look.
      await markFailed(deps, target, { message: UNKNOWN_OUTCOME_MESSAGE, outcome: 'unknown', disconnect: false });
      return 'failed';
    }
    // Every worker was down at its time: the member decides whether it still makes sense.
    await db
      .updateTable('posts')
      .set({ status: 'draft', notice_code: 'late', publish_job_id: null, updated_at: sql<Date>`now()` })
      .where('id', '=', post.id)
      .where('status', '=', 'publishing')
      .execute();
    return 'late';
  }

  const connection = await openPostableConnection(deps, post.connection_id);
  if (connection === null || post.content === null) {
    await markFailed(deps, target, { message: RECONNECT_MESSAGE, outcome: 'rejected', disconnect: false });
    return 'failed';
  }

  const sendOptions: SendOptions = options.log ? { log: options.log } : {};
  const toSend = { id: post.id, content: post.content, hashtags: post.hashtags };
  const first = await sendOnce(deps, toSend, connection, sendOptions);
  if (first.ok) {
    await markPublished(deps, post.id, first, sendOptions);
    return 'published';
  }

  const { error, failure } = first;
  switch (error.reason) {
    case 'unreachable':
    case 'version_retired': {
      // Nothing reached LinkedIn (or it refused the version before reading the post): safe to try again.
      if (failure.alarm) logFailure(sendOptions, post.id, error, failure);
      if (post.attempt_count >= MAX_PUBLISH_ATTEMPTS) break;
      const backoff = FIRST_BACKOFF_MS * 4 ** (post.attempt_count - 1);
      await returnToQueue(deps, post.id, new Date(Date.now() + backoff), 'retrying', { countAttempt: true });
      return 'retrying';
    }
    case 'throttled':
      // LinkedIn's daily limits reset at midnight UTC; a held post does not use up its attempts.
      await returnToQueue(deps, post.id, nextMidnightUtc(), 'held_daily_limit', { countAttempt: false });
      return 'held';
    case 'server_error':
    case 'no_answer':
    case 'bad_answer':
      return reconcile(deps, { ...post, target }, toSend, connection, error.reason, options);
    case 'duplicate':
      // An earlier send of this post went unanswered: the post LinkedIn names is this one.
      if (post.maybe_live && error.info.duplicateOf !== undefined) {
        await markPublishedAs(deps, post.id, error.info.duplicateOf);
        return 'published';
      }
      break;
    default:
      break;
  }
  await markFailed(deps, target, failure);
  logFailure(sendOptions, post.id, error, failure);
  return 'failed';
}

/**
 * LinkedIn may or may not have the post. Sending the identical commentary once more settles it
 * while it is still the member's chosen moment: a 201 means LinkedIn did not have it (now it does),
 * a 422 DUPLICATE_POST names the one it has. Anything else: the member must look (decision 015).
 */
async function reconcile(
  deps: PublisherDeps,
  post: { id: string; publish_after: Date | null; attempt_count: number; target: { id: string; connectionId: string | null } },
  toSend: { id: string; content: string; hashtags: string[] },
  connection: PostableConnection,
  reason: LinkedInFailureReason,
  options: PublishOptions,
): Promise<PublishOutcome> {
  const sendOptions: SendOptions = {
    ...(options.log ? { log: options.log } : {}),
    ...(options.reconcileDelayMs === undefined ? {} : { reconcileDelayMs: options.reconcileDelayMs }),
  };
  const again = await resendToSettle(deps, toSend, connection, reason, sendOptions);
  if (again.ok) {
    await markPublished(deps, post.id, again, sendOptions);
    return 'published';
  }
  if (again.error.outcomeUnknown && !isPastGrace(deps, post.publish_after)) {
    // Still unknown: ask again later while the post is within its grace (the claim checks it).
    const backoff = FIRST_BACKOFF_MS * 2 ** Math.min(post.attempt_count - 1, 6);
    await returnToQueue(deps, post.id, new Date(Date.now() + backoff), 'retrying', { countAttempt: true });
    return 'retrying';
  }
  await markFailed(deps, post.target, {
    message: UNKNOWN_OUTCOME_MESSAGE,
    outcome: 'unknown',
    disconnect: again.failure.disconnect,
  });
  logFailure(sendOptions, post.id, again.error, again.failure);
  return 'failed';
}

/** Published as the post LinkedIn named in its duplicate answer. */
async function markPublishedAs(deps: PublisherDeps, postId: string, urn: string): Promise<void> {
  await markPublished(deps, postId, {
    platformPostId: urn,
    postUrl: linkedInPostUrl(deps.config.linkedin, urn),
    shortened: false,
  });
}

/** Later than PUBLISH_LATE_GRACE_SECONDS after the time it was due. */
function isPastGrace(deps: PublisherDeps, publishAfter: Date | null): boolean {
  const dueAt = publishAfter === null ? Date.now() : new Date(publishAfter).getTime();
  return Date.now() - dueAt > deps.config.scheduling.lateGraceSeconds * 1000;
}

/** publishing → pending with a new job due at `after`, in one transaction, guarded like every move. */
async function returnToQueue(
  deps: PublisherDeps,
  postId: string,
  after: Date,
  notice: PostNoticeCode,
  { countAttempt }: { countAttempt: boolean },
): Promise<void> {
  await deps.database.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .selectFrom('posts')
      .select('id')
      .where('id', '=', postId)
      .where('status', '=', 'publishing')
      .forUpdate()
      .executeTakeFirst();
    if (!claimed) return;
    const jobId = await queuePublishJob(trx, deps.jobs, postId, after);
    await trx
      .updateTable('posts')
      .set({
        status: 'pending',
        publish_job_id: jobId,
        publish_after: after,
        held_by: null,
        notice_code: notice,
        ...(countAttempt ? {} : { attempt_count: sql<number>`attempt_count - 1` }),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', postId)
      .where('status', '=', 'publishing')
      .execute();
  });
}

export function nextMidnightUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
