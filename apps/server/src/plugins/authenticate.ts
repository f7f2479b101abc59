import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readAccessToken } from '../auth/access-tokens';
import { readBearerToken } from '../auth/read-bearer-token';
import { isSessionLive } from '../auth/sessions';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    auth: { userId: string; sessionId: string } | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/** Bearer access tokens, checked for signature, expiry and a live (not revoked) session. */
export const authenticate = fp(async (app: FastifyInstance, { deps }: { deps: Deps }) => {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = readBearerToken(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED', 'No authentication token');
    const claims = await readAccessToken(token, deps.keys.sessionSigning);
    if (!claims || !(await isSessionLive(deps, claims.sessionId, claims.userId))) {
      throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
    }
    request.auth = claims;
  });
});

/** The signed-in caller; only call inside routes guarded by app.authenticate. */
export function caller(request: FastifyRequest): { userId: string; sessionId: string } {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'No active session');
  return request.auth;
}
