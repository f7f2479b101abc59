import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { queueFirstCommentJob } from '../posts/first-comment-queue';
import { lockMemberPost } from './lock-member-post';
import { toScheduledPostWithMedia } from './load-post-media';
import { SCHEDULED_POST_COLUMNS } from './to-scheduled-post';

const NOT_RETRYABLE: Record<string, string> = {
  none: 'This post has no first comment to retry.',
  pending: 'This post’s first comment is already waiting to be sent.',
  sending: 'This post’s first comment is being sent right now.',
  posted: 'This post’s first comment is already on LinkedIn.',
};

/**
 * The card's Retry for a first comment that failed: back to 'pending' with a new job, in one
 * transaction. Its attempts keep counting, so the job reads LinkedIn's comments before sending:
 * a comment an earlier try created with its answer lost is found, not posted twice.
 */
export async function retryFirstComment(
  deps: Pick<Deps, 'database' | 'jobs' | 'keys'>,
  userId: string,
  postId: string,
): Promise<TScheduledPost> {
  return deps.database.db.transaction().execute(async (trx) => {
    const post = await lockMemberPost(trx, userId, postId, ['id', 'first_comment', 'first_comment_status']);
    const state = post.first_comment === null ? 'none' : (post.first_comment_status ?? 'pending');
    if (state !== 'failed') throw new AppError('CONFLICT', NOT_RETRYABLE[state] ?? NOT_RETRYABLE.none!);
    const saved = await trx
      .updateTable('posts')
      .set({ first_comment_status: 'pending', first_comment_error: null })
      .where('id', '=', post.id)
      .where('first_comment_status', '=', 'failed')
      .returning(SCHEDULED_POST_COLUMNS)
      .executeTakeFirstOrThrow();
    await queueFirstCommentJob(trx, deps.jobs, post.id);
    return toScheduledPostWithMedia(trx, deps, saved, userId);
  });
}
