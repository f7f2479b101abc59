import { z } from 'zod';
import { apiSuccess } from '../common';

/**
 * "Download my data": POST /api/account/data-export asks a job to build the member's ZIP (posts,
 * schedule, preferences, imports' summaries and notifications, each as JSON and CSV) and answers the
 * export; GET /api/account/data-export answers the latest one (or null) so the page can poll until
 * it is ready; GET /api/account/data-export/{id}/download sends the ZIP with the session, until
 * `expires_at` (a day after it is ready).
 */
export const ZDataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['building', 'ready', 'failed']),
  file_name: z.string(),
  byte_size: z.number().int().nullable(),
  error_message: z.string().nullable(),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string(),
  /** Where the ZIP is downloaded with the session; null until it is ready. */
  download_path: z.string().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExportSchema>;

export const ZRequestDataExportResponseSchema = apiSuccess(ZDataExportSchema);
export type TRequestDataExportResponse = z.infer<typeof ZRequestDataExportResponseSchema>;

export const ZGetDataExportResponseSchema = apiSuccess(ZDataExportSchema.nullable());
export type TGetDataExportResponse = z.infer<typeof ZGetDataExportResponseSchema>;

export const ZDownloadDataExportParamsSchema = z.object({ id: z.string().uuid() });

/** The files every export holds, each as `.json` and `.csv`, beside a README.txt. */
export const DATA_EXPORT_FILES = ['profile', 'posts', 'schedule', 'preferences', 'imports', 'notifications', 'media'] as const;
