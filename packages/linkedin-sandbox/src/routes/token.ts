import type { FastifyInstance } from 'fastify';
import { faultHook } from '../faults.ts';
import { readOAuthParams, sendOAuthError } from '../oauth-http.ts';
import { redeemAuthorizationCode } from '../redeem-code.ts';
import type { SandboxContext } from '../sandbox-context.ts';

export function registerTokenRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/oauth/v2/accessToken', { onRequest: faultHook(ctx.store, 'token') }, async (request, reply) => {
    const result = await redeemAuthorizationCode(ctx, readOAuthParams(request.body));
    if (!result.ok) return sendOAuthError(reply, result.status, result.error, result.description);
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(result.body);
  });
}
