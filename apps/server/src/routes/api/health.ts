import { ZHealthResponseSchema } from '@cadence/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';

declare const __CADENCE_VERSION__: string | undefined;
const version = typeof __CADENCE_VERSION__ === 'string' ? __CADENCE_VERSION__ : 'dev';

/** For load balancers and people: 200 when the database answers and the job engine runs. */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/health',
    { schema: { response: { 200: ZHealthResponseSchema, 503: ZHealthResponseSchema } } },
    async (_request, reply) => {
      const databaseUp = await deps.database.ping();
      const queueRunning = deps.jobs.isRunning();
      const ok = databaseUp && queueRunning;
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: databaseUp ? 'up' : 'down',
        queue: queueRunning ? 'running' : 'stopped',
        linkedin: deps.config.linkedin.sandbox ? 'sandbox' : 'live',
        version,
      });
    },
  );
};
