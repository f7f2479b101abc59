import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../crypto/encrypt-secret';
import { databaseKinds } from '../test-support/test-databases';
import { approveOnLinkedIn, bearer, PUBLIC_URL, startTestServer, type TestServer } from '../test-support/test-server';

describe.each(databaseKinds)('LinkedIn sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const inject = (options: InjectOptions) => server.app.inject(options);

  it('reports the database and the job engine as healthy', async () => {
    const res = await inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', queue: 'running', linkedin: 'live' });
  });

  it('signs a member in and shows their active LinkedIn connection', async () => {
    const member = await server.signIn({ name: 'Priya Shah', email: 'priya@example.com' });
    expect(member.email).toBe('priya@example.com');
    const res = await inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(member.accessToken) });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user.email).toBe('priya@example.com');
    expect(data.connections).toEqual([
      expect.objectContaining({ account_name: 'Priya Shah', platform: 'linkedin', is_active: true }),
    ]);
    expect(data.linkedin_profile).toMatchObject({ sub: member.linkedinId, email: 'priya@example.com', name: 'Priya Shah' });
    // LinkedIn grants 60 days.
    const days = (Date.parse(data.connections[0].expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
  });

  it('keeps the LinkedIn token encrypted at rest, and it still works after decryption', async () => {
    const member = await server.signIn({ email: 'sealed@example.com' });
    const row = await server.deps.database.db
      .selectFrom('linkedin_connections')
      .select('access_token_enc')
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row.access_token_enc.startsWith('v1.')).toBe(true);
    const token = decryptSecret(row.access_token_enc, server.deps.keys.tokenEncryption);
    expect(row.access_token_enc).not.toContain(token);
    const userinfo = await fetch(`${server.sandbox.url}/v2/userinfo`, { headers: bearer(token) });
    expect(userinfo.status).toBe(200);
    expect(((await userinfo.json()) as { email: string }).email).toBe('sealed@example.com');
  });

  it('refuses a frontend_url outside the allow-list with a message', async () => {
    for (const url of ['https://evil.example.com', 'http://localhost:4000/app']) {
      const res = await inject({ method: 'GET', url: `/api/auth/linkedin/authorize?frontend_url=${encodeURIComponent(url)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/is not an address of this Cadence app/);
    }
    const missing = await inject({ method: 'GET', url: '/api/auth/linkedin/authorize' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/frontend_url/);
    const garbage = await inject({ method: 'GET', url: '/api/auth/linkedin/authorize?frontend_url=not-a-url' });
    expect(garbage.statusCode).toBe(400);
  });

  it('sends the popup back to the app with a PKCE, state and nonce request', async () => {
    const res = await inject({ method: 'GET', url: `/api/auth/linkedin/authorize?frontend_url=${encodeURIComponent(PUBLIC_URL)}` });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.href.startsWith(`${server.sandbox.url}/oauth/v2/authorization`)).toBe(true);
    expect(url.searchParams.get('scope')).toBe('openid profile email w_member_social');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/linkedin/callback`);
  });

  it('answers a forged state with a clear 400 page', async () => {
    const callback = await approveOnLinkedIn(server);
    callback.searchParams.set('state', 'forged-state');
    const res = await inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('This sign-in link is invalid or has expired');
  });

  it('uses a state once: a replayed callback is refused', async () => {
    const callback = await approveOnLinkedIn(server);
    const first = await inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(first.statusCode).toBe(302);
    const again = await inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(again.statusCode).toBe(400);
  });

  it('tells the app when the member cancels on LinkedIn', async () => {
    const callback = await approveOnLinkedIn(server, {}, 'cancel');
    expect(callback.searchParams.get('error')).toBe('user_cancelled_login');
    const res = await inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(res.statusCode).toBe(302);
    const landing = new URL(res.headers.location as string);
    expect(landing.origin + landing.pathname).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(landing.searchParams.get('error')).toBe('You cancelled the LinkedIn sign-in.');
    expect(landing.searchParams.has('code')).toBe(false);
  });

  it('turns a LinkedIn token endpoint failure into a message for the popup', async () => {
    const callback = await approveOnLinkedIn(server);
    server.sandbox.controls.setFault('token', { status: 500, body: { error: 'server_error' }, times: 1 });
    const res = await inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(res.statusCode).toBe(302);
    const landing = new URL(res.headers.location as string);
    expect(landing.searchParams.get('error')).toMatch(/LinkedIn/);
    expect(landing.searchParams.has('code')).toBe(false);
  });

  it('accepts a one-time code once', async () => {
    const callback = await approveOnLinkedIn(server, { email: 'once@example.com' });
    const back = await inject({ method: 'GET', url: callback.pathname + callback.search });
    const code = new URL(back.headers.location as string).searchParams.get('code')!;
    const first = await inject({ method: 'POST', url: '/api/auth/session', payload: { code } });
    expect(first.statusCode).toBe(200);
    const replay = await inject({ method: 'POST', url: '/api/auth/session', payload: { code } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('This sign-in code has expired or was already used. Please sign in again.');
  });

  it('refuses an expired one-time code', async () => {
    const callback = await approveOnLinkedIn(server, { email: 'late@example.com' });
    const back = await inject({ method: 'GET', url: callback.pathname + callback.search });
    const code = new URL(back.headers.location as string).searchParams.get('code')!;
    await server.deps.database.db.updateTable('login_codes').set({ expires_at: sql<Date>`now() - interval '1 second'` }).execute();
    const res = await inject({ method: 'POST', url: '/api/auth/session', payload: { code } });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a session request without a code, with a message', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth/session', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/code/);
    const notJson = await inject({ method: 'POST', url: '/api/auth/session', payload: '{oops', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses a missing or tampered access token', async () => {
    const member = await server.signIn({ email: 'tamper@example.com' });
    const none = await inject({ method: 'GET', url: '/api/auth/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('No authentication token');
    const [header, payload, signature] = member.accessToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    const tampered = await inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(`${header}.${forgedPayload}.${signature}`),
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().error).toBe('Your session has ended. Please sign in again.');
  });

  it('rotates the refresh token and ends the session when an old one is replayed', async () => {
    const member = await server.signIn({ email: 'rotate@example.com' });
    const first = await inject({ method: 'POST', url: '/api/auth/session/refresh', cookies: { cadence_refresh: member.refreshCookie } });
    expect(first.statusCode).toBe(200);
    const rotated = first.cookies.find((c) => c.name === 'cadence_refresh')!;
    expect(rotated.value).not.toBe(member.refreshCookie);
    expect(rotated.httpOnly).toBe(true);
    expect(rotated.sameSite).toBe('Strict');

    const replay = await inject({ method: 'POST', url: '/api/auth/session/refresh', cookies: { cadence_refresh: member.refreshCookie } });
    expect(replay.statusCode).toBe(401);
    // Reuse means the token leaked: the rotated one and every access token of the session stop too.
    const afterReplay = await inject({ method: 'POST', url: '/api/auth/session/refresh', cookies: { cadence_refresh: rotated.value } });
    expect(afterReplay.statusCode).toBe(401);
    const profile = await inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(first.json().data.access_token) });
    expect(profile.statusCode).toBe(401);
  });

  it('revokes the session on sign-out, server-side', async () => {
    const member = await server.signIn({ email: 'leaving@example.com' });
    const out = await inject({
      method: 'DELETE',
      url: '/api/auth/session',
      headers: bearer(member.accessToken),
      cookies: { cadence_refresh: member.refreshCookie },
    });
    expect(out.statusCode).toBe(200);
    const profile = await inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(member.accessToken) });
    expect(profile.statusCode).toBe(401);
    const refresh = await inject({ method: 'POST', url: '/api/auth/session/refresh', cookies: { cadence_refresh: member.refreshCookie } });
    expect(refresh.statusCode).toBe(401);
  });

  it('never shows one member another member’s connection', async () => {
    const ana = await server.signIn({ name: 'Ana Lima', email: 'ana@example.com' });
    const ben = await server.signIn({ name: 'Ben Ode', email: 'ben@example.com' });
    const anaProfile = (await inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(ana.accessToken) })).json().data;
    const benProfile = (await inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(ben.accessToken) })).json().data;
    expect(anaProfile.connections.map((c: { account_name: string }) => c.account_name)).toEqual(['Ana Lima']);
    expect(benProfile.connections.map((c: { account_name: string }) => c.account_name)).toEqual(['Ben Ode']);
    expect(anaProfile.connections[0].id).not.toBe(benProfile.connections[0].id);
  });

  it('shows the connection inactive once the LinkedIn token expired or was revoked', async () => {
    const member = await server.signIn({ email: 'expiring@example.com' });
    const { db } = server.deps.database;
    await db
      .updateTable('linkedin_connections')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('user_id', '=', member.userId)
      .execute();
    let profile = (await inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(member.accessToken) })).json().data;
    expect(profile.connections[0].is_active).toBe(false);

    // Signing in again renews the connection (LinkedIn skips consent while the grant is valid).
    const again = await server.signIn({ email: 'expiring@example.com' });
    profile = (await inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(again.accessToken) })).json().data;
    expect(profile.connections).toHaveLength(1);
    expect(profile.connections[0].is_active).toBe(true);

    await db.updateTable('linkedin_connections').set({ revoked_at: sql<Date>`now()` }).where('user_id', '=', member.userId).execute();
    profile = (await inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(again.accessToken) })).json().data;
    expect(profile.connections[0].is_active).toBe(false);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('LinkedIn unreachable', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());

  it('sends the popup back with a message instead of an error page, and recovers', async () => {
    server.sandbox.controls.setFault('discovery', { status: 503, times: 1 });
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/auth/linkedin/authorize?frontend_url=${encodeURIComponent(PUBLIC_URL)}`,
    });
    expect(res.statusCode).toBe(302);
    const landing = new URL(res.headers.location as string);
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('error')).toBe('LinkedIn sign-in is unreachable right now. Please try again in a minute.');
    const member = await server.signIn();
    expect(member.email).toBe('alex.morgan@example.com');
  });
});
