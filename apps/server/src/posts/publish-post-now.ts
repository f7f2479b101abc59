import type { TPublishPostResponse } from '@cadence/contract/linkedin/publish-post';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { assertNoPlaceholders, assertPostFits } from './assert-post-fits';
import { composePostText, normalizeHashtags } from '@cadence/contract/linkedin/compose-post-text';
import { checkPostAttachments, type PostAttachmentsInput } from './check-post-attachments';
import { findPostableConnection } from './find-postable-connection';
import { savePostAttachments } from './save-post-attachments';
import { sendPostToLinkedIn, type SendOptions } from './send-post-to-linkedin';

export interface PublishPostNowInput extends PostAttachmentsInput {
  content: string;
  hashtags: string[];
  platform_connection_id: string;
}

/**
 * Post Now: checks everything that can be checked before LinkedIn sees the post (the member's own
 * live connection, the length LinkedIn will count, no gap left for the member to fill), records it as 'publishing', then sends it once.
 */
export async function publishPostNow(
  deps: Pick<Deps, 'database' | 'keys' | 'config' | 'liveness' | 'jobs'>,
  userId: string,
  input: PublishPostNowInput,
  options: SendOptions = {},
): Promise<TPublishPostResponse['data']> {
  // The contract's userText has already cleaned the text (no NUL, no control characters).
  const { content } = input;
  assertNoPlaceholders(content);
  const hashtags = normalizeHashtags(input.hashtags);
  const connection = await findPostableConnection(deps, userId, input.platform_connection_id);
  assertPostFits(composePostText(content, hashtags));

  const post = await deps.database.db.transaction().execute(async (trx) => {
    const attachments = await checkPostAttachments(trx, userId, input);
    const row = await trx
      .insertInto('posts')
      .values({
        user_id: userId,
        connection_id: connection.id,
        status: 'publishing',
        // If this process dies mid-send, a worker takes the post up within seconds (decision 030).
        held_by: deps.liveness.id,
        content,
        hashtags,
        // Published now is scheduled for now: it then sits in the schedule with everything else.
        scheduled_time: sql<Date>`now()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await savePostAttachments(trx, row.id, attachments);
    return row;
  });
  const sent = await sendPostToLinkedIn(deps, { id: post.id, content, hashtags }, connection, options);
  return { post_id: post.id, platform_post_id: sent.platformPostId, post_url: sent.postUrl };
}
