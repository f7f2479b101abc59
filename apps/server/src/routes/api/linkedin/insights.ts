import { ZDeleteImportedDataResponseSchema } from '@cadence/contract/linkedin/import-linkedin-data';
import { ZInsightsResponseSchema } from '@cadence/contract/linkedin/insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { deleteImportedData } from '../../../imports/delete-imported-data';
import { getInsights } from '../../../imports/get-insights';
import { caller } from '../../../plugins/authenticate';

/** GET /api/linkedin/insights and DELETE /api/linkedin/data. */
export const insightsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/insights',
    { onRequest: app.authenticate, schema: { response: { 200: ZInsightsResponseSchema } } },
    async (request) => ({ success: true as const, data: await getInsights(deps, caller(request).userId) }),
  );

  app.delete(
    '/data',
    { onRequest: app.authenticate, schema: { response: { 200: ZDeleteImportedDataResponseSchema } } },
    async (request) => deleteImportedData(deps, caller(request).userId),
  );
};
