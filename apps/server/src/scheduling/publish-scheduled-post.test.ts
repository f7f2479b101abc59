import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../jobs/registry';
import { closedPort } from '../linkedin/closed-port';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { databaseKinds } from '../test-support/test-databases';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { cancelPosts } from './cancel-posts';
import { PUBLISH_SCHEDULED_POST_JOB, queuePublishJob } from './publish-queue';
import { nextMidnightUtc, publishScheduledPost } from './publish-scheduled-post';
import { requeueOrphanedPosts } from './requeue-orphaned-posts';

const RECONNECT = 'LinkedIn no longer accepts Cadence’s access. Please reconnect your LinkedIn account.';
const CHECK_LINKEDIN =
  'LinkedIn did not answer. Your post may or may not have been published; check LinkedIn before trying again.';

describe('nextMidnightUtc', () => {
  it('is the coming midnight in UTC, whatever the hour', () => {
    expect(nextMidnightUtc(new Date('2026-11-23T23:59:00Z')).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(nextMidnightUtc(new Date('2026-12-31T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe.each(databaseKinds)('the scheduled publisher on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // The shortest time-out LinkedIn calls may have, so a held-back answer times out quickly.
    server = await startTestServer(kind, { LINKEDIN_TIMEOUT_MS: '1000' });
  });
  afterEach(() => server.sandbox.controls.reset());
  afterAll(() => server?.close());

  const db = () => server.deps.database.db;
  const member = () => signInMember(server, `publisher-${kind}`);
  let counter = 0;

  /** What POST /api/scheduling/post does: a pending post and its job, in one transaction. */
  async function pendingPost(who: Member, options: { dueAt?: Date; content?: string } = {}) {
    counter += 1;
    const dueAt = options.dueAt ?? new Date();
    return db()
      .transaction()
      .execute(async (trx) => {
        const post = await trx
          .insertInto('posts')
          .values({
            user_id: who.userId,
            connection_id: who.connectionId,
            status: 'pending',
            content: options.content ?? `Scheduled post number ${counter} (${kind}) — small batches win.`,
            hashtags: ['Shipping'],
            scheduled_time: dueAt,
            publish_after: dueAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const jobId = await queuePublishJob(trx, server.deps.jobs, post.id, dueAt);
        await trx.updateTable('posts').set({ publish_job_id: jobId }).where('id', '=', post.id).execute();
        return { id: post.id, jobId };
      });
  }
  const publish = (post: { id: string; jobId: string }, deps = server.deps) =>
    publishScheduledPost(deps, { postId: post.id, jobId: post.jobId }, { reconcileDelayMs: 0 });
  const row = (id: string) => db().selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const attempts = (id: string) =>
    db().selectFrom('post_attempts').selectAll().where('post_id', '=', id).orderBy('started_at').execute();
  const sandboxPosts = (who: Member) =>
    server.sandbox.controls.listPosts().filter((p) => p.author === `urn:li:person:${who.linkedinId}`);
  const jobRow = async (id: string | null) => {
    const { rows } = await sql<{
      start_after: Date;
      state: string;
    }>`SELECT start_after, state FROM pgboss.job WHERE id = ${id}`.execute(db());
    return rows[0];
  };

  it('publishes a due post once, records the attempt with what LinkedIn kept, and ignores its job a second time', async () => {
    const alex = await member();
    const post = await pendingPost(alex);
    expect(await publish(post)).toBe('published');
    const saved = await row(post.id);
    expect(saved).toMatchObject({ status: 'published', notice_code: null, publish_job_id: null, attempt_count: 1 });
    expect(saved.platform_post_id).toMatch(/^urn:li:share:\d+$/);
    const [attempt] = await attempts(post.id);
    expect(attempt).toMatchObject({ outcome: 'published', platform_post_id: saved.platform_post_id });
    expect(attempt?.kept_commentary).toBe(attempt?.sent_commentary);
    expect(await publish(post)).toBe('stale');
    expect(sandboxPosts(alex)).toHaveLength(1);
  });

  it('does nothing for a job an edit replaced, or a post cancelled meanwhile', async () => {
    const alex = await member();
    const post = await pendingPost(alex);
    await db().updateTable('posts').set({ publish_job_id: null }).where('id', '=', post.id).execute();
    expect(await publish(post)).toBe('stale');
    const cancelled = await pendingPost(alex);
    await cancelPosts(server.deps, alex.userId, { postIds: [cancelled.id], deletePermanently: false, reason: null });
    expect(await publish(cancelled)).toBe('stale');
    expect(sandboxPosts(alex)).toEqual([]);
    expect(await row(post.id)).toMatchObject({ status: 'pending' });
  });

  it('asks the member instead of posting a post far past its time', async () => {
    const alex = await member();
    const post = await pendingPost(alex, { dueAt: new Date(Date.now() - 2 * 3_600_000) });
    expect(await publish(post)).toBe('late');
    expect(await row(post.id)).toMatchObject({ status: 'draft', notice_code: 'late', publish_job_id: null });
    expect(sandboxPosts(alex)).toEqual([]);
  });

  it('publishes with a warning when LinkedIn keeps less than it was sent, keeping both texts', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', { status: 201, afterAccept: true, keepCharacters: 12, times: 1 });
    const post = await pendingPost(alex);
    expect(await publish(post)).toBe('published');
    expect(await row(post.id)).toMatchObject({ status: 'published', notice_code: 'shortened' });
    const [attempt] = await attempts(post.id);
    expect(attempt?.kept_commentary).toHaveLength(12);
    expect(attempt?.sent_commentary?.startsWith(attempt?.kept_commentary ?? '-')).toBe(true);
    expect((attempt?.sent_commentary ?? '').length).toBeGreaterThan(12);
  });

  it('holds a post LinkedIn throttles (429) until midnight UTC, with a new job, without using up an attempt', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', { status: 429, times: 1 });
    const post = await pendingPost(alex);
    expect(await publish(post)).toBe('held');
    const saved = await row(post.id);
    expect(saved).toMatchObject({ status: 'pending', notice_code: 'held_daily_limit', attempt_count: 0 });
    expect(saved.publish_after?.toISOString()).toBe(nextMidnightUtc().toISOString());
    expect(saved.publish_job_id).not.toBe(post.jobId);
    expect((await jobRow(saved.publish_job_id))?.start_after.toISOString()).toBe(nextMidnightUtc().toISOString());
  });

  it('retries with back-off only when LinkedIn could not be reached, then fails with a reason', async () => {
    const alex = await member();
    const linkedin = { ...server.deps.config.linkedin, apiBaseUrl: `http://127.0.0.1:${await closedPort()}` };
    const offline = { ...server.deps, config: { ...server.deps.config, linkedin } };
    let post = await pendingPost(alex);
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      outcomes.push(await publish(post, offline));
      const saved = await row(post.id);
      post = { id: post.id, jobId: saved.publish_job_id ?? '' };
    }
    expect(outcomes).toEqual(['retrying', 'retrying', 'retrying', 'failed']);
    const saved = await row(post.id);
    expect(saved).toMatchObject({ status: 'failed', failure_kind: 'rejected' });
    expect(saved.error_message).toMatch(/was not published/);
    expect(await attempts(post.id)).toHaveLength(4);
  });

  it('reconciles a lost answer: LinkedIn kept the post, the repeat is a duplicate naming it, and it is published once', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', { status: 201, afterAccept: true, delayMs: 1500, times: 1 });
    const post = await pendingPost(alex);
    expect(await publish(post)).toBe('published');
    const [only] = sandboxPosts(alex);
    expect(sandboxPosts(alex)).toHaveLength(1);
    expect(await row(post.id)).toMatchObject({ status: 'published', platform_post_id: only?.urn });
    expect((await attempts(post.id)).map((a) => [a.outcome, a.error_code])).toEqual([
      ['unknown', 'no_answer'],
      ['rejected', 'duplicate'],
    ]);
  });

  it('reconciles a dropped connection after LinkedIn saved the post: published once, with its URN', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', { status: 201, afterAccept: true, dropAnswer: true, times: 1 });
    const post = await pendingPost(alex);
    expect(await publish(post)).toBe('published');
    const posts = sandboxPosts(alex);
    expect(posts).toHaveLength(1);
    expect(await row(post.id)).toMatchObject({ status: 'published', platform_post_id: posts[0]?.urn });
    expect((await attempts(post.id)).map((a) => [a.outcome, a.error_code])).toEqual([
      ['unknown', 'no_answer'],
      ['rejected', 'duplicate'],
    ]);
  });

  it('reconciles a 5xx: created or not, the post ends on LinkedIn exactly once', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', { status: 500, afterAccept: true, times: 1 });
    const created = await pendingPost(alex);
    expect(await publish(created)).toBe('published');
    server.sandbox.controls.setFault('posts.create', { status: 503, times: 1 });
    const notCreated = await pendingPost(alex);
    expect(await publish(notCreated)).toBe('published');
    const posts = sandboxPosts(alex);
    expect(posts).toHaveLength(2);
    expect(new Set(posts.map((p) => p.commentary)).size).toBe(2);
    expect((await row(created.id)).platform_post_id).toBe(posts[0]?.urn);
  });

  it('fails with a message a person can act on for 401 (and marks the connection revoked) and 403', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', {
      status: 403,
      body: { status: 403, code: 'ACCESS_DENIED', message: 'no' },
      times: 1,
    });
    const forbidden = await pendingPost(alex);
    expect(await publish(forbidden)).toBe('failed');
    expect((await row(forbidden.id)).error_message).toMatch(/permission to post/);

    server.sandbox.controls.revokeAllTokens();
    const post = await pendingPost(alex);
    expect(await publish(post)).toBe('failed');
    expect(await row(post.id)).toMatchObject({ status: 'failed', failure_kind: 'rejected', error_message: RECONNECT });
    const connection = await db()
      .selectFrom('linkedin_connections')
      .select('revoked_at')
      .where('id', '=', alex.connectionId)
      .executeTakeFirstOrThrow();
    expect(connection.revoked_at).not.toBeNull();
    // Later posts are not even sent while the connection is revoked; their text is kept.
    const next = await pendingPost(alex, { content: 'Kept for when you reconnect' });
    expect(await publish(next)).toBe('failed');
    expect(await row(next.id)).toMatchObject({ error_message: RECONNECT, content: 'Kept for when you reconnect' });
    expect(await attempts(next.id)).toEqual([]);
  });

  it('leaves a consistent result when a delete races the publish', async () => {
    const alex = await member();
    for (let round = 0; round < 6; round += 1) {
      const post = await pendingPost(alex);
      const before = sandboxPosts(alex).length;
      const [published, deleted] = await Promise.allSettled([
        publish(post),
        sleep(round * 3).then(() =>
          cancelPosts(server.deps, alex.userId, { postIds: [post.id], deletePermanently: true, reason: null }),
        ),
      ]);
      const sent = sandboxPosts(alex).length - before;
      const stillThere = await db().selectFrom('posts').select(['status']).where('id', '=', post.id).executeTakeFirst();
      if (deleted.status === 'fulfilled') {
        // Deleted first (never sent), or deleted from Cadence after it was published.
        expect(stillThere).toBeUndefined();
        expect(published.status === 'fulfilled' && ['stale', 'published'].includes(published.value)).toBe(true);
        if (published.status === 'fulfilled' && published.value === 'stale') expect(sent).toBe(0);
      } else {
        // The worker had it: the delete was refused and the post is published, once.
        expect(stillThere).toMatchObject({ status: 'published' });
        expect(sent).toBe(1);
      }
      expect(sent).toBeLessThanOrEqual(1);
    }
  });

  it('does nothing for a job whose id is not the one the post holds', async () => {
    const alex = await member();
    const post = await pendingPost(alex);
    const other = await pendingPost(alex, { dueAt: new Date(Date.now() + 3_600_000) });
    expect(await publish({ id: post.id, jobId: other.jobId })).toBe('stale');
    expect(await row(post.id)).toMatchObject({ status: 'pending', attempt_count: 0, publish_job_id: post.jobId });
    expect(await attempts(post.id)).toEqual([]);
    expect(sandboxPosts(alex)).toEqual([]);
  });

  it('retries a retired version (426) with a new job after 30 s, then 2 min, and publishes once it is fixed', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', { status: 426, times: 2 });
    let post = await pendingPost(alex);
    for (const [attempt, backoffMs] of [
      [1, 30_000],
      [2, 120_000],
    ] as const) {
      const before = Date.now();
      expect(await publish(post)).toBe('retrying');
      const after = Date.now();
      const saved = await row(post.id);
      expect(saved).toMatchObject({ status: 'pending', notice_code: 'retrying', attempt_count: attempt });
      const dueAt = saved.publish_after?.getTime() ?? 0;
      expect(dueAt).toBeGreaterThanOrEqual(before + backoffMs);
      expect(dueAt).toBeLessThanOrEqual(after + backoffMs);
      expect(saved.publish_job_id).not.toBe(post.jobId);
      const job = await jobRow(saved.publish_job_id);
      expect(job?.start_after.getTime()).toBe(dueAt);
      expect(await publish(post)).toBe('stale');
      post = { id: post.id, jobId: saved.publish_job_id ?? '' };
    }
    expect(await publish(post)).toBe('published');
    expect(await row(post.id)).toMatchObject({ status: 'published', notice_code: null, attempt_count: 3 });
    expect(sandboxPosts(alex)).toHaveLength(1);
  });

  it('fails a post LinkedIn refuses (422) with a message a person can act on, without retrying', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', {
      status: 422,
      body: { status: 422, code: 'UNPROCESSABLE_ENTITY', message: 'commentary is invalid' },
      times: 1,
    });
    const post = await pendingPost(alex);
    expect(await publish(post)).toBe('failed');
    expect(await row(post.id)).toMatchObject({
      status: 'failed',
      failure_kind: 'rejected',
      error_message: 'LinkedIn refused this post. Please try again; if it keeps happening, contact support.',
      publish_job_id: null,
    });
    expect(await attempts(post.id)).toHaveLength(1);
    expect(sandboxPosts(alex)).toEqual([]);
  });

  it('asks LinkedIn again later while an unsettled post is within its grace, and publishes it once', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', { status: 502, times: 2 });
    const post = await pendingPost(alex);
    expect(await publish(post)).toBe('retrying');
    const waiting = await row(post.id);
    expect(waiting).toMatchObject({ status: 'pending', notice_code: 'retrying', held_by: null });
    expect(new Date((await jobRow(waiting.publish_job_id))!.start_after).getTime()).toBeGreaterThan(Date.now() + 20_000);
    const sent = await attempts(post.id);
    expect(sent.map((a) => a.outcome)).toEqual(['unknown', 'unknown']);
    // The repeat is the identical commentary, so LinkedIn could have recognised it as a duplicate.
    expect(sent[1]?.sent_commentary).toBe(sent[0]?.sent_commentary);

    expect(await publish({ id: post.id, jobId: waiting.publish_job_id! })).toBe('published');
    expect(sandboxPosts(alex)).toHaveLength(1);
    expect(await row(post.id)).toMatchObject({ status: 'published', platform_post_id: sandboxPosts(alex)[0]?.urn });
  });

  it('asks the member to check LinkedIn when a post that may be live is past its grace, sending nothing', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.create', { status: 502, times: 2 });
    const post = await pendingPost(alex);
    expect(await publish(post)).toBe('retrying');
    const waiting = await row(post.id);
    const longAgo = new Date(Date.now() - (server.deps.config.scheduling.lateGraceSeconds + 60) * 1000);
    await db().updateTable('posts').set({ publish_after: longAgo }).where('id', '=', post.id).execute();
    expect(await publish({ id: post.id, jobId: waiting.publish_job_id! })).toBe('failed');
    expect(await row(post.id)).toMatchObject({ status: 'failed', failure_kind: 'unknown', error_message: CHECK_LINKEDIN });
    expect(await attempts(post.id)).toHaveLength(2);
    expect(sandboxPosts(alex)).toEqual([]);
  });

  it('fails with the reconnect message, without sending, when the connection has expired or is gone', async () => {
    const alex = await member();
    await db()
      .updateTable('linkedin_connections')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', alex.connectionId)
      .execute();
    const expired = await pendingPost(alex, { content: 'Waiting for a fresh connection' });
    expect(await publish(expired)).toBe('failed');
    expect(await row(expired.id)).toMatchObject({
      status: 'failed',
      failure_kind: 'rejected',
      error_message: RECONNECT,
      content: 'Waiting for a fresh connection',
    });
    const sam = await member();
    const orphan = await pendingPost(sam);
    await db().updateTable('posts').set({ connection_id: null }).where('id', '=', orphan.id).execute();
    expect(await publish(orphan)).toBe('failed');
    expect(await row(orphan.id)).toMatchObject({ status: 'failed', error_message: RECONNECT });
    expect([...(await attempts(expired.id)), ...(await attempts(orphan.id))]).toEqual([]);
    expect([...sandboxPosts(alex), ...sandboxPosts(sam)]).toEqual([]);
  });

  it('publishes without a notice when the read-back fails, and only logs it', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('posts.get', { status: 500, times: 1 });
    const post = await pendingPost(alex);
    const log = { error: vi.fn(), warn: vi.fn() };
    expect(await publishScheduledPost(server.deps, { postId: post.id, jobId: post.jobId }, { log })).toBe('published');
    expect(await row(post.id)).toMatchObject({ status: 'published', notice_code: null });
    const [attempt] = await attempts(post.id);
    expect(attempt).toMatchObject({ outcome: 'published', kept_commentary: null });
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'Could not read a published post back from LinkedIn');
  });

  it('publishes what was due while no worker ran as soon as one starts, and turns a post beyond the grace into a draft', async () => {
    const alex = await member();
    const recent = await pendingPost(alex, { dueAt: new Date(Date.now() - 10 * 60_000) });
    const old = await pendingPost(alex, { dueAt: new Date(Date.now() - 3 * 3_600_000) });
    await server.deps.jobs.startWorkers(
      jobs.filter((job) => job.name === PUBLISH_SCHEDULED_POST_JOB),
      server.deps,
    );
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const statuses = (await Promise.all([row(recent.id), row(old.id)])).map((p) => p.status);
      if (statuses[0] === 'published' && statuses[1] === 'draft') break;
      await sleep(200);
    }
    expect(await row(recent.id)).toMatchObject({ status: 'published' });
    expect(await row(old.id)).toMatchObject({ status: 'draft', notice_code: 'late' });
  });

  it('queues again a pending post whose job is gone, and leaves waiting ones alone', async () => {
    const alex = await member();
    const orphan = await pendingPost(alex, { dueAt: new Date(Date.now() - 5 * 60_000) });
    await sql`DELETE FROM pgboss.job WHERE id = ${orphan.jobId}`.execute(db());
    const waiting = await pendingPost(alex, { dueAt: new Date(Date.now() + 3_600_000) });
    expect(await requeueOrphanedPosts(server.deps)).toBeGreaterThanOrEqual(1);
    const saved = await row(orphan.id);
    expect(saved.publish_job_id).not.toBe(orphan.jobId);
    expect(await jobRow(saved.publish_job_id)).toBeDefined();
    expect((await row(waiting.id)).publish_job_id).toBe(waiting.jobId);
  });

  // Runs after the test above started this process's workers.
  it('never has two of one member’s posts in flight at once, even when all are due together', async () => {
    const alex = await member();
    // Each send takes a while at LinkedIn, so two sends side by side would overlap.
    server.sandbox.controls.setFault('posts.create', { status: 201, afterAccept: true, delayMs: 150, times: 6 });
    const posts = [];
    for (let i = 0; i < 6; i += 1) posts.push(await pendingPost(alex));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const statuses = await Promise.all(posts.map(async (p) => (await row(p.id)).status));
      if (statuses.every((status) => status === 'published')) break;
      await sleep(200);
    }
    const sent = await db()
      .selectFrom('post_attempts')
      .select(['started_at', 'finished_at'])
      .where(
        'post_id',
        'in',
        posts.map((p) => p.id),
      )
      .orderBy('started_at')
      .execute();
    expect(sent).toHaveLength(6);
    for (let i = 1; i < sent.length; i += 1) {
      expect(sent[i]!.started_at.getTime()).toBeGreaterThanOrEqual(sent[i - 1]!.finished_at!.getTime());
    }
    expect(sandboxPosts(alex)).toHaveLength(6);
  });
});
