import type { TGetPreferencesResponse } from '@cadence/contract/preferences/get-preferences';
import type { Deps } from '../deps';
import { getInsights } from '../imports/get-insights';
import { approvalBar, formatRotationNote, readLessons } from '../analytics/performance/learn-from-results';
import { loadPreferencesOrDefaults } from './load-preferences';
import { suggestPreferences } from './suggest-preferences';

/**
 * The Automations tab's form. Before the first save the defaults come pre-filled from the latest
 * import (niche, sub-niche, formats from themes, best times); the member still saves them.
 */
export async function getPreferences(
  deps: Pick<Deps, 'database' | 'config'>,
  userId: string,
): Promise<Omit<TGetPreferencesResponse, 'success'>> {
  const { preferences, saved } = await loadPreferencesOrDefaults(deps.database.db, userId);
  const insights = await getInsights(deps, userId);
  const extracted = insights.latest_import?.insights_extracted;
  const suggestion = extracted ? suggestPreferences(extracted) : null;
  const prefilled =
    saved || !suggestion
      ? preferences
      : {
          ...preferences,
          niche: suggestion.niche ?? preferences.niche,
          sub_niche: suggestion.sub_niche || preferences.sub_niche,
          content_formats: suggestion.content_formats,
          preferred_times: suggestion.preferred_times.length > 0 ? suggestion.preferred_times : preferences.preferred_times,
        };
  const lessons = await readLessons(deps.database.db, userId, prefilled.time_zone, new Date());
  const notes = [formatRotationNote(prefilled.content_formats, lessons)];
  if (prefilled.approval_mode === 'smart')
    for (const format of prefilled.content_formats)
      notes.push(approvalBar(prefilled.smart_min_voice_match, format, lessons).note);
  return {
    performance_notes: notes.filter((note): note is string => note !== null),
    preferences: prefilled,
    saved,
    suggestion,
    write_lead_minutes: Math.round(deps.config.automation.writeLeadSeconds / 60),
  };
}
