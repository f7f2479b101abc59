import type { TDeleteImportedDataResponse } from '@cadence/contract/linkedin/import-linkedin-data';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';

/**
 * DELETE /api/linkedin/data: every imported post and every import of the caller, with the insights
 * drawn from them, in one transaction. The writer's voice is read from imported_posts, so it is
 * neutral again from the next draft on.
 */
export async function deleteImportedData(deps: Pick<Deps, 'database'>, userId: string): Promise<TDeleteImportedDataResponse> {
  return deps.database.db.transaction().execute(async (trx) => {
    const running = await trx
      .selectFrom('linkedin_imports')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (running)
      throw new AppError('CONFLICT', 'An import of your LinkedIn data is running. Wait for it to finish, then delete.');
    const posts = await trx.deleteFrom('imported_posts').where('user_id', '=', userId).executeTakeFirst();
    const imports = await trx.deleteFrom('linkedin_imports').where('user_id', '=', userId).executeTakeFirst();
    return {
      success: true as const,
      message: 'Your imported LinkedIn data has been deleted.',
      data: { posts_deleted: Number(posts.numDeletedRows), imports_deleted: Number(imports.numDeletedRows) },
    };
  });
}
