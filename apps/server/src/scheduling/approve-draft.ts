import { composePostText } from '@cadence/contract/linkedin/compose-post-text';
import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { assertNoPlaceholders, assertPostFits } from '../posts/assert-post-fits';
import { tooSoonMessage } from './check-schedule-time';
import { queuePublishJob } from './publish-queue';
import { lockMemberPost } from './lock-member-post';
import { toScheduledPostWithMedia } from './load-post-media';
import { SCHEDULED_POST_COLUMNS } from './to-scheduled-post';

const APPROVE_COLUMNS = ['id', 'status', 'content', 'hashtags', 'scheduled_time', 'connection_id', 'content_metadata'] as const;

/**
 * The member approves a draft (an automation draft, from the Drafts filter): it becomes `pending`
 * at its own time with its publish job queued in the same transaction. A draft whose time is gone
 * or too close asks for a new one (Edit gives it one); a gap still to fill is refused.
 */
export async function approveDraft(
  deps: Pick<Deps, 'database' | 'config' | 'jobs' | 'keys'>,
  userId: string,
  postId: string,
): Promise<TScheduledPost> {
  return deps.database.db.transaction().execute(async (trx) => {
    const post = await lockMemberPost(trx, userId, postId, APPROVE_COLUMNS);
    if (post.status !== 'draft') throw new AppError('CONFLICT', `Only drafts can be approved; this one is ${post.status}.`);
    if (post.content === null) throw new AppError('BAD_REQUEST', 'This draft has no text yet.');
    assertNoPlaceholders(post.content);
    assertPostFits(composePostText(post.content, post.hashtags));
    if (post.connection_id === null) throw new AppError('BAD_REQUEST', 'Please connect your LinkedIn account first');
    const time = post.scheduled_time === null ? null : new Date(post.scheduled_time);
    if (time === null || time.getTime() < Date.now() + deps.config.scheduling.minLeadSeconds * 1000) {
      throw new AppError(
        'BAD_REQUEST',
        `This draft's time is too close or has passed. Use Edit to pick a new time. ${tooSoonMessage(deps.config.scheduling.minLeadSeconds)}.`,
      );
    }
    const jobId = await queuePublishJob(trx, deps.jobs, post.id, time);
    const saved = await trx
      .updateTable('posts')
      .set({
        status: 'pending',
        publish_job_id: jobId,
        publish_after: time,
        notice_code: null,
        attempt_count: 0,
        content_metadata: JSON.stringify({ ...post.content_metadata, review_reason: null }),
        updated_at: new Date(),
      })
      .where('id', '=', post.id)
      .where('status', '=', 'draft')
      .returning(SCHEDULED_POST_COLUMNS)
      .executeTakeFirstOrThrow();
    return toScheduledPostWithMedia(trx, deps, saved, userId);
  });
}
