import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { escapeLittleText } from '../linkedin/escape-little-text';
import { countPublishOutcome, observePublished } from '../metrics/cadence-metrics';
import { linkedInPostUrl } from '../linkedin/linkedin-post-url';
import { notifyPostFailed, notifyPostShortened } from '../notifications/notify-post-outcome';
import { LinkedInApiError, linkedInPostsClient, type LinkedInPostContent } from '../linkedin/linkedin-posts-client';
import { composePostText } from '@cadence/contract/linkedin/compose-post-text';
import { describePublishFailure, publishFailureError, type PublishFailure } from './describe-publish-failure';
import { startFirstComment } from './first-comment-queue';
import { describeContentFailure, preparePostContent } from './prepare-post-content';
import { settleDuplicatePostNow } from './settle-duplicate-post-now';
import type { UploadOptions } from './upload-post-assets';
import type { PostableConnection } from './find-postable-connection';

export interface SendOptions {
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** How long LinkedIn may take to answer; defaults to LINKEDIN_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Test seam: how long to wait before re-sending to settle a time-out. */
  reconcileDelayMs?: number;
  /** How long to wait for LinkedIn to make uploaded files AVAILABLE. */
  upload?: UploadOptions;
}

/** A time-out may leave the first request still running at LinkedIn: let it finish before asking again. */
const RECONCILE_AFTER_TIMEOUT_MS = 3_000;

/** A post already moved to 'publishing' by its caller (Post Now, or a worker's claim). */
export interface PostToSend {
  id: string;
  content: string;
  hashtags: string[];
}

export interface SentPost {
  platformPostId: string;
  postUrl: string;
  /** LinkedIn kept less commentary than it was sent (read back after the 201). */
  shortened: boolean;
}

export type SendResult =
  | ({ ok: true } & SentPost)
  | { ok: false; error: LinkedInApiError; failure: PublishFailure; /** The commentary as sent. */ commentary: string };

type SendDeps = Pick<Deps, 'database' | 'config' | 'jobs'>;

/**
 * One call to LinkedIn, recorded as one attempt: the post row is left to the caller, which decides
 * what the answer means for it (Post Now fails at once; the publisher may retry or reconcile).
 * After a 201 the post is read back: LinkedIn answers 201 even when it silently kept less text.
 */
export async function sendOnce(
  deps: SendDeps,
  post: PostToSend,
  connection: PostableConnection,
  options: SendOptions = {},
): Promise<SendResult> {
  const { db } = deps.database;
  const postUrl = (urn: string) => linkedInPostUrl(deps.config.linkedin, urn);
  const commentary = escapeLittleText(composePostText(post.content, post.hashtags));
  // The files go up first, each upload recorded (and reused after a crash); nothing is posted until all are AVAILABLE.
  let content: LinkedInPostContent | undefined;
  try {
    content = await preparePostContent(deps, post.id, connection, options.upload);
  } catch (error) {
    const failed = describeContentFailure(error, postUrl);
    if (failed === null) throw error;
    return { ok: false, ...failed, commentary };
  }
  const attempt = await db
    .insertInto('post_attempts')
    .values({ post_id: post.id, sent_commentary: commentary })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { apiBaseUrl, apiVersion, timeoutMs } = deps.config.linkedin;
  const client = linkedInPostsClient({ apiBaseUrl, apiVersion, timeoutMs: options.timeoutMs ?? timeoutMs });

  let urn: string;
  try {
    urn = await client.createPost(connection.accessToken, {
      authorSub: connection.linkedinSub,
      commentary,
      ...(content === undefined ? {} : { content }),
    });
  } catch (error) {
    if (!(error instanceof LinkedInApiError)) throw error;
    const failure = describePublishFailure(error, postUrl);
    await db
      .updateTable('post_attempts')
      .set({
        finished_at: sql<Date>`now()`,
        outcome: failure.outcome,
        http_status: error.info.httpStatus ?? null,
        error_code: error.reason,
        error_message: error.message,
        // A duplicate names the post LinkedIn already has: kept, so a reconciliation can be proven.
        platform_post_id: error.reason === 'duplicate' ? (error.info.duplicateOf ?? null) : null,
      })
      .where('id', '=', attempt.id)
      .execute();
    return { ok: false, error, failure, commentary };
  }

  // The URN is made durable first, on its own: if this process dies before the post row moves, the
  // recovery job finds it on the attempt and marks the post published instead of "unknown".
  await db
    .updateTable('post_attempts')
    .set({ finished_at: sql<Date>`now()`, outcome: 'published', http_status: 201, platform_post_id: urn })
    .where('id', '=', attempt.id)
    .execute();
  const kept = await readBack(client, connection, urn, options);
  if (kept !== null) await db.updateTable('post_attempts').set({ kept_commentary: kept }).where('id', '=', attempt.id).execute();
  return { ok: true, platformPostId: urn, postUrl: postUrl(urn), shortened: kept !== null && kept.length < commentary.length };
}

/**
 * LinkedIn may or may not have the post (a lost answer, a 5xx, a crash): the identical commentary is
 * sent once more to learn which (decision 030). A 201 means LinkedIn did not have it and now does;
 * a 422 DUPLICATE_POST names the post it has. Either way the post is on LinkedIn exactly once.
 * Anything else leaves the outcome unknown, and the failure is the re-send's.
 */
