import * as oidc from 'openid-client';
import type { Deps } from '../deps';

const STATE_TTL_MINUTES = 10;

/**
 * Starts OpenID Connect with state, nonce and PKCE; all three stay on the server, with the hash of
 * the starting browser's sign-in cookie (browser-binding.ts) so only that browser can finish.
 */
export async function startLinkedInSignIn(
  deps: Pick<Deps, 'database' | 'linkedinAuth'>,
  frontendOrigin: string,
  browserBindingHash: string,
): Promise<URL> {
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const url = await deps.linkedinAuth.authorizationUrl({
    state,
    nonce,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
  });
  await deps.database.db
    .insertInto('oauth_states')
    .values({
      state,
      nonce,
      code_verifier: codeVerifier,
      frontend_url: frontendOrigin,
      browser_binding_hash: browserBindingHash,
      expires_at: new Date(Date.now() + STATE_TTL_MINUTES * 60_000),
    })
    .execute();
  return url;
}
