import type { Database } from '../db/create-database';
import { AppError } from '../errors/app-error';
import { normalizeLinkedInText } from '../writing/measure-text';
import type { ExportReadOutcome } from './read-export-in-worker';

// Rows per INSERT: large enough to be quick, small enough for PostgreSQL's 65,535 parameters.
const BATCH = 1_000;

export const IMPORT_REPLACED = 'This import was overtaken by a newer one. Your latest import is the one kept.';

/**
 * Replaces the member's imported data in one transaction: the posts, the summary and the parse
 * report, and every earlier import. Either all of it lands or none of it does.
 */
export async function saveImportedExport(
  database: Database,
  userId: string,
  importId: string,
  { posts, summary, report }: ExportReadOutcome,
): Promise<{ postsProcessed: number; completedAt: Date }> {
  const completedAt = new Date();
  await database.db.transaction().execute(async (trx) => {
    const mine = await trx
      .updateTable('linkedin_imports')
      .set({
        status: 'completed',
        completed_at: completedAt,
        posts_processed: posts.length,
        stage: null,
        progress: 1,
        summary: JSON.stringify(summary),
        report: JSON.stringify(report),
        insights: null,
        insights_time_zone: null,
      })
      .where('id', '=', importId)
      .where('status', '=', 'processing')
      .returning('id')
      .executeTakeFirst();
    // Only if this slot was taken over as stale: the newer import wins, this one changes nothing.
    if (!mine) throw new AppError('CONFLICT', IMPORT_REPLACED);
    await trx
      .deleteFrom('linkedin_imports')
      .where('user_id', '=', userId)
      .where('id', '!=', importId)
      .where('status', '=', 'completed')
      .execute();
    await trx.deleteFrom('imported_posts').where('user_id', '=', userId).execute();
    for (let i = 0; i < posts.length; i += BATCH) {
      await trx
        .insertInto('imported_posts')
        .values(
          posts.slice(i, i + BATCH).map((share) => ({
            user_id: userId,
            posted_at: share.date,
            // As a reader sees it: hashtag templates and little-text escapes resolved.
            content: normalizeLinkedInText(share.commentary),
            share_link: share.shareLink,
            shared_url: share.sharedUrl,
            media_url: share.mediaUrl,
            visibility: share.visibility,
          })),
        )
        .execute();
    }
  });
  return { postsProcessed: posts.length, completedAt };
}
