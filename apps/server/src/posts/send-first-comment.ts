import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { escapeLittleText } from '../linkedin/escape-little-text';
import { linkedInCommentsClient } from '../linkedin/linkedin-comments-client';
import { LinkedInApiError } from '../linkedin/linkedin-posts-client';
import { openPostableConnection } from './find-postable-connection';
import { queueFirstCommentJob } from './first-comment-queue';

/** Sends that certainly did not reach LinkedIn, or whose answer was lost, are tried this many times in all. */
export const MAX_FIRST_COMMENT_ATTEMPTS = 4;
const FIRST_BACKOFF_MS = 30_000;
/**
 * A comment left 'sending' this long belongs to a process that died mid-send (a send takes at most
 * two LinkedIn time-outs): the next job may take it over, reading LinkedIn's comments first.
 */
export const SENDING_TAKEN_OVER_AFTER_MS = 120_000;

export type FirstCommentOutcome = 'stale' | 'posted' | 'retrying' | 'failed';

type CommentDeps = Pick<Deps, 'database' | 'config' | 'keys' | 'jobs'>;

export interface FirstCommentOptions {
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Test seam: the back-off before the next try. */
  backoffMs?: (attempt: number) => number;
}

/**
 * The first comment's job: claim it ('pending' → 'sending', one more attempt), send it with the
 * Comments API and record 'posted' with its URN, or try again later, or 'failed' with a reason the
 * card shows beside its Retry. A send whose answer was lost may have created the comment: before
 * any later try the post's comments are read, and one by the member with the same text is taken as
 * this one. So a post never gets two first comments. The post itself stays published throughout.
 */
export async function sendFirstComment(
  deps: CommentDeps,
  postId: string,
  options: FirstCommentOptions = {},
): Promise<FirstCommentOutcome> {
  const { db } = deps.database;
  const takenOverBefore = new Date(Date.now() - SENDING_TAKEN_OVER_AFTER_MS);
  const claimed = await db
    .updateTable('posts')
    .set({
      first_comment_status: 'sending',
      first_comment_attempts: sql<number>`first_comment_attempts + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', postId)
    .where('status', '=', 'published')
    .where('first_comment', 'is not', null)
    .where('platform_post_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('first_comment_status', '=', 'pending'),
        eb.and([eb('first_comment_status', '=', 'sending'), eb('updated_at', '<', takenOverBefore)]),
      ]),
    )
    .returning(['id', 'first_comment', 'platform_post_id', 'connection_id', 'first_comment_attempts'])
    .executeTakeFirst();
  if (!claimed) return 'stale';
  try {
    return await sendClaimed(deps, { ...claimed, id: postId }, options);
  } catch (error) {
    // Our own failure (the database, say): back to 'pending' so pg-boss's retry of this job claims it.
    await db
      .updateTable('posts')
      .set({ first_comment_status: 'pending' })
      .where('id', '=', postId)
      .where('first_comment_status', '=', 'sending')
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

/** The claimed comment sent, or settled from LinkedIn's own list; what LinkedIn answers decides what follows. */
async function sendClaimed(
  deps: CommentDeps,
  claimed: {
    id: string;
    first_comment: string | null;
    platform_post_id: string | null;
    connection_id: string | null;
    first_comment_attempts: number;
  },
  options: FirstCommentOptions,
): Promise<FirstCommentOutcome> {
  const postId = claimed.id;
  const text = claimed.first_comment as string;
  const postUrn = claimed.platform_post_id as string;
  const connection = await openPostableConnection(deps, claimed.connection_id);
  if (connection === null) {
    await settle(deps, postId, {
      status: 'failed',
      error: 'LinkedIn no longer accepts Cadence’s access, so the first comment was not posted. Reconnect, then Retry.',
    });
    return 'failed';
  }
  const { apiBaseUrl, apiVersion, timeoutMs } = deps.config.linkedin;
  const client = linkedInCommentsClient({ apiBaseUrl, apiVersion, timeoutMs });
  // LinkedIn keeps a comment as little text: an earlier one of ours reads back escaped.
  const kept = escapeLittleText(text);

  try {
    // Not the first try: an earlier one may have been created with its answer lost.
    if (claimed.first_comment_attempts > 1) {
      const comments = await client.listComments(connection.accessToken, postUrn);
      const actor = `urn:li:person:${connection.linkedinSub}`;
      const earlier = comments.find((c) => c.actor === actor && c.text === kept);
      if (earlier) {
        await settle(deps, postId, { status: 'posted', urn: earlier.commentUrn });
        return 'posted';
      }
    }
    const { commentUrn } = await client.createComment(connection.accessToken, {
      actorSub: connection.linkedinSub,
      postUrn,
      text,
    });
    await settle(deps, postId, { status: 'posted', urn: commentUrn });
    return 'posted';
  } catch (error) {
    if (!(error instanceof LinkedInApiError)) throw error;
    const canRetry = error.outcomeUnknown || error.reason === 'unreachable' || error.reason === 'throttled';
    if (canRetry && claimed.first_comment_attempts < MAX_FIRST_COMMENT_ATTEMPTS) {
      const backoff = (options.backoffMs ?? defaultBackoff)(claimed.first_comment_attempts);
      await deps.database.db.transaction().execute(async (trx) => {
        const back = await trx
          .updateTable('posts')
          .set({ first_comment_status: 'pending', first_comment_error: null })
          .where('id', '=', postId)
          .where('first_comment_status', '=', 'sending')
          .returning('id')
          .executeTakeFirst();
        if (back) await queueFirstCommentJob(trx, deps.jobs, postId, new Date(Date.now() + backoff));
      });
      return 'retrying';
    }
    options.log?.warn({ postId, reason: error.reason, ...error.info }, `LinkedIn refused a first comment: ${error.message}`);
    await settle(deps, postId, { status: 'failed', error: describeCommentFailure(error) });
    return 'failed';
  }
}

const defaultBackoff = (attempt: number) => FIRST_BACKOFF_MS * 4 ** (attempt - 1);

/** What the card says under the post, beside its Retry. */
export function describeCommentFailure(error: LinkedInApiError): string {
  switch (error.reason) {
    case 'unauthorized':
      return 'LinkedIn no longer accepts Cadence’s access, so the first comment was not posted. Reconnect, then Retry.';
    case 'forbidden':
      return 'Cadence is missing LinkedIn’s permission to comment for you. Reconnect and allow posting, then Retry.';
    case 'throttled':
      return 'LinkedIn’s daily limit was reached, so the first comment was not posted. Retry later.';
    case 'not_found':
      return 'LinkedIn no longer has this post, so its first comment could not be posted.';
    case 'rejected':
      return 'LinkedIn refused the first comment. Check its text, then Retry.';
    default:
      return 'LinkedIn did not take the first comment. Retry in a few minutes.';
  }
}

async function settle(
  deps: CommentDeps,
  postId: string,
  outcome: { status: 'posted'; urn: string } | { status: 'failed'; error: string },
): Promise<void> {
  await deps.database.db
    .updateTable('posts')
    .set(
      outcome.status === 'posted'
        ? { first_comment_status: 'posted', first_comment_urn: outcome.urn, first_comment_error: null }
        : { first_comment_status: 'failed', first_comment_error: outcome.error },
    )
    .where('id', '=', postId)
    .where('first_comment_status', '=', 'sending')
    .execute();
}
