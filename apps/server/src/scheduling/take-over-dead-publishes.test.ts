import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEAD_AFTER_MS } from '../liveness/start-process-liveness';
import { publishPostNow } from '../posts/publish-post-now';
import { databaseKinds } from '../test-support/test-databases';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { publishScheduledPost } from './publish-scheduled-post';
import { queuePublishJob } from './publish-queue';
import { takeOverDeadPublishes } from './take-over-dead-publishes';

const CHECK_LINKEDIN =
  'LinkedIn did not answer. Your post may or may not have been published; check LinkedIn before trying again.';

describe.each(databaseKinds)('taking up a dead process’s posts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { LINKEDIN_TIMEOUT_MS: '1000' });
  });
  afterEach(() => server.sandbox.controls.reset());
  afterAll(() => server?.close());

  const db = () => server.deps.database.db;
  const member = () => signInMember(server, `takeover-${kind}`);
  const row = (id: string) => db().selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const attemptsOf = (id: string) =>
    db().selectFrom('post_attempts').selectAll().where('post_id', '=', id).orderBy('started_at').execute();
  const received = (who: Member) =>
    server.sandbox.controls.listPosts().filter((p) => p.author === `urn:li:person:${who.linkedinId}`);
  const ago = (ms: number) => sql<Date>`now() - ${ms}::integer * interval '1 millisecond'`;
  let counter = 0;

  /** A process that beat `silentForMs` ago and then stopped (SIGKILL leaves its row behind). */
  async function process(silentForMs: number): Promise<string> {
    const id = randomUUID();
    await db()
      .insertInto('process_heartbeats')
      .values({ id, role: 'worker', host: 'test', pid: 1, seen_at: ago(silentForMs) })
      .execute();
    return id;
  }

  /** A scheduled post the process `holder` holds, as its crash leaves it. */
  async function heldPost(
    who: Member,
    holder: string,
    state: { status: 'pending' | 'publishing'; attempt?: { startedMsAgo: number }; content?: string; dueMsAgo?: number },
  ) {
    counter += 1;
    const content = state.content ?? `Held by a process that died, number ${counter} (${kind}).`;
    const due = new Date(Date.now() - (state.dueMsAgo ?? 20_000));
    return db()
      .transaction()
      .execute(async (trx) => {
        const post = await trx
          .insertInto('posts')
          .values({
            user_id: who.userId,
            connection_id: who.connectionId,
            status: state.status,
            content,
            scheduled_time: due,
            publish_after: due,
            held_by: holder,
            updated_at: ago(DEAD_AFTER_MS + 5_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const jobId = await queuePublishJob(trx, server.deps.jobs, post.id, due);
        await trx.updateTable('posts').set({ publish_job_id: jobId }).where('id', '=', post.id).execute();
        if (state.attempt) {
          await trx
            .insertInto('post_attempts')
            .values({ post_id: post.id, started_at: ago(state.attempt.startedMsAgo), sent_commentary: state.content ?? null })
            .execute();
        }
        return { id: post.id, jobId };
      });
  }

  /** What the new job's worker does with it. */
  const claim = async (id: string) =>
    publishScheduledPost(server.deps, { postId: id, jobId: (await row(id)).publish_job_id! }, { reconcileDelayMs: 0 });

  it('queues again at once a post the dead worker had fetched but not claimed; nothing is sent until its claim', async () => {
    const alex = await member();
    const dead = await process(DEAD_AFTER_MS + 5_000);
    const post = await heldPost(alex, dead, { status: 'pending' });
    const counts = await takeOverDeadPublishes(server.deps);
    expect(counts).toMatchObject({ refetched: 1, reconciling: 0, requeued: 0 });
    const taken = await row(post.id);
    expect(taken).toMatchObject({ status: 'pending', held_by: null });
    expect(taken.publish_job_id).not.toBe(post.jobId);
    expect(received(alex)).toEqual([]);
    expect(await claim(post.id)).toBe('published');
    expect(received(alex)).toHaveLength(1);
  });

  it('settles a post cut off mid-send by re-sending the identical text: LinkedIn’s duplicate names it, never twice', async () => {
    const alex = await member();
    const content = `Sent, and then the worker was killed (${kind}).`;
    const live = await publishPostNow(server.deps, alex.userId, {
      content,
      hashtags: [],
      platform_connection_id: alex.connectionId,
    });
    await db().deleteFrom('posts').where('id', '=', live.post_id).execute();
    const dead = await process(DEAD_AFTER_MS + 5_000);
    const post = await heldPost(alex, dead, { status: 'publishing', attempt: { startedMsAgo: 5_000 }, content });

    expect(await takeOverDeadPublishes(server.deps)).toMatchObject({ reconciling: 1 });
    expect(await attemptsOf(post.id)).toEqual([expect.objectContaining({ outcome: 'unknown', error_code: 'interrupted' })]);
    expect(await claim(post.id)).toBe('published');
    expect(await row(post.id)).toMatchObject({
      status: 'published',
      platform_post_id: live.platform_post_id,
      failure_kind: null,
    });
    expect(received(alex)).toHaveLength(1);
  });

  it('publishes once a post cut off before LinkedIn got it: the re-send is a 201', async () => {
    const alex = await member();
    const dead = await process(DEAD_AFTER_MS + 5_000);
    const post = await heldPost(alex, dead, { status: 'publishing', attempt: { startedMsAgo: 5_000 } });
    await takeOverDeadPublishes(server.deps);
    expect(await claim(post.id)).toBe('published');
    expect(received(alex)).toHaveLength(1);
    expect((await row(post.id)).platform_post_id).toBe(received(alex)[0]?.urn);
  });

  it('publishes with its URN, sending nothing, a post LinkedIn had answered 201 before the crash', async () => {
    const alex = await member();
    const dead = await process(DEAD_AFTER_MS + 5_000);
    const post = await heldPost(alex, dead, { status: 'publishing', attempt: { startedMsAgo: 5_000 } });
    await db()
      .updateTable('post_attempts')
      .set({ outcome: 'published', platform_post_id: 'urn:li:share:4242', finished_at: new Date() })
      .where('post_id', '=', post.id)
      .execute();
    expect(await takeOverDeadPublishes(server.deps)).toMatchObject({ published: 1 });
    expect(await row(post.id)).toMatchObject({ status: 'published', platform_post_id: 'urn:li:share:4242' });
    expect(received(alex)).toEqual([]);
  });

  it('publishes without sending a post whose 201 came to a holder written off as dead too soon', async () => {
    const alex = await member();
    const dead = await process(DEAD_AFTER_MS + 5_000);
    const post = await heldPost(alex, dead, { status: 'publishing', attempt: { startedMsAgo: 5_000 } });
    await takeOverDeadPublishes(server.deps);
    // The holder was only stalled: it hears LinkedIn's 201 after the post was queued again.
    await db()
      .updateTable('post_attempts')
      .set({ outcome: 'published', platform_post_id: 'urn:li:share:4343', finished_at: new Date() })
      .where('post_id', '=', post.id)
      .execute();
    expect(await claim(post.id)).toBe('published');
    expect(await row(post.id)).toMatchObject({ status: 'published', platform_post_id: 'urn:li:share:4343' });
    expect(received(alex)).toEqual([]);
  });

  it('fails with "check LinkedIn" a cut-off post found past its grace, sending nothing', async () => {
    const alex = await member();
    const dead = await process(DEAD_AFTER_MS + 5_000);
    const graceMs = server.deps.config.scheduling.lateGraceSeconds * 1000;
    const post = await heldPost(alex, dead, {
      status: 'publishing',
      attempt: { startedMsAgo: 5_000 },
      dueMsAgo: graceMs + 60_000,
    });
    await takeOverDeadPublishes(server.deps);
    expect(await claim(post.id)).toBe('failed');
    expect(await row(post.id)).toMatchObject({ status: 'failed', failure_kind: 'unknown', error_message: CHECK_LINKEDIN });
    expect(received(alex)).toEqual([]);
  });

  it('leaves alone the posts of a live process, and a send younger than LinkedIn’s time-out', async () => {
    const alex = await member();
    const live = await process(1_000);
    const dead = await process(DEAD_AFTER_MS + 5_000);
    const ofLive = await heldPost(alex, live, { status: 'publishing', attempt: { startedMsAgo: 60_000 } });
    const inFlight = await heldPost(alex, dead, { status: 'publishing', attempt: { startedMsAgo: 200 } });
    expect(await takeOverDeadPublishes(server.deps)).toMatchObject({ reconciling: 0, refetched: 0, published: 0 });
    expect((await row(ofLive.id)).status).toBe('publishing');
    expect((await row(inFlight.id)).status).toBe('publishing');
    expect(await attemptsOf(inFlight.id)).toEqual([expect.objectContaining({ outcome: null })]);
    // Cleaned up for the tests that follow.
    await db().deleteFrom('posts').where('id', 'in', [ofLive.id, inFlight.id]).execute();
  });

  it('takes each post once when several workers look at the same time, and forgets the dead process after', async () => {
    const alex = await member();
    const dead = await process(DEAD_AFTER_MS + 5_000);
    const posts = await Promise.all([
      heldPost(alex, dead, { status: 'pending' }),
      heldPost(alex, dead, { status: 'publishing', attempt: { startedMsAgo: 5_000 } }),
      heldPost(alex, dead, { status: 'publishing' }),
    ]);
    const runs = await Promise.all([1, 2, 3].map(() => takeOverDeadPublishes(server.deps)));
    const total = (key: 'refetched' | 'reconciling' | 'requeued') => runs.reduce((sum, run) => sum + run[key], 0);
    expect([total('refetched'), total('reconciling'), total('requeued')]).toEqual([1, 1, 1]);
    for (const post of posts) expect(await row(post.id)).toMatchObject({ status: 'pending', held_by: null });
    await takeOverDeadPublishes(server.deps);
    expect(await db().selectFrom('process_heartbeats').select('id').where('id', '=', dead).execute()).toEqual([]);
    const outcomes = [];
    for (const post of posts) outcomes.push([await claim(post.id), (await row(post.id)).error_message]);
    expect(outcomes).toEqual([
      ['published', null],
      ['published', null],
      ['published', null],
    ]);
    expect(received(alex)).toHaveLength(3);
  });
});
