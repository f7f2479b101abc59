import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPostHistory } from '../../test-support/post-history';
import { signInMember } from '../../test-support/sign-in-member';
import { databaseKinds } from '../../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../../test-support/test-server';

const DAY = 86_400_000;

describe.each(databaseKinds)('GET /api/analytics/performance on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (token: string, query: string) =>
    server.app.inject({ method: 'GET', url: `/api/analytics/performance${query}`, headers: bearer(token) });

  it('answers totals, top posts and a supported difference from the latest measurement of each post, in the member zone', async () => {
    const member = await signInMember(server, `performance-${kind}`);
    const db = server.deps.database.db;
    await db.updateTable('users').set({ time_zone: 'Pacific/Auckland' }).where('id', '=', member.userId).execute();
    const now = Date.now();
    await insertPostHistory(db, member.userId, [
      ...Array.from({ length: 6 }, (_, i) => ({
        publishedAt: new Date(now - (i + 2) * 3 * DAY),
        kind: 'document' as const,
        impressions: 2000 + i * 40,
        earlierImpressions: 10,
      })),
      ...Array.from({ length: 10 }, (_, i) => ({
        publishedAt: new Date(now - (i + 2) * 2 * DAY - 3600_000),
        impressions: 1000 + i * 25,
      })),
      // Outside a 30-day window.
      { publishedAt: new Date(now - 200 * DAY), impressions: 99_999 },
    ]);

    const response = await get(member.accessToken, '?days=30');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.time_zone).toBe('Pacific/Auckland');
    expect(data.totals.posts).toBe(16);
    // The latest rows, never the early 10-impression measurements.
    expect(data.totals.impressions).toBe(6 * 2000 + 40 * 15 + 10 * 1000 + 25 * 45);
    expect(data.top_posts[0]).toMatchObject({ kind: 'document', impressions: 2200 });
    expect(data.differences).toContainEqual(
      expect.objectContaining({ dimension: 'kind', group: 'document', posts: 6, rest_posts: 10, direction: 'better' }),
    );
    // A wider window holds the old viral post too.
    expect((await get(member.accessToken, '?days=366')).json().data.totals.posts).toBe(17);
  });

  it('answers a member with no measured posts with zeros, and bad days with a 400 and a sentence', async () => {
    const member = await signInMember(server, `performance-empty-${kind}`);
    const empty = await get(member.accessToken, '');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({ days: 90, totals: { posts: 0 }, differences: [] });
    for (const bad of ['?days=0', '?days=367', '?days=abc', '?days=1.5']) {
      const response = await get(member.accessToken, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: expect.stringMatching(/days must be/) });
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/analytics/performance' })).statusCode).toBe(401);
  });
});
