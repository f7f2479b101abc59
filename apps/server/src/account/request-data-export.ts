import type { TDataExport } from '@cadence/contract/account/data-export';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { inTransaction } from '../scheduling/publish-queue';
import { BUILD_DATA_EXPORT_JOB, DATA_EXPORT_LIFETIME_MS, type TBuildDataExportPayload } from './data-export-job';
import { DATA_EXPORT_COLUMNS, describeDataExport } from './describe-data-export';

/**
 * Starts building the member's ZIP, or answers the build already under way (a second click never
 * queues a second job). The row and its job commit together, so neither is left without the other.
 */
export async function requestDataExport(deps: Pick<Deps, 'database' | 'jobs'>, userId: string): Promise<TDataExport> {
  return deps.database.db.transaction().execute(async (trx) => {
    // One request at a time per member: two concurrent clicks serialise on the member's row.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const building = await trx
      .selectFrom('data_exports')
      .select(DATA_EXPORT_COLUMNS)
      .where('user_id', '=', userId)
      .where('status', '=', 'building')
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (building) return describeDataExport(building);
    const stamp = new Date().toISOString().slice(0, 10);
    const row = await trx
      .insertInto('data_exports')
      .values({
        user_id: userId,
        status: 'building',
        file_name: `cadence-data-${stamp}.zip`,
        expires_at: new Date(Date.now() + DATA_EXPORT_LIFETIME_MS),
      })
      .returning(DATA_EXPORT_COLUMNS)
      .executeTakeFirstOrThrow();
    const payload: TBuildDataExportPayload = { export_id: row.id, user_id: userId };
    const jobId = await deps.jobs.send(BUILD_DATA_EXPORT_JOB, payload, { retryLimit: 2, db: inTransaction(trx) });
    if (jobId === null) throw new Error(`pg-boss did not queue ${BUILD_DATA_EXPORT_JOB} for export ${row.id}`);
    return describeDataExport(row);
  });
}
