import { z } from 'zod';

/** POST /api/preferences/activate (spec §7): success or a reason the member can act on. */
export const ZActivateAutomationRequestSchema = z
  .object({ is_active: z.boolean({ error: 'is_active must be true or false' }) })
  .strict();
export type TActivateAutomationRequest = z.infer<typeof ZActivateAutomationRequestSchema>;

export const ZActivateAutomationResponseSchema = z.object({
  success: z.literal(true),
  /** 'Automation activated!' or 'Automation paused' (spec §8). */
  message: z.string(),
  data: z.object({ is_active: z.boolean(), planned_slots: z.number().int().min(0) }),
});
export type TActivateAutomationResponse = z.infer<typeof ZActivateAutomationResponseSchema>;
