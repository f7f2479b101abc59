import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';

describe('JSON bodies with prototype keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());

  // The sign-in exchange needs no session, so the body is parsed for anyone who calls it.
  const send = (body: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
  const refused = {
    success: false,
    error: 'The request body has a "__proto__" or "constructor" key, and such keys are not accepted.',
    code: 'BAD_REQUEST',
  };

  it.each([
    ['a __proto__ key', '{"code":"abc","__proto__":{"isAdmin":true}}'],
    ['a nested __proto__ key', '{"code":"abc","profile":{"tags":[{"__proto__":{"isAdmin":true}}]}}'],
    ['a constructor.prototype key', '{"code":"abc","constructor":{"prototype":{"isAdmin":true}}}'],
    ['a nested constructor.prototype key', '{"code":"abc","a":{"b":{"constructor":{"prototype":{}}}}}'],
  ])('refuses valid JSON with %s, saying such keys are not accepted', async (_, body) => {
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
  });

  it('still calls broken JSON broken, and lets a harmless constructor key through to validation', async () => {
    const broken = await send('{"code":"abc",');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toContain('Body is not valid JSON');
    const empty = await send('');
    expect(empty.statusCode).toBe(400);
    // The body limit still holds.
    expect((await send(JSON.stringify({ code: 'x'.repeat(1_100_000) }))).statusCode).toBe(413);
    // A "constructor" string is plain data: the body parses and the route answers on its merits.
    const plain = await send('{"code":"abc","constructor":"x"}');
    expect(plain.json().error).not.toBe(refused.error);
    expect(plain.json().error).toContain('This sign-in code has expired or was already used');
  });
});
