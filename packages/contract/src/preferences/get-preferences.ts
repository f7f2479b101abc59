import { z } from 'zod';
import { ZPreferencesSchema } from './preferences';

/** What an import suggests (spec §9: themes map to formats); the member still saves. */
export const ZPreferencesSuggestionSchema = ZPreferencesSchema.pick({
  niche: true,
  sub_niche: true,
  content_formats: true,
  preferred_times: true,
});
export type TPreferencesSuggestion = z.infer<typeof ZPreferencesSuggestionSchema>;

/**
 * GET /api/preferences/ (spec §7 reads `preferences`). Before the first save `saved` is false and
 * the preferences are the defaults, pre-filled from the latest import when there is one.
 */
export const ZGetPreferencesResponseSchema = z.object({
  success: z.literal(true),
  preferences: ZPreferencesSchema,
  saved: z.boolean(),
  /** From the latest import, when there is one: what the tab offers to apply. */
  suggestion: ZPreferencesSuggestionSchema.nullable(),
  /** How long before a slot its post is written (server setting), so the tab can say so. */
  write_lead_minutes: z.number().int().min(0),
  /**
   * One line each for what the member's own results change (issue 28): the format rotation's
   * leaning, smart approval's bar per format. Empty until a difference is supported by enough posts.
   */
  performance_notes: z.array(z.string()),
});
export type TGetPreferencesResponse = z.infer<typeof ZGetPreferencesResponseSchema>;

/** POST /api/preferences/: the saved preferences and how many upcoming slots were planned. */
export const ZSavePreferencesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  preferences: ZPreferencesSchema,
  data: z.object({ planned_slots: z.number().int().min(0) }),
});
export type TSavePreferencesResponse = z.infer<typeof ZSavePreferencesResponseSchema>;
