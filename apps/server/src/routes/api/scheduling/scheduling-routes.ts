import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';

// TEMPORARY: registered in app.ts; its routes land with issue 9.
export const schedulingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (_app, _options) => {};
