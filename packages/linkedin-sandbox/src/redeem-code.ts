import { createHash } from 'node:crypto';
import { issueAccessToken } from './access-tokens.ts';
import { authenticateClient } from './client-auth.ts';
import { signIdToken } from './id-tokens.ts';
import type { OAuthParams } from './oauth-http.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { randomId, type IssuedCode } from './sandbox-store.ts';

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  scope: string;
  token_type: 'Bearer';
  id_token: string;
}

export type RedeemResult =
  { ok: true; body: TokenResponse } | { ok: false; status: 400 | 401; error: string; description: string };

const invalidRequest = (description: string): RedeemResult => ({ ok: false, status: 400, error: 'invalid_request', description });
const invalidGrant = (description: string): RedeemResult => ({ ok: false, status: 400, error: 'invalid_grant', description });

function checkProofKey(issued: IssuedCode, verifier: string | undefined): RedeemResult | undefined {
  if (issued.codeChallenge === undefined) {
    // A verifier without a challenge means the client believes in a PKCE binding that does not exist.
    return verifier === undefined
      ? undefined
      : invalidGrant('code_verifier was sent but the authorization request had no code_challenge');
  }
  if (verifier === undefined) return invalidGrant('A required parameter "code_verifier" is missing');
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier))
    return invalidRequest('code_verifier must be 43 to 128 unreserved characters');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return challenge === issued.codeChallenge ? undefined : invalidGrant('code_verifier does not match the code_challenge');
}

export async function redeemAuthorizationCode(ctx: SandboxContext, params: OAuthParams): Promise<RedeemResult> {
  const client = authenticateClient(ctx, params);
  if (client === undefined)
    return { ok: false, status: 401, error: 'invalid_client', description: 'Client authentication failed' };
  const repeated = params.repeated[0];
  if (repeated !== undefined) return invalidRequest(`The parameter "${repeated}" was included more than once`);
  const grantType = params.get('grant_type');
  if (grantType === undefined) return invalidRequest('A required parameter "grant_type" is missing');
  if (grantType !== 'authorization_code') {
    return {
      ok: false,
      status: 400,
      error: 'unsupported_grant_type',
      description: `The grant_type "${grantType}" is not supported`,
    };
  }
  const code = params.get('code');
  if (code === undefined) return invalidRequest('A required parameter "code" is missing');
  const redirectUri = params.get('redirect_uri');
  if (redirectUri === undefined) return invalidRequest('A required parameter "redirect_uri" is missing');

  const issued = ctx.store.codes.get(code);
  if (issued === undefined) return invalidGrant('The authorization code is invalid or has expired');
  if (issued.redeemed) {
    // A replayed code may be stolen: RFC 6749 §4.1.2 asks to revoke what it already gave out.
    for (const token of issued.tokenIds) ctx.store.revokedTokenIds.set(token.jti, true, token.expiresAt);
    return invalidGrant('The authorization code was already used');
  }
  // Any attempt consumes the code, so a wrong verifier cannot be retried until one matches.
  issued.redeemed = true;
  if (issued.clientId !== client.clientId) return invalidGrant('The authorization code was issued to another client');
  if (issued.redirectUri !== redirectUri) return invalidGrant('redirect_uri does not match the one in the authorization request');
  const proofKeyError = checkProofKey(issued, params.get('code_verifier'));
  if (proofKeyError !== undefined) return proofKeyError;

  const nowSeconds = Math.floor(Date.now() / 1000);
  const ttl = ctx.store.tokenTtlSeconds;
  const jti = randomId(16);
  const exp = nowSeconds + ttl;
  issued.tokenIds.push({ jti, expiresAt: exp * 1000 });
  const accessToken = issueAccessToken(ctx.secret, {
    member: issued.member,
    scopes: issued.scopes,
    clientId: client.clientId,
    iat: nowSeconds,
    exp,
    jti,
    epoch: ctx.store.epoch,
  });
  const idToken = await signIdToken(await ctx.signingKey(), {
    issuer: ctx.issuer,
    clientId: client.clientId,
    member: issued.member,
    scopes: issued.scopes,
    ...(issued.nonce === undefined ? {} : { nonce: issued.nonce }),
    nowSeconds,
  });
  return {
    ok: true,
    body: {
      access_token: accessToken,
      expires_in: Math.max(0, ttl),
      // LinkedIn lists granted scopes separated by commas.
      scope: issued.scopes.join(','),
      token_type: 'Bearer',
      id_token: idToken,
    },
  };
}
