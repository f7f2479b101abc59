import { composePostText, normalizeHashtags } from '@cadence/contract/linkedin/compose-post-text';
import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import type { Deps } from '../deps';
import { assertNoPlaceholders, assertPostFits } from '../posts/assert-post-fits';
import { checkPostAttachments, type PostAttachmentsInput } from '../posts/check-post-attachments';
import { findPostableConnection } from '../posts/find-postable-connection';
import { savePostAttachments } from '../posts/save-post-attachments';
import { checkScheduleTime } from './check-schedule-time';
import { queuePublishJob } from './publish-queue';
import { toScheduledPostWithMedia } from './load-post-media';
import { SCHEDULED_POST_COLUMNS } from './to-scheduled-post';

export interface SchedulePostInput extends PostAttachmentsInput {
  content: string;
  hashtags: string[];
  scheduled_time: string;
  platform_connection_id: string;
}

/**
 * Saves the post as `pending` and queues its publish job in one transaction (decision 015): either
 * both exist or neither does, so a post can never wait for a job that was never queued.
 */
export async function schedulePost(
  deps: Pick<Deps, 'database' | 'keys' | 'config' | 'jobs'>,
  userId: string,
  input: SchedulePostInput,
): Promise<TScheduledPost> {
  const scheduledTime = checkScheduleTime(deps.config, input.scheduled_time);
  const hashtags = normalizeHashtags(input.hashtags);
  assertNoPlaceholders(input.content);
  assertPostFits(composePostText(input.content, hashtags));
  const connection = await findPostableConnection(deps, userId, input.platform_connection_id);

  return deps.database.db.transaction().execute(async (trx) => {
    const attachments = await checkPostAttachments(trx, userId, input);
    const post = await trx
      .insertInto('posts')
      .values({
        user_id: userId,
        connection_id: connection.id,
        status: 'pending',
        content: input.content,
        hashtags,
        scheduled_time: scheduledTime,
        publish_after: scheduledTime,
        content_metadata: JSON.stringify({ format: null, source: 'manual', slot_type: 'manual' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await savePostAttachments(trx, post.id, attachments);
    const jobId = await queuePublishJob(trx, deps.jobs, post.id, scheduledTime);
    const saved = await trx
      .updateTable('posts')
      .set({ publish_job_id: jobId })
      .where('id', '=', post.id)
      .returning(SCHEDULED_POST_COLUMNS)
      .executeTakeFirstOrThrow();
    return toScheduledPostWithMedia(trx, deps, saved, userId);
  });
}
