import { ZGeneratePostRequestSchema, ZGeneratePostResponseSchema } from '@cadence/contract/content/generate-post';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';
import { generatePost, writesWithModel } from '../../../writing/generate-post';
import { generatePostStreamRoutes, streamDraft } from './generate-post-stream';

export const generatePostRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/generate-post',
    {
      onRequest: app.authenticate,
      schema: { body: ZGeneratePostRequestSchema, response: { 200: ZGeneratePostResponseSchema } },
      // A language model costs money per call; a person regenerating drafts stays far below this.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // A client that accepts server-sent events gets a model's text as it is written (as from
      // /generate-post/stream); everyone else, and every offline draft, gets the JSON answer as before.
      if (writesWithModel(deps.config.writer) && /\btext\/event-stream\b/.test(request.headers.accept ?? '')) {
        return streamDraft(deps, request, reply, request.body);
      }
      return { success: true as const, data: await generatePost(deps, caller(request).userId, request.body) };
    },
  );
  // POST /generate-post/stream: the same draft, its text shown as the model writes it.
  await app.register(generatePostStreamRoutes, { deps });
};
