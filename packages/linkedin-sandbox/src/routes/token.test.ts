import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { memberSub } from '../member-profile.ts';
import {
  baseUrl,
  decide,
  exchangeCode,
  form,
  pkcePair,
  prefix,
  signIn,
  testClient,
  userinfo,
  useSharedSandbox,
} from '../test-support.ts';

const sandbox = useSharedSandbox();

async function codeWithPkce() {
  const { verifier, challenge } = pkcePair();
  const location = await decide(sandbox.app, 'allow', { query: { code_challenge: challenge, code_challenge_method: 'S256' } });
  return { code: location.searchParams.get('code') ?? '', verifier };
}

describe('token endpoint', () => {
  it("answers with LinkedIn's token response, uncached", async () => {
    const { code, verifier } = await codeWithPkce();
    const response = await exchangeCode(sandbox.app, { code, code_verifier: verifier });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'id_token', 'scope', 'token_type']);
    expect(body).toMatchObject({ expires_in: 5_184_000, scope: 'openid,profile,email', token_type: 'Bearer' });
    expect(body.access_token).toMatch(/^AQ/);

    const header = decodeProtectedHeader(body.id_token);
    expect(header).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    const jwks = (await sandbox.app.inject({ method: 'GET', url: `${prefix}/oauth/openid/jwks` })).json();
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toContain(header.kid);

    const claims = decodeJwt(body.id_token);
    expect(claims).toMatchObject({
      iss: `${baseUrl}/oauth`,
      aud: testClient.clientId,
      sub: memberSub('alex.morgan@example.com'),
      nonce: 'nonce-456',
      email: 'alex.morgan@example.com',
      email_verified: true,
      picture: `${baseUrl}/media/avatar/${memberSub('alex.morgan@example.com')}.svg?initials=AM`,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('gives only the claims the scopes allow', async () => {
    const tokens = await signIn(sandbox.app, { scope: 'openid email' });
    const claims = decodeJwt(tokens.id_token);
    expect(claims.email).toBe('alex.morgan@example.com');
    expect(claims.name).toBeUndefined();
    expect(claims.picture).toBeUndefined();
    const profile = (await userinfo(sandbox.app, tokens.access_token)).json();
    expect(Object.keys(profile).sort()).toEqual(['email', 'email_verified', 'sub']);
  });

  it('refuses a code used twice and revokes the tokens it already gave', async () => {
    const { code, verifier } = await codeWithPkce();
    const first = await exchangeCode(sandbox.app, { code, code_verifier: verifier });
    expect(first.statusCode).toBe(200);
    const second = await exchangeCode(sandbox.app, { code, code_verifier: verifier });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await userinfo(sandbox.app, first.json().access_token)).statusCode).toBe(401);
  });

  it('refuses a wrong PKCE verifier, and the code is spent afterwards', async () => {
    const { code, verifier } = await codeWithPkce();
    const wrong = await exchangeCode(sandbox.app, { code, code_verifier: pkcePair().verifier });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'code_verifier does not match the code_challenge',
    });
    expect((await exchangeCode(sandbox.app, { code, code_verifier: verifier })).statusCode).toBe(400);
  });

  it('requires the verifier when the authorization request had a challenge', async () => {
    const { code } = await codeWithPkce();
    const response = await exchangeCode(sandbox.app, { code });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('refuses a redirect_uri other than the one authorized', async () => {
    const { code, verifier } = await codeWithPkce();
    const response = await exchangeCode(sandbox.app, {
      code,
      code_verifier: verifier,
      redirect_uri: 'http://localhost:3000/other',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('refuses an unknown code', async () => {
    const response = await exchangeCode(sandbox.app, { code: 'made-up' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it.each([
    ['a wrong secret', { client_secret: 'wrong' }],
    ['an unknown client', { client_id: 'nobody' }],
    ['no secret', { client_secret: '' }],
  ])('answers 401 invalid_client for %s', async (_label, fields) => {
    const { code, verifier } = await codeWithPkce();
    const response = await exchangeCode(sandbox.app, { code, code_verifier: verifier, ...fields });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_client', error_description: 'Client authentication failed' });
  });

  it('does not take client credentials from HTTP Basic, as LinkedIn does not', async () => {
    const { code, verifier } = await codeWithPkce();
    const response = await sandbox.app.inject({
      method: 'POST',
      url: `${prefix}/oauth/v2/accessToken`,
      ...form({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: testClient.redirectUris[0] ?? '',
      }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${testClient.clientId}:${testClient.clientSecret}`).toString('base64')}`,
      },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses other grant types', async () => {
    const response = await exchangeCode(sandbox.app, { grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('unsupported_grant_type');
  });
});

describe('revocation endpoint', () => {
  it('revokes a token for its own client and answers 200 with an empty body', async () => {
    const tokens = await signIn(sandbox.app);
    const url = `${prefix}/oauth/v2/revoke`;
    const credentials = { client_id: testClient.clientId, client_secret: testClient.clientSecret };
    const response = await sandbox.app.inject({ method: 'POST', url, ...form({ ...credentials, token: tokens.access_token }) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect((await userinfo(sandbox.app, tokens.access_token)).json().serviceErrorCode).toBe(65601);

    const unknown = await sandbox.app.inject({ method: 'POST', url, ...form({ ...credentials, token: 'garbage' }) });
    expect(unknown.statusCode).toBe(200);
    const wrongClient = await sandbox.app.inject({
      method: 'POST',
      url,
      ...form({ ...credentials, client_secret: 'x', token: 'garbage' }),
    });
    expect(wrongClient.statusCode).toBe(401);
  });
});
