import { randomUUID } from 'node:crypto';
import type { Fault } from '@cadence/linkedin-sandbox';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/app-error';
import { closedPort } from '../linkedin/closed-port';
import { databaseKinds } from '../test-support/test-databases';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';
import { publishPostNow } from './publish-post-now';

const RECONNECT = 'LinkedIn no longer accepts Cadence’s access. Please reconnect your LinkedIn account.';
const MISSING_PERMISSION = 'Cadence is missing LinkedIn’s permission to post for you. Please reconnect and allow posting.';
const UNKNOWN_OUTCOME =
  'LinkedIn did not answer. Your post may or may not have been published; check LinkedIn before trying again.';
const CONNECT_FIRST = 'Please connect your LinkedIn account first';

describe.each(databaseKinds)('publishing now on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterEach(() => server.sandbox.controls.reset());
  afterAll(() => server?.close());

  const member = () => signInMember(server, kind);

  const publish = (who: Member, body: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/linkedin/post',
      headers: bearer(who.accessToken),
      payload: { hashtags: [], platform_connection_id: who.connectionId, ...body },
    });

  const postsOf = (who: Member) =>
    server.deps.database.db.selectFrom('posts').selectAll().where('user_id', '=', who.userId).orderBy('created_at').execute();
  const attemptsOf = (postId: string) =>
    server.deps.database.db.selectFrom('post_attempts').selectAll().where('post_id', '=', postId).orderBy('started_at').execute();
  const received = () => server.sandbox.controls.listPosts();

  it('publishes, answers the post’s ids and URL, and LinkedIn shows exactly the text', async () => {
    const alex = await member();
    const res = await publish(alex, {
      content: 'Three lessons from shipping weekly.\n\nFirst: small batches.',
      hashtags: ['#Leadership', 'Product Management'],
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.platform_post_id).toMatch(/^urn:li:share:\d+$/);
    expect(data.post_url).toBe(`https://www.linkedin.com/feed/update/${data.platform_post_id}`);

    const [post] = received();
    expect(post).toMatchObject({
      urn: data.platform_post_id,
      author: `urn:li:person:${alex.linkedinId}`,
      text: 'Three lessons from shipping weekly.\n\nFirst: small batches.\n\n#Leadership #ProductManagement',
      truncated: false,
      linkedInVersion: server.deps.config.linkedin.apiVersion,
    });
    expect(post?.commentary).toContain(String.raw`{hashtag|\#|Leadership} {hashtag|\#|ProductManagement}`);

    const [row] = await postsOf(alex);
    expect(row).toMatchObject({
      id: data.post_id,
      status: 'published',
      connection_id: alex.connectionId,
      content: 'Three lessons from shipping weekly.\n\nFirst: small batches.',
      hashtags: ['Leadership', 'ProductManagement'],
      platform_post_id: data.platform_post_id,
      post_url: data.post_url,
      error_message: null,
    });
    expect(row?.published_at).toBeInstanceOf(Date);
    expect(await attemptsOf(data.post_id)).toEqual([
      expect.objectContaining({
        outcome: 'published',
        http_status: 201,
        platform_post_id: data.platform_post_id,
        finished_at: expect.any(Date),
      }),
    ]);
  });

  it('delivers text full of reserved characters, emoji and inline hashtags whole', async () => {
    const alex = await member();
    const content =
      'Costs (a) [b] {c} <d> @e *bold* _it_ ~x~ a|b back\\slash C# #1 🚀👩🏽‍💻 café\n' +
      'Mentions @[not](a link) and {hashtag|#|fake} stay text; #AI stays a hashtag. Ĳ ʤ 한국어 العربية';
    const res = await publish(alex, { content, hashtags: ['AI', 'Growth'] });
    expect(res.statusCode).toBe(200);
    expect(received()).toEqual([expect.objectContaining({ text: `${content}\n\n#Growth`, truncated: false })]);
  });

  it.each<[string, Fault, number, string | RegExp]>([
    [
      '401 invalid token',
      {
        status: 401,
        body: { status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' },
      },
      409,
      RECONNECT,
    ],
    [
      '403 missing permission',
      { status: 403, body: { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions' } },
      403,
      MISSING_PERMISSION,
    ],
    ['5xx', { status: 503 }, 502, UNKNOWN_OUTCOME],
    ['500 after a slow answer', { status: 500, delayMs: 50 }, 502, UNKNOWN_OUTCOME],
    ['another 4xx', { status: 400, body: { status: 400, message: 'Bad request' } }, 502, /^LinkedIn refused this post/],
  ])('maps LinkedIn’s %s to its status and message, a failed row and an attempt', async (_label, fault, status, message) => {
    const alex = await member();
    // Twice: an unknown outcome is settled by one identical re-send, which must meet it again.
    server.sandbox.controls.setFault('posts.create', { ...fault, times: 2 });
    const res = await publish(alex, { content: `A post meeting ${_label}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: message });
    const [row] = await postsOf(alex);
    expect(row).toMatchObject({ status: 'failed', error_message: res.json().error, platform_post_id: null });
    const [attempt] = await attemptsOf(row!.id);
    expect(attempt).toMatchObject({
      outcome: status === 502 && message === UNKNOWN_OUTCOME ? 'unknown' : 'rejected',
      http_status: fault.status,
    });
  });

  it('marks the connection disconnected when LinkedIn revokes the token, then asks to connect first', async () => {
    const alex = await member();
    server.sandbox.controls.revokeAllTokens();
    const res = await publish(alex, { content: 'Revoked meanwhile' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(RECONNECT);
    expect(await attemptsOf((await postsOf(alex))[0]!.id)).toEqual([
      expect.objectContaining({ outcome: 'rejected', http_status: 401, error_code: 'unauthorized' }),
    ]);
    const profile = await server.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(alex.accessToken) });
    expect(profile.json().data.connections[0].is_active).toBe(false);

    const again = await publish(alex, { content: 'Try again' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(CONNECT_FIRST);
    expect(await postsOf(alex)).toHaveLength(1);
  });

  it('answers Post Now of a text already live with 409 naming the live post, and stores nothing as failed', async () => {
    const alex = await member();
    const first = await publish(alex, { content: 'Exactly the same words' });
    const urn = first.json().data.platform_post_id;
    const second = await publish(alex, { content: 'Exactly the same words' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(
      `LinkedIn says this exact post was already published: https://www.linkedin.com/feed/update/${urn}`,
    );
    expect((await postsOf(alex)).map((p) => [p.status, p.platform_post_id])).toEqual([['published', urn]]);
    expect(received()).toHaveLength(1);
  });

  it('settles a Post Now left unknown when the member posts it again: published with the URN LinkedIn names', async () => {
    const alex = await member();
    const first = await publish(alex, { content: 'Answer lost on the way back' });
    const { post_id: postId, platform_post_id: urn } = first.json().data;
    // What a send whose answer never came, and whose settling re-send went unanswered too, leaves.
    await server.deps.database.db
      .updateTable('posts')
      .set({ status: 'failed', failure_kind: 'unknown', error_message: UNKNOWN_OUTCOME, platform_post_id: null, post_url: null })
      .where('id', '=', postId)
      .execute();
    await server.deps.database.db
      .updateTable('post_attempts')
      .set({ outcome: 'unknown', platform_post_id: null, error_code: 'no_answer' })
      .where('post_id', '=', postId)
      .execute();

    const again = await publish(alex, { content: 'Answer lost on the way back' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain(urn);
    expect((await postsOf(alex)).map((p) => [p.id, p.status, p.platform_post_id, p.failure_kind, p.error_message])).toEqual([
      [postId, 'published', urn, null, null],
    ]);
    expect(received()).toHaveLength(1);
  });

  it('passes LinkedIn’s daily limit on as 429', async () => {
    const alex = await member();
    server.sandbox.controls.setDailyPostLimit(0);
    const res = await publish(alex, { content: 'One too many' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('LinkedIn’s daily posting limit was reached. Please try again later.');
    expect((await postsOf(alex))[0]).toMatchObject({ status: 'failed', error_message: res.json().error });
  });

  it('records a time-out that its re-send cannot settle as an unknown outcome, never as a clean failure', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', { status: 201, delayMs: 1500, times: 2 });
    const attempt = publishPostNow(
      server.deps,
      alex.userId,
      { content: 'Slow LinkedIn', hashtags: [], platform_connection_id: alex.connectionId },
      { timeoutMs: 100, reconcileDelayMs: 0 },
    );
    await expect(attempt).rejects.toMatchObject({ code: 'BAD_GATEWAY', message: UNKNOWN_OUTCOME });
    const [row] = await postsOf(alex);
    expect(row).toMatchObject({ status: 'failed', error_message: UNKNOWN_OUTCOME });
    expect(await attemptsOf(row!.id)).toEqual([
      expect.objectContaining({ outcome: 'unknown', http_status: null, error_code: 'no_answer' }),
      expect.objectContaining({ outcome: 'unknown', http_status: null, error_code: 'no_answer' }),
    ]);
  });

  it('settles a lost answer before answering: LinkedIn’s duplicate names the post, published once with its URN', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', { status: 201, afterAccept: true, delayMs: 1500, times: 1 });
    const sent = await publishPostNow(
      server.deps,
      alex.userId,
      { content: 'Answer lost, then found', hashtags: [], platform_connection_id: alex.connectionId },
      { timeoutMs: 100, reconcileDelayMs: 0 },
    );
    const [live] = received();
    expect(received()).toHaveLength(1);
    expect(sent.platform_post_id).toBe(live!.urn);
    expect((await postsOf(alex)).map((p) => [p.status, p.platform_post_id])).toEqual([['published', live!.urn]]);
    expect((await attemptsOf(sent.post_id)).map((a) => [a.outcome, a.error_code])).toEqual([
      ['unknown', 'no_answer'],
      ['rejected', 'duplicate'],
    ]);
  });

  it('settles a single 5xx by one identical re-send: published once', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', { status: 503, times: 1 });
    const res = await publish(alex, { content: 'LinkedIn hiccuped once' });
    expect(res.statusCode).toBe(200);
    expect(received()).toHaveLength(1);
    expect((await postsOf(alex)).map((p) => p.status)).toEqual(['published']);
  });

  it('says nothing was published when LinkedIn cannot be reached at all', async () => {
    const alex = await member();
    const linkedin = { ...server.deps.config.linkedin, apiBaseUrl: `http://127.0.0.1:${await closedPort()}` };
    const offline = { ...server.deps, config: { ...server.deps.config, linkedin } };
    const attempt = publishPostNow(offline, alex.userId, {
      content: 'Offline',
      hashtags: [],
      platform_connection_id: alex.connectionId,
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/was not published/),
    });
    expect(await attemptsOf((await postsOf(alex))[0]!.id)).toEqual([
      expect.objectContaining({ outcome: 'rejected', error_code: 'unreachable' }),
    ]);
  });

  it('refuses more than 3,000 characters before sending anything', async () => {
    const alex = await member();
    const res = await publish(alex, { content: 'x'.repeat(2990), hashtags: ['Leadership'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Your post is 3,003 characters long with its hashtags; LinkedIn allows 3,000. Please shorten it by 3 characters.',
    );
    expect(received()).toEqual([]);
    expect(await postsOf(alex)).toEqual([]);
    expect((await publish(alex, { content: 'y'.repeat(3000) })).statusCode).toBe(200);
  });

  it('refuses a post that still holds a placeholder before sending anything', async () => {
    const alex = await member();
    const res = await publish(alex, {
      content: 'The day [your moment] changed how I hire. Then [Your lesson], and [your moment] again.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Replace "[your moment]", "[Your lesson]" with your own words before posting.');
    expect(received()).toEqual([]);
    expect(await postsOf(alex)).toEqual([]);
    // Square brackets of the member's own are text, not gaps.
    expect((await publish(alex, { content: 'Shipped [beta] to [our first customer] today.' })).statusCode).toBe(200);
  });

  it('never uses another member’s connection, and answers it like an unknown one', async () => {
    const alex = await member();
    const sam = await member();
    const foreign = await publish(alex, { content: 'Not mine', platform_connection_id: sam.connectionId });
    const unknown = await publish(alex, { content: 'Nobody’s', platform_connection_id: randomUUID() });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json().error).toBe('LinkedIn connection not found. Please connect your LinkedIn account first.');
    expect(received()).toEqual([]);
    expect(await postsOf(alex)).toEqual([]);
    expect(await postsOf(sam)).toEqual([]);
  });

  it('asks to connect first when the connection has expired or was revoked', async () => {
    const alex = await member();
    const { db } = server.deps.database;
    await db
      .updateTable('linkedin_connections')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', alex.connectionId)
      .execute();
    const expired = await publish(alex, { content: 'Expired' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(CONNECT_FIRST);

    const sam = await member();
    await db
      .updateTable('linkedin_connections')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', sam.connectionId)
      .execute();
    expect((await publish(sam, { content: 'Revoked' })).json().error).toBe(CONNECT_FIRST);
    expect(received()).toEqual([]);
  });

  it('refuses up front a connection granted without the posting permission', async () => {
    const alex = await member();
    await server.deps.database.db
      .updateTable('linkedin_connections')
      .set({ scopes: 'openid,profile,email' })
      .where('id', '=', alex.connectionId)
      .execute();
    const res = await publish(alex, { content: 'No permission' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MISSING_PERMISSION);
    expect(received()).toEqual([]);
  });

  it('explains a bad request: missing or blank content, a malformed connection id, no session', async () => {
    const alex = await member();
    const missing = await publish(alex, { content: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/content/);
    expect((await publish(alex, { content: '   ' })).json().error).toMatch(/content is required/);
    expect((await publish(alex, { content: 'x', platform_connection_id: 'abc' })).json().error).toMatch(
      /platform_connection_id must be a connection id/,
    );
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/linkedin/post',
      payload: { content: 'x', hashtags: [], platform_connection_id: alex.connectionId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(received()).toEqual([]);
  });
});

describe.each(databaseKinds)('a retired LinkedIn API version on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { LINKEDIN_API_VERSION: '200001' });
  });
  afterAll(() => server?.close());

  it('answers with a message for support, fails the post and logs an error', async () => {
    const alex = await server.signIn({ email: `retired.${kind}@example.com` });
    const profile = await server.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(alex.accessToken) });
    const connectionId: string = profile.json().data.connections[0].id;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/linkedin/post',
      headers: bearer(alex.accessToken),
      payload: { content: 'Old version', hashtags: [], platform_connection_id: connectionId },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('Cadence uses a LinkedIn API version LinkedIn has retired. Please contact support.');

    const log = { error: vi.fn(), warn: vi.fn() };
    const direct = publishPostNow(
      server.deps,
      alex.userId,
      { content: 'Old version again', hashtags: [], platform_connection_id: connectionId },
      { log },
    );
    await expect(direct).rejects.toBeInstanceOf(AppError);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'version_retired', httpStatus: 426 }),
      expect.stringMatching(/NONEXISTENT_VERSION/),
    );
    const rows = await server.deps.database.db
      .selectFrom('posts')
      .select(['status'])
      .where('user_id', '=', alex.userId)
      .execute();
    expect(rows).toEqual([{ status: 'failed' }, { status: 'failed' }]);
    expect(server.sandbox.controls.listPosts()).toEqual([]);
  });
});
