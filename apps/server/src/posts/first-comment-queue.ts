import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';
import type { JobEngine } from '../jobs/create-job-engine';
import { inTransaction } from '../scheduling/publish-queue';

/**
 * A post's first comment is sent by its own job, after the post: its failure never touches the post,
 * which is published whatever happens to its comment. Once shipped, this name and payload are never
 * edited (a change gets `…v2`).
 */
export const SEND_FIRST_COMMENT_JOB = 'posts.send-first-comment.v1';
export const ZSendFirstCommentPayload = z.object({ post_id: z.string().uuid() });
export type TSendFirstCommentPayload = z.infer<typeof ZSendFirstCommentPayload>;

/** Queues the comment's job inside `trx`, so the 'pending' state and its job commit together. */
export async function queueFirstCommentJob(
  trx: Transaction<DB> | Kysely<DB>,
  jobs: Pick<JobEngine, 'send'>,
  postId: string,
  after?: Date,
): Promise<void> {
  const payload: TSendFirstCommentPayload = { post_id: postId };
  const id = await jobs.send(SEND_FIRST_COMMENT_JOB, payload, {
    ...(after === undefined ? {} : { startAfter: after }),
    db: inTransaction(trx),
  });
  if (id === null) throw new Error(`pg-boss did not queue ${SEND_FIRST_COMMENT_JOB} for post ${postId}`);
}

/**
 * Called in the transaction that makes a post published: a post with a first comment not yet
 * started gets it 'pending' and its job queued. Every path to 'published' calls it (Post Now, the
 * publisher, the recovery of a dead process's post, a duplicate that names the live post).
 */
export async function startFirstComment(trx: Transaction<DB>, jobs: Pick<JobEngine, 'send'>, postId: string): Promise<void> {
  const started = await trx
    .updateTable('posts')
    .set({ first_comment_status: 'pending', first_comment_error: null })
    .where('id', '=', postId)
    .where('status', '=', 'published')
    .where('first_comment', 'is not', null)
    .where('first_comment_status', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (started) await queueFirstCommentJob(trx, jobs, postId);
}

/**
 * The minute's backstop for comments a dead process left 'sending' (decision 030's takeover for
 * first comments): pg-boss would re-run their job only once it expires, a quarter of an hour later.
 * A comment 'sending' for `stalledAfterMs` is put back to 'pending' with a new job, in one
 * transaction; its next claim reads LinkedIn's comments before sending, so it is never sent twice.
 */
export async function requeueStalledFirstComments(
  db: Kysely<DB>,
  jobs: Pick<JobEngine, 'send'>,
  stalledAfterMs: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const stalled = await trx
      .updateTable('posts')
      .set({ first_comment_status: 'pending' })
      .where('first_comment_status', '=', 'sending')
      .where('updated_at', '<', new Date(Date.now() - stalledAfterMs))
      .returning('id')
      .execute();
    for (const { id } of stalled) await queueFirstCommentJob(trx, jobs, id);
    return stalled.length;
  });
}
