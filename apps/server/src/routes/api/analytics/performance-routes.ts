import {
  ZContentPerformanceQuerySchema,
  ZContentPerformanceResponseSchema,
} from '@cadence/contract/analytics/content-performance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getContentPerformance } from '../../../analytics/performance/get-content-performance';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';

/** GET /api/analytics/performance?days=N (issue 28): what worked, and what differs in the posts that did. */
export const performanceRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/performance',
    {
      onRequest: app.authenticate,
      schema: { querystring: ZContentPerformanceQuerySchema, response: { 200: ZContentPerformanceResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await getContentPerformance(deps, caller(request).userId, request.query.days),
    }),
  );
};
