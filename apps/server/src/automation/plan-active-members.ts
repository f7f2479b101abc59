import type { Deps } from '../deps';
import { fillAutomationSlots } from './fill-automation-slots';
import { loadSavedPreferences } from './load-preferences';

/**
 * Rolls every active member's 7-day plan forward (the recurring job). Each member in a transaction
 * of their own, locked on their preferences row, so a save racing the job re-plans after it; a
 * member whose plan fails is logged and the others go on.
 */
export async function planActiveMembers(deps: Pick<Deps, 'database' | 'config'>, now: Date, onError?: (error: unknown) => void) {
  const members = await deps.database.db
    .selectFrom('automation_preferences')
    .select('user_id')
    .where('is_active', '=', true)
    .execute();
  let planned = 0;
  for (const { user_id: userId } of members) {
    try {
      planned += await deps.database.db.transaction().execute(async (trx) => {
        const preferences = await loadSavedPreferences(trx, userId, { forUpdate: true });
        return preferences?.is_active ? fillAutomationSlots(trx, deps.config, userId, preferences, now) : 0;
      });
    } catch (error) {
      onError?.(error);
    }
  }
  return { members: members.length, planned };
}
