import { ZTrendingTopicsRequestSchema, ZTrendingTopicsResponseSchema } from '@cadence/contract/content/trending-topics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';
import { findTrendingTopics } from '../../../research/find-trending-topics';

export const trendingTopicsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/trending-topics',
    {
      onRequest: app.authenticate,
      schema: { body: ZTrendingTopicsRequestSchema, response: { 200: ZTrendingTopicsResponseSchema } },
    },
    async (request) => {
      const result = await findTrendingTopics(deps, caller(request).userId, request.body);
      const failed = result.feeds.filter((f) => f.outcome === 'failed');
      // A failing source never fails the request, but operators should see it.
      if (failed.length > 0)
        request.log.warn(
          { feeds: failed.map((f) => ({ source: f.feed.sourceId, error: 'error' in f ? f.error : undefined })) },
          'some topic sources failed',
        );
      return { success: true as const, data: { topics: result.topics, source: result.source, notice: result.notice } };
    },
  );
};
