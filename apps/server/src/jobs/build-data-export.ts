import { buildDataExport } from '../account/build-data-export';
import { BUILD_DATA_EXPORT_JOB, ZBuildDataExportPayload } from '../account/data-export-job';
import { defineJob } from './job-definition';

/** Builds one member's "Download my data" ZIP; the build is guarded, so a retry writes once. */
export const buildDataExportJob = defineJob({
  name: BUILD_DATA_EXPORT_JOB,
  payload: ZBuildDataExportPayload,
  retryLimit: 2,
  async handle(payload, deps) {
    await buildDataExport(deps, payload);
  },
});
