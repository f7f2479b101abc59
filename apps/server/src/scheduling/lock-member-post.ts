import type { SelectExpression, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors/app-error';
import { POST_NOT_FOUND_MESSAGE } from './cancel-posts';

/**
 * The member's post, its row locked until the transaction ends so a worker's claim waits for the
 * change (or came first); another member's post is not found, as a missing one is.
 */
export async function lockMemberPost<C extends SelectExpression<DB, 'posts'>>(
  trx: Transaction<DB>,
  userId: string,
  postId: string,
  columns: readonly C[],
) {
  const post = await trx
    .selectFrom('posts')
    .select(columns)
    .where('id', '=', postId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND_MESSAGE);
  return post;
}
