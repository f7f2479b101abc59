import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLinkedInSandbox } from '../sandbox-plugin.ts';
import { authorizePath, decide, form, prefix, redirectUri, requestIdOf, useSharedSandbox } from '../test-support.ts';

const sandbox = useSharedSandbox();

describe('consent page', () => {
  it('is labelled as the sandbox, pre-fills the member and offers Allow and Cancel', async () => {
    const page = await sandbox.app.inject({
      method: 'GET',
      url: authorizePath({ scope: 'openid profile email w_member_social' }),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const html = page.body;
    expect(html).toContain('LinkedIn sandbox — not the real LinkedIn');
    expect(html).toContain('Cadence would like to:');
    expect(html).toContain('Create, modify, and delete posts, comments, and reactions on your behalf');
    expect(html).toMatch(/<input id="name" name="name"[^>]*value="Alex Morgan"/);
    expect(html).toMatch(/<input id="email" name="email"[^>]*value="alex.morgan@example.com"/);
    expect(html).toMatch(/<button[^>]*>Allow<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    // Nothing loads from elsewhere: no scripts, and the only link is the inline, empty favicon.
    expect(html).not.toMatch(/<script|<link(?! rel="icon" href="data:,")|src="http/);
  });

  it('escapes a member name that contains markup', async () => {
    sandbox.controls.setMember({ name: '<script>alert("x")</script> & Co', email: 'x@example.com' });
    const html = (await sandbox.app.inject({ method: 'GET', url: authorizePath() })).body;
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co"');
  });

  it('shows an error page, never a redirect, for an unknown client or an unregistered redirect URI', async () => {
    const unknownClient = await sandbox.app.inject({ method: 'GET', url: authorizePath({ client_id: 'someone-else' }) });
    expect(unknownClient.statusCode).toBe(400);
    expect(unknownClient.headers.location).toBeUndefined();
    expect(unknownClient.body).toContain('The passed in client_id is invalid &quot;someone-else&quot;');

    const elsewhere = await sandbox.app.inject({
      method: 'GET',
      url: authorizePath({ redirect_uri: 'https://attacker.example/callback' }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.headers.location).toBeUndefined();
    expect(elsewhere.body).toContain('The redirect_uri does not match the registered value');

    const missing = await sandbox.app.inject({ method: 'GET', url: authorizePath({ redirect_uri: undefined }) });
    expect(missing.statusCode).toBe(400);
  });

  it.each([
    [{ scope: 'profile email' }, 'invalid_scope'],
    [{ scope: 'openid r_liteprofile' }, 'unauthorized_scope_error'],
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ response_type: undefined }, 'invalid_request'],
    [{ code_challenge: 'a'.repeat(43) }, 'invalid_request'],
    [{ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }, 'invalid_request'],
    [{ code_challenge_method: 'S256' }, 'invalid_request'],
  ])('redirects %o back with error %s and the state', async (overrides, error) => {
    const response = await sandbox.app.inject({ method: 'GET', url: authorizePath(overrides) });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe('state-123');
  });

  it("sends Cancel back as user_cancelled_login with the state, in LinkedIn's exact words", async () => {
    const location = await decide(sandbox.app, 'cancel');
    expect(location.search).toBe(
      '?error=user_cancelled_login&error_description=The+user+cancelled+LinkedIn+login&state=state-123',
    );
  });

  it('sends Allow back with a code and the state', async () => {
    const location = await decide(sandbox.app, 'allow');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{40,}$/);
    expect(location.searchParams.get('state')).toBe('state-123');
  });

  it('answers each consent page once', async () => {
    const page = await sandbox.app.inject({ method: 'GET', url: authorizePath() });
    const fields = {
      request_id: requestIdOf(page.body),
      decision: 'allow',
      name: 'Alex Morgan',
      email: 'alex.morgan@example.com',
    };
    const url = `${prefix}/oauth/v2/authorization/decision`;
    expect((await sandbox.app.inject({ method: 'POST', url, ...form(fields) })).statusCode).toBe(302);
    const again = await sandbox.app.inject({ method: 'POST', url, ...form(fields) });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This sign-in request has expired or was already answered.');
  });

  it('shows the form again with a message when the email is not an email', async () => {
    const page = await sandbox.app.inject({ method: 'GET', url: authorizePath() });
    const requestId = requestIdOf(page.body);
    const url = `${prefix}/oauth/v2/authorization/decision`;
    const invalid = await sandbox.app.inject({
      method: 'POST',
      url,
      ...form({ request_id: requestId, decision: 'allow', name: 'Alex Morgan', email: 'not-an-email' }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Enter an email address like name@example.com.');
    expect(invalid.body).toContain('aria-invalid="true"');
    // The same request can still be approved once corrected.
    const fixed = await sandbox.app.inject({
      method: 'POST',
      url,
      ...form({ request_id: requestIdOf(invalid.body), decision: 'allow', name: 'Alex Morgan', email: 'alex@example.com' }),
    });
    expect(fixed.statusCode).toBe(302);
  });
});

describe('encapsulation', () => {
  it('keeps its form parser to itself', async () => {
    const { plugin } = createLinkedInSandbox({
      baseUrl: 'http://localhost:3000/sandbox/linkedin',
      clients: [],
      secret: 'encapsulation-test-secret',
    });
    const app = Fastify();
    await app.register(plugin, { prefix: '/sandbox/linkedin' });
    app.post('/outside', async () => ({ ok: true }));
    const response = await app.inject({ method: 'POST', url: '/outside', ...form({ a: 'b' }) });
    expect(response.statusCode).toBe(415);

    // The parent may still register its own form parser without a clash.
    const parent = Fastify();
    await parent.register(formbody);
    await parent.register(plugin, { prefix: '/sandbox/linkedin' });
    await expect(parent.ready()).resolves.toBeDefined();
    await Promise.all([app.close(), parent.close()]);
  });
});
