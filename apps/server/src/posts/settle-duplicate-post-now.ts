import { sql } from 'kysely';
import type { Deps } from '../deps';
import { linkedInPostUrl } from '../linkedin/linkedin-post-url';
import { startFirstComment } from './first-comment-queue';

/**
 * Post Now met LinkedIn's DUPLICATE_POST: the very text is live already. The row made for this
 * request goes (with its attempt), so nothing is stored as failed. If LinkedIn names the live post
 * and the member has a post Cadence left "may or may not have been published" with the identical
 * commentary, that is the post LinkedIn holds: it becomes published with the URN.
 */
export async function settleDuplicatePostNow(
  deps: Pick<Deps, 'database' | 'config' | 'jobs'>,
  postId: string,
  commentary: string,
  liveUrn: string | undefined,
): Promise<void> {
  await deps.database.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('posts')
      .where('id', '=', postId)
      .where('status', '=', 'publishing')
      .returning('user_id')
      .executeTakeFirst();
    if (!removed || liveUrn === undefined) return;
    const alreadyKnown = await trx
      .selectFrom('posts')
      .select('id')
      .where('user_id', '=', removed.user_id)
      .where('platform_post_id', '=', liveUrn)
      .executeTakeFirst();
    if (alreadyKnown) return;
    const unknown = await trx
      .selectFrom('posts')
      .select('posts.id')
      .where('posts.user_id', '=', removed.user_id)
      .where('posts.status', '=', 'failed')
      .where('posts.failure_kind', '=', 'unknown')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('post_attempts')
            .select('post_attempts.id')
            .whereRef('post_attempts.post_id', '=', 'posts.id')
            .where('post_attempts.sent_commentary', '=', commentary),
        ),
      )
      .orderBy('posts.updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!unknown) return;
    await trx
      .updateTable('posts')
      .set({
        status: 'published',
        platform_post_id: liveUrn,
        post_url: linkedInPostUrl(deps.config.linkedin, liveUrn),
        error_message: null,
        failure_kind: null,
        notice_code: null,
        published_at: sql<Date>`coalesce(published_at, updated_at)`,
        // Its first measurement an hour after it went out (issue 28).
        metrics_next_at: sql<Date>`coalesce(published_at, updated_at) + interval '1 hour'`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', unknown.id)
      .where('status', '=', 'failed')
      .execute();
    await startFirstComment(trx, deps.jobs, unknown.id);
  });
}
