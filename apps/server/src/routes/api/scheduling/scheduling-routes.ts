import {
  ZCancelPostParamsSchema,
  ZCancelPostQuerySchema,
  ZCancelPostsRequestSchema,
  ZCancelPostsResponseSchema,
} from '@cadence/contract/scheduling/cancel-posts';
import {
  ZEditScheduledPostRequestSchema,
  ZEditScheduledPostResponseSchema,
} from '@cadence/contract/scheduling/edit-scheduled-post';
import {
  ZGetScheduleQuerySchema,
  ZGetScheduleResponseSchema,
  type TGetScheduleResponse,
} from '@cadence/contract/scheduling/get-schedule';
import { ZApproveDraftResponseSchema } from '@cadence/contract/scheduling/approve-draft';
import { ZRetryFirstCommentResponseSchema } from '@cadence/contract/scheduling/retry-first-comment';
import { ZSchedulePostRequestSchema, ZSchedulePostResponseSchema } from '@cadence/contract/scheduling/schedule-post';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';
import { approveDraft } from '../../../scheduling/approve-draft';
import { cancelPosts } from '../../../scheduling/cancel-posts';
import { editScheduledPost } from '../../../scheduling/edit-scheduled-post';
import { getSchedule } from '../../../scheduling/get-schedule';
import { retryFirstComment } from '../../../scheduling/retry-first-comment';
import { schedulePost } from '../../../scheduling/schedule-post';

// Scheduling writes queue jobs and lock rows: a runaway client stops here long before the database notices.
const writeRateLimit = { max: 60, timeWindow: '1 minute' };

export const schedulingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/post',
    {
      onRequest: app.authenticate,
      schema: { body: ZSchedulePostRequestSchema, response: { 200: ZSchedulePostResponseSchema } },
      config: { rateLimit: writeRateLimit },
    },
    async (request) => ({ success: true as const, data: await schedulePost(deps, caller(request).userId, request.body) }),
  );

  app.get(
    '/schedule',
    {
      onRequest: app.authenticate,
      schema: { querystring: ZGetScheduleQuerySchema, response: { 200: ZGetScheduleResponseSchema } },
      // Up to 2,000 posts: checking the answer against its zod schema cost as much as building it.
      // getSchedule's types already guarantee the shape, so it is written as JSON directly.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const window = { days: request.query.days, includePast: request.query.include_past };
      const body: TGetScheduleResponse = { success: true, data: await getSchedule(deps, caller(request).userId, window) };
      return body;
    },
  );

  app.patch(
    '/post/:id',
    {
      onRequest: app.authenticate,
      schema: {
        params: ZCancelPostParamsSchema,
        body: ZEditScheduledPostRequestSchema,
        response: { 200: ZEditScheduledPostResponseSchema },
      },
      config: { rateLimit: writeRateLimit },
    },
    async (request) => ({
      success: true as const,
      data: await editScheduledPost(deps, caller(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/post/:id',
    {
      onRequest: app.authenticate,
      schema: {
        params: ZCancelPostParamsSchema,
        querystring: ZCancelPostQuerySchema,
        response: { 200: ZCancelPostsResponseSchema },
      },
      config: { rateLimit: writeRateLimit },
    },
    async (request) => ({
      success: true as const,
      ...(await cancelPosts(deps, caller(request).userId, {
        postIds: [request.params.id],
        deletePermanently: request.query.delete_permanently,
        reason: request.query.reason ?? null,
      })),
    }),
  );

  app.post(
    '/posts/cancel',
    {
      onRequest: app.authenticate,
      schema: { body: ZCancelPostsRequestSchema, response: { 200: ZCancelPostsResponseSchema } },
      config: { rateLimit: writeRateLimit },
    },
    async (request) => ({
      success: true as const,
      ...(await cancelPosts(deps, caller(request).userId, {
        postIds: request.body.post_ids,
        deletePermanently: request.body.delete_permanently,
        reason: request.body.reason,
      })),
    }),
  );

  app.post(
    '/post/:id/approve',
    {
      onRequest: app.authenticate,
      schema: { params: ZCancelPostParamsSchema, response: { 200: ZApproveDraftResponseSchema } },
      config: { rateLimit: writeRateLimit },
    },
    async (request) => ({ success: true as const, data: await approveDraft(deps, caller(request).userId, request.params.id) }),
  );

  app.post(
    '/post/:id/first-comment/retry',
    {
      onRequest: app.authenticate,
      schema: { params: ZCancelPostParamsSchema, response: { 200: ZRetryFirstCommentResponseSchema } },
      config: { rateLimit: writeRateLimit },
    },
    async (request) => ({
      success: true as const,
      data: await retryFirstComment(deps, caller(request).userId, request.params.id),
    }),
  );
};
