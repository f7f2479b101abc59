import type { FastifyInstance } from 'fastify';
import { faultHook } from '../faults.ts';
import type { SandboxContext } from '../sandbox-context.ts';

export function discoveryDocument(baseUrl: string) {
  return {
    issuer: `${baseUrl}/oauth`,
    authorization_endpoint: `${baseUrl}/oauth/v2/authorization`,
    token_endpoint: `${baseUrl}/oauth/v2/accessToken`,
    userinfo_endpoint: `${baseUrl}/v2/userinfo`,
    jwks_uri: `${baseUrl}/oauth/openid/jwks`,
    revocation_endpoint: `${baseUrl}/oauth/v2/revoke`,
    response_types_supported: ['code'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'profile', 'email'],
    claims_supported: [
      'iss',
      'aud',
      'iat',
      'exp',
      'sub',
      'name',
      'given_name',
      'family_name',
      'picture',
      'email',
      'email_verified',
      'locale',
    ],
    token_endpoint_auth_methods_supported: ['client_secret_post'],
    code_challenge_methods_supported: ['S256'],
  };
}

export function registerDiscoveryRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/oauth/.well-known/openid-configuration', { onRequest: faultHook(ctx.store, 'discovery') }, async () =>
    discoveryDocument(ctx.baseUrl),
  );

  app.get('/oauth/openid/jwks', { onRequest: faultHook(ctx.store, 'jwks') }, async () => {
    const key = await ctx.signingKey();
    return { keys: [key.publicJwk] };
  });
}
