import formbody from '@fastify/formbody';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { checkActiveVersionMonths, checkDailyPostLimit, checkMember, checkTokenTtl, valueOrThrow } from './input-checks.ts';
import { registerAuthorizationRoutes } from './routes/authorization.ts';
import { registerPostAnalyticsRoutes } from './routes/post-analytics.ts';
import { registerAvatarRoutes } from './routes/avatar.ts';
import { registerGuardedControls } from './control-guard.ts';
import { registerCommentsRoutes } from './routes/comments.ts';
import { registerControlRoutes } from './routes/controls.ts';
import { registerDiscoveryRoutes } from './routes/discovery.ts';
import { registerMediaRoutes } from './routes/media.ts';
import { registerPostPageRoutes } from './routes/post-page.ts';
import { registerPostsRoutes } from './routes/posts.ts';
import { registerRevokeRoutes } from './routes/revoke.ts';
import { registerTokenRoutes } from './routes/token.ts';
import { registerUserinfoRoutes } from './routes/userinfo.ts';
import { createSandboxContext } from './sandbox-context.ts';
import { createSandboxControls } from './sandbox-controls.ts';
import { createSandboxStore } from './sandbox-store.ts';
import type { LinkedInSandbox, SandboxClient, SandboxOptions } from './types.ts';

function absoluteHttpUrl(value: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`${what} must be an absolute URL, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`${what} must use http or https, got "${value}".`);
  if (url.hash !== '') throw new TypeError(`${what} must not contain a fragment, got "${value}".`);
  return url;
}

function checkClients(clients: readonly SandboxClient[]): void {
  const ids = new Set<string>();
  for (const client of clients) {
    if (!client.clientId || !client.clientSecret)
      throw new TypeError('Every sandbox client needs a clientId and a clientSecret.');
    if (ids.has(client.clientId)) throw new TypeError(`The sandbox client "${client.clientId}" is registered twice.`);
    ids.add(client.clientId);
    for (const uri of client.redirectUris) absoluteHttpUrl(uri, `Redirect URI of client "${client.clientId}"`);
  }
}

/** Fails at start-up on bad options rather than at the first sign-in. */
function checkOptions(options: Omit<SandboxOptions, 'baseUrl'>): void {
  checkClients(options.clients);
  if (typeof options.secret !== 'string' || options.secret.length < 16) {
    throw new TypeError('The sandbox secret signs access tokens: use at least 16 characters.');
  }
  if (options.controlToken !== undefined && options.controlToken.length < 16) {
    throw new TypeError('The sandbox control token must be at least 16 characters.');
  }
  if (options.member !== undefined) valueOrThrow(checkMember(options.member));
  if (options.tokenTtlSeconds !== undefined) valueOrThrow(checkTokenTtl(options.tokenTtlSeconds));
  if (options.dailyPostLimit !== undefined) valueOrThrow(checkDailyPostLimit(options.dailyPostLimit));
  if (options.activeVersionMonths !== undefined) valueOrThrow(checkActiveVersionMonths(options.activeVersionMonths));
}

/** For callers that learn their URL late (a standalone sandbox on a random port). */
export function buildLinkedInSandbox(options: Omit<SandboxOptions, 'baseUrl'>, baseUrl: () => string): LinkedInSandbox {
  checkOptions(options);
  const store = createSandboxStore(options);
  const ctx = createSandboxContext(options, store, baseUrl);
  const controls = createSandboxControls(ctx);

  // Not wrapped in fastify-plugin on purpose: the form parser, error handler and routes stay inside.
  const plugin: FastifyPluginAsync = async (app) => {
    // Our own form parser even when the parent app has one: the OAuth routes rely on its output shape.
    // Removing it here only affects this encapsulated context.
    if (app.hasContentTypeParser('application/x-www-form-urlencoded'))
      app.removeContentTypeParser('application/x-www-form-urlencoded');
    await app.register(formbody);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'LinkedIn sandbox failed');
        return reply.code(500).send({ status: 500, message: 'The LinkedIn sandbox failed to answer this request' });
      }
      return reply.code(status).send({ status, message: error.message });
    });
    // Generated now so the first sign-in does not wait for an RSA key.
    await ctx.signingKey();
    registerDiscoveryRoutes(app, ctx);
    registerAuthorizationRoutes(app, ctx);
    registerTokenRoutes(app, ctx);
    registerRevokeRoutes(app, ctx);
    registerUserinfoRoutes(app, ctx);
    registerAvatarRoutes(app);
    registerPostsRoutes(app, ctx);
    registerMediaRoutes(app, ctx);
    registerCommentsRoutes(app, ctx);
    registerPostAnalyticsRoutes(app, ctx);
    registerPostPageRoutes(app, ctx);
    const { controlToken } = options;
    if (controlToken !== undefined)
      await registerGuardedControls(app, controlToken, (guarded) => registerControlRoutes(guarded, ctx, controls));
  };

  return { plugin, controls };
}

export function createLinkedInSandbox(options: SandboxOptions): LinkedInSandbox {
  const url = absoluteHttpUrl(options.baseUrl, 'baseUrl');
  if (url.search !== '') throw new TypeError(`baseUrl must not contain a query, got "${options.baseUrl}".`);
  // Forgiving about a trailing slash, since every endpoint URL is built by appending a path.
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return buildLinkedInSandbox(options, () => baseUrl);
}
