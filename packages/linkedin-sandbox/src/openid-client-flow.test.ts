import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSub } from './member-profile.ts';
import { startLinkedInSandbox, type RunningSandbox } from './start-sandbox.ts';

const clientId = 'cadence-oidc';
const clientSecret = 'oidc-client-secret';
const redirectUri = 'http://127.0.0.1:3999/api/auth/linkedin/callback';

let sandbox: RunningSandbox;
let config: client.Configuration;

beforeAll(async () => {
  sandbox = await startLinkedInSandbox({
    clients: [{ clientId, clientSecret, redirectUris: [redirectUri] }],
    secret: 'flow-test-token-secret',
  });
  config = await client.discovery(new URL(`${sandbox.url}/oauth`), clientId, undefined, client.ClientSecretPost(clientSecret), {
    execute: [client.allowInsecureRequests],
  });
});

afterAll(async () => {
  await sandbox.close();
});

/** What a browser does on the consent page: load it, then press a button. */
async function pressOnConsentPage(authorizationUrl: URL, button: 'allow' | 'cancel', member: { name: string; email: string }) {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const requestId = /name="request_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '', page.url);
  const answer = await fetch(action, {
    method: 'POST',
    body: new URLSearchParams({ request_id: requestId, decision: button, ...member }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

describe('sign-in with the certified openid-client', () => {
  it('discovers LinkedIn-shaped metadata', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(`${sandbox.url}/oauth`);
    expect(metadata.token_endpoint).toBe(`${sandbox.url}/oauth/v2/accessToken`);
    expect(metadata.userinfo_endpoint).toBe(`${sandbox.url}/v2/userinfo`);
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(['client_secret_post']);
  });

  it('signs a member in with PKCE, state and nonce, then reads userinfo', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile email w_member_social',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    expect(authorizationUrl.pathname).toBe('/oauth/v2/authorization');

    const callback = await pressOnConsentPage(authorizationUrl, 'allow', { name: 'Jordan Lee', email: 'Jordan.Lee@example.com' });
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe(state);

    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(5_184_000);
    expect(tokens.scope).toBe('openid,profile,email,w_member_social');

    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: `${sandbox.url}/oauth`,
      aud: clientId,
      sub: memberSub('jordan.lee@example.com'),
      nonce,
      email: 'Jordan.Lee@example.com',
      email_verified: true,
      name: 'Jordan Lee',
      given_name: 'Jordan',
      family_name: 'Lee',
      locale: { country: 'US', language: 'en' },
    });

    // openid-client trusts the TLS channel for the signature; a stricter client checks it against the JWKS.
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri ?? ''));
    const verified = await jwtVerify(tokens.id_token ?? '', jwks, { issuer: `${sandbox.url}/oauth`, audience: clientId });
    expect(verified.protectedHeader.alg).toBe('RS256');
    expect(verified.protectedHeader.kid).toEqual(expect.any(String));

    const profile = await client.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');
    expect(profile).toEqual({
      sub: claims?.sub,
      email_verified: true,
      name: 'Jordan Lee',
      locale: { country: 'US', language: 'en' },
      given_name: 'Jordan',
      family_name: 'Lee',
      email: 'Jordan.Lee@example.com',
      picture: `${sandbox.url}/media/avatar/${claims?.sub}.svg?initials=JL`,
    });

    const avatar = await fetch(String(profile.picture));
    expect(avatar.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await avatar.text()).toContain('>JL</text>');

    await client.tokenRevocation(config, tokens.access_token);
    await expect(client.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '')).rejects.toThrow();
    const revoked = await fetch(`${sandbox.url}/v2/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN' });
  });

  it('reports Cancel as user_cancelled_login with the state', async () => {
    const state = client.randomState();
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      state,
    });
    const callback = await pressOnConsentPage(authorizationUrl, 'cancel', { name: 'Jordan Lee', email: 'jordan@example.com' });
    expect(callback.searchParams.get('error')).toBe('user_cancelled_login');
    expect(callback.searchParams.get('error_description')).toBe('The user cancelled LinkedIn login');
    expect(callback.searchParams.get('state')).toBe(state);
    await expect(client.authorizationCodeGrant(config, callback, { expectedState: state })).rejects.toMatchObject({
      error: 'user_cancelled_login',
    });
  });

  it('rejects a client with the wrong secret as invalid_client', async () => {
    const impostor = await client.discovery(
      new URL(`${sandbox.url}/oauth`),
      clientId,
      undefined,
      client.ClientSecretPost('wrong'),
      {
        execute: [client.allowInsecureRequests],
      },
    );
    const callback = new URL(`${redirectUri}?code=anything&state=s`);
    await expect(client.authorizationCodeGrant(impostor, callback, { expectedState: 's' })).rejects.toMatchObject({
      error: 'invalid_client',
      status: 401,
    });
  });
});
