import { ZImportStatusResponseSchema } from '@cadence/contract/linkedin/import-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { getImportStatus } from '../../../imports/get-import-status';
import { caller } from '../../../plugins/authenticate';

export const importStatusRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/import-status',
    { onRequest: app.authenticate, schema: { response: { 200: ZImportStatusResponseSchema } } },
    async (request) => ({ success: true as const, ...(await getImportStatus(deps, caller(request).userId)) }),
  );
};
