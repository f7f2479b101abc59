import { describe, expect, it } from 'vitest';
import {
  authorizePath,
  controlHeaders,
  exchangeCode,
  mountSandbox,
  prefix,
  signIn,
  userinfo,
  useSharedSandbox,
  callControl,
} from '../test-support.ts';

const sandbox = useSharedSandbox();

const control = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  callControl(sandbox, method, path, body);

describe('HTTP controls', () => {
  it('report the state', async () => {
    const response = await control('GET', '/state');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      faults: {},
      tokenTtlSeconds: 5_184_000,
      member: { name: 'Alex Morgan', givenName: 'Alex', familyName: 'Morgan', email: 'alex.morgan@example.com' },
    });
  });

  it('set and clear faults', async () => {
    const set = await control('PUT', '/faults/token', { status: 429, body: { message: 'slow down' }, times: 1 });
    expect(set.statusCode).toBe(200);
    expect(set.json().faults).toEqual({ token: { status: 429, body: { message: 'slow down' }, times: 1 } });
    expect((await exchangeCode(sandbox.app, { code: 'x' })).statusCode).toBe(429);
    expect((await control('GET', '/state')).json().faults).toEqual({});

    await control('PUT', '/faults/userinfo', { status: 500 });
    await control('PUT', '/faults/jwks', { status: 500 });
    expect((await control('DELETE', '/faults/userinfo')).json().faults).toEqual({ jwks: { status: 500 } });
    expect((await control('DELETE', '/faults')).json().faults).toEqual({});
  });

  it('set a lost response over HTTP: accept the post, then hold its answer back', async () => {
    const lost = { status: 201, afterAccept: true, delayMs: 30_000, times: 1 };
    const set = await control('PUT', '/faults/posts.create', lost);
    expect(set.statusCode).toBe(200);
    expect(set.json().faults).toEqual({ 'posts.create': lost });
  });

  it.each([
    ['an unknown target', 'PUT', '/faults/nowhere', { status: 500 }, /Unknown fault target "nowhere"/],
    ['a status out of range', 'PUT', '/faults/token', { status: 700 }, /status must be an integer from 200 to 599/],
    ['a misspelt field', 'PUT', '/faults/token', { status: 500, time: 2 }, /Unknown fault field "time"/],
    ['zero times', 'PUT', '/faults/token', { status: 500, times: 0 }, /times must be a positive integer/],
    ['a negative delay', 'PUT', '/faults/token', { status: 500, delayMs: -1 }, /delayMs must be an integer/],
    ['a non-boolean afterAccept', 'PUT', '/faults/posts.create', { status: 201, afterAccept: 'yes' }, /afterAccept must be/],
    ['dropAnswer alone', 'PUT', '/faults/posts.create', { status: 201, dropAnswer: true }, /dropAnswer needs afterAccept/],
    ['a negative keepCharacters', 'PUT', '/faults/posts.create', { status: 201, keepCharacters: -1 }, /keepCharacters must be/],
    ['a fractional ttl', 'PUT', '/token-ttl', { seconds: 1.5 }, /seconds must be an integer/],
    ['a ttl without seconds', 'PUT', '/token-ttl', { ttl: 60 }, /Send \{"seconds": <integer>\}/],
    ['a member that is not an object', 'PUT', '/member', ['Alex'], /A member must be an object/],
    ['a member with a bad email', 'PUT', '/member', { email: 'nope' }, /email: Enter an email address/],
    ['a member with an empty name', 'PUT', '/member', { name: '  ' }, /name: Enter a name/],
    ['a member with a script picture', 'PUT', '/member', { picture: 'javascript:alert(1)' }, /picture must be an http\(s\) URL/],
    ['a member with a bad locale', 'PUT', '/member', { locale: { country: 'usa', language: 'en' } }, /locale must look like/],
  ] as const)('refuse %s with 400 and a message', async (_label, method, path, body, message) => {
    const response = await control(method, path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuse a body that is not JSON', async () => {
    const response = await sandbox.app.inject({
      method: 'PUT',
      url: `${prefix}/__sandbox/token-ttl`,
      payload: '{seconds: 5',
      headers: { ...controlHeaders, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
  });

  it('change the token lifetime for tokens issued afterwards', async () => {
    const before = await signIn(sandbox.app);
    expect((await control('PUT', '/token-ttl', { seconds: 120 })).json().tokenTtlSeconds).toBe(120);
    const after = await signIn(sandbox.app);
    expect(before.expires_in).toBe(5_184_000);
    expect(after.expires_in).toBe(120);
  });

  it('change the member pre-filled on the consent page', async () => {
    const response = await control('PUT', '/member', { name: 'Priya Raman', email: 'priya@example.com' });
    expect(response.json().member).toEqual({
      name: 'Priya Raman',
      givenName: 'Priya',
      familyName: 'Raman',
      email: 'priya@example.com',
    });
    const page = await sandbox.app.inject({ method: 'GET', url: authorizePath() });
    expect(page.body).toContain('value="Priya Raman"');
    expect(page.body).toContain('value="priya@example.com"');
  });

  it('revoke every token and reset', async () => {
    const { access_token: token } = await signIn(sandbox.app);
    await control('PUT', '/token-ttl', { seconds: 60 });
    expect((await control('POST', '/revoke-all')).statusCode).toBe(200);
    expect((await userinfo(sandbox.app, token)).json().serviceErrorCode).toBe(65601);
    const reset = await control('POST', '/reset');
    expect(reset.json().tokenTtlSeconds).toBe(5_184_000);
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer test-control-token-0123456780' }],
    ['the token without "Bearer"', { authorization: 'test-control-token-0123456789' }],
  ])('refuse %s with 401, changing nothing', async (_label, headers) => {
    const { access_token: token } = await signIn(sandbox.app);
    for (const [method, path] of [
      ['GET', '/state'],
      ['GET', '/posts'],
      ['POST', '/revoke-all'],
      ['POST', '/reset'],
      ['DELETE', '/faults'],
    ] as const) {
      const response = await sandbox.app.inject({ method, url: `${prefix}/__sandbox${path}`, headers });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.body).not.toContain('Alex');
    }
    expect((await userinfo(sandbox.app, token)).statusCode).toBe(200);
  });

  it('refuse a cross-site text/plain or form body even with the token, changing nothing', async () => {
    const { access_token: token } = await signIn(sandbox.app);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await sandbox.app.inject({
        method: 'POST',
        url: `${prefix}/__sandbox/revoke-all`,
        payload: '{}',
        headers: { ...controlHeaders, 'content-type': type },
      });
      expect(response.statusCode, type).toBe(415);
    }
    expect((await userinfo(sandbox.app, token)).statusCode).toBe(200);
  });

  it('do not exist without a control token (how an app mounts the sandbox)', async () => {
    const hidden = await mountSandbox({ controlToken: undefined });
    try {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        for (const path of ['/state', '/posts', '/revoke-all', '/reset', '/member', '/faults/token']) {
          const response = await hidden.app.inject({ method, url: `${prefix}/__sandbox${path}`, headers: controlHeaders });
          expect(response.statusCode, `${method} ${path}`).toBe(404);
        }
      }
    } finally {
      await hidden.app.close();
    }
  });

  it('refuse a control token shorter than 16 characters at start-up', async () => {
    await expect(mountSandbox({ controlToken: 'short' })).rejects.toThrow(/at least 16 characters/);
  });
});
