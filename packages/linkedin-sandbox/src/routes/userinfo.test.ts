import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { memberSub } from '../member-profile.ts';
import { baseUrl, mountSandbox, prefix, signIn, userinfo, useSharedSandbox } from '../test-support.ts';

const sandbox = useSharedSandbox();

const invalidToken = { status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' };
const revokedToken = {
  status: 401,
  serviceErrorCode: 65601,
  code: 'REVOKED_ACCESS_TOKEN',
  message: 'The token used in the request has been revoked by the user',
};

describe('userinfo', () => {
  it("describes the member who signed in, in LinkedIn's field order", async () => {
    const tokens = await signIn(sandbox.app, { name: 'Maria  de la Cruz', email: 'maria@example.com' });
    const response = await userinfo(sandbox.app, tokens.access_token);
    expect(response.statusCode).toBe(200);
    const sub = memberSub('maria@example.com');
    expect(response.body).toBe(
      JSON.stringify({
        sub,
        email_verified: true,
        name: 'Maria  de la Cruz',
        locale: { country: 'US', language: 'en' },
        given_name: 'Maria',
        family_name: 'de la Cruz',
        email: 'maria@example.com',
        picture: `${baseUrl}/media/avatar/${sub}.svg?initials=MC`,
      }),
    );
  });

  it("uses the configured member's own names, picture and locale while they are the one signing in", async () => {
    sandbox.controls.setMember({
      name: 'Sam Taylor-Brooks',
      givenName: 'Sam',
      familyName: 'Taylor-Brooks',
      email: 'sam@example.com',
      picture: 'https://media.example.com/sam.jpg',
      locale: { country: 'GB', language: 'en' },
    });
    const tokens = await signIn(sandbox.app, { name: 'Sam Taylor-Brooks', email: 'sam@example.com' });
    expect((await userinfo(sandbox.app, tokens.access_token)).json()).toMatchObject({
      picture: 'https://media.example.com/sam.jpg',
      locale: { country: 'GB', language: 'en' },
      given_name: 'Sam',
      family_name: 'Taylor-Brooks',
    });
  });

  it('answers 65600 without a token or with a tampered one', async () => {
    expect((await userinfo(sandbox.app, undefined)).json()).toEqual(invalidToken);
    const { access_token: token } = await signIn(sandbox.app);
    const [payload = '', signature = ''] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload.slice(2), 'base64url').toString('utf8'));
    forged.member.email = 'someone.else@example.com';
    const tampered = `AQ${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const response = await userinfo(sandbox.app, tampered);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidToken);
    expect((await userinfo(sandbox.app, `${token}x`)).json()).toEqual(invalidToken);
  });

  it('answers 65601 once every token was revoked, and serves new tokens afterwards', async () => {
    const { access_token: before } = await signIn(sandbox.app);
    sandbox.controls.revokeAllTokens();
    const response = await userinfo(sandbox.app, before);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(revokedToken);
    const { access_token: after } = await signIn(sandbox.app);
    expect((await userinfo(sandbox.app, after)).statusCode).toBe(200);
  });

  it("answers 65600 past the token's expiry", async () => {
    sandbox.controls.setTokenTtlSeconds(0);
    const expired = await signIn(sandbox.app);
    expect(expired.expires_in).toBe(0);
    expect((await userinfo(sandbox.app, expired.access_token)).json()).toEqual(invalidToken);

    sandbox.controls.setTokenTtlSeconds(1);
    const shortLived = await signIn(sandbox.app);
    expect(shortLived.expires_in).toBe(1);
    await sleep(2_100);
    expect((await userinfo(sandbox.app, shortLived.access_token)).statusCode).toBe(401);
  });

  it('keeps accepting tokens after a restart with the same secret, and only then', async () => {
    const { access_token: token } = await signIn(sandbox.app);
    const restarted = await mountSandbox();
    const otherSecret = await mountSandbox({ secret: 'a-different-secret-0123456789' });
    try {
      expect((await userinfo(restarted.app, token)).statusCode).toBe(200);
      expect((await userinfo(otherSecret.app, token)).statusCode).toBe(401);
    } finally {
      await Promise.all([restarted.app.close(), otherSecret.app.close()]);
    }
  });
});

describe('avatar', () => {
  it('serves an initials SVG that cannot run script', async () => {
    const response = await sandbox.app.inject({
      method: 'GET',
      url: `${prefix}/media/avatar/${memberSub('a@example.com')}.svg?initials=AM`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('>AM</text>');
    const hostile = await sandbox.app.inject({ method: 'GET', url: `${prefix}/media/avatar/abc.svg?initials=%3Cscript%3E` });
    expect(hostile.body).not.toContain('<script');
    expect((await sandbox.app.inject({ method: 'GET', url: `${prefix}/media/avatar/..%2Fx.png` })).statusCode).toBe(404);
  });
});
