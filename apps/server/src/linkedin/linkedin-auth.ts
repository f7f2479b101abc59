import * as oidc from 'openid-client';
import { isLoopbackUrl } from '../config/load-config';
import { AppError } from '../errors/app-error';

export interface LinkedInMember {
  sub: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

export interface LinkedInGrant {
  accessToken: string;
  /** Seconds; LinkedIn grants 60 days and no refresh token to self-serve apps. */
  expiresIn: number;
  scope: string;
  member: LinkedInMember;
}

export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface LinkedInAuth {
  authorizationUrl(checks: { state: string; nonce: string; codeChallenge: string }): Promise<URL>;
  /**
   * Redeems the code from LinkedIn's redirect, verifying state, nonce, PKCE and the id_token. Fails
   * with an AppError whose `details.signInError` is the code the app's callback page shows.
   */
  redeemCode(callbackQuery: URLSearchParams, checks: SignInChecks): Promise<LinkedInGrant>;
  revoke(accessToken: string): Promise<void>;
}

export interface LinkedInAuthOptions {
  oauthBaseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string[];
  /** Test seam for a custom fetch; production uses the global one. */
  timeoutMs?: number;
}

/**
 * LinkedIn sign-in through openid-client, a certified OpenID Connect client. The issuer and
 * every endpoint come from discovery, so the sandbox and the real LinkedIn need no special cases.
 */
export function createLinkedInAuth(options: LinkedInAuthOptions): LinkedInAuth {
  let configuration: Promise<oidc.Configuration> | undefined;

  const configure = () => {
    configuration ??= oidc
      .discovery(
        new URL(options.oauthBaseUrl),
        options.clientId,
        { redirect_uris: [options.redirectUri], response_types: ['code'] },
        oidc.ClientSecretPost(options.clientSecret),
        {
          execute: isLoopbackUrl(options.oauthBaseUrl) ? [oidc.allowInsecureRequests] : [],
          timeout: (options.timeoutMs ?? 10_000) / 1000,
        },
      )
      .catch((error: unknown) => {
        // Do not cache a failure: the next sign-in retries discovery.
        configuration = undefined;
        throw unreachable(error);
      });
    return configuration;
  };

  return {
    async authorizationUrl({ state, nonce, codeChallenge }) {
      const config = await configure();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: options.scopes.join(' '),
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },

    async redeemCode(callbackQuery, checks) {
      const config = await configure();
      const currentUrl = new URL(options.redirectUri);
      currentUrl.search = callbackQuery.toString();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
      } catch (error) {
        throw describeGrantError(error);
      }
      const claims = tokens.claims();
      if (!claims)
        throw new AppError('BAD_GATEWAY', 'LinkedIn did not return an identity token.', { signInError: 'no_identity_token' });
      let info: oidc.UserInfoResponse;
      try {
        info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      } catch (error) {
        throw describeGrantError(error);
      }
      return {
        accessToken: tokens.access_token,
        expiresIn: tokens.expires_in ?? 60 * 24 * 3600,
        scope: tokens.scope ?? options.scopes.join(' '),
        member: {
          sub: claims.sub,
          email: stringOrNull(info.email ?? claims.email),
          name: stringOrNull(info.name ?? claims.name),
          picture: stringOrNull(info.picture ?? claims.picture),
        },
      };
    },

    async revoke(accessToken) {
      const metadata = (await configure()).serverMetadata();
      // LinkedIn's discovery names no revocation endpoint; LinkedIn serves it beside the token
      // endpoint, at {issuer}/v2/revoke, taking the client's credentials in the form (decision 033).
      const endpoint = metadata.revocation_endpoint ?? `${metadata.issuer}/v2/revoke`;
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: options.clientId, client_secret: options.clientSecret, token: accessToken }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`LinkedIn answered ${response.status} to the token revocation`);
    },
  };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function unreachable(error: unknown): AppError {
  return new AppError('BAD_GATEWAY', 'LinkedIn sign-in is unreachable right now. Please try again in a minute.', {
    signInError: 'linkedin_unreachable',
    cause: error instanceof Error ? error.message : String(error),
  });
}

function describeGrantError(error: unknown): AppError {
  if (error instanceof oidc.ResponseBodyError) {
    return new AppError('BAD_GATEWAY', `LinkedIn refused the sign-in (${error.error}). Please try again.`, {
      signInError: 'linkedin_refused',
      status: error.status,
      description: error.error_description,
    });
  }
  if (error instanceof oidc.ClientError) {
    return new AppError('BAD_GATEWAY', 'LinkedIn’s answer could not be verified, so the sign-in was stopped. Please try again.', {
      signInError: 'linkedin_unverified',
      reason: error.code,
      message: error.message,
    });
  }
  return unreachable(error);
}
