import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config';
import { databaseKinds } from '../../test-support/test-databases';
import { signInMember, type Member } from '../../test-support/sign-in-member';
import { bearer, startTestServer, type TestServer } from '../../test-support/test-server';
import { getPostAnalytics } from './get-post-analytics';
import { measureDuePosts } from './measure-due-posts';
import { MEASUREMENT_OFFSETS_MS, nextMeasurementAt, nextMidnightUtc } from './measurement-schedule';
import { NOT_ENABLED_MESSAGE, REFUSED_MESSAGE } from './refresh-member-analytics';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the measurement schedule', () => {
  const published = new Date('2026-03-01T10:00:00Z');
  it('follows a post’s life: 1 h, 6 h, 24 h, 3 days, 7 days, 30 days, then none', () => {
    const seen: Array<number | null> = [];
    let now = published;
    for (let i = 0; i <= MEASUREMENT_OFFSETS_MS.length; i += 1) {
      const next = nextMeasurementAt(published, now);
      seen.push(next === null ? null : next.getTime() - published.getTime());
      if (next === null) break;
      now = new Date(next.getTime() + 1000);
    }
    expect(seen).toEqual([HOUR, 6 * HOUR, DAY, 3 * DAY, 7 * DAY, 30 * DAY, null]);
  });
  it('skips the points a late measurement missed', () => {
    expect(nextMeasurementAt(published, new Date(published.getTime() + 2 * DAY))?.getTime()).toBe(published.getTime() + 3 * DAY);
  });
  it('holds a throttled member until the next midnight UTC', () => {
    expect(nextMidnightUtc(new Date('2026-03-01T23:59:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});

describe('LINKEDIN_POST_ANALYTICS', () => {
  const secrets = { LINKEDIN_CLIENT_ID: 'app', LINKEDIN_CLIENT_SECRET: 'secret' };
  it('is off by default against LinkedIn, on by default with the built-in sandbox, and asks for the scope only when on', () => {
    expect(loadConfig(secrets).linkedin).toMatchObject({
      postAnalytics: false,
      scopes: ['openid', 'profile', 'email', 'w_member_social'],
    });
    expect(loadConfig({ ...secrets, LINKEDIN_POST_ANALYTICS: 'true' }).linkedin.scopes).toContain('r_member_postAnalytics');
    expect(loadConfig({}).linkedin).toMatchObject({ sandbox: true, postAnalytics: true });
    expect(loadConfig({ LINKEDIN_POST_ANALYTICS: 'false' }).linkedin.scopes).not.toContain('r_member_postAnalytics');
  });
});

describe.each(databaseKinds)('post analytics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { LINKEDIN_POST_ANALYTICS: 'true' });
  });
  afterEach(() => server.sandbox.controls.reset());
  afterAll(() => server?.close());

  const db = () => server.deps.database.db;
  const member = () => signInMember(server, kind);

  async function publish(who: Member, content = 'What a week of shipping taught me.') {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/linkedin/post',
      headers: bearer(who.accessToken),
      payload: { hashtags: [], platform_connection_id: who.connectionId, content },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { post_id: string; platform_post_id: string };
  }
  /** Moves a post back in time: published `ageMs` ago, and due now. */
  const age = (postId: string, ageMs: number) =>
    db()
      .updateTable('posts')
      .set({
        published_at: new Date(Date.now() - ageMs),
        metrics_next_at: sql<Date>`now() - interval '1 second'`,
      })
      .where('id', '=', postId)
      .execute();
  const post = (postId: string) => db().selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
  const metricsOf = (postId: string) =>
    db().selectFrom('post_metrics').selectAll().where('post_id', '=', postId).orderBy('measured_at').execute();
  const connection = (who: Member) =>
    db().selectFrom('linkedin_connections').selectAll().where('id', '=', who.connectionId).executeTakeFirstOrThrow();
  const refresh = (who: Member) =>
    server.app.inject({ method: 'POST', url: '/api/analytics/refresh', headers: bearer(who.accessToken) });

  it('lists both routes in the API reference, behind the bearer token', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/analytics/posts']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/analytics/refresh']?.post?.security).toEqual([{ bearer: [] }]);
  });

  it('asks for r_member_postAnalytics at sign-in and records it as granted', async () => {
    expect(server.deps.config.linkedin.scopes).toContain('r_member_postAnalytics');
    const alex = await member();
    expect((await connection(alex)).scopes.split(/[\s,]+/)).toContain('r_member_postAnalytics');
  });

  it('measures a published post on schedule: first an hour in, then 6 h, then 3 days after a late run', async () => {
    const alex = await member();
    const { post_id } = await publish(alex);
    const fresh = await post(post_id);
    expect(new Date(fresh.metrics_next_at!).getTime() - new Date(fresh.published_at!).getTime()).toBe(HOUR);
    // Not due yet: nothing is fetched.
    await measureDuePosts(server.deps, 1000);
    expect(await metricsOf(post_id)).toHaveLength(0);

    await age(post_id, 2 * HOUR);
    await measureDuePosts(server.deps, 1000);
    const [first] = await metricsOf(post_id);
    expect(first).toMatchObject({ source: 'api', user_id: alex.userId, platform_post_id: fresh.platform_post_id });
    expect(first!.engagements).toBe(first!.reactions! + first!.comments! + first!.reshares!);
    let row = await post(post_id);
    expect(new Date(row.metrics_next_at!).getTime() - new Date(row.published_at!).getTime()).toBe(6 * HOUR);
    expect(row.metrics_fetches).toBe(1);

    await age(post_id, 2 * DAY);
    await measureDuePosts(server.deps, 1000);
    expect(await metricsOf(post_id)).toHaveLength(2);
    row = await post(post_id);
    expect(new Date(row.metrics_next_at!).getTime() - new Date(row.published_at!).getTime()).toBe(3 * DAY);

    await age(post_id, 31 * DAY);
    await measureDuePosts(server.deps, 1000);
    expect((await post(post_id)).metrics_next_at).toBeNull();
  });

  it('never measures one post twice when two workers run at once', async () => {
    const alex = await member();
    const posts = [await publish(alex, 'One'), await publish(alex, 'Two'), await publish(alex, 'Three')];
    for (const p of posts) await age(p.post_id, 2 * HOUR);
    await Promise.all([measureDuePosts(server.deps, 1000), measureDuePosts(server.deps, 1000)]);
    for (const p of posts) expect(await metricsOf(p.post_id)).toHaveLength(1);
  });

  it('a 403 (scope not granted) stops calls for the connection until the member signs in again; nothing is lost', async () => {
    const alex = await member();
    const { post_id } = await publish(alex);
    await age(post_id, 2 * HOUR);
    const due = (await post(post_id)).metrics_next_at;
    server.sandbox.controls.setFault('analytics.get', {
      status: 403,
      body: { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions' },
    });
    await measureDuePosts(server.deps, 1000);
    expect(await metricsOf(post_id)).toHaveLength(0);
    expect((await connection(alex)).analytics_refused_at).not.toBeNull();
    expect((await post(post_id)).metrics_next_at).toEqual(due);

    // LinkedIn would answer now, but Cadence no longer asks, and says why.
    server.sandbox.controls.setFault('analytics.get', null);
    await measureDuePosts(server.deps, 1000);
    expect(await metricsOf(post_id)).toHaveLength(0);
    const res = await refresh(alex);
    expect(res.json().data).toEqual({ available: false, posts_refreshed: 0, message: REFUSED_MESSAGE });

    // A new sign-in may grant the scope: the post is measured again.
    await server.signIn({ name: 'again', email: alex.email });
    expect((await connection(alex)).analytics_refused_at).toBeNull();
    await measureDuePosts(server.deps, 1000);
    expect(await metricsOf(post_id)).toHaveLength(1);
  });

  it('a connection without the scope is never called', async () => {
    const alex = await member();
    const { post_id } = await publish(alex);
    await db()
      .updateTable('linkedin_connections')
      .set({ scopes: 'openid,profile,email,w_member_social' })
      .where('id', '=', alex.connectionId)
      .execute();
    await age(post_id, 2 * HOUR);
    await measureDuePosts(server.deps, 1000);
    expect(await metricsOf(post_id)).toHaveLength(0);
    expect((await refresh(alex)).json().data.available).toBe(false);
  });

  it('a 429 holds the member’s calls until midnight UTC, then the post is measured', async () => {
    const alex = await member();
    const { post_id } = await publish(alex);
    await age(post_id, 2 * HOUR);
    const due = (await post(post_id)).metrics_next_at;
    server.sandbox.controls.setFault('analytics.get', {
      status: 429,
      body: { status: 429, message: 'Resource level throttle limit' },
    });
    await measureDuePosts(server.deps, 1000);
    const held = (await connection(alex)).analytics_held_until;
    expect(new Date(held!).toISOString()).toBe(nextMidnightUtc(new Date()).toISOString());
    expect((await post(post_id)).metrics_next_at).toEqual(due);
    expect((await refresh(alex)).json().data).toMatchObject({
      available: false,
      message: expect.stringContaining('midnight UTC'),
    });

    server.sandbox.controls.setFault('analytics.get', null);
    await measureDuePosts(server.deps, 1000);
    expect(await metricsOf(post_id)).toHaveLength(0);
    // Midnight UTC passes.
    await db()
      .updateTable('linkedin_connections')
      .set({ analytics_held_until: new Date(Date.now() - 1000) })
      .where('id', '=', alex.connectionId)
      .execute();
    await measureDuePosts(server.deps, 1000);
    expect(await metricsOf(post_id)).toHaveLength(1);
  });

  it('a 5xx backs off half an hour and keeps the schedule', async () => {
    const alex = await member();
    const { post_id } = await publish(alex);
    await age(post_id, 2 * HOUR);
    server.sandbox.controls.setFault('analytics.get', { status: 503, body: { status: 503, message: 'down' } });
    await measureDuePosts(server.deps, 1000);
    const next = new Date((await post(post_id)).metrics_next_at!).getTime() - Date.now();
    expect(next).toBeGreaterThan(25 * 60_000);
    expect(next).toBeLessThan(35 * 60_000);
    expect((await connection(alex)).analytics_held_until).toBeNull();
  });

  it('POST /api/analytics/refresh measures the member’s published posts now, and only theirs', async () => {
    const alex = await member();
    const other = await member();
    const mine = [await publish(alex, 'First'), await publish(alex, 'Second')];
    const theirs = await publish(other, 'Not yours');
    const res = await refresh(alex);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ available: true, posts_refreshed: 2, message: 'Measured 2 posts just now.' });
    for (const p of mine) expect(await metricsOf(p.post_id)).toHaveLength(1);
    expect(await metricsOf(theirs.post_id)).toHaveLength(0);
    expect((await server.app.inject({ method: 'POST', url: '/api/analytics/refresh' })).statusCode).toBe(401);
  });

  it('each published card carries its latest numbers', async () => {
    const alex = await member();
    const { post_id, platform_post_id } = await publish(alex);
    await refresh(alex);
    await db()
      .insertInto('post_metrics')
      .values({
        user_id: alex.userId,
        platform_post_id,
        source: 'export',
        measured_at: new Date(Date.now() + 60_000),
        impressions: 1234,
        reactions: 40,
        comments: 5,
        engagements: 45,
      })
      .execute();
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/scheduling/schedule?include_past=true',
      headers: bearer(alex.accessToken),
    });
    const cards = Object.values(
      res.json().data.schedule_by_date as Record<string, Array<{ id: string; metrics: unknown }>>,
    ).flat();
    expect(cards.find((c) => c.id === post_id)?.metrics).toEqual({
      impressions: 1234,
      reactions: 40,
      comments: 5,
      reshares: null,
      measured_at: expect.any(String),
      source: 'export',
    });
  });

  it('GET /api/analytics/posts: latest numbers per post, and every local day across a daylight-saving change', async () => {
    const alex = await member();
    const cadence = await publish(alex, 'Published by Cadence');
    await db().updateTable('users').set({ time_zone: 'Europe/Paris' }).where('id', '=', alex.userId).execute();
    const row = (urn: string, at: string, impressions: number, engagements: number, source: 'api' | 'export' = 'api') => ({
      user_id: alex.userId,
      platform_post_id: urn,
      published_at: new Date('2026-03-28T08:00:00Z'),
      source,
      measured_at: new Date(at),
      impressions,
      reactions: engagements,
      comments: 0,
      reshares: 0,
      engagements,
    });
    await db()
      .insertInto('post_metrics')
      .values([
        // Paris is UTC+1 until 02:00 on 29 March 2026, then UTC+2.
        row(cadence.platform_post_id, '2026-03-28T22:30:00Z', 40, 4), // 23:30 on the 28th in Paris
        row(cadence.platform_post_id, '2026-03-28T23:30:00Z', 100, 10), // 00:30 on the 29th
        row(cadence.platform_post_id, '2026-03-29T22:30:00Z', 250, 25), // 00:30 on the 30th (CEST)
        row('urn:li:share:900', '2026-03-29T10:00:00Z', 30, 3),
        row('urn:li:share:900', '2026-03-29T12:00:00Z', 500, 50, 'export'),
        // Published before the window: not listed, but what it earned in the window counts by day.
        { ...row('urn:li:share:901', '2026-01-05T10:00:00Z', 900, 90), published_at: new Date('2026-01-01T00:00:00Z') },
        { ...row('urn:li:share:901', '2026-03-29T10:00:00Z', 999, 99), published_at: new Date('2026-01-01T00:00:00Z') },
      ])
      .execute();
    await db()
      .insertInto('analytics_daily')
      .values({ user_id: alex.userId, date: '2026-03-28', impressions: 70, engagements: 7 })
      .execute();

    const data = await getPostAnalytics(server.deps, alex.userId, 3, new Date('2026-03-30T12:00:00Z'));
    expect(data.time_zone).toBe('Europe/Paris');
    expect(data.daily).toEqual([
      { date: '2026-03-28', impressions: 70, engagements: 7 }, // the export's own day
      { date: '2026-03-29', impressions: 60 + 30 + 99, engagements: 6 + 3 + 9 },
      { date: '2026-03-30', impressions: 150, engagements: 15 },
    ]);
    expect(data.totals).toEqual({ impressions: 409, engagements: 40 });
    expect(data.posts.map((p) => [p.platform_post_id, p.post_id, p.impressions, p.source])).toEqual(
      expect.arrayContaining([
        [cadence.platform_post_id, cadence.post_id, 250, 'api'],
        ['urn:li:share:900', null, 500, 'export'],
      ]),
    );
    // Published before the window: not listed.
    expect(data.posts).toHaveLength(2);

    const res = await server.app.inject({
      method: 'GET',
      url: '/api/analytics/posts?days=366',
      headers: bearer(alex.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.daily).toHaveLength(366);
    const bad = await server.app.inject({
      method: 'GET',
      url: '/api/analytics/posts?days=400',
      headers: bearer(alex.accessToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: expect.stringContaining('366') });
  });
});

describe.each(databaseKinds)('post analytics without LINKEDIN_POST_ANALYTICS on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('does not ask for the scope, measures nothing, and points the refresh at the export import', async () => {
    expect(server.deps.config.linkedin.scopes).not.toContain('r_member_postAnalytics');
    const alex = await signInMember(server, kind);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/linkedin/post',
      headers: bearer(alex.accessToken),
      payload: { hashtags: [], platform_connection_id: alex.connectionId, content: 'Plain' },
    });
    const { post_id } = res.json().data;
    await server.deps.database.db
      .updateTable('posts')
      .set({ metrics_next_at: new Date(Date.now() - 1000) })
      .where('id', '=', post_id)
      .execute();
    expect(await measureDuePosts(server.deps, 1000)).toEqual({ measured: 0 });
    const refresh = await server.app.inject({ method: 'POST', url: '/api/analytics/refresh', headers: bearer(alex.accessToken) });
    expect(refresh.json().data).toEqual({ available: false, posts_refreshed: 0, message: NOT_ENABLED_MESSAGE });
  });
});
