import { z } from 'zod';
import { apiSuccess } from '../common';

/** Where a running import is; the modal's progress bar follows these in order. */
export const IMPORT_STAGES = ['receiving', 'reading', 'analysing', 'saving'] as const;
export const ZImportStageSchema = z.enum(IMPORT_STAGES);
export type TImportStage = z.infer<typeof ZImportStageSchema>;

/**
 * completed_at is null until a LinkedIn data export has been imported. `running` describes the
 * member's import in progress, if any (progress 0-1 within its stage), so the modal can show it.
 */
export const ZImportStatusResponseSchema = apiSuccess(
  z.object({
    completed_at: z.string().nullable(),
    running: z
      .object({
        stage: ZImportStageSchema,
        progress: z.number().min(0).max(1),
        started_at: z.string(),
      })
      .nullable(),
  }),
);
export type TImportStatusResponse = z.infer<typeof ZImportStatusResponseSchema>;
