import { defaultPreferences, type TPreferences } from '@cadence/contract/preferences/preferences';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The member's saved preferences in their own zone, or null before the first save. */
export async function loadSavedPreferences(
  db: Db,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TPreferences | null> {
  let query = db
    .selectFrom('automation_preferences')
    .innerJoin('users', 'users.id', 'automation_preferences.user_id')
    .select([
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
    ])
    .where('automation_preferences.user_id', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
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

/** Saved preferences, or the defaults in the member's zone: what an edit starts from. */
export async function loadPreferencesOrDefaults(db: Db, userId: string): Promise<{ preferences: TPreferences; saved: boolean }> {
  const saved = await loadSavedPreferences(db, userId);
  if (saved) return { preferences: saved, saved: true };
  const user = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirstOrThrow();
  return { preferences: defaultPreferences(user.time_zone), saved: false };
}
