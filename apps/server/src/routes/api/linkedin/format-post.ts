import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';

// Placeholder: this route is being built now.
export const formatPostRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async () => {};
