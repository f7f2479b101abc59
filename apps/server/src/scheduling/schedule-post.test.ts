import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';

const FILL_MOMENT = 'Replace "[your moment]" with your own words before posting.';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe.each(databaseKinds)('placeholders in scheduled posts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const member = () => signInMember(server, `placeholders-${kind}`);
  const db = () => server.deps.database.db;

  const schedule = (who: Member, content: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/scheduling/post',
      headers: bearer(who.accessToken),
      payload: { content, hashtags: [], scheduled_time: inHours(2), platform_connection_id: who.connectionId },
    });
  const edit = (who: Member, id: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'PATCH', url: `/api/scheduling/post/${id}`, headers: bearer(who.accessToken), payload });
  const postsOf = (who: Member) => db().selectFrom('posts').selectAll().where('user_id', '=', who.userId).execute();

  it('refuses to schedule a post holding a placeholder, and saves nothing', async () => {
    const alex = await member();
    const res = await schedule(alex, 'The day [your moment] changed how I hire.');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: FILL_MOMENT });
    expect(await postsOf(alex)).toEqual([]);
  });

  it('refuses an edit that puts a placeholder into a scheduled post, and keeps its text', async () => {
    const alex = await member();
    const created = await schedule(alex, 'Hiring for judgement over speed.');
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data as { id: string };

    const res = await edit(alex, id, { content: 'The day [your moment] changed how I hire.' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: FILL_MOMENT });
    expect(await postsOf(alex)).toEqual([
      expect.objectContaining({ content: 'Hiring for judgement over speed.', status: 'pending' }),
    ]);
  });

  it('lets a draft keep its placeholder until it is given a time, then refuses', async () => {
    const alex = await member();
    const draft = await db()
      .insertInto('posts')
      .values({
        user_id: alex.userId,
        connection_id: alex.connectionId,
        status: 'draft',
        content: 'A draft [your moment].',
        hashtags: [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const text = await edit(alex, draft.id, { content: 'Still a draft: [your moment], then the lesson.' });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().data).toMatchObject({ status: 'draft' });

    const approved = await edit(alex, draft.id, { scheduled_time: inHours(3) });
    expect(approved.statusCode).toBe(400);
    expect(approved.json().error).toBe(FILL_MOMENT);

    const filled = await edit(alex, draft.id, {
      content: 'The day our first hire quit, then the lesson.',
      scheduled_time: inHours(3),
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().data).toMatchObject({ status: 'pending' });
  });
});
