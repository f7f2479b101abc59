import type { Kysely } from 'kysely';
import type { Config } from '../config/load-config';
import type { DB } from '../db/schema';
import { truncate } from '../research/clean-text';
import { recordNotification } from './record-notification';

type NotifyConfig = Pick<Config, 'notifications' | 'logLevel'>;

const excerpt = (content: string | null) => truncate((content ?? '').replace(/\s+/g, ' ').trim(), 80);

/** The post a guarded UPDATE has just moved, as its RETURNING gives it. */
export interface MovedPost {
  id: string;
  user_id: string;
  content: string | null;
}

/**
 * Called inside the transaction whose guarded UPDATE moved the post to failed, with the row it
 * returned: a post another process failed earlier is never passed here, so it is not told twice.
 */
export async function notifyPostFailed(trx: Kysely<DB>, config: NotifyConfig, post: MovedPost, reason: string) {
  return recordNotification(trx, config, {
    userId: post.user_id,
    kind: 'post_failed',
    eventKey: `post-failed:${post.id}:${Date.now()}`,
    title: 'A post could not be published',
    body: `"${excerpt(post.content)}" was not published: ${reason}\nOpen Scheduled Posts to fix it and try again.`,
    link: '/scheduled-posts',
  });
}

/** In the transaction that published the post with LinkedIn's shortened text; its key makes a repeat harmless. */
export async function notifyPostShortened(trx: Kysely<DB>, config: NotifyConfig, post: MovedPost) {
  return recordNotification(trx, config, {
    userId: post.user_id,
    kind: 'post_shortened',
    eventKey: `post-shortened:${post.id}`,
    title: 'LinkedIn published a shorter post than you wrote',
    body: `"${excerpt(post.content)}" is live, but LinkedIn kept less text than was sent. Check it on LinkedIn and edit it there if needed.`,
    link: '/scheduled-posts',
  });
}
