import { z } from 'zod';
import { apiSuccess } from '../common';

/** completed_at is null until a LinkedIn data export has been imported. */
export const ZImportStatusResponseSchema = apiSuccess(z.object({ completed_at: z.string().nullable() }));
export type TImportStatusResponse = z.infer<typeof ZImportStatusResponseSchema>;
