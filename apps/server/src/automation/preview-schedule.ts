import { PREVIEW_SLOTS, type TPreviewSlot } from '@cadence/contract/preferences/preview-schedule';
import { planAutomationSlots, weeklyTimesShortfall } from '@cadence/contract/preferences/plan-automation-slots';
import { applyPreferencesInput, WEEKDAYS, type ZPreferencesInputSchema } from '@cadence/contract/preferences/preferences';
import { zonedParts } from '@cadence/contract/time/zoned-time';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { formatRotationNote, readLessons } from '../analytics/performance/learn-from-results';
import { loadPreferencesOrDefaults } from './load-preferences';

/** Far enough to find 8 slots of a once-a-week plan. */
const PREVIEW_HORIZON_MS = 70 * 86_400_000;

/** The next 8 slots of the preferences being edited (not saved), in the member's own zone. */
export async function previewSchedule(
  deps: Pick<Deps, 'database' | 'config'>,
  userId: string,
  input: z.output<typeof ZPreferencesInputSchema>,
  now = new Date(),
): Promise<{ preview: TPreviewSlot[]; time_zone: string; format_note: string | null }> {
  const { preferences: base } = await loadPreferencesOrDefaults(deps.database.db, userId);
  const preferences = applyPreferencesInput(base, input);
  // Saving refuses it too: a preview of a plan that cannot be saved would show what never runs.
  const shortfall = weeklyTimesShortfall(preferences);
  if (shortfall) throw new AppError('BAD_REQUEST', shortfall);
  const from = new Date(now.getTime() + deps.config.scheduling.minLeadSeconds * 1000);
  const slots = planAutomationSlots(preferences, from, new Date(now.getTime() + PREVIEW_HORIZON_MS)).slice(0, PREVIEW_SLOTS);
  const pad = (n: number) => String(n).padStart(2, '0');
  const lessons =
    preferences.content_formats.length > 1 ? await readLessons(deps.database.db, userId, preferences.time_zone, now) : null;
  return {
    time_zone: preferences.time_zone,
    format_note: formatRotationNote(preferences.content_formats, lessons),
    preview: slots.map((slot) => {
      const p = zonedParts(slot, preferences.time_zone);
      return {
        day_of_week: WEEKDAYS[(p.weekday + 6) % 7]!,
        date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
        time: `${pad(p.hour)}:${pad(p.minute)}`,
        scheduled_time: slot.toISOString(),
      };
    }),
  };
}
