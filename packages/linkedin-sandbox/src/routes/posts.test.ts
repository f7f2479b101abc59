import { describe, expect, it } from 'vitest';
import { rollingVersionWindow } from '../api-versions.ts';
import { memberSub } from '../member-profile.ts';
import { createPostsState, postsCreatedToday, savePost, type SandboxPost } from '../posts-store.ts';
import { callControl, mountSandbox, prefix, signIn, useSharedSandbox } from '../test-support.ts';

const sandbox = useSharedSandbox();

const currentVersion = rollingVersionWindow(1).newest;
const postingScope = 'openid profile email w_member_social';

interface CallOptions {
  token?: string;
  version?: string | null;
  protocol?: string | null;
}

function headers({ token, version = currentVersion, protocol = '2.0.0' }: CallOptions) {
  return {
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    ...(version === null ? {} : { 'linkedin-version': version }),
    ...(protocol === null ? {} : { 'x-restli-protocol-version': protocol }),
  };
}

function postBody(author: string, commentary: string, extra: Record<string, unknown> = {}) {
  return {
    author,
    commentary,
    visibility: 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
    ...extra,
  };
}

const createPost = (body: unknown, options: CallOptions) =>
  sandbox.app.inject({
    method: 'POST',
    url: `${prefix}/rest/posts`,
    headers: { ...headers(options), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const onePost = (method: 'GET' | 'DELETE', urn: string, options: CallOptions) =>
  sandbox.app.inject({ method, url: `${prefix}/rest/posts/${encodeURIComponent(urn)}`, headers: headers(options) });

async function member(email = 'alex.morgan@example.com', scope = postingScope) {
  const tokens = await signIn(sandbox.app, { email, scope });
  return { token: tokens.access_token, author: `urn:li:person:${memberSub(email)}` };
}

describe('Posts API: create', () => {
  it('answers 201 with the URN in x-restli-id and an empty body, and keeps what it received', async () => {
    const { token, author } = await member();
    const response = await createPost(postBody(author, 'Hello LinkedIn\nSecond line'), { token });
    expect(response.statusCode).toBe(201);
    expect(response.body).toBe('');
    const urn = String(response.headers['x-restli-id']);
    expect(urn).toMatch(/^urn:li:share:7\d{18}$/);
    expect(sandbox.controls.listPosts()).toEqual([
      expect.objectContaining({
        urn,
        author,
        commentary: 'Hello LinkedIn\nSecond line',
        text: 'Hello LinkedIn\nSecond line',
        truncated: false,
        visibility: 'PUBLIC',
        lifecycleState: 'PUBLISHED',
        linkedInVersion: currentVersion,
        deletedAt: null,
      }),
    ]);
  });

  it('shows escaped reserved characters, hashtag templates and mentions whole', async () => {
    const { token, author } = await member();
    const commentary = String.raw`Costs \(a\) \[b\] \{c\} \<d\> \@e \#f \*g\* \_h\_ \~i\~ \|j\| \\k — café 🚀 {hashtag|\#|AI} {hashtag|\#|deep\_learning} @[Ada Lovelace](urn:li:person:abc123)`;
    const response = await createPost(postBody(author, commentary), { token });
    expect(response.statusCode).toBe(201);
    const [post] = sandbox.controls.listPosts();
    expect(post?.text).toBe('Costs (a) [b] {c} <d> @e #f *g* _h_ ~i~ |j| \\k — café 🚀 #AI #deep_learning Ada Lovelace');
    expect(post?.truncated).toBe(false);
  });

  it('silently cuts the text at the first unescaped reserved character, still answering 201', async () => {
    const { token, author } = await member();
    for (const [commentary, shown] of [
      ['We shipped it (finally) today', 'We shipped it '],
      ['Ratio 3 > 2 holds', 'Ratio 3 '],
      ['Say #hello to everyone', 'Say '],
      ['snake_case names', 'snake'],
      ['broken {hashtag|\\#|} template', 'broken '],
      ['trailing backslash \\', 'trailing backslash '],
    ] as const) {
      const response = await createPost(postBody(author, commentary), { token });
      expect(response.statusCode).toBe(201);
      const post = sandbox.controls.listPosts().at(-1);
      expect(post).toMatchObject({ commentary, text: shown, truncated: true });
    }
  });

  it('refuses the same commentary from the same member within 24 hours, naming the original', async () => {
    const alex = await member();
    const first = await createPost(postBody(alex.author, 'Same words'), { token: alex.token });
    const original = String(first.headers['x-restli-id']);
    const again = await createPost(postBody(alex.author, 'Same words'), { token: alex.token });
    expect(again.statusCode).toBe(422);
    // LinkedIn's shape: the code in errorDetails.inputErrors, none at the top level.
    expect(again.json()).toEqual({
      status: 422,
      message: `ERROR :: /commentary :: Content is a duplicate of ${original}`,
      errorDetailType: 'com.linkedin.common.error.BadRequest',
      errorDetails: {
        inputErrors: [
          {
            description: 'Duplicate post is detected',
            input: { inputPath: { fieldPath: '/commentary' } },
            code: 'DUPLICATE_POST',
          },
        ],
      },
    });

    const sam = await member('sam@example.com');
    expect((await createPost(postBody(sam.author, 'Same words'), { token: sam.token })).statusCode).toBe(201);
    expect((await onePost('DELETE', original, { token: alex.token })).statusCode).toBe(204);
    expect((await createPost(postBody(alex.author, 'Same words'), { token: alex.token })).statusCode).toBe(201);
  });

  it('answers 429 once the member reached the daily limit, counting each member apart', async () => {
    sandbox.controls.setDailyPostLimit(2);
    const alex = await member();
    expect((await createPost(postBody(alex.author, 'one'), { token: alex.token })).statusCode).toBe(201);
    expect((await createPost(postBody(alex.author, 'two'), { token: alex.token })).statusCode).toBe(201);
    const third = await createPost(postBody(alex.author, 'three'), { token: alex.token });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    const sam = await member('sam@example.com');
    expect((await createPost(postBody(sam.author, 'three'), { token: sam.token })).statusCode).toBe(201);
  });

  it('refuses more than 3000 characters as LinkedIn shows them, escapes not counted', async () => {
    const { token, author } = await member();
    expect((await createPost(postBody(author, '\\('.repeat(3000)), { token })).statusCode).toBe(201);
    const long = await createPost(postBody(author, 'x'.repeat(3001)), { token });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toMatch(/commentary/);
  });

  it('validates the body like LinkedIn: unknown fields 400, bad or missing values 422', async () => {
    const { token, author } = await member();
    const unknown = await createPost(postBody(author, 'x', { text: 'oops' }), { token });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unpermitted fields present in REQUEST_BODY.*\/text/);
    const { visibility: _visibility, ...withoutVisibility } = postBody(author, 'x');
    const missing = await createPost(withoutVisibility, { token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toMatch(/\/visibility :: field is required/);
    expect((await createPost(postBody('someone', 'x'), { token })).statusCode).toBe(422);
    expect((await createPost(postBody(author, 'x', { lifecycleState: 'LIVE' }), { token })).statusCode).toBe(422);
    expect(sandbox.controls.listPosts()).toEqual([]);
  });
});

describe('Posts API: versions, protocol, tokens and permissions', () => {
  it('needs a LinkedIn-Version header and answers 426 for a retired or unknown version', async () => {
    const { token, author } = await member();
    const missing = await createPost(postBody(author, 'x'), { token, version: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VERSION_MISSING');
    for (const version of ['200001', '209912', 'latest']) {
      const retired = await createPost(postBody(author, 'x'), { token, version });
      expect(retired.statusCode).toBe(426);
      expect(retired.json()).toEqual({
        status: 426,
        code: 'NONEXISTENT_VERSION',
        message: `Requested version ${version} is not active`,
      });
    }
    expect((await createPost(postBody(author, 'patch release'), { token, version: `${currentVersion}.01` })).statusCode).toBe(
      201,
    );
  });

  it('follows a pinned version window until it is released again', async () => {
    const { token, author } = await member();
    sandbox.controls.setSupportedVersions({ oldest: '202301', newest: '202306' });
    expect((await createPost(postBody(author, 'a'), { token })).statusCode).toBe(426);
    expect((await createPost(postBody(author, 'a'), { token, version: '202303' })).statusCode).toBe(201);
    sandbox.controls.setSupportedVersions(null);
    expect((await createPost(postBody(author, 'b'), { token })).statusCode).toBe(201);
    expect(() => sandbox.controls.setSupportedVersions({ oldest: '202313', newest: '202401' })).toThrow(/YYYYMM/);
  });

  it('needs X-Restli-Protocol-Version 2.0.0', async () => {
    const { token, author } = await member();
    expect((await createPost(postBody(author, 'x'), { token, protocol: null })).statusCode).toBe(400);
    expect((await createPost(postBody(author, 'x'), { token, protocol: '1.0.0' })).statusCode).toBe(400);
  });

  it('answers 401 65600 for a missing or expired token and 65601 once revoked', async () => {
    const { token, author } = await member();
    const none = await createPost(postBody(author, 'x'), {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN' });
    sandbox.controls.revokeAllTokens();
    const revoked = await createPost(postBody(author, 'x'), { token });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN' });
    sandbox.controls.setTokenTtlSeconds(0);
    const expired = await member();
    expect((await createPost(postBody(expired.author, 'x'), { token: expired.token })).json()).toMatchObject({
      serviceErrorCode: 65600,
    });
    expect(sandbox.controls.listPosts()).toEqual([]);
  });

  it('answers 403 without w_member_social, or for another member as author', async () => {
    const readOnly = await member('alex.morgan@example.com', 'openid profile email');
    const denied = await createPost(postBody(readOnly.author, 'x'), { token: readOnly.token });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      status: 403,
      code: 'ACCESS_DENIED',
      message: expect.stringMatching(/^Not enough permissions to access: partnerApiPostsExternal\.CREATE\./),
    });
    const alex = await member();
    const sam = await member('sam@example.com');
    const impersonating = await createPost(postBody(sam.author, 'x'), { token: alex.token });
    expect(impersonating.statusCode).toBe(403);
    expect(sandbox.controls.listPosts()).toEqual([]);
  });

  it('answers with an injected fault before anything else', async () => {
    const { token, author } = await member();
    sandbox.controls.setFault('posts.create', { status: 503, times: 1 });
    expect((await createPost(postBody(author, 'x'), { token })).statusCode).toBe(503);
    expect((await createPost(postBody(author, 'x'), { token })).statusCode).toBe(201);
    expect(sandbox.controls.listPosts()).toHaveLength(1);
  });

  it('loses its answer after accepting a post (afterAccept): the post is saved, the answer is late or an error', async () => {
    const { token, author } = await member();
    // Held back: the 201 comes only after the delay, past a client's time-out.
    sandbox.controls.setFault('posts.create', { status: 201, afterAccept: true, delayMs: 50, times: 1 });
    const late = await createPost(postBody(author, 'Held back answer'), { token });
    expect(late.statusCode).toBe(201);
    // An error answer for a post LinkedIn has nevertheless kept.
    sandbox.controls.setFault('posts.create', { status: 504, afterAccept: true, times: 1 });
    expect((await createPost(postBody(author, 'Lost answer'), { token })).statusCode).toBe(504);
    expect(sandbox.controls.listPosts().map((p) => p.commentary)).toEqual(['Held back answer', 'Lost answer']);
    // So a repeat of the identical commentary names the post LinkedIn has.
    const repeat = await createPost(postBody(author, 'Lost answer'), { token });
    expect(repeat.statusCode).toBe(422);
    expect(repeat.json()).toMatchObject({ errorDetails: { inputErrors: [{ code: 'DUPLICATE_POST' }] } });
    expect(JSON.stringify(repeat.json())).toContain(sandbox.controls.listPosts()[1]!.urn);
    expect(sandbox.controls.listPosts()).toHaveLength(2);
  });

  it('drops its answer after accepting a post (dropAnswer): the client sees the connection close', async () => {
    // Over a real socket: only a listening server can close a connection.
    const own = await mountSandbox();
    try {
      const address = await own.app.listen({ host: '127.0.0.1', port: 0 });
      const tokens = await signIn(own.app, { email: 'alex.morgan@example.com', scope: postingScope });
      const author = `urn:li:person:${memberSub('alex.morgan@example.com')}`;
      const send = () =>
        fetch(`${address}${prefix}/rest/posts`, {
          method: 'POST',
          headers: { ...headers({ token: tokens.access_token }), 'content-type': 'application/json' },
          body: JSON.stringify(postBody(author, 'Dropped answer')),
        });
      own.controls.setFault('posts.create', { status: 201, afterAccept: true, dropAnswer: true, times: 1 });
      await expect(send()).rejects.toThrow();
      expect(own.controls.listPosts().map((p) => p.commentary)).toEqual(['Dropped answer']);
      expect((await send()).status).toBe(422);
    } finally {
      await own.app.close();
    }
  });

  it('reads back the commentary LinkedIn kept, not what it was sent, for a post it cut short', async () => {
    const { token, author } = await member();
    const cut = await createPost(postBody(author, 'We shipped it (finally) today'), { token });
    const got = await onePost('GET', String(cut.headers['x-restli-id']), { token });
    expect(got.json()).toMatchObject({ commentary: 'We shipped it ' });
    // keepCharacters: LinkedIn keeps only the first characters of what it was sent, still answering 201.
    sandbox.controls.setFault('posts.create', { status: 201, afterAccept: true, keepCharacters: 7, times: 1 });
    const kept = await createPost(postBody(author, 'Seven characters and then some'), { token });
    expect(kept.statusCode).toBe(201);
    expect((await onePost('GET', String(kept.headers['x-restli-id']), { token })).json()).toMatchObject({
      commentary: 'Seven c',
    });
  });
});

describe('Posts API: get and delete', () => {
  it('returns a post to its author, deletes it idempotently, then no longer finds it', async () => {
    const alex = await member();
    const created = await createPost(postBody(alex.author, 'Keep \\(this\\)'), { token: alex.token });
    const urn = String(created.headers['x-restli-id']);
    const got = await onePost('GET', urn, { token: alex.token });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      id: urn,
      author: alex.author,
      commentary: 'Keep \\(this\\)',
      lifecycleState: 'PUBLISHED',
      visibility: 'PUBLIC',
      createdAt: expect.any(Number),
    });
    const sam = await member('sam@example.com');
    expect((await onePost('GET', urn, { token: sam.token })).statusCode).toBe(403);
    expect((await onePost('DELETE', urn, { token: sam.token })).statusCode).toBe(403);

    expect((await onePost('DELETE', urn, { token: alex.token })).statusCode).toBe(204);
    expect((await onePost('DELETE', urn, { token: alex.token })).statusCode).toBe(204);
    expect((await onePost('GET', urn, { token: alex.token })).statusCode).toBe(404);
    expect((await onePost('DELETE', 'urn:li:share:1', { token: alex.token })).statusCode).toBe(404);
    expect(sandbox.controls.listPosts()[0]?.deletedAt).toEqual(expect.any(String));
  });

  it('needs the version header and a live token for reads and deletes too, and honours their faults', async () => {
    const alex = await member();
    const urn = String((await createPost(postBody(alex.author, 'x'), { token: alex.token })).headers['x-restli-id']);
    expect((await onePost('GET', urn, { token: alex.token, version: '200001' })).statusCode).toBe(426);
    expect((await onePost('DELETE', urn, {})).statusCode).toBe(401);
    sandbox.controls.setFault('posts.get', { status: 500, times: 1 });
    sandbox.controls.setFault('posts.delete', { status: 504, times: 1 });
    expect((await onePost('GET', urn, { token: alex.token })).statusCode).toBe(500);
    expect((await onePost('DELETE', urn, { token: alex.token })).statusCode).toBe(504);
  });

  it('shows the post on its feed page as LinkedIn would, escaped', async () => {
    const alex = await member();
    const urn = String(
      (await createPost(postBody(alex.author, 'Hi \\<script\\>alert\\(1\\)\\</script\\>'), { token: alex.token })).headers[
        'x-restli-id'
      ],
    );
    const page = await sandbox.app.inject({ method: 'GET', url: `${prefix}/feed/update/${urn}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await sandbox.app.inject({ method: 'GET', url: `${prefix}/feed/update/urn:li:share:1` })).statusCode).toBe(404);
  });

  it('forgets every post on reset', async () => {
    const alex = await member();
    await createPost(postBody(alex.author, 'x'), { token: alex.token });
    sandbox.controls.reset();
    expect(sandbox.controls.listPosts()).toEqual([]);
  });
});

describe('Posts API: HTTP controls', () => {
  const control = (method: 'GET' | 'PUT' | 'DELETE', path: string, body?: unknown) => callControl(sandbox, method, path, body);

  it('list posts with their decoded text and change the limit and the version window', async () => {
    const alex = await member();
    await createPost(postBody(alex.author, 'Read \\#me {hashtag|\\#|back}'), { token: alex.token });
    const listed = await control('GET', '/posts');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ dailyPostLimit: 150, posts: [{ text: 'Read #me #back' }] });

    expect((await control('PUT', '/daily-post-limit', { limit: 1 })).json()).toMatchObject({ dailyPostLimit: 1 });
    expect((await createPost(postBody(alex.author, 'second'), { token: alex.token })).statusCode).toBe(429);

    const pinned = await control('PUT', '/api-versions', { oldest: '202401', newest: '202412' });
    expect(pinned.json().activeVersions).toEqual({ oldest: '202401', newest: '202412' });
    expect((await control('DELETE', '/api-versions')).json().activeVersions).toEqual(rollingVersionWindow(24));
  });

  it.each([
    ['/daily-post-limit', { limit: -1 }],
    ['/daily-post-limit', { max: 3 }],
    ['/api-versions', { oldest: '2024-01', newest: '202412' }],
    ['/api-versions', { oldest: '202412', newest: '202401' }],
  ])('refuse bad input on %s with a message', async (path, body) => {
    const response = await control('PUT', path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('version window and daily counts', () => {
  it('rolls over the year boundary', () => {
    expect(rollingVersionWindow(12, new Date('2026-11-21T00:00:00Z'))).toEqual({ oldest: '202512', newest: '202611' });
    expect(rollingVersionWindow(3, new Date('2027-01-31T23:59:59Z'))).toEqual({ oldest: '202611', newest: '202701' });
  });

  it('resets the daily count at midnight UTC', () => {
    const state = createPostsState({});
    const post = (urn: string, createdAt: number): SandboxPost => ({
      urn,
      author: 'urn:li:person:a',
      authorName: 'A',
      content: null,
      commentary: urn,
      text: urn,
      truncated: false,
      visibility: 'PUBLIC',
      lifecycleState: 'PUBLISHED',
      distribution: {},
      isReshareDisabledByAuthor: false,
      linkedInVersion: '202611',
      createdAt,
      deletedAt: null,
    });
    const lateEvening = Date.parse('2026-11-21T23:59:00Z');
    savePost(state, post('one', lateEvening));
    savePost(state, post('two', lateEvening));
    expect(postsCreatedToday(state, 'urn:li:person:a', lateEvening)).toBe(2);
    expect(postsCreatedToday(state, 'urn:li:person:a', Date.parse('2026-11-22T00:00:00Z'))).toBe(0);
  });
});
