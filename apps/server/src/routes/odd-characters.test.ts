import { startNewsSandbox, type RunningNewsSandbox } from '@cadence/linkedin-sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type SignedIn, type TestServer } from '../test-support/test-server';

// Point 9 of issue 8: text with NULs, other control characters or lone surrogates gets one rule at
// the contract (packages/contract/src/text/user-text.ts), on every route.

describe.each(databaseKinds)('odd characters in what members send, on %s', (kind) => {
  let news: RunningNewsSandbox;
  let server: TestServer;
  let member: SignedIn & { connectionId: string };

  beforeAll(async () => {
    news = await startNewsSandbox();
    server = await startTestServer(kind, { TOPIC_SOURCES: 'sandbox', NEWS_SANDBOX_URL: news.url, TOPIC_FETCH_TIMEOUT_MS: '800' });
    const signedIn = await server.signIn({ email: 'odd.characters@example.com' });
    const profile = await server.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(signedIn.accessToken) });
    member = { ...signedIn, connectionId: profile.json().data.connections[0].id };
  });
  afterEach(() => server.sandbox.controls.reset());
  afterAll(async () => {
    await server?.close();
    await news?.close();
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url, headers: bearer(member.accessToken), payload });
  const publish = (content: string, hashtags: string[] = []) =>
    post('/api/linkedin/post', { content, hashtags, platform_connection_id: member.connectionId });

  it('refuses a post of only NUL characters with a clear 400, and LinkedIn receives nothing', async () => {
    for (const content of ['\u0000', '\u0000'.repeat(3000), '\u0000 \u0007\r\n\u200B']) {
      const res = await publish(content);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Invalid body: content: content is required', code: 'BAD_REQUEST' });
    }
    expect(server.sandbox.controls.listPosts()).toEqual([]);
  });

  it('publishes content with NULs mixed in without them, on LinkedIn and in the schedule', async () => {
    const res = await publish('Ship\u0000 small\u0000 batches.\r\n\u0000Every week.', ['#Lead\u0000ership']);
    expect(res.statusCode).toBe(200);
    const [sent] = server.sandbox.controls.listPosts();
    expect(sent?.text).toBe('Ship small batches.\nEvery week.\n\n#Leadership');
    const row = await server.deps.database.db
      .selectFrom('posts')
      .select(['content', 'hashtags'])
      .where('id', '=', res.json().data.post_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ content: 'Ship small batches.\nEvery week.', hashtags: ['Leadership'] });
  });

  it('refuses a lone surrogate in a post instead of sending LinkedIn a broken character', async () => {
    const res = await publish('Half an emoji: \uD83D');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid body: content: content contains an invalid character');
    expect(server.sandbox.controls.listPosts()).toEqual([]);
  });

  it('answers 400, not 500, to a NUL or a lone surrogate in the trending topics niche', async () => {
    const cases = [
      [{ niche: '\u0000' }, 'Invalid body: niche: niche is required'],
      [{ niche: 'Tech\uD800' }, 'Invalid body: niche: niche contains an invalid character'],
      [{ niche: 'Technology', sub_niche: 'AI\uDC00' }, 'Invalid body: sub_niche: sub_niche contains an invalid character'],
    ] as const;
    for (const [payload, error] of cases) {
      const res = await post('/api/content/trending-topics', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error, code: 'BAD_REQUEST' });
    }
  });

  it('finds topics for a niche with NULs mixed in, as for the clean niche', async () => {
    const res = await post('/api/content/trending-topics', { niche: 'Tech\u0000nology', sub_niche: 'A\u0000I' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.topics.length).toBeGreaterThan(0);
  });

  it("finds topics for a niche named like one of JavaScript's own object properties", async () => {
    // Found by the fuzz test: the evergreen library looked niches up on a plain object.
    for (const niche of ['valueOf', 'constructor', '__proto__', 'toString']) {
      const res = await post('/api/content/trending-topics', { niche });
      expect(res.statusCode, niche).toBe(200);
      expect(res.json().data.topics.length).toBeGreaterThan(0);
    }
  });

  it('answers 400, not 500, to a NUL in the LinkedIn sign-in callback', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/auth/linkedin/callback?state=%00&code=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Sign-in could not be completed');
  });
});
