import { defaultPreferences, type TPreferences } from '@cadence/contract/preferences/preferences';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

const selectPreferences = (db: Db) =>
  db
    .selectFrom('automation_preferences')
    .innerJoin('users', 'users.id', 'automation_preferences.user_id')
    .select([
      'automation_preferences.user_id',
      'automation_preferences.frequency_type',
      'automation_preferences.posts_per_week',
      'automation_preferences.niche',
      'automation_preferences.sub_niche',
      'automation_preferences.preferred_times',
      'automation_preferences.content_formats',
      'automation_preferences.approval_mode',
      'automation_preferences.smart_min_voice_match',
      'automation_preferences.is_active',
      'users.time_zone',
    ]);

type PreferencesRow = Awaited<ReturnType<ReturnType<typeof selectPreferences>['executeTakeFirstOrThrow']>>;

/** A stored row as the contract's preferences, in the member's own zone (the profile's). */
function toPreferences(row: PreferencesRow): TPreferences {
  return {
    frequency_type: row.frequency_type,
    posts_per_week: row.posts_per_week,
    niche: row.niche as TPreferences['niche'],
    sub_niche: row.sub_niche,
    preferred_times: row.preferred_times as TPreferences['preferred_times'],
    content_formats: row.content_formats as TPreferences['content_formats'],
    auto_publish: row.approval_mode !== 'review_all',
    approval_mode: row.approval_mode,
    smart_min_voice_match: row.smart_min_voice_match,
    is_active: row.is_active,
    time_zone: row.time_zone,
  };
}

/** The member's saved preferences, or null before the first save. */
export async function loadSavedPreferences(
  db: Db,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TPreferences | null> {
  let query = selectPreferences(db).where('automation_preferences.user_id', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toPreferences(row) : null;
}

/** Every active member's preferences, in one query (the plan job). */
export async function loadActivePreferences(db: Db): Promise<Array<{ userId: string; preferences: TPreferences }>> {
  const rows = await selectPreferences(db).where('automation_preferences.is_active', '=', true).execute();
  return rows.map((row) => ({ userId: row.user_id, preferences: toPreferences(row) }));
}

/** Saved preferences, or the defaults in the member's zone: what an edit starts from. */
export async function loadPreferencesOrDefaults(db: Db, userId: string): Promise<{ preferences: TPreferences; saved: boolean }> {
  const saved = await loadSavedPreferences(db, userId);
  if (saved) return { preferences: saved, saved: true };
  const user = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirstOrThrow();
  return { preferences: defaultPreferences(user.time_zone), saved: false };
}