export async function resendToSettle(
  deps: SendDeps,
  post: PostToSend,
  connection: PostableConnection,
  reason: LinkedInApiError['reason'],
  options: SendOptions = {},
): Promise<SendResult> {
  if (reason === 'no_answer') await sleep(options.reconcileDelayMs ?? RECONCILE_AFTER_TIMEOUT_MS);
  const again = await sendOnce(deps, post, connection, options);
  const live = !again.ok && again.error.reason === 'duplicate' ? again.error.info.duplicateOf : undefined;
  if (live === undefined) return again;
  return { ok: true, platformPostId: live, postUrl: linkedInPostUrl(deps.config.linkedin, live), shortened: false };
}

/** What LinkedIn says it kept, or null when the read fails: the post is published either way. */
async function readBack(
  client: ReturnType<typeof linkedInPostsClient>,
  connection: PostableConnection,
  urn: string,
  options: SendOptions,
): Promise<string | null> {
  try {
    return (await client.getPost(connection.accessToken, urn)).commentary;
  } catch (error) {
    options.log?.warn({ urn, err: error }, 'Could not read a published post back from LinkedIn');
    return null;
  }
}

/** publishing → published, guarded: the post is on LinkedIn whatever happened to the row meanwhile. */
export async function markPublished(
  deps: SendDeps,
  postId: string,
  sent: Pick<SentPost, 'platformPostId' | 'postUrl' | 'shortened'>,
  options: SendOptions = {},
): Promise<void> {
  // The post and, when LinkedIn shortened it, its notice move together (decision 031).
  const moved = await deps.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('posts')
      .set({
        status: 'published',
        platform_post_id: sent.platformPostId,
        post_url: sent.postUrl,
        published_at: sql<Date>`now()`,
        // Its first measurement, an hour in (issue 28: the schedule follows the post's life).
        metrics_next_at: sql<Date>`now() + interval '1 hour'`,
        error_message: null,
        failure_kind: null,
        notice_code: sent.shortened ? 'shortened' : null,
        publish_job_id: null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', postId)
      .where('status', '=', 'publishing')
      .returning(['id', 'user_id', 'content', 'scheduled_time', 'published_at'])
      .executeTakeFirst();
    if (row && sent.shortened) await notifyPostShortened(trx, deps.config, row);
    // Its first comment goes after it, on its own job, queued with the move (issue 27).
    if (row) await startFirstComment(trx, deps.jobs, row.id);
    return row;
  });
  if (!moved)
    options.log?.warn({ postId, urn: sent.platformPostId }, 'A post was published on LinkedIn after its row left publishing');
  else observePublished(moved.scheduled_time, new Date(moved.published_at ?? Date.now()));
}

/** publishing → failed, guarded; a 401 also marks the connection revoked so the header says so. */
export async function markFailed(
  deps: SendDeps,
  post: { id: string; connectionId: string | null },
  failure: Pick<PublishFailure, 'message' | 'outcome' | 'disconnect'>,
): Promise<void> {
  await deps.database.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('posts')
      .set({
        status: 'failed',
        failure_kind: failure.outcome,
        error_message: failure.message,
        notice_code: null,
        publish_job_id: null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', post.id)
      .where('status', '=', 'publishing')
      .returning(['id', 'user_id', 'content'])
      .executeTakeFirst();
    if (moved) countPublishOutcome('failed', failure.outcome);
    if (failure.disconnect && post.connectionId !== null) {
      await trx
        .updateTable('linkedin_connections')
        .set({ revoked_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', post.connectionId)
        .where('revoked_at', 'is', null)
        .execute();
    }
    // The bell's row and the email's outbox row, in the same transaction as the failure (decision 031).
    if (moved) await notifyPostFailed(trx, deps.config, moved, failure.message);
  });
}

export function logFailure(options: SendOptions, postId: string, error: LinkedInApiError, failure: PublishFailure): void {
  const details = { postId, reason: error.reason, ...error.info };
  if (failure.alarm) options.log?.error(details, `LinkedIn refused a post: ${error.message}`);
  else options.log?.warn(details, `Publishing to LinkedIn failed: ${error.message}`);
}

/**
 * Post Now: sent once, and the post moved out of 'publishing' to 'published' or 'failed'. Never
 * retried: the member is answered at once and decides (decision 005). Only an unknown outcome is
 * settled by one identical re-send before answering (decision 030). A post whose process died here
 * is taken up by a worker (take-over-dead-publishes.ts).
 */
export async function sendPostToLinkedIn(
  deps: SendDeps,
  post: PostToSend,
  connection: PostableConnection,
  options: SendOptions = {},
): Promise<SentPost> {
  const first = await sendOnce(deps, post, connection, options);
  const result =
    !first.ok && first.error.outcomeUnknown ? await settleOrKeepUnknown(deps, post, connection, first, options) : first;
  if (!result.ok && result.error.reason === 'duplicate') {
    // The text is live already: nothing new is kept, and a post of the member's own that was left
    // "may or may not have been published" is the one LinkedIn names (decision 030).
    await settleDuplicatePostNow(deps, post.id, result.commentary, result.error.info.duplicateOf);
    throw publishFailureError(result.failure, result.error);
  }
  if (!result.ok) {
    await markFailed(deps, { id: post.id, connectionId: connection.id }, result.failure);
    logFailure(options, post.id, result.error, result.failure);
    throw publishFailureError(result.failure, result.error);
  }
  await markPublished(deps, post.id, result, options);
  return result;
}

/** The re-send's result, except that a re-send refused outright still leaves the first one unknown. */
async function settleOrKeepUnknown(
  deps: SendDeps,
  post: PostToSend,
  connection: PostableConnection,
  first: Extract<SendResult, { ok: false }>,
  options: SendOptions,
): Promise<SendResult> {
  const again = await resendToSettle(deps, post, connection, first.error.reason, options);
  if (again.ok || again.error.outcomeUnknown) return again;
  return { ...first, failure: { ...first.failure, disconnect: again.failure.disconnect } };
}
