import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../jobs/registry';
import { databaseKinds } from '../test-support/test-databases';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { publishScheduledPost } from '../scheduling/publish-scheduled-post';
import { publishPostNow } from './publish-post-now';
import { NOT_SENT_MESSAGE, recoverStuckPublishes } from './recover-stuck-publishes';

describe.each(databaseKinds)('recovering publishes cut off by a crash on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterEach(() => server.sandbox.controls.reset());
  afterAll(() => server?.close());

  const member = () => signInMember(server, kind);

  const db = () => server.deps.database.db;
  const postRow = (id: string) => db().selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const attemptsOf = (postId: string) =>
    db().selectFrom('post_attempts').selectAll().where('post_id', '=', postId).orderBy('started_at').execute();
  const received = () => server.sandbox.controls.listPosts();

  /** What a process killed with -9 after it claimed a post leaves behind, `ageSeconds` ago. */
  async function leftPublishing(who: Member, ageSeconds: number, attempt: 'open' | 'none'): Promise<string> {
    const since = sql<Date>`now() - ${ageSeconds}::integer * interval '1 second'`;
    const post = await db()
      .insertInto('posts')
      .values({
        user_id: who.userId,
        connection_id: who.connectionId,
        status: 'publishing',
        content: 'Cut off mid-flight',
        scheduled_time: since,
        updated_at: since,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (attempt === 'open') await db().insertInto('post_attempts').values({ post_id: post.id, started_at: since }).execute();
    return post.id;
  }

  it('marks a post published with its URN when LinkedIn had answered 201 before the crash, sending nothing', async () => {
    const alex = await member();
    const sent = await publishPostNow(server.deps, alex.userId, {
      content: 'Published, then the process died',
      hashtags: [],
      platform_connection_id: alex.connectionId,
    });
    // The crash came after the attempt recorded LinkedIn's URN and before the post row moved.
    await db()
      .updateTable('posts')
      .set({
        status: 'publishing',
        platform_post_id: null,
        post_url: null,
        published_at: null,
        metrics_next_at: null,
        updated_at: sql<Date>`now() - interval '2 minutes'`,
      })
      .where('id', '=', sent.post_id)
      .execute();

    expect(await recoverStuckPublishes(server.deps)).toEqual({ published: 1, reconciling: 0, notSent: 0, requeued: 0 });
    const recovered = await postRow(sent.post_id);
    expect(recovered).toMatchObject({
      status: 'published',
      platform_post_id: sent.platform_post_id,
      post_url: sent.post_url,
      failure_kind: null,
      error_message: null,
      published_at: expect.any(Date),
    });
    // Its analytics schedule starts an hour after it went out (issue 28).
    expect(new Date(recovered.metrics_next_at!).getTime() - new Date(recovered.published_at!).getTime()).toBe(3_600_000);
    expect(received()).toHaveLength(1);
  });

  it('queues a post whose outcome went unheard again, sending nothing itself; its claim re-sends and LinkedIn names the post', async () => {
    const alex = await member();
    // LinkedIn holds the text (published through Cadence, then the row is gone from this test's view).
    const live = await publishPostNow(server.deps, alex.userId, {
      content: 'Cut off mid-flight',
      hashtags: [],
      platform_connection_id: alex.connectionId,
    });
    await db().deleteFrom('posts').where('id', '=', live.post_id).execute();
    const id = await leftPublishing(alex, 120, 'open');

    expect(await recoverStuckPublishes(server.deps)).toEqual({ published: 0, reconciling: 1, notSent: 0, requeued: 0 });
    const queued = await postRow(id);
    expect(queued).toMatchObject({ status: 'pending', failure_kind: null, held_by: null });
    expect(await attemptsOf(id)).toEqual([
      expect.objectContaining({ outcome: 'unknown', finished_at: expect.any(Date), error_code: 'interrupted' }),
    ]);
    expect(received()).toHaveLength(1);

    expect(await publishScheduledPost(server.deps, { postId: id, jobId: queued.publish_job_id! })).toBe('published');
    expect(await postRow(id)).toMatchObject({ status: 'published', platform_post_id: live.platform_post_id });
    expect(received()).toHaveLength(1);
  });

  it('says plainly that a post was not published when the crash came before anything was sent', async () => {
    const alex = await member();
    const id = await leftPublishing(alex, 120, 'none');
    expect(await recoverStuckPublishes(server.deps)).toEqual({ published: 0, reconciling: 0, notSent: 1, requeued: 0 });
    expect(await postRow(id)).toMatchObject({ status: 'failed', failure_kind: 'rejected', error_message: NOT_SENT_MESSAGE });
    expect(received()).toEqual([]);
  });

  it('queues a scheduled post again when its worker died after claiming it but before sending', async () => {
    const alex = await member();
    const id = await leftPublishing(alex, 120, 'none');
    const oldJob = '00000000-0000-4000-8000-000000000001';
    await db().updateTable('posts').set({ publish_job_id: oldJob }).where('id', '=', id).execute();
    expect(await recoverStuckPublishes(server.deps)).toEqual({ published: 0, reconciling: 0, notSent: 0, requeued: 1 });
    const saved = await postRow(id);
    expect(saved).toMatchObject({ status: 'pending', error_message: null });
    expect(saved?.publish_job_id).not.toBe(oldJob);
    const { rows } = await sql<{ id: string }>`SELECT id FROM pgboss.job WHERE id = ${saved?.publish_job_id}`.execute(db());
    expect(rows).toHaveLength(1);
    expect(received()).toEqual([]);
  });

  it('leaves a publish still within LinkedIn’s time-out (plus a margin) alone', async () => {
    const alex = await member();
    // 30 s old: under LINKEDIN_TIMEOUT_MS (15 s) + the one-minute margin.
    const id = await leftPublishing(alex, 30, 'open');
    expect(await recoverStuckPublishes(server.deps)).toEqual({ published: 0, reconciling: 0, notSent: 0, requeued: 0 });
    expect(await postRow(id)).toMatchObject({ status: 'publishing', failure_kind: null });
    expect(await attemptsOf(id)).toEqual([expect.objectContaining({ outcome: null, finished_at: null })]);
  });

  it('settles each stuck post once when several workers run at the same time', async () => {
    const alex = await member();
    const ids = await Promise.all([
      leftPublishing(alex, 120, 'open'),
      leftPublishing(alex, 120, 'open'),
      leftPublishing(alex, 120, 'none'),
    ]);
    const runs = await Promise.all([
      recoverStuckPublishes(server.deps),
      recoverStuckPublishes(server.deps),
      recoverStuckPublishes(server.deps),
    ]);
    expect(runs.reduce((sum, run) => sum + run.reconciling, 0)).toBe(2);
    expect(runs.reduce((sum, run) => sum + run.notSent, 0)).toBe(1);
    expect(await Promise.all(ids.map(async (id) => (await postRow(id)).status))).toEqual(['pending', 'pending', 'failed']);
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM pgboss.job
      WHERE id IN (SELECT publish_job_id FROM posts WHERE id IN (${ids[0]!}, ${ids[1]!}))`.execute(db());
    expect(rows[0]?.count).toBe(2);
    expect(received()).toEqual([]);
  });

  it('keeps a clean refusal (403) apart from an unknown outcome (503)', async () => {
    const alex = await member();
    const attempt = (content: string) =>
      publishPostNow(server.deps, alex.userId, { content, hashtags: [], platform_connection_id: alex.connectionId }).catch(
        () => undefined,
      );
    server.sandbox.controls.setFault('posts.create', {
      status: 403,
      body: { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions' },
      times: 1,
    });
    await attempt('Refused cleanly');
    // Twice: Post Now settles one unknown answer by a re-send before it answers.
    server.sandbox.controls.setFault('posts.create', { status: 503, times: 2 });
    await attempt('Maybe published');
    const rows = await db()
      .selectFrom('posts')
      .select(['content', 'status', 'failure_kind'])
      .where('user_id', '=', alex.userId)
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      { content: 'Refused cleanly', status: 'failed', failure_kind: 'rejected' },
      { content: 'Maybe published', status: 'failed', failure_kind: 'unknown' },
    ]);
  });

  it('runs every minute as a worker job', () => {
    expect(jobs).toContainEqual(expect.objectContaining({ name: 'posts.recover-stuck-publishes.v1', cron: '* * * * *' }));
  });
});
