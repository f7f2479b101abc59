import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_SCHEDULED_POST_JOB } from '../../../scheduling/publish-queue';
import { tooSoonMessage } from '../../../scheduling/check-schedule-time';
import { signInMember, type Member } from '../../../test-support/sign-in-member';
import { databaseKinds } from '../../../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../../../test-support/test-server';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

describe('the schedule lead', () => {
  it('says the spec’s sentence at five minutes and the configured lead otherwise', () => {
    expect(tooSoonMessage(300)).toBe('Please select a time at least 5 minutes from now');
    expect(tooSoonMessage(60)).toBe('Please select a time at least 1 minute from now');
    expect(tooSoonMessage(5)).toBe('Please select a time at least 5 seconds from now');
  });
});

describe.each(databaseKinds)('scheduling API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const db = () => server.deps.database.db;
  const member = () => signInMember(server, `scheduling-${kind}`);

  const schedule = (who: Member, body: Record<string, unknown> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/scheduling/post',
      headers: bearer(who.accessToken),
      payload: {
        content: 'Shipping weekly taught us more than any roadmap.',
        hashtags: ['Product'],
        scheduled_time: inMinutes(60),
        platform_connection_id: who.connectionId,
        ...body,
      },
    });
  const scheduled = async (who: Member, body: Record<string, unknown> = {}) => {
    const res = await schedule(who, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; status: string; scheduled_time: string };
  };
  const listSchedule = (who: Member, query = '') =>
    server.app.inject({ method: 'GET', url: `/api/scheduling/schedule${query}`, headers: bearer(who.accessToken) });
  const cancelOne = (who: Member, id: string, query = '') =>
    server.app.inject({ method: 'DELETE', url: `/api/scheduling/post/${id}${query}`, headers: bearer(who.accessToken) });
  const cancelMany = (who: Member, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/scheduling/posts/cancel', headers: bearer(who.accessToken), payload });
  const edit = (who: Member, id: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'PATCH', url: `/api/scheduling/post/${id}`, headers: bearer(who.accessToken), payload });

  const row = (id: string) => db().selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
  const job = async (id: string | null | undefined) => {
    if (!id) return undefined;
    const { rows } = await sql<{ id: string; name: string; start_after: Date; state: string }>`
      SELECT id, name, start_after, state FROM pgboss.job WHERE id = ${id}`.execute(db());
    return rows[0];
  };
  const setStatus = (id: string, status: 'published' | 'publishing' | 'draft', extra: Record<string, unknown> = {}) =>
    db()
      .updateTable('posts')
      .set({ status, ...(status === 'published' ? { platform_post_id: 'urn:li:share:1' } : {}), ...extra })
      .where('id', '=', id)
      .execute();

  describe('POST /api/scheduling/post', () => {
    it('saves the post as pending and queues its job for that time, in one go', async () => {
      const alex = await member();
      const time = inMinutes(90);
      const post = await scheduled(alex, { scheduled_time: time, hashtags: ['#Product', 'Shipping'] });
      expect(post).toMatchObject({ status: 'pending', scheduled_time: time, hashtags: ['Product', 'Shipping'] });
      const saved = await row(post.id);
      expect(saved).toMatchObject({ status: 'pending', user_id: alex.userId, connection_id: alex.connectionId });
      expect(saved?.publish_after?.toISOString()).toBe(time);
      const queued = await job(saved?.publish_job_id);
      expect(queued).toMatchObject({ name: PUBLISH_SCHEDULED_POST_JOB, state: 'created' });
      expect(queued?.start_after.toISOString()).toBe(time);
    });

    it('refuses a time less than five minutes ahead with the spec’s words, and saves nothing', async () => {
      const alex = await member();
      const res = await schedule(alex, { scheduled_time: inMinutes(4) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Please select a time at least 5 minutes from now');
      const past = await schedule(alex, { scheduled_time: '2020-01-01T09:00:00Z' });
      expect(past.statusCode).toBe(400);
      const far = await schedule(alex, { scheduled_time: inMinutes(60 * 24 * 400) });
      expect(far.statusCode).toBe(400);
      expect(far.json().error).toBe('Please select a time within the next 365 days');
      expect(await db().selectFrom('posts').select('id').where('user_id', '=', alex.userId).execute()).toEqual([]);
    });

    it('answers bad times, empty text, over-long posts and someone else’s connection with a clear 4xx', async () => {
      const alex = await member();
      const sam = await member();
      const notIso = await schedule(alex, { scheduled_time: 'next tuesday' });
      expect(notIso.statusCode).toBe(400);
      expect(notIso.json().error).toContain('scheduled_time must be an ISO 8601 date-time');
      expect((await schedule(alex, { content: '   ' })).statusCode).toBe(400);
      const long = await schedule(alex, { content: 'a'.repeat(3001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().error).toContain('LinkedIn allows 3,000');
      const theirs = await schedule(alex, { platform_connection_id: sam.connectionId });
      expect(theirs.statusCode).toBe(404);
      await db()
        .updateTable('linkedin_connections')
        .set({ revoked_at: new Date() })
        .where('id', '=', alex.connectionId)
        .execute();
      const revoked = await schedule(alex);
      expect(revoked.statusCode).toBe(400);
      expect(revoked.json().error).toBe('Please connect your LinkedIn account first');
      expect(await db().selectFrom('posts').select('id').where('user_id', '=', alex.userId).execute()).toEqual([]);
    });
  });

  describe('GET /api/scheduling/schedule', () => {
    it('groups posts under the member’s own local date, across a daylight-saving change', async () => {
      const alex = await member();
      await db().updateTable('users').set({ time_zone: 'America/New_York' }).where('id', '=', alex.userId).execute();
      const insert = (iso: string) =>
        db()
          .insertInto('posts')
          .values({
            user_id: alex.userId,
            connection_id: alex.connectionId,
            status: 'draft',
            content: iso,
            scheduled_time: new Date(iso),
          })
          .execute();
      // 22:30 on 7 March (EST, UTC-5), 23:30 on 8 March (EDT, UTC-4), 00:30 on 9 March (EDT).
      await insert('2026-03-08T03:30:00Z');
      await insert('2026-03-09T03:30:00Z');
      await insert('2026-03-09T04:30:00Z');
      const res = await listSchedule(alex, '?days=30');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.time_zone).toBe('America/New_York');
      const byDate = Object.fromEntries(
        Object.entries(data.schedule_by_date as Record<string, { content: string }[]>).map(([date, posts]) => [
          date,
          posts.map((p) => p.content),
        ]),
      );
      expect(byDate).toEqual({
        '2026-03-07': ['2026-03-08T03:30:00Z'],
        '2026-03-08': ['2026-03-09T03:30:00Z'],
        '2026-03-09': ['2026-03-09T04:30:00Z'],
      });
    });

    it('shows what is coming within the window, and the history only with include_past', async () => {
      const alex = await member();
      const soon = await scheduled(alex, { scheduled_time: inMinutes(60), content: 'Soon' });
      const later = await scheduled(alex, { scheduled_time: inMinutes(60 * 24 * 10), content: 'In ten days' });
      const gone = await scheduled(alex, { scheduled_time: inMinutes(120), content: 'Was published' });
      await setStatus(gone.id, 'published', { scheduled_time: new Date(Date.now() - 3 * 86_400_000) });
      const contents = async (query: string) => {
        const { data } = (await listSchedule(alex, query)).json();
        return Object.values(data.schedule_by_date as Record<string, { content: string }[]>)
          .flat()
          .map((p) => p.content);
      };
      expect(await contents('')).toEqual(['Soon']);
      expect(await contents('?days=14')).toEqual(['Soon', 'In ten days']);
      expect(await contents('?days=14&include_past=true')).toEqual(['Was published', 'Soon', 'In ten days']);
      const [first] = Object.values((await listSchedule(alex)).json().data.schedule_by_date).flat() as Record<string, unknown>[];
      expect(first).toMatchObject({
        id: soon.id,
        status: 'pending',
        hashtags: ['Product'],
        content_metadata: { format: null, source: 'manual', slot_type: 'manual' },
        error_message: null,
        platform_post_id: null,
        post_url: null,
        notice: null,
      });
      expect(later.id).toBeTruthy();
    });

    it('refuses odd windows with a 400', async () => {
      const alex = await member();
      for (const query of ['?days=0', '?days=abc', '?days=400', '?days=2.5', '?include_past=maybe']) {
        const res = await listSchedule(alex, query);
        expect(res.statusCode, query).toBe(400);
      }
    });

    it('warns when a post is due after the LinkedIn connection expires, and when it was revoked', async () => {
      const alex = await member();
      expect((await listSchedule(alex)).json().data.connection_warning).toBeNull();
      await scheduled(alex, { scheduled_time: inMinutes(60 * 24 * 3) });
      expect((await listSchedule(alex)).json().data.connection_warning).toBeNull();
      await db()
        .updateTable('linkedin_connections')
        .set({ expires_at: new Date(Date.now() + 86_400_000) })
        .where('id', '=', alex.connectionId)
        .execute();
      const expiring = (await listSchedule(alex)).json().data.connection_warning;
      expect(expiring).toMatchObject({ code: 'expires_before_post' });
      expect(expiring.message).toContain('Reconnect LinkedIn before then');
      await db()
        .updateTable('linkedin_connections')
        .set({ revoked_at: new Date() })
        .where('id', '=', alex.connectionId)
        .execute();
      expect((await listSchedule(alex)).json().data.connection_warning).toMatchObject({ code: 'revoked' });
    });
  });

  describe('cancel and delete', () => {
    it('cancels a pending post with its reason, takes its job out, and keeps it viewable', async () => {
      const alex = await member();
      const post = await scheduled(alex);
      const jobId = (await row(post.id))?.publish_job_id;
      expect(await job(jobId)).toBeDefined();
      const res = await cancelOne(alex, post.id, '?delete_permanently=false&reason=Changed%20my%20mind');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Post cancelled successfully', data: { cancelled: 1 } });
      expect(await row(post.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Changed my mind', publish_job_id: null });
      expect(await job(jobId)).toBeUndefined();
      const { data } = (await listSchedule(alex, '?include_past=true')).json();
      expect(Object.values(data.schedule_by_date).flat()).toEqual([
        expect.objectContaining({ id: post.id, status: 'cancelled', cancel_reason: 'Changed my mind' }),
      ]);
    });

    it('deletes any post for good, its job with it', async () => {
      const alex = await member();
      const post = await scheduled(alex);
      const jobId = (await row(post.id))?.publish_job_id;
      const res = await cancelOne(alex, post.id, '?delete_permanently=true');
      expect(res.json()).toMatchObject({ message: 'Post deleted permanently successfully', data: { deleted: 1 } });
      expect(await row(post.id)).toBeUndefined();
      expect(await job(jobId)).toBeUndefined();
      const published = await scheduled(alex);
      await setStatus(published.id, 'published');
      expect((await cancelOne(alex, published.id, '?delete_permanently=true')).statusCode).toBe(200);
      expect(await row(published.id)).toBeUndefined();
    });

    it('refuses to cancel a published post, a post being published, another member’s post and a 201-character reason, changing nothing', async () => {
      const alex = await member();
      const sam = await member();
      const published = await scheduled(alex);
      await setStatus(published.id, 'published');
      const cancelPublished = await cancelOne(alex, published.id);
      expect(cancelPublished.statusCode).toBe(409);
      expect(cancelPublished.json().error).toBe('Only scheduled posts can be cancelled; this one is published.');
      expect(await row(published.id)).toMatchObject({ status: 'published' });

      const inFlight = await scheduled(alex);
      await setStatus(inFlight.id, 'publishing');
      for (const query of ['', '?delete_permanently=true']) {
        const res = await cancelOne(alex, inFlight.id, query);
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toBe('This post is being published right now. Try again in a moment.');
      }
      expect(await row(inFlight.id)).toMatchObject({ status: 'publishing' });

      const pending = await scheduled(alex);
      const theirs = await cancelOne(sam, pending.id, '?delete_permanently=true');
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().error).toBe('That post does not exist.');
      const longReason = await cancelOne(alex, pending.id, `?reason=${'r'.repeat(201)}`);
      expect(longReason.statusCode).toBe(400);
      expect((await cancelOne(alex, 'not-a-uuid')).statusCode).toBe(400);
      expect((await cancelOne(alex, pending.id, '?delete_permanently=perhaps')).statusCode).toBe(400);
      expect(await row(pending.id)).toMatchObject({ status: 'pending', cancel_reason: null });
      expect(await job((await row(pending.id))?.publish_job_id)).toBeDefined();
    });

    it('cancels a batch all or nothing, with the default reason', async () => {
      const alex = await member();
      const a = await scheduled(alex);
      const b = await scheduled(alex);
      const published = await scheduled(alex);
      await setStatus(published.id, 'published');

      const mixed = await cancelMany(alex, { post_ids: [a.id, b.id, published.id] });
      expect(mixed.statusCode).toBe(409);
      expect(await row(a.id)).toMatchObject({ status: 'pending' });

      const tooLong = await cancelMany(alex, { post_ids: [a.id], reason: 'x'.repeat(201) });
      expect(tooLong.statusCode).toBe(400);
      expect((await cancelMany(alex, { post_ids: [] })).statusCode).toBe(400);

      const ok = await cancelMany(alex, { post_ids: [a.id, b.id], delete_permanently: false });
      expect(ok.json()).toMatchObject({
        success: true,
        message: '2 posts cancelled successfully',
        data: { cancelled: 2, deleted: 0 },
      });
      expect(await row(a.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Batch cancellation' });
      expect(await row(b.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Batch cancellation' });

      const removed = await cancelMany(alex, { post_ids: [a.id, published.id], delete_permanently: true });
      expect(removed.json()).toMatchObject({ message: '2 posts deleted permanently successfully', data: { deleted: 2 } });
      expect(await row(published.id)).toBeUndefined();
    });
  });

  describe('PATCH /api/scheduling/post/:id', () => {
    it('edits the text and keeps the queued job; a new time replaces the job atomically', async () => {
      const alex = await member();
      const post = await scheduled(alex);
      const firstJob = (await row(post.id))?.publish_job_id;
      const text = await edit(alex, post.id, { content: 'Rewritten before it goes out.', hashtags: ['Craft'] });
      expect(text.statusCode, text.body).toBe(200);
      expect(text.json().data).toMatchObject({
        content: 'Rewritten before it goes out.',
        hashtags: ['Craft'],
        status: 'pending',
      });
      expect((await row(post.id))?.publish_job_id).toBe(firstJob);
      // Hashtags left out are left as they were.
      const again = await edit(alex, post.id, { content: 'Rewritten twice.' });
      expect(again.json().data).toMatchObject({ content: 'Rewritten twice.', hashtags: ['Craft'] });

      const newTime = inMinutes(60 * 5);
      const moved = await edit(alex, post.id, { scheduled_time: newTime });
      expect(moved.statusCode).toBe(200);
      const saved = await row(post.id);
      expect(saved?.scheduled_time?.toISOString()).toBe(newTime);
      expect(saved?.publish_after?.toISOString()).toBe(newTime);
      expect(saved?.publish_job_id).not.toBe(firstJob);
      expect(await job(firstJob)).toBeUndefined();
      expect((await job(saved?.publish_job_id))?.start_after.toISOString()).toBe(newTime);
    });

    it('refuses a new time too soon, a post being published, a published post and someone else’s post', async () => {
      const alex = await member();
      const sam = await member();
      const post = await scheduled(alex);
      const soon = await edit(alex, post.id, { scheduled_time: inMinutes(2) });
      expect(soon.statusCode).toBe(400);
      expect(soon.json().error).toBe('Please select a time at least 5 minutes from now');
      expect((await edit(alex, post.id, {})).statusCode).toBe(400);
      expect((await edit(sam, post.id, { content: 'Mine now' })).statusCode).toBe(404);

      await setStatus(post.id, 'publishing');
      const claimed = await edit(alex, post.id, { content: 'Too late' });
      expect(claimed.statusCode).toBe(409);
      expect(claimed.json().error).toBe('This post is being published right now and can no longer be edited.');
      await setStatus(post.id, 'published');
      expect((await edit(alex, post.id, { content: 'Too late' })).statusCode).toBe(409);
      expect(await row(post.id)).toMatchObject({ content: 'Shipping weekly taught us more than any roadmap.' });
    });

    it('approves a draft by giving it a time: it becomes pending with a queued job', async () => {
      const alex = await member();
      const draft = await db()
        .insertInto('posts')
        .values({
          user_id: alex.userId,
          connection_id: alex.connectionId,
          status: 'draft',
          content: 'A draft waiting for a time',
          scheduled_time: new Date(Date.now() - 2 * 3_600_000),
          notice_code: 'late',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const textOnly = await edit(alex, draft.id, { content: 'Still a draft' });
      expect(textOnly.json().data).toMatchObject({ status: 'draft', content: 'Still a draft' });
      const time = inMinutes(30);
      const approved = await edit(alex, draft.id, { scheduled_time: time });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({ status: 'pending', scheduled_time: time, notice: null });
      expect((await job((await row(draft.id))?.publish_job_id))?.start_after.toISOString()).toBe(time);
    });
  });
});
