import type { TPoll } from '@cadence/contract/media/post-attachments';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { LinkedInApiError, type LinkedInPostContent } from '../linkedin/linkedin-posts-client';
import type { PublishFailure } from './describe-publish-failure';
import { describePublishFailure } from './describe-publish-failure';
import type { PostableConnection } from './find-postable-connection';
import { AssetNotReadyError, AssetRejectedError, uploadPostAssets, type UploadOptions } from './upload-post-assets';

/** Poll durations as the Poll API names them (learn.microsoft.com/linkedin/marketing/community-management/shares/poll-post-api). */
const POLL_DURATIONS = { 1: 'ONE_DAY', 3: 'THREE_DAYS', 7: 'SEVEN_DAYS', 14: 'FOURTEEN_DAYS' } as const;

/**
 * The `content` a post is sent with (Posts API, learn.microsoft.com/linkedin/marketing/community-
 * management/shares/posts-api): its files uploaded first and referenced by URN (`media` for one
 * image, a document or a video; `multiImage` for 2 to 20 images), or its poll, or its link as an
 * `article`. Undefined for a text post. Built the same way on every send of the post, so a re-send
 * that settles a lost answer carries the same content as the first.
 */
export async function preparePostContent(
  deps: Pick<Deps, 'database' | 'config'>,
  postId: string,
  connection: PostableConnection,
  options: UploadOptions = {},
): Promise<LinkedInPostContent | undefined> {
  const { db } = deps.database;
  // One query for a text post, the common case on the publisher's hot path.
  const post = await db
    .selectFrom('posts')
    .select([
      'document_title',
      'poll',
      'link_url',
      'link_title',
      sql<boolean>`EXISTS (SELECT 1 FROM post_media m WHERE m.post_id = posts.id)`.as('has_media'),
    ])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  const media = !post.has_media
    ? []
    : await db
        .selectFrom('post_media')
        .innerJoin('media', 'media.id', 'post_media.media_id')
        .select(['media.id', 'media.kind', 'media.file_name', 'media.mime_type', 'media.size_bytes', 'media.alt_text'])
        .where('post_media.post_id', '=', postId)
        .orderBy('post_media.position')
        .execute();

  if (media.length > 0) {
    const urns = await uploadPostAssets(
      deps,
      postId,
      media.map((m) => ({
        mediaId: m.id,
        kind: m.kind,
        fileName: m.file_name,
        mimeType: m.mime_type,
        sizeBytes: Number(m.size_bytes),
      })),
      connection,
      options,
    );
    const altText = (text: string | null) => (text ? { altText: text } : {});
    if (media.length > 1) {
      return { multiImage: { images: media.map((m, i) => ({ id: urns[i] as string, ...altText(m.alt_text) })) } };
    }
    const [only] = media as [(typeof media)[number]];
    const title = only.kind === 'document' ? { title: post.document_title ?? only.file_name } : {};
    return { media: { id: urns[0] as string, ...title, ...(only.kind === 'image' ? altText(only.alt_text) : {}) } };
  }
  if (post.poll) {
    const poll = post.poll as TPoll;
    return {
      poll: {
        question: poll.question,
        options: poll.options.map((text) => ({ text })),
        settings: { duration: POLL_DURATIONS[poll.duration_days] },
      },
    };
  }
  if (post.link_url) {
    // An article needs a title: the member's, else the address's own host name.
    return { article: { source: post.link_url, title: post.link_title ?? new URL(post.link_url).hostname } };
  }
  return undefined;
}

/**
 * What a failure to prepare the content means for the post, in sendOnce's terms; null for an error
 * that is not LinkedIn's nor the file's (a bug: it propagates). Nothing was posted in any case.
 */
export function describeContentFailure(
  error: unknown,
  postUrl: (urn: string) => string,
): { error: LinkedInApiError; failure: PublishFailure } | null {
  if (error instanceof AssetRejectedError) {
    return {
      error: new LinkedInApiError('rejected', error.message),
      failure: { code: 'UNPROCESSABLE', message: error.message, outcome: 'rejected', disconnect: false, alarm: false },
    };
  }
  if (error instanceof AssetNotReadyError) {
    // 'unreachable': certainly not posted, so the publisher tries again later.
    return {
      error: new LinkedInApiError('unreachable', error.message),
      failure: {
        code: 'SERVICE_UNAVAILABLE',
        message: `${error.message}. Your post was not published; please try again in a few minutes.`,
        outcome: 'rejected',
        disconnect: false,
        alarm: false,
      },
    };
  }
  if (error instanceof LinkedInApiError) return { error, failure: describePublishFailure(error, postUrl) };
  return null;
}
