import type { FastifyInstance } from 'fastify';
import { readAccessToken } from '../access-tokens.ts';
import { authenticateClient } from '../client-auth.ts';
import { faultHook } from '../faults.ts';
import { readOAuthParams, sendOAuthError } from '../oauth-http.ts';
import type { SandboxContext } from '../sandbox-context.ts';

/**
 * LinkedIn's token revocation, POST https://www.linkedin.com/oauth/v2/revoke, form-encoded
 * client_id, client_secret and token, the same request as its documented Token Introspection
 * (learn.microsoft.com/linkedin/shared/authentication/token-introspection, which sends the same three
 * fields to /oauth/v2/introspectToken). LinkedIn's discovery document does not name it (this one
 * does, for openid-client's own revocation); Cadence's client falls back to {issuer}/v2/revoke.
 */
export function registerRevokeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/oauth/v2/revoke', { onRequest: faultHook(ctx.store, 'revoke') }, async (request, reply) => {
    const params = readOAuthParams(request.body);
    const client = authenticateClient(ctx, params);
    if (client === undefined) return sendOAuthError(reply, 401, 'invalid_client', 'Client authentication failed');
    const token = params.get('token');
    if (token === undefined) return sendOAuthError(reply, 400, 'invalid_request', 'A required parameter "token" is missing');
    const read = readAccessToken(ctx.secret, token);
    // RFC 7009: unknown, expired or foreign tokens still get 200, so the answer reveals nothing.
    if (read.ok && read.claims.clientId === client.clientId) {
      ctx.store.revokedTokenIds.set(read.claims.jti, true, read.claims.exp * 1000);
    }
    return reply.code(200).send();
  });
}
