import { ZGeneratePostRequestSchema, ZGeneratePostResponseSchema } from '@cadence/contract/content/generate-post';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';
import { generatePost } from '../../../writing/generate-post';

export const generatePostRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/generate-post',
    {
      onRequest: app.authenticate,
      schema: { body: ZGeneratePostRequestSchema, response: { 200: ZGeneratePostResponseSchema } },
      // A language model costs money per call; a person regenerating drafts stays far below this.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({ success: true as const, data: await generatePost(deps, caller(request).userId, request.body) }),
  );
};
