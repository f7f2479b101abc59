import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../crypto/encrypt-secret';
import { SIGN_IN_COOKIE, STARTED_IN_ANOTHER_BROWSER } from './browser-binding';
import { REFRESH_GRACE_SECONDS } from './sessions';
import { databaseKinds } from '../test-support/test-databases';
import { approveOnLinkedIn, bearer, PUBLIC_URL, startTestServer, type TestServer } from '../test-support/test-server';

describe.each(databaseKinds)('LinkedIn sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const inject = (options: InjectOptions) => server.app.inject(options);
  const refreshWith = (cookie: string) =>
    inject({ method: 'POST', url: '/api/auth/session/refresh', cookies: { cadence_refresh: cookie } });
  const backdateRotation = (userId: string, seconds: number) =>
    server.deps.database.db
      .updateTable('sessions')
      .set({ rotated_at: sql<Date>`now() - ${seconds}::double precision * interval '1 second'` })
      .where('user_id', '=', userId)
      .execute();

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
    const res = await inject({
      method: 'GET',
      url: `/api/auth/linkedin/authorize?frontend_url=${encodeURIComponent(PUBLIC_URL)}`,
    });
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
    const { callback, cookies } = await approveOnLinkedIn(server);
    callback.searchParams.set('state', 'forged-state');
    const res = await inject({ method: 'GET', url: callback.pathname + callback.search, cookies });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('This sign-in link is invalid or has expired');
  });

  it('uses a state once: a replayed callback is refused', async () => {
    const { callback, cookies } = await approveOnLinkedIn(server);
    const first = await inject({ method: 'GET', url: callback.pathname + callback.search, cookies });
    expect(first.statusCode).toBe(302);
    const again = await inject({ method: 'GET', url: callback.pathname + callback.search, cookies });
    expect(again.statusCode).toBe(400);
  });

  it('tells the app when the member cancels on LinkedIn', async () => {
    const { callback, cookies } = await approveOnLinkedIn(server, {}, 'cancel');
    expect(callback.searchParams.get('error')).toBe('user_cancelled_login');
    const res = await inject({ method: 'GET', url: callback.pathname + callback.search, cookies });
    expect(res.statusCode).toBe(302);
    const landing = new URL(res.headers.location as string);
    expect(landing.origin + landing.pathname).toBe(`${PUBLIC_URL}/auth/callback`);
    // A code, not a sentence: the page shows its own words for it.
    expect(landing.searchParams.get('error')).toBe('user_cancelled_login');
    expect(landing.searchParams.has('code')).toBe(false);
  });

  it('passes no text of LinkedIn’s callback on to the app: an unknown error becomes one fixed code', async () => {
    const { callback, cookies } = await approveOnLinkedIn(server, {}, 'cancel');
    const forged = new URL(callback);
    forged.searchParams.set('error', 'Your account is locked. Call +1-555-0100');
    forged.searchParams.set('error_description', 'Your account is locked. Call +1-555-0100 now.');
    const res = await inject({ method: 'GET', url: forged.pathname + forged.search, cookies });
    expect(res.statusCode).toBe(302);
    const landing = new URL(res.headers.location as string);
    expect(landing.pathname).toBe('/auth/callback');
    expect([...landing.searchParams]).toEqual([['error', 'linkedin_sign_in_failed']]);
  });

  it('turns a LinkedIn token endpoint failure into a message for the popup', async () => {
    const { callback, cookies } = await approveOnLinkedIn(server);
    server.sandbox.controls.setFault('token', { status: 500, body: { error: 'server_error' }, times: 1 });
    const res = await inject({ method: 'GET', url: callback.pathname + callback.search, cookies });
    expect(res.statusCode).toBe(302);
    const landing = new URL(res.headers.location as string);
    expect(landing.searchParams.get('error')).toBe('linkedin_unverified');
    expect(landing.searchParams.has('code')).toBe(false);
  });

  it('accepts a one-time code once', async () => {
    const { callback, cookies } = await approveOnLinkedIn(server, { email: 'once@example.com' });
    const back = await inject({ method: 'GET', url: callback.pathname + callback.search, cookies });
    const code = new URL(back.headers.location as string).searchParams.get('code')!;
    const first = await inject({ method: 'POST', url: '/api/auth/session', payload: { code }, cookies });
    expect(first.statusCode).toBe(200);
    const replay = await inject({ method: 'POST', url: '/api/auth/session', payload: { code }, cookies });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('This sign-in code has expired or was already used. Please sign in again.');
  });

  it('refuses an expired one-time code', async () => {
    const { callback, cookies } = await approveOnLinkedIn(server, { email: 'late@example.com' });
    const back = await inject({ method: 'GET', url: callback.pathname + callback.search, cookies });
    const code = new URL(back.headers.location as string).searchParams.get('code')!;
    await server.deps.database.db
      .updateTable('login_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    const res = await inject({ method: 'POST', url: '/api/auth/session', payload: { code }, cookies });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a session request without a code, with a message', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth/session', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/code/);
    const notJson = await inject({
      method: 'POST',
      url: '/api/auth/session',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses a missing or tampered access token', async () => {
    const member = await server.signIn({ email: 'tamper@example.com' });
    const none = await inject({ method: 'GET', url: '/api/auth/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('No authentication token');
    const [header, payload, signature] = member.accessToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        sub: '00000000-0000-0000-0000-000000000000',
      }),
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
    const first = await inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      cookies: { cadence_refresh: member.refreshCookie },
    });
    expect(first.statusCode).toBe(200);
    const rotated = first.cookies.find((c) => c.name === 'cadence_refresh')!;
    expect(rotated.value).not.toBe(member.refreshCookie);
    expect(rotated.httpOnly).toBe(true);
    expect(rotated.sameSite).toBe('Strict');

    // Past the grace window for tabs refreshing at once (see the test below).
    await backdateRotation(member.userId, REFRESH_GRACE_SECONDS + 1);
    const replay = await inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      cookies: { cadence_refresh: member.refreshCookie },
    });
    expect(replay.statusCode).toBe(401);
    // Reuse means the token leaked: the rotated one and every access token of the session stop too.
    const afterReplay = await inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      cookies: { cadence_refresh: rotated.value },
    });
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
    const refresh = await inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      cookies: { cadence_refresh: member.refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('sets the sign-in cookie httpOnly and SameSite=Lax on /api/auth, and clears it once the code is used', async () => {
    const start = await inject({
      method: 'GET',
      url: `/api/auth/linkedin/authorize?frontend_url=${encodeURIComponent(PUBLIC_URL)}`,
    });
    const cookie = start.cookies.find((c) => c.name === SIGN_IN_COOKIE)!;
    // Lax: LinkedIn's redirect back to the callback is a cross-site navigation, which drops Strict cookies.
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth', maxAge: 600 });
    const { callback, cookies } = await approveOnLinkedIn(server, { email: 'bound@example.com' });
    const back = await inject({ method: 'GET', url: callback.pathname + callback.search, cookies });
    const code = new URL(back.headers.location as string).searchParams.get('code')!;
    const session = await inject({ method: 'POST', url: '/api/auth/session', payload: { code }, cookies });
    expect(session.statusCode).toBe(200);
    expect(session.cookies.find((c) => c.name === SIGN_IN_COOKIE)).toMatchObject({ value: '', path: '/api/auth' });
  });

  it('refuses to sign a browser in with the code of a sign-in another browser started (login CSRF)', async () => {
    // The attacker signs in to their own account and stops before using the code.
    const attacker = await approveOnLinkedIn(server, { name: 'Mallory', email: 'mallory@example.com' });
    const back = await inject({
      method: 'GET',
      url: attacker.callback.pathname + attacker.callback.search,
      cookies: attacker.cookies,
    });
    expect(back.statusCode).toBe(302);
    const code = new URL(back.headers.location as string).searchParams.get('code')!;
    expect(code).toBeTruthy();

    // The victim's browser: no sign-in cookie at all, or the one of a sign-in of its own.
    const victimOwn = await inject({
      method: 'GET',
      url: `/api/auth/linkedin/authorize?frontend_url=${encodeURIComponent(PUBLIC_URL)}`,
    });
    const victimCookie = victimOwn.cookies.find((c) => c.name === SIGN_IN_COOKIE)!.value;
    for (const cookies of [{}, { [SIGN_IN_COOKIE]: victimCookie }] as Array<Record<string, string>>) {
      const res = await inject({ method: 'POST', url: '/api/auth/session', payload: { code }, cookies });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(STARTED_IN_ANOTHER_BROWSER);
      expect(res.cookies.find((c) => c.name === 'cadence_refresh')).toBeUndefined();
    }
  });

  it('shows a notice instead of issuing a code when the callback comes from a browser that did not start the sign-in', async () => {
    const other = await inject({
      method: 'GET',
      url: `/api/auth/linkedin/authorize?frontend_url=${encodeURIComponent(PUBLIC_URL)}`,
    });
    const otherCookie = other.cookies.find((c) => c.name === SIGN_IN_COOKIE)!.value;
    for (const cookies of [{}, { [SIGN_IN_COOKIE]: otherCookie }] as Array<Record<string, string>>) {
      const { callback } = await approveOnLinkedIn(server, { email: 'csrf-callback@example.com' });
      const res = await inject({ method: 'GET', url: callback.pathname + callback.search, cookies });
      expect(res.statusCode).toBe(403);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('This sign-in was started in another browser.');
    }
    const codes = await server.deps.database.db
      .selectFrom('login_codes')
      .innerJoin('users', 'users.id', 'login_codes.user_id')
      .where('users.email', '=', 'csrf-callback@example.com')
      .select('code_hash')
      .execute();
    expect(codes).toEqual([]);
  });

  it('keeps the session when five refreshes with the same cookie arrive at once (tabs opening together)', async () => {
    const member = await server.signIn({ email: 'tabs@example.com' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => refreshWith(member.refreshCookie)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // One of them rotated the token; the others answer for the same session without a new cookie.
    const rotated = answers.flatMap((res) => res.cookies.filter((c) => c.name === 'cadence_refresh'));
    expect(rotated).toHaveLength(1);
    for (const res of answers) {
      const profile = await inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(res.json().data.access_token) });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data.user.email).toBe('tabs@example.com');
    }
    const next = await refreshWith(rotated[0]!.value);
    expect(next.statusCode).toBe(200);
    const profile = await inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(next.json().data.access_token) });
    expect(profile.statusCode).toBe(200);
  });

  it('reads the Authorization scheme case-insensitively, on every route and on sign-out', async () => {
    const member = await server.signIn({ email: 'scheme@example.com' });
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const res = await inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `${scheme} ${member.accessToken}` },
      });
      expect(res.statusCode).toBe(200);
    }
    // Sign-out with only the header (no refresh cookie) must still end the session.
    const out = await inject({
      method: 'DELETE',
      url: '/api/auth/session',
      headers: { authorization: `bearer ${member.accessToken}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(member.accessToken) });
    expect(after.statusCode).toBe(401);
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

    await db
      .updateTable('linkedin_connections')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', member.userId)
      .execute();
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
    expect(landing.searchParams.get('error')).toBe('linkedin_unreachable');
    const member = await server.signIn();
    expect(member.email).toBe('alex.morgan@example.com');
  });
});
