import {
  ZAnalyticsPostsQuerySchema,
  ZAnalyticsPostsResponseSchema,
  ZRefreshAnalyticsResponseSchema,
} from '@cadence/contract/analytics/post-analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPostAnalytics } from '../../../analytics/api/get-post-analytics';
import { refreshMemberAnalytics } from '../../../analytics/api/refresh-member-analytics';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';

/** Each refresh costs five LinkedIn calls per post, against the member's daily limit there. */
const refreshRateLimit = { max: 6, timeWindow: '1 minute' };

/** GET /api/analytics/posts and POST /api/analytics/refresh (issue 28): what each post earned. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/posts',
    {
      onRequest: app.authenticate,
      schema: { querystring: ZAnalyticsPostsQuerySchema, response: { 200: ZAnalyticsPostsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await getPostAnalytics(deps, caller(request).userId, request.query.days),
    }),
  );

  app.post(
    '/refresh',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ZRefreshAnalyticsResponseSchema } },
      config: { rateLimit: refreshRateLimit },
    },
    async (request) => ({ success: true as const, data: await refreshMemberAnalytics(deps, caller(request).userId) }),
  );
};
