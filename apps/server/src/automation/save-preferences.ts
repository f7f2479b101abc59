import { weeklyTimesShortfall } from '@cadence/contract/preferences/plan-automation-slots';
import {
  applyPreferencesInput,
  type TPreferences,
  type ZPreferencesInputSchema,
} from '@cadence/contract/preferences/preferences';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { fillAutomationSlots, removeUnfilledSlots } from './fill-automation-slots';
import { loadPreferencesOrDefaults, loadSavedPreferences } from './load-preferences';
import { queueAutomationWrites } from './queue-automation-writes';

type PreferencesInput = z.output<typeof ZPreferencesInputSchema>;

export const SAVE_FIRST_MESSAGE = 'Save your preferences before activating automation.';

/** Why these preferences cannot run yet, in words the member can act on; null when they can. */
export function whyNotReady(preferences: TPreferences): string | null {
  if (!preferences.niche) return 'Choose a niche so Cadence knows what to write about.';
  if (preferences.preferred_times.length === 0) return 'Add at least one preferred posting time.';
  // Preferences saved before a weekly plan had to have a time for each post.
  return weeklyTimesShortfall(preferences);
}

/**
 * Saves the member's preferences (the zone goes to their profile too) and, while automation is
 * active, re-plans the slots not yet written in the same transaction.
 */
export async function savePreferences(
  deps: Pick<Deps, 'database' | 'config' | 'jobs'>,
  userId: string,
  input: PreferencesInput,
  now = new Date(),
): Promise<{ preferences: TPreferences; plannedSlots: number }> {
  const result = await deps.database.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const { preferences: base } = await loadPreferencesOrDefaults(trx, userId);
    const preferences = applyPreferencesInput(base, input);
    // A weekly plan with more posts than times would have to invent days: refused, paused or not.
    const notReady = preferences.is_active ? whyNotReady(preferences) : weeklyTimesShortfall(preferences);
    if (notReady) throw new AppError('BAD_REQUEST', notReady);
    await storePreferences(trx, userId, preferences);
    const plannedSlots = preferences.is_active
      ? await fillAutomationSlots(trx, deps.config, userId, preferences, now)
      : (await removeUnfilledSlots(trx, userId), 0);
    return { preferences, plannedSlots };
  });
  if (result.preferences.is_active) await queueAutomationWrites(deps, now, userId);
  return result;
}

/** POST /api/preferences/activate: only saved, complete preferences can run. */
export async function setAutomationActive(
  deps: Pick<Deps, 'database' | 'config' | 'jobs'>,
  userId: string,
  isActive: boolean,
  now = new Date(),
): Promise<{ isActive: boolean; plannedSlots: number }> {
  const result = await deps.database.db.transaction().execute(async (trx) => {
    const saved = await loadSavedPreferences(trx, userId, { forUpdate: true });
    if (!saved) {
      if (isActive) throw new AppError('BAD_REQUEST', SAVE_FIRST_MESSAGE);
      return { isActive: false, plannedSlots: 0 };
    }
    const preferences = { ...saved, is_active: isActive };
    const notReady = isActive ? whyNotReady(preferences) : null;
    if (notReady) throw new AppError('BAD_REQUEST', notReady);
    await trx
      .updateTable('automation_preferences')
      .set({ is_active: isActive, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    if (!isActive) {
      await removeUnfilledSlots(trx, userId);
      return { isActive, plannedSlots: 0 };
    }
    return { isActive, plannedSlots: await fillAutomationSlots(trx, deps.config, userId, preferences, now) };
  });
  if (result.isActive) await queueAutomationWrites(deps, now, userId);
  return result;
}

/** The stored row of a member's preferences (auto_publish is not stored: it is the approval mode). */
export function preferencesRow(p: TPreferences) {
  return {
    frequency_type: p.frequency_type,
    posts_per_week: p.posts_per_week,
    niche: p.niche,
    sub_niche: p.sub_niche,
    preferred_times: JSON.stringify(p.preferred_times),
    content_formats: p.content_formats,
    approval_mode: p.approval_mode,
    smart_min_voice_match: p.smart_min_voice_match,
    is_active: p.is_active,
  };
}

async function storePreferences(trx: Parameters<typeof loadSavedPreferences>[0], userId: string, p: TPreferences) {
  const row = preferencesRow(p);
  await trx
    .insertInto('automation_preferences')
    .values({ user_id: userId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...row, updated_at: new Date() }))
    .execute();
  // One zone per member: the profile's, which every date they see is shown in.
  await trx.updateTable('users').set({ time_zone: p.time_zone }).where('id', '=', userId).execute();
}
