import multipart from '@fastify/multipart';
import { ZImportAnalyticsResponseSchema } from '@cadence/contract/analytics/post-analytics';
import { IMPORT_MAX_BYTES } from '@cadence/contract/linkedin/import-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { importAnalyticsExport } from '../../../analytics/import/import-analytics-export';
import { caller } from '../../../plugins/authenticate';
import { readFileUpload } from '../../read-file-upload';

const NO_FILE = 'Choose your LinkedIn analytics export (.xlsx) and send it as multipart/form-data in the field "file".';

/** POST /api/analytics/import: the creator analytics export as a multipart upload, field `file`. */
export const analyticsImportRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Encapsulated: only this plugin's routes accept multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1, headerPairs: 20 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/import',
    {
      onRequest: app.authenticate,
      schema: {
        description: 'The creator analytics export (.xlsx) from linkedin.com/analytics → Export, as multipart field `file`.',
        consumes: ['multipart/form-data'],
        response: { 200: ZImportAnalyticsResponseSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => importAnalyticsExport(deps, caller(request).userId, await readFileUpload(request, NO_FILE)),
  );
};
