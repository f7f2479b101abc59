import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { escapeLittleText } from '../linkedin/escape-little-text';
import { linkedInPostUrl } from '../linkedin/linkedin-post-url';
import { LinkedInApiError, linkedInPostsClient } from '../linkedin/linkedin-posts-client';
import { composePostText } from '@cadence/contract/linkedin/compose-post-text';
import { describePublishFailure, publishFailureError } from './describe-publish-failure';
import type { PostableConnection } from './find-postable-connection';

export interface SendOptions {
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** How long LinkedIn may take to answer; defaults to LINKEDIN_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** A post already moved to 'publishing' by its caller (Post Now, or a worker's claim). */
export interface PostToSend {
  id: string;
  content: string;
  hashtags: string[];
}

export interface SentPost {
  platformPostId: string;
  postUrl: string;
}

/**
 * One attempt to publish: recorded, sent once, and the post moved out of 'publishing' by a guarded
 * UPDATE to 'published' or 'failed'. Never retried: LinkedIn has no idempotency key, and an
 * answer lost to a time-out or a 5xx may hide a post that exists (see describe-publish-failure.ts).
 * A post whose process died here is settled by recover-stuck-publishes.ts (decision 010).
 */
export async function sendPostToLinkedIn(
  deps: Pick<Deps, 'database' | 'config'>,
  post: PostToSend,
  connection: PostableConnection,
  options: SendOptions = {},
): Promise<SentPost> {
  const { db } = deps.database;
  const postUrl = (urn: string) => linkedInPostUrl(deps.config.linkedin, urn);
  const attempt = await db.insertInto('post_attempts').values({ post_id: post.id }).returning('id').executeTakeFirstOrThrow();
  const { apiBaseUrl, apiVersion, timeoutMs } = deps.config.linkedin;
  const client = linkedInPostsClient({ apiBaseUrl, apiVersion, timeoutMs: options.timeoutMs ?? timeoutMs });

  let urn: string;
  try {
    urn = await client.createPost(connection.accessToken, {
      authorSub: connection.linkedinSub,
      commentary: escapeLittleText(composePostText(post.content, post.hashtags)),
    });
  } catch (error) {
    if (!(error instanceof LinkedInApiError)) throw error;
    const failure = describePublishFailure(error, postUrl);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('post_attempts')
        .set({
          finished_at: sql<Date>`now()`,
          outcome: failure.outcome,
          http_status: error.info.httpStatus ?? null,
          error_code: error.reason,
          error_message: error.message,
        })
        .where('id', '=', attempt.id)
        .execute();
      await trx
        .updateTable('posts')
        .set({ status: 'failed', failure_kind: failure.outcome, error_message: failure.message, updated_at: sql<Date>`now()` })
        .where('id', '=', post.id)
        .where('status', '=', 'publishing')
        .execute();
      if (failure.disconnect) {
        await trx
          .updateTable('linkedin_connections')
          .set({ revoked_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
          .where('id', '=', connection.id)
          .where('revoked_at', 'is', null)
          .execute();
      }
    });
    const details = { postId: post.id, reason: error.reason, ...error.info };
    if (failure.alarm) options.log?.error(details, `LinkedIn refused a post: ${error.message}`);
    else options.log?.warn(details, `Publishing to LinkedIn failed: ${error.message}`);
    throw publishFailureError(failure, error);
  }

  const url = postUrl(urn);
  // The URN is made durable first, on its own: if this process dies before the post row moves, the
  // recovery job finds it on the attempt and marks the post published instead of "unknown".
  await db
    .updateTable('post_attempts')
    .set({ finished_at: sql<Date>`now()`, outcome: 'published', http_status: 201, platform_post_id: urn })
    .where('id', '=', attempt.id)
    .execute();
  const moved = await db
    .updateTable('posts')
    .set({
      status: 'published',
      platform_post_id: urn,
      post_url: url,
      published_at: sql<Date>`now()`,
      error_message: null,
      failure_kind: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', post.id)
    .where('status', '=', 'publishing')
    .returning('id')
    .executeTakeFirst();
  // The post is on LinkedIn whatever happened to the row meanwhile; the attempt keeps its URN.
  if (!moved) options.log?.warn({ postId: post.id, urn }, 'A post was published on LinkedIn after its row left publishing');
  return { platformPostId: urn, postUrl: url };
}
