import type { Deps } from '../deps';

/** When the member's latest LinkedIn data import completed, or null if none has. */
export async function getImportStatus(deps: Pick<Deps, 'database'>, userId: string): Promise<{ completed_at: string | null }> {
  const latest = await deps.database.db
    .selectFrom('linkedin_imports')
    .select('completed_at')
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .orderBy('completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { completed_at: latest?.completed_at ? new Date(latest.completed_at).toISOString() : null };
}
