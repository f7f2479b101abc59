import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readAccessToken } from '../auth/access-tokens';
import { readBearerToken } from '../auth/read-bearer-token';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { databaseRateLimitStore } from '../rate-limits/database-rate-limit-store';

// Load balancers poll health; static assets are cached by the browser anyway.
const isExempt = (request: FastifyRequest) => request.url === '/api/health' || request.url.startsWith('/assets/');

const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    `Too many requests. Please wait ${formatWait(Math.max(1, retryAfterSeconds))} and try again.`,
  );

/**
 * Limits per client address (request.ip, which honours X-Forwarded-For only from TRUST_PROXY's
 * proxies) and, for signed-in calls, per member too, so neither rotating addresses nor sharing one
 * address defeats or starves anyone. Counts live in the database, shared by every API process
 * (decision 009). Routes with a tighter limit set `config: { rateLimit }` themselves.
 */
export const rateLimits = fp(async (app: FastifyInstance, { deps }: { deps: Deps }) => {
  const { rateLimitPerMinute, rateLimitPerMemberPerMinute } = deps.config;
  if (rateLimitPerMinute === 0) return;
  await app.register(rateLimit, {
    global: true,
    max: rateLimitPerMinute,
    timeWindow: '1 minute',
    store: databaseRateLimitStore(deps.database),
    allowList: isExempt,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
  if (rateLimitPerMemberPerMinute === 0) return;

  const members = new WeakMap<FastifyRequest, string>();
  const limitMember = app.createRateLimit({
    max: rateLimitPerMemberPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `member:${members.get(request)}`,
  });
  // Runs before the route's own hooks, so before authenticate: the token's signature is checked
  // here (cheap, no database), and authenticate still decides whether its session is live.
  app.addHook('onRequest', async (request, reply) => {
    const token = readBearerToken(request.headers.authorization);
    if (!token || isExempt(request)) return;
    const claims = await readAccessToken(token, deps.keys.sessionSigning);
    if (!claims) return;
    members.set(request, claims.userId);
    const result = await limitMember(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw tooManyRequests(result.ttlInSeconds);
  });
});

function formatWait(seconds: number): string {
  if (seconds >= 60) return seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : '1 minute';
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
