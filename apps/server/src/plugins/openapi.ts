import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

declare const __CADENCE_VERSION__: string | undefined;
const version = typeof __CADENCE_VERSION__ === 'string' ? __CADENCE_VERSION__ : 'dev';

// Our own routes decide what is hidden; the default skip list only knows swagger-ui's default prefix.
const zodToOpenApi = createJsonSchemaTransform({ skipList: [] });

/**
 * The API reference, generated from the routes' own zod schemas: GET /api/openapi.json and a
 * readable page at /api/docs. It collects routes as they are registered, so it must be registered
 * before them; every /api route added later appears without further work. The page is swagger-ui
 * served from node_modules (no CDN), so it runs under the app's Content-Security-Policy unchanged.
 */
export const openApi = fp(async (app: FastifyInstance) => {
  const needsToken = (route: RouteOptions) => [route.onRequest].flat().some((hook) => hook === app.authenticate);

  const transform: SwaggerTransform = (input) => {
    // The sandboxes and the SPA share the server but are not part of the API.
    if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
    const { schema, url } = zodToOpenApi(input);
    const area = url.split('/')[2];
    return {
      url,
      schema: {
        ...schema,
        ...(area && { tags: [area] }),
        ...(needsToken(input.route) && { security: [{ bearer: [] }] }),
      },
    };
  };

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cadence API',
        version,
        description:
          'The HTTP API the Cadence web app uses. Calls marked with a lock need the access token from POST /api/auth/session ' +
          'as `Authorization: Bearer <token>`; answers are JSON, `{ "success": false, "error", "code" }` on failure.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
  });

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No top bar: its box would let the page fetch any other document; this page shows ours only.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: 'Cadence API reference' },
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
});
