import { z } from 'zod';
import { apiSuccess } from '../common';
import { WEEKDAYS } from './preferences';

/** Spec §9: the preview shows up to 8 entries. */
export const PREVIEW_SLOTS = 8;

/** POST /api/preferences/preview takes the preferences being edited (ZPreferencesInputSchema). */
export const ZPreviewSlotSchema = z.object({
  day_of_week: z.enum(WEEKDAYS),
  /** The member's local date, YYYY-MM-DD. */
  date: z.string(),
  /** The member's local time, HH:MM. */
  time: z.string(),
  /** The same moment in UTC, ISO 8601. */
  scheduled_time: z.string(),
});
export type TPreviewSlot = z.infer<typeof ZPreviewSlotSchema>;

export const ZPreviewScheduleResponseSchema = apiSuccess(
  z.object({
    preview: z.array(ZPreviewSlotSchema).max(PREVIEW_SLOTS),
    time_zone: z.string(),
    /** Why the rotation favours a format, in one line (issue 28); null while results support no difference. */
    format_note: z.string().nullable(),
  }),
);
export type TPreviewScheduleResponse = z.infer<typeof ZPreviewScheduleResponseSchema>;
