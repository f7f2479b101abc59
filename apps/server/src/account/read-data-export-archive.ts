import { sql } from 'kysely';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';

/** The ready ZIP of one of the caller's exports; another member's id, or an expired one, answers 404. */
export async function readDataExportArchive(
  deps: Pick<Deps, 'database'>,
  userId: string,
  exportId: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await deps.database.db
    .selectFrom('data_exports')
    .select(['file_name', 'archive'])
    .where('id', '=', exportId)
    .where('user_id', '=', userId)
    .where('status', '=', 'ready')
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row?.archive) throw new AppError('NOT_FOUND', 'This download has expired. Please ask for your data again.');
  return { fileName: row.file_name, bytes: Buffer.from(row.archive) };
}
