import type { TImportStatus } from '@cadence/contract/linkedin/import-status';
import type { Deps } from '../deps';
import { IMPORT_STALE_AFTER_MS } from './import-slot';

/** When the member's data was last imported, and where the import now running is, if any. */
export async function getImportStatus(deps: Pick<Deps, 'database'>, userId: string): Promise<TImportStatus> {
  const rows = await deps.database.db
    .selectFrom('linkedin_imports')
    .select(['status', 'completed_at', 'stage', 'progress', 'started_at', 'heartbeat_at'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['completed', 'processing'])
    .orderBy('started_at', 'desc')
    .execute();
  const completed = rows.find((r) => r.status === 'completed' && r.completed_at);
  const running = rows.find(
    (r) => r.status === 'processing' && Date.now() - new Date(r.heartbeat_at).getTime() < IMPORT_STALE_AFTER_MS,
  );
  return {
    completed_at: completed?.completed_at ? new Date(completed.completed_at).toISOString() : null,
    running: running
      ? {
          stage: running.stage ?? 'receiving',
          progress: running.progress,
          started_at: new Date(running.started_at).toISOString(),
        }
      : null,
  };
}
