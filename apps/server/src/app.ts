import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { createLinkedInSandbox, createNewsSandbox, type SandboxControls } from '@cadence/linkedin-sandbox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sandboxClientSecret } from './create-deps';
import type { Deps } from './deps';
import { authenticate } from './plugins/authenticate';
import { errorHandler } from './plugins/error-handler';
import { jsonBody } from './plugins/json-body';
import { metrics } from './plugins/metrics';
import { oneLoopbackName } from './plugins/one-loopback-name';
import { openApi } from './plugins/openapi';
import { rateLimits } from './plugins/rate-limits';
import { securityHeaders } from './plugins/security-headers';
import { accountRoutes } from './routes/api/account/account-routes';
import { analyticsRoutes } from './routes/api/analytics/analytics-routes';
import { analyticsImportRoutes } from './routes/api/analytics/import-routes';
import { performanceRoutes } from './routes/api/analytics/performance-routes';
import { linkedInSignInRoutes } from './routes/api/auth/linkedin-sign-in';
import { mediaRoutes } from './routes/api/media/media-routes';
import { sessionRoutes } from './routes/api/auth/session';
import { timeZoneRoutes } from './routes/api/auth/time-zone';
import { generatePostRoutes } from './routes/api/content/generate-post';
import { trendingTopicsRoutes } from './routes/api/content/trending-topics';
import { healthRoutes } from './routes/api/health';
import { notificationRoutes } from './routes/api/notifications/notification-routes';
import { formatPostRoutes } from './routes/api/linkedin/format-post';
import { importRoutes } from './routes/api/linkedin/import';
import { importStatusRoutes } from './routes/api/linkedin/import-status';
import { insightsRoutes } from './routes/api/linkedin/insights';
import { publishPostRoutes } from './routes/api/linkedin/publish-post';
import { preferencesRoutes } from './routes/api/preferences/preferences-routes';
import { scheduleEventsRoutes } from './routes/api/scheduling/schedule-events';
import { schedulingRoutes } from './routes/api/scheduling/scheduling-routes';

export interface BuildAppOptions {
  /** A pino logger; without one the app logs nothing (tests). */
  loggerInstance?: FastifyBaseLogger;
  /** The built SPA; defaults to apps/web/dist next to this package. */
  webDistDir?: string;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** The HTTP application: API under /api, the built-in LinkedIn sandbox when in use, and the SPA. */
export async function buildApp(deps: Deps, options: BuildAppOptions = {}) {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    // X-Forwarded-For names the client only when it comes from a configured proxy (TRUST_PROXY).
    trustProxy: deps.config.trustProxy,
    // Request bodies here are small JSON; uploads get their own limits on their own routes.
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(jsonBody);
  // Brotli/gzip for the SPA's assets and JSON alike; tiny answers stay uncompressed.
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(securityHeaders, {
    publicUrl: deps.config.publicUrl,
    // A LinkedIn sandbox on its own loopback port serves members' pictures from there.
    imageOrigins: deps.config.linkedin.standIn ? [new URL(deps.config.linkedin.apiBaseUrl).origin] : [],
  });
  await app.register(oneLoopbackName, { publicUrl: deps.config.publicUrl });
  await app.register(rateLimits, { deps });
  await app.register(authenticate, { deps });
  // Before any route: the reference collects routes as they are registered.
  await app.register(openApi);
  // Its latency hook must see every route registered after it.
  await app.register(metrics, { deps });

  let sandbox: SandboxControls | undefined;
  if (deps.config.linkedin.sandbox) {
    // No controlToken, so no /__sandbox/* control routes: here anyone could reach them. Tests steer
    // a standalone sandbox on its own port instead (decision 010).
    const mounted = createLinkedInSandbox({
      baseUrl: deps.config.linkedin.apiBaseUrl,
      secret: deps.keys.sandbox.toString('base64url'),
      clients: [
        {
          name: 'Cadence',
          clientId: deps.config.linkedin.clientId,
          clientSecret: sandboxClientSecret(deps.keys),
          redirectUris: [deps.config.linkedin.redirectUri],
        },
      ],
    });
    sandbox = mounted.controls;
    await app.register(mounted.plugin, { prefix: '/sandbox/linkedin' });
  }
  if (deps.config.research.sources === 'sandbox') {
    // Offline stand-ins for the topic sources; research reads them over HTTP like the real ones.
    // Without a controlToken: no control routes inside the app.
    await app.register(createNewsSandbox().plugin, { prefix: '/sandbox/news' });
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { deps });
      await api.register(linkedInSignInRoutes, { deps, prefix: '/auth' });
      await api.register(sessionRoutes, { deps, prefix: '/auth' });
      await api.register(trendingTopicsRoutes, { deps, prefix: '/content' });
      await api.register(generatePostRoutes, { deps, prefix: '/content' });
      await api.register(publishPostRoutes, { deps, prefix: '/linkedin' });
      await api.register(formatPostRoutes, { deps, prefix: '/linkedin' });
      await api.register(importStatusRoutes, { deps, prefix: '/linkedin' });
      await api.register(importRoutes, { deps, prefix: '/linkedin' });
      await api.register(insightsRoutes, { deps, prefix: '/linkedin' });
      await api.register(timeZoneRoutes, { deps, prefix: '/auth' });
      await api.register(schedulingRoutes, { deps, prefix: '/scheduling' });
      await api.register(scheduleEventsRoutes, { deps, prefix: '/scheduling' });
      await api.register(preferencesRoutes, { deps, prefix: '/preferences' });
      await api.register(notificationRoutes, { deps });
      await api.register(accountRoutes, { deps, prefix: '/account' });
      await api.register(mediaRoutes, { deps, prefix: '/media' });
      await api.register(analyticsRoutes, { deps, prefix: '/analytics' });
      await api.register(analyticsImportRoutes, { deps, prefix: '/analytics' });
      await api.register(performanceRoutes, { deps, prefix: '/analytics' });
    },
    { prefix: '/api' },
  );

  await registerSpa(app, options.webDistDir ?? defaultWebDist);
  return Object.assign(app, { sandbox });
}

/** Serves the built web app; any unknown non-API GET gets index.html so client routes work. */
async function registerSpa(app: FastifyInstance, root: string) {
  const built = existsSync(`${root}/index.html`);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      setHeaders(res, filePath) {
        // Vite fingerprints assets, so they never change; index.html must always be revalidated.
        res.setHeader('Cache-Control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || path.startsWith('/api/') || path.startsWith('/sandbox/') || path.startsWith('/assets/')) {
      return reply.status(404).send({ success: false, error: `Nothing at ${request.method} ${path}`, code: 'NOT_FOUND' });
    }
    if (!built) {
      return reply.type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
