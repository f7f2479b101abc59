import { sql, type Kysely } from 'kysely';
import type { Config } from '../config/load-config';
import type { DB } from '../db/schema';
import { recordNotification } from './record-notification';

type NotifyConfig = Pick<Config, 'notifications' | 'logLevel'>;

const excerpt = (content: string | null) => {
  const text = (content ?? '').replace(/\s+/g, ' ').trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/**
 * Called inside the transaction that moved the post to failed, after its guarded UPDATE: the row
 * that UPDATE moved carries this transaction's now() (constant within a transaction), so a post
 * another process failed earlier is not told twice.
 */
export async function notifyPostFailed(trx: Kysely<DB>, config: NotifyConfig, postId: string, reason: string) {
  const post = await trx
    .selectFrom('posts')
    .select(['user_id', 'content'])
    .where('id', '=', postId)
    .where('status', '=', 'failed')
    .where('updated_at', '=', sql<Date>`now()`)
    .executeTakeFirst();
  if (!post) return null;
  return recordNotification(trx, config, {
    userId: post.user_id,
    kind: 'post_failed',
    eventKey: `post-failed:${postId}:${Date.now()}`,
    title: 'A post could not be published',
    body: `"${excerpt(post.content)}" was not published: ${reason}\nOpen Scheduled Posts to fix it and try again.`,
    link: '/scheduled-posts',
  });
}

/** Once the post is published with LinkedIn's shortened text; its key makes a repeat harmless. */
export async function notifyPostShortened(db: Kysely<DB>, config: NotifyConfig, postId: string) {
  const post = await db
    .selectFrom('posts')
    .select(['user_id', 'content'])
    .where('id', '=', postId)
    .where('status', '=', 'published')
    .where('notice_code', '=', 'shortened')
    .executeTakeFirst();
  if (!post) return null;
  return recordNotification(db, config, {
    userId: post.user_id,
    kind: 'post_shortened',
    eventKey: `post-shortened:${postId}`,
    title: 'LinkedIn published a shorter post than you wrote',
    body: `"${excerpt(post.content)}" is live, but LinkedIn kept less text than was sent. Check it on LinkedIn and edit it there if needed.`,
    link: '/scheduled-posts',
  });
}
