import type { TMedia } from '@cadence/contract/media/media';
import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Deps } from '../deps';
import { MEDIA_COLUMNS, toMedia } from '../media/to-media';
import { toScheduledPost, type ScheduledPostRow } from './to-scheduled-post';

/**
 * Every listed post's attachments in their order, in one query whatever the number of posts (the
 * schedule lists up to 2,000): a post without media is simply absent from the map.
 */
export async function loadPostMedia(
  db: Kysely<DB> | Transaction<DB>,
  deps: Pick<Deps, 'keys'>,
  postIds: readonly string[],
): Promise<Map<string, TMedia[]>> {
  const byPost = new Map<string, TMedia[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('post_media')
    .innerJoin('media', 'media.id', 'post_media.media_id')
    .select(MEDIA_COLUMNS)
    .select('post_media.post_id')
    .where('post_media.post_id', 'in', postIds)
    .orderBy('post_media.post_id')
    .orderBy('post_media.position')
    .execute();
  for (const row of rows) {
    const list = byPost.get(row.post_id) ?? [];
    list.push(toMedia(row, deps));
    byPost.set(row.post_id, list);
  }
  return byPost;
}

/** One post of `userId`'s as the routes answer it (in their time zone), read inside the transaction that just wrote it. */
export async function toScheduledPostWithMedia(
  db: Kysely<DB> | Transaction<DB>,
  deps: Pick<Deps, 'keys'>,
  row: ScheduledPostRow,
  userId: string,
): Promise<TScheduledPost> {
  const member = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirstOrThrow();
  const media = await loadPostMedia(db, deps, [row.id]);
  return toScheduledPost(row, member.time_zone, media.get(row.id));
}
