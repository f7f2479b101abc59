import type { TDataExport } from '@cadence/contract/account/data-export';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { DATA_EXPORT_COLUMNS, describeDataExport } from './describe-data-export';

/** The member's latest export that has not expired, or null. */
export async function getDataExport(deps: Pick<Deps, 'database'>, userId: string): Promise<TDataExport | null> {
  const row = await deps.database.db
    .selectFrom('data_exports')
    .select(DATA_EXPORT_COLUMNS)
    .where('user_id', '=', userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? describeDataExport(row) : null;
}
