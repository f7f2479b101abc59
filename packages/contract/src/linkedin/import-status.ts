import { z } from 'zod';

/** Where a running import is; the modal's progress bar follows these in order. */
export const IMPORT_STAGES = ['receiving', 'reading', 'analysing', 'saving'] as const;
export const ZImportStageSchema = z.enum(IMPORT_STAGES);
export type TImportStage = z.infer<typeof ZImportStageSchema>;

/**
 * completed_at is null until a LinkedIn data export has been imported. `running` describes the
 * member's import in progress, if any (progress 0-1 within its stage), so the modal can show it.
 */
export const ZImportStatusSchema = z.object({
  completed_at: z.string().nullable(),
  running: z
    .object({
      stage: ZImportStageSchema,
      progress: z.number().min(0).max(1),
      started_at: z.string(),
    })
    .nullable(),
});
export type TImportStatus = z.infer<typeof ZImportStatusSchema>;

/** Unlike most answers, not in a `data` envelope: the spec's client reads completed_at from the answer itself. */
export const ZImportStatusResponseSchema = z.object({ success: z.literal(true), ...ZImportStatusSchema.shape });
export type TImportStatusResponse = z.infer<typeof ZImportStatusResponseSchema>;
