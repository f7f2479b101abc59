import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';

// Placeholder: this route is being built now.
export const publishPostRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async () => {};
