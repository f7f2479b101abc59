import { ZPublishPostRequestSchema, ZPublishPostResponseSchema } from '@cadence/contract/linkedin/publish-post';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';
import { publishPostNow } from '../../../posts/publish-post-now';

// Each call reaches LinkedIn, whose own limits are per member per day: a runaway client stops here first.
const publishRateLimit = { max: 30, timeWindow: '1 minute' };

export const publishPostRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/post',
    {
      onRequest: app.authenticate,
      schema: { body: ZPublishPostRequestSchema, response: { 200: ZPublishPostResponseSchema } },
      config: { rateLimit: publishRateLimit },
    },
    async (request) => ({
      success: true as const,
      data: await publishPostNow(deps, caller(request).userId, request.body, { log: request.log }),
    }),
  );
};
