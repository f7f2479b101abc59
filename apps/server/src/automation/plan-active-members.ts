import { planNamedSlots } from '@cadence/contract/preferences/plan-automation-slots';
import type { TPreferences } from '@cadence/contract/preferences/preferences';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { fillAutomationSlots, planningWindow } from './fill-automation-slots';
import { loadActivePreferences, loadSavedPreferences } from './load-preferences';

/**
 * Read around the window: a slot the window plans may already hold a post written at its instant in
 * an earlier zone, up to 26 hours (the widest gap between two zones) either side.
 */
const ZONE_MARGIN_MS = 2 * 86_400_000;

interface SlotRow {
  user_id: string;
  automation_slot: Date;
  automation_local_slot: string | null;
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
        'automation_local_slot',
        'status',
        'writing_started_at',
        sql<string | null>`content_metadata->>'format'`.as('format'),
      ])
      .where('automation_slot', '>=', new Date(from.getTime() - ZONE_MARGIN_MS))
      .where('automation_slot', '<', new Date(until.getTime() + ZONE_MARGIN_MS))
      .execute() as Promise<SlotRow[]>,
    db
      .selectFrom('automation_skipped_slots')
      .select(['user_id', 'automation_local_slot'])
      .where('automation_slot', '>=', new Date(from.getTime() - ZONE_MARGIN_MS))
      .execute(),
  ]);
  const taken = new Map<string, SlotRow[]>();
  for (const slot of slots) taken.set(slot.user_id, [...(taken.get(slot.user_id) ?? []), slot]);
  const skip = new Set(skipped.map((s) => `${s.user_id} ${s.automation_local_slot}`));

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

/**
 * True when every planned slot is taken (by its name or its instant) or skipped, and no unwritten
 * slot ahead is one the plan has dropped or moved (another time, format or zone).
 */
function isUpToDate(
  userId: string,
  preferences: TPreferences,
  rows: SlotRow[],
  skip: Set<string>,
  from: Date,
  until: Date,
): boolean {
  const planned = preferences.niche ? planNamedSlots(preferences, from, until) : [];
  const names = new Set(rows.map((r) => r.automation_local_slot));
  const instants = new Set(rows.map((r) => new Date(r.automation_slot).getTime()));
  if (planned.some((s) => !names.has(s.local) && !instants.has(s.at.getTime()) && !skip.has(`${userId} ${s.local}`)))
    return false;
  const plan = new Set(planned.map((s) => `${s.at.getTime()} ${s.local}`));
  const formats = new Set<string>(preferences.content_formats);
  return !rows.some((r) => {
    const at = new Date(r.automation_slot).getTime();
    return (
      r.status === 'pending_content' &&
      r.writing_started_at === null &&
      at >= from.getTime() &&
      (!plan.has(`${at} ${r.automation_local_slot}`) || !formats.has(r.format ?? ''))
    );
  });
}
