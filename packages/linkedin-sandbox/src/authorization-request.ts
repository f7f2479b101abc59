import type { OAuthParams } from './oauth-http.ts';
import type { SandboxContext } from './sandbox-context.ts';
import type { PendingAuthorization } from './sandbox-store.ts';
import type { SandboxClient } from './types.ts';

/** Scopes a self-serve LinkedIn app with "Sign In with LinkedIn" and "Share on LinkedIn" may ask for. */
export const grantableScopes = ['openid', 'profile', 'email', 'w_member_social', 'r_member_postAnalytics'] as const;

export type AuthorizationCheck =
  /** Never redirected: LinkedIn shows its own error page when it cannot trust the redirect URI. */
  | { kind: 'error-page'; message: string }
  | { kind: 'error-redirect'; redirectUri: string; error: string; description: string; state?: string }
  | { kind: 'consent'; client: SandboxClient; request: PendingAuthorization };

export function checkAuthorizationRequest(ctx: SandboxContext, params: OAuthParams): AuthorizationCheck {
  const clientId = params.get('client_id');
  if (clientId === undefined || params.repeated.includes('client_id')) {
    return { kind: 'error-page', message: 'A required parameter "client_id" is missing' };
  }
  const client = ctx.findClient(clientId);
  if (client === undefined) return { kind: 'error-page', message: `The passed in client_id is invalid "${clientId}"` };
  const redirectUri = params.get('redirect_uri');
  if (redirectUri === undefined || params.repeated.includes('redirect_uri')) {
    return { kind: 'error-page', message: 'A required parameter "redirect_uri" is missing' };
  }
  if (!client.redirectUris.includes(redirectUri)) {
    return { kind: 'error-page', message: 'The redirect_uri does not match the registered value' };
  }

  const state = params.repeated.includes('state') ? undefined : params.get('state');
  const fail = (error: string, description: string): AuthorizationCheck => ({
    kind: 'error-redirect',
    redirectUri,
    error,
    description,
    state,
  });

  const repeated = params.repeated[0];
  if (repeated !== undefined) return fail('invalid_request', `The parameter "${repeated}" was included more than once`);

  const responseType = params.get('response_type');
  if (responseType === undefined) return fail('invalid_request', 'A required parameter "response_type" is missing');
  if (responseType !== 'code')
    return fail('unsupported_response_type', `The response_type "${responseType}" is not supported; use "code"`);

  // LinkedIn accepts scopes separated by spaces (the standard) or by commas (its older docs).
  const scopes = [...new Set((params.get('scope') ?? '').split(/[\s,]+/).filter(Boolean))];
  if (!scopes.includes('openid')) return fail('invalid_scope', 'The scope "openid" is required to sign in with LinkedIn');
  const unknownScope = scopes.find((scope) => !(grantableScopes as readonly string[]).includes(scope));
  if (unknownScope !== undefined)
    return fail('unauthorized_scope_error', `Scope "${unknownScope}" is not authorized for your application`);

  const codeChallenge = params.get('code_challenge');
  const method = params.get('code_challenge_method');
  if (codeChallenge === undefined && method !== undefined) {
    return fail('invalid_request', 'code_challenge_method was given without a code_challenge');
  }
  if (codeChallenge !== undefined) {
    if (method !== 'S256') return fail('invalid_request', 'code_challenge_method must be "S256"');
    if (!/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) {
      return fail('invalid_request', 'code_challenge must be the base64url SHA-256 of the code_verifier (43 characters)');
    }
  }

  const nonce = params.get('nonce');
  return {
    kind: 'consent',
    client,
    request: {
      clientId,
      redirectUri,
      scopes,
      ...(state === undefined ? {} : { state }),
      ...(nonce === undefined ? {} : { nonce }),
      ...(codeChallenge === undefined ? {} : { codeChallenge }),
    },
  };
}
