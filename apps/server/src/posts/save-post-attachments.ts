import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { CheckedAttachments, PostAttachmentsInput } from './check-post-attachments';

/**
 * Writes a post's checked attachments inside the post's own transaction: its media in order (the
 * files marked attached, so the clean-up job keeps them), and its poll, link, document title and
 * first comment. The rows it had before are replaced, so an edit's order is the new order.
 */
export async function savePostAttachments(trx: Transaction<DB>, postId: string, attachments: CheckedAttachments): Promise<void> {
  await trx.deleteFrom('post_media').where('post_id', '=', postId).execute();
  if (attachments.media.length > 0) {
    await trx
      .insertInto('post_media')
      .values(attachments.media.map((media, position) => ({ post_id: postId, media_id: media.id, position })))
      .execute();
    await trx
      .updateTable('media')
      .set({ attached_at: sql<Date>`coalesce(attached_at, now())` })
      .where(
        'id',
        'in',
        attachments.media.map((media) => media.id),
      )
      .execute();
  }
  await trx
    .updateTable('posts')
    .set({
      document_title: attachments.documentTitle,
      poll: attachments.poll === null ? null : JSON.stringify(attachments.poll),
      link_url: attachments.linkUrl,
      link_title: attachments.linkTitle,
      first_comment: attachments.firstComment,
    })
    .where('id', '=', postId)
    .execute();
}

/** What a post has now, in the shape checkPostAttachments merges an edit into. */
export async function loadPostAttachments(trx: Transaction<DB>, postId: string): Promise<CheckedAttachments> {
  const post = await trx
    .selectFrom('posts')
    .select(['document_title', 'poll', 'link_url', 'link_title', 'first_comment'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  const media = await trx
    .selectFrom('post_media')
    .innerJoin('media', 'media.id', 'post_media.media_id')
    .select(['media.id', 'media.kind', 'media.file_name'])
    .where('post_media.post_id', '=', postId)
    .orderBy('post_media.position')
    .execute();
  return {
    media,
    documentTitle: post.document_title,
    poll: (post.poll ?? null) as CheckedAttachments['poll'],
    linkUrl: post.link_url,
    linkTitle: post.link_title,
    firstComment: post.first_comment,
  };
}

/** True when the edit names any attachment field: only then are the attachments checked and rewritten. */
export function touchesAttachments(input: PostAttachmentsInput): boolean {
  const { media_ids, document_title, poll, first_comment, link_url, link_title } = input;
  return [media_ids, document_title, poll, first_comment, link_url, link_title].some((field) => field !== undefined);
}
