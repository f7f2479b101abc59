import { CANCELLABLE_STATUSES } from '@cadence/contract/scheduling/scheduled-post';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { removePublishJob } from './publish-queue';

export interface CancelPostsInput {
  postIds: string[];
  deletePermanently: boolean;
  reason: string | null;
}

export interface CancelPostsResult {
  message: string;
  data: { cancelled: number; deleted: number };
}

export const POST_NOT_FOUND_MESSAGE = 'That post does not exist.';
export const BEING_PUBLISHED_MESSAGE = 'This post is being published right now. Try again in a moment.';

/**
 * Cancel (kept as `cancelled` with its reason) or delete posts, all or nothing, taking their queued
 * jobs out in the same transaction (decision 015). The rows are locked first: a worker's claim
 * waits for this transaction and then finds the post gone or cancelled, so it never sends it; a
 * post a worker claimed first ('publishing') is refused, so Cadence never loses track of a post
 * that may be on LinkedIn.
 */
export async function cancelPosts(
  deps: Pick<Deps, 'database' | 'jobs'>,
  userId: string,
  input: CancelPostsInput,
): Promise<CancelPostsResult> {
  const ids = [...new Set(input.postIds)];
  const verb = input.deletePermanently ? 'deleted permanently' : 'cancelled';

  const count = await deps.database.db.transaction().execute(async (trx) => {
    const posts = await trx
      .selectFrom('posts')
      .select(['id', 'status', 'publish_job_id'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .forUpdate()
      .execute();
    if (posts.length !== ids.length) {
      throw new AppError(
        'NOT_FOUND',
        ids.length === 1 ? POST_NOT_FOUND_MESSAGE : 'Some of the selected posts no longer exist. Refresh the list and try again.',
      );
    }
    if (posts.some((post) => post.status === 'publishing')) {
      throw new AppError(
        'CONFLICT',
        ids.length === 1
          ? BEING_PUBLISHED_MESSAGE
          : 'Some of the selected posts are being published right now. Try again in a moment.',
      );
    }
    if (!input.deletePermanently && posts.some((post) => !CANCELLABLE_STATUSES.includes(post.status))) {
      throw new AppError(
        'CONFLICT',
        ids.length === 1
          ? `Only scheduled posts can be cancelled; this one is ${posts[0]?.status}.`
          : 'Only scheduled posts can be cancelled; some of the selected posts are not scheduled any more. Nothing was changed.',
      );
    }

    await removePublishJob(
      trx,
      deps.jobs,
      posts.map((post) => post.publish_job_id),
    );
    if (input.deletePermanently) {
      // An automation slot still ahead stays taken, so the planner does not bring the post back.
      const slots = await trx
        .selectFrom('posts')
        .select(['automation_slot', 'automation_local_slot'])
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .where('automation_slot', '>', new Date())
        .execute();
      if (slots.length > 0)
        await trx
          .insertInto('automation_skipped_slots')
          .values(
            slots.map((s) => ({
              user_id: userId,
              automation_slot: s.automation_slot!,
              automation_local_slot: s.automation_local_slot,
            })),
          )
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      const deleted = await trx.deleteFrom('posts').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    }
    const cancelled = await trx
      .updateTable('posts')
      .set({ status: 'cancelled', cancel_reason: input.reason, publish_job_id: null, notice_code: null, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('status', 'in', CANCELLABLE_STATUSES)
      .executeTakeFirst();
    return Number(cancelled.numUpdatedRows);
  });

  return {
    message: count === 1 ? `Post ${verb} successfully` : `${count} posts ${verb} successfully`,
    data: input.deletePermanently ? { cancelled: 0, deleted: count } : { cancelled: count, deleted: 0 },
  };
}
