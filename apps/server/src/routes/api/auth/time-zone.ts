import { ZSetTimeZoneRequestSchema, ZSetTimeZoneResponseSchema } from '@cadence/contract/auth/set-time-zone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setTimeZone } from '../../../auth/set-time-zone';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';

export const timeZoneRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.put(
    '/time-zone',
    { onRequest: app.authenticate, schema: { body: ZSetTimeZoneRequestSchema, response: { 200: ZSetTimeZoneResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { time_zone: await setTimeZone(deps, caller(request).userId, request.body.time_zone) },
    }),
  );
};
