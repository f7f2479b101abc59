import { composePostText, normalizeHashtags } from '@cadence/contract/linkedin/compose-post-text';
import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { assertNoPlaceholders, assertPostFits } from '../posts/assert-post-fits';
import { checkPostAttachments, type PostAttachmentsInput } from '../posts/check-post-attachments';
import { loadPostAttachments, savePostAttachments, touchesAttachments } from '../posts/save-post-attachments';
import { BEING_PUBLISHED_MESSAGE } from './cancel-posts';
import { checkScheduleTime } from './check-schedule-time';
import { queuePublishJob, removePublishJob } from './publish-queue';
import { lockMemberPost } from './lock-member-post';
import { toScheduledPostWithMedia } from './load-post-media';
import { SCHEDULED_POST_COLUMNS } from './to-scheduled-post';

export interface EditScheduledPostInput extends PostAttachmentsInput {
  content?: string | undefined;
  hashtags?: string[] | undefined;
  scheduled_time?: string | undefined;
}

const EDITABLE = new Set(['pending', 'pending_content', 'draft']);
const EDIT_COLUMNS = ['id', 'status', 'content', 'hashtags', 'scheduled_time', 'publish_job_id'] as const;

/**
 * The card menu's Edit and a drag in the calendar. The row is locked for the whole change, so a
 * worker's claim either happened before (409: it is being published) or happens after and sends the
 * edited post. A new time replaces the queued job in the same transaction; a draft or an
 * automation slot that gets its text and a time becomes `pending` (the member approves it).
 */
export async function editScheduledPost(
  deps: Pick<Deps, 'database' | 'config' | 'jobs' | 'keys'>,
  userId: string,
  postId: string,
  input: EditScheduledPostInput,
): Promise<TScheduledPost> {
  return deps.database.db.transaction().execute(async (trx) => {
    const post = await lockMemberPost(trx, userId, postId, EDIT_COLUMNS);
    if (post.status === 'publishing')
      throw new AppError('CONFLICT', 'This post is being published right now and can no longer be edited.');
    if (!EDITABLE.has(post.status))
      throw new AppError('CONFLICT', `Only scheduled posts and drafts can be edited; this one is ${post.status}.`);

    // Attachments change only here, past the status check: a post being published keeps what it has.
    if (touchesAttachments(input)) {
      const current = await loadPostAttachments(trx, post.id);
      await savePostAttachments(trx, post.id, await checkPostAttachments(trx, userId, input, current));
    }

    const content = input.content ?? post.content;
    const hashtags = input.hashtags === undefined ? post.hashtags : normalizeHashtags(input.hashtags);
    if (content !== null) assertPostFits(composePostText(content, hashtags));

    const oldTime = post.scheduled_time === null ? null : new Date(post.scheduled_time);
    const timeChanged = input.scheduled_time !== undefined && new Date(input.scheduled_time).getTime() !== oldTime?.getTime();
    const newTime = timeChanged ? checkScheduleTime(deps.config, input.scheduled_time as string) : oldTime;

    // A draft is approved by giving it a time; an automation slot by giving it its text.
    const becomesPending = post.status === 'pending' || (content !== null && (post.status === 'pending_content' || timeChanged));
    // A draft may keep its gaps ("[your moment]") while the member works on it; a post that will be published may not.
    if (becomesPending && content !== null) assertNoPlaceholders(content);
    let requeued: { publishJobId: string; publishAfter: Date } | null = null;
    if (becomesPending) {
      if (newTime === null || newTime.getTime() <= Date.now()) {
        if (post.status === 'pending') throw new AppError('CONFLICT', BEING_PUBLISHED_MESSAGE);
        throw new AppError('BAD_REQUEST', 'Please choose a new time for this post.');
      }
      // A text-only edit keeps the queued job (and any hold on it): the worker reads the text when it claims.
      if (timeChanged || post.status !== 'pending' || post.publish_job_id === null) {
        await removePublishJob(trx, deps.jobs, post.publish_job_id);
        requeued = { publishJobId: await queuePublishJob(trx, deps.jobs, post.id, newTime), publishAfter: newTime };
      }
    }

    const saved = await trx
      .updateTable('posts')
      .set({
        content,
        hashtags,
        scheduled_time: newTime,
        ...(becomesPending ? { status: 'pending' as const } : {}),
        ...(requeued
          ? { publish_job_id: requeued.publishJobId, publish_after: requeued.publishAfter, notice_code: null, attempt_count: 0 }
          : {}),
        updated_at: new Date(),
      })
      .where('id', '=', post.id)
      .where('status', '=', post.status)
      .returning(SCHEDULED_POST_COLUMNS)
      .executeTakeFirstOrThrow();
    return toScheduledPostWithMedia(trx, deps, saved, userId);
  });
}
