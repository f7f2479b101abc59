import { ZFormatPostRequestSchema, ZFormatPostResponseSchema } from '@cadence/contract/linkedin/format-post';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { formatPostPreview } from '../../../posts/format-post-preview';

export const formatPostRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app) => {
  app.post(
    '/format',
    { onRequest: app.authenticate, schema: { body: ZFormatPostRequestSchema, response: { 200: ZFormatPostResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { formatted_text: formatPostPreview(request.body.content, request.body.hashtags) },
    }),
  );
};
