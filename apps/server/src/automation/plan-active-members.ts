import { planAutomationSlots } from '@cadence/contract/preferences/plan-automation-slots';
import type { TPreferences } from '@cadence/contract/preferences/preferences';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { fillAutomationSlots, planningWindow } from './fill-automation-slots';
import { loadActivePreferences, loadSavedPreferences } from './load-preferences';

interface SlotRow {
  user_id: string;
  automation_slot: Date;
  status: string;
  writing_started_at: Date | null;
  format: string | null;
}

/**
 * Rolls every active member's 7-day plan forward (the recurring job). Every member's plan is worked
 * out in memory against their slots read in one query; only a member whose week differs from it (a
 * new day came into the window, their zone changed) is re-planned, in a transaction of their own
 * locked on their preferences row, so a save racing the job re-plans after it. A member whose plan
 * fails is reported and the others go on.
 */
export async function planActiveMembers(deps: Pick<Deps, 'database' | 'config'>, now: Date, onError?: (error: unknown) => void) {
  const { db } = deps.database;
  const { from, until } = planningWindow(deps.config, now);
  const [members, slots, skipped] = await Promise.all([
    loadActivePreferences(db),
    db
      .selectFrom('posts')
      .select([
        'user_id',
        'automation_slot',
        'status',
        'writing_started_at',
        sql<string | null>`content_metadata->>'format'`.as('format'),
      ])
      .where('automation_slot', '>=', from)
      .where('automation_slot', '<', until)
      .execute() as Promise<SlotRow[]>,
    db
      .selectFrom('automation_skipped_slots')
      .select(['user_id', 'automation_slot'])
      .where('automation_slot', '>=', from)
      .execute(),
  ]);
  const taken = new Map<string, SlotRow[]>();
  for (const slot of slots) taken.set(slot.user_id, [...(taken.get(slot.user_id) ?? []), slot]);
  const skip = new Set(skipped.map((s) => `${s.user_id} ${new Date(s.automation_slot).getTime()}`));

  let replanned = 0;
  for (const { userId, preferences } of members) {
    if (isUpToDate(userId, preferences, taken.get(userId) ?? [], skip, from, until)) continue;
    try {
      await db.transaction().execute(async (trx) => {
        const current = await loadSavedPreferences(trx, userId, { forUpdate: true });
        if (current?.is_active) await fillAutomationSlots(trx, deps.config, userId, current, now);
      });
      replanned++;
    } catch (error) {
      onError?.(error);
    }
  }
  return { members: members.length, replanned };
}

/** True when every planned slot is taken (or skipped) and no unwritten slot is one the plan has dropped. */
function isUpToDate(
  userId: string,
  preferences: TPreferences,
  rows: SlotRow[],
  skip: Set<string>,
  from: Date,
  until: Date,
): boolean {
  const planned = preferences.niche ? planAutomationSlots(preferences, from, until).map((s) => s.getTime()) : [];
  const have = new Set(rows.map((r) => new Date(r.automation_slot).getTime()));
  if (planned.some((slot) => !have.has(slot) && !skip.has(`${userId} ${slot}`))) return false;
  const plan = new Set(planned);
  const formats = new Set<string>(preferences.content_formats);
  return !rows.some(
    (r) =>
      r.status === 'pending_content' &&
      r.writing_started_at === null &&
      (!plan.has(new Date(r.automation_slot).getTime()) || !formats.has(r.format ?? '')),
  );
}
