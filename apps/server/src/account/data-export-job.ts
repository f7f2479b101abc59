import { z } from 'zod';

/** Once shipped, this name and payload are never edited (a change gets `…v2`). */
export const BUILD_DATA_EXPORT_JOB = 'account.build-data-export.v1';
/** Names the member too, so deleting the account finds and cancels it. */
export const ZBuildDataExportPayload = z.object({ export_id: z.string().uuid(), user_id: z.string().uuid() });
export type TBuildDataExportPayload = z.infer<typeof ZBuildDataExportPayload>;

/** A ready export can be downloaded for a day; a build that never finished is swept after the same. */
export const DATA_EXPORT_LIFETIME_MS = 24 * 3600_000;
