import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishScheduledPost } from '../scheduling/publish-scheduled-post';
import { databaseKinds } from '../test-support/test-databases';
import { openStream } from '../test-support/open-event-stream';
import { mp4Bytes, pdfBytes, pngBytes } from '../test-support/media-fixtures';
import { postNow as postNowAs, schedulePost, uploadMedia } from '../test-support/post-requests';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';
import { requeueStalledFirstComments, SEND_FIRST_COMMENT_JOB } from './first-comment-queue';
import { recoverStuckPublishes } from './recover-stuck-publishes';
import { SENDING_TAKEN_OVER_AFTER_MS, sendFirstComment } from './send-first-comment';

const noBackoff = { backoffMs: () => 0 };

/**
 * Rich posts through the LinkedIn sandbox: each kind's content as LinkedIn receives it, the bytes
 * that arrive equal to those stored (the sandbox keeps a sha256 per asset), an upload reused when a
 * post is sent again, a file LinkedIn cannot process failing the post with its name, and the first
 * comment sent once after the post, failed on its own and posted by Retry.
 */
describe.each(databaseKinds)('publishing rich posts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      LINKEDIN_TIMEOUT_MS: '1000',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_MEMBER_PER_MINUTE: '0',
    });
  });
  afterEach(() => server.sandbox.controls.reset());
  afterAll(() => server?.close());
  let baseUrl: string | undefined;
  /** The app on a real port, once, for the live-update stream. */
  const listening = async () => (baseUrl ??= await server.app.listen({ host: '127.0.0.1', port: 0 }));
  async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (value !== undefined || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const db = () => server.deps.database.db;
  const member = () => signInMember(server, `rich-${kind}`);

  /** An upload through POST /api/media, as Quick Post makes it: the service stores its chunks and sha256. */
  async function upload(who: Member, name: string, bytes: Buffer, altText?: string): Promise<string> {
    const res = await uploadMedia(server, who, { name, bytes }, altText);
    if (res.statusCode !== 200) throw new Error(`upload of ${name} answered ${res.statusCode}: ${res.body}`);
    return res.json().data.id as string;
  }
  const png = (side: number) => pngBytes({ width: side, height: side, noise: true });
  const shaOf = async (mediaId: string) =>
    (await db().selectFrom('media').select('sha256').where('id', '=', mediaId).executeTakeFirstOrThrow()).sha256;

  const postNow = (who: Member, body: Record<string, unknown>) => postNowAs(server, who, body);
  const schedule = (who: Member, body: Record<string, unknown>) => schedulePost(server, who, body);
  /** A scheduled post's time has come: runs its publish job now. */
  async function publishDue(id: string) {
    await db().updateTable('posts').set({ publish_after: new Date() }).where('id', '=', id).execute();
    return publishScheduledPost(server.deps, { postId: id, jobId: (await postRow(id)).publish_job_id! });
  }
  /** Post Now with a first comment LinkedIn creates but never answers for: its first try ends 'retrying'. */
  async function postWithCommentAnswerLost(content: string, firstComment: string): Promise<string> {
    server.sandbox.controls.setFault('comments.create', { status: 503, afterAccept: true, times: 1 });
    const res = await postNow(await member(), { content, first_comment: firstComment });
    const id = res.json().data.post_id as string;
    expect(await sendFirstComment(server.deps, id, noBackoff)).toBe('retrying');
    return id;
  }
  const sandboxPost = (urn: string) => server.sandbox.controls.listPosts().find((p) => p.urn === urn);
  const assetsByUrn = () => new Map(server.sandbox.controls.listAssets().map((a) => [a.urn, a]));
  const uploadsOf = (postId: string) =>
    db()
      .selectFrom('post_asset_uploads')
      .select(['media_id', 'status', 'asset_urn'])
      .where('post_id', '=', postId)
      .orderBy('started_at')
      .execute();
  const onlyPostOf = async (who: Member) =>
    (await db().selectFrom('posts').select('id').where('user_id', '=', who.userId).executeTakeFirstOrThrow()).id;
  const postRow = (id: string) => db().selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('an image: LinkedIn gets the same bytes and a media content with its alt text', async () => {
    const alex = await member();
    const photo = await upload(alex, 'photo.png', png(300), 'A whiteboard full of arrows');
    const res = await postNow(alex, { content: 'One picture.', media_ids: [photo] });
    expect(res.statusCode).toBe(200);
    const post = sandboxPost(res.json().data.platform_post_id);
    const content = post?.content as { media: { id: string; altText: string } };
    expect(content).toEqual({ media: { id: expect.stringMatching(/^urn:li:image:/), altText: 'A whiteboard full of arrows' } });
    const asset = assetsByUrn().get(content.media.id);
    expect(asset).toMatchObject({ kind: 'image', status: 'AVAILABLE', sha256: await shaOf(photo) });
    expect(await uploadsOf(res.json().data.post_id)).toEqual([
      { media_id: photo, status: 'available', asset_urn: content.media.id },
    ]);
  });

  it('3 images: a multiImage in the member’s order, each image’s bytes as stored', async () => {
    const alex = await member();
    const ids = [
      await upload(alex, 'one.png', png(120), 'First'),
      await upload(alex, 'two.png', png(720)),
      await upload(alex, 'three.png', png(150), 'Third'),
    ];
    const order = [ids[1]!, ids[2]!, ids[0]!];
    const res = await postNow(alex, { content: 'Three pictures.', media_ids: order });
    expect(res.statusCode).toBe(200);
    const content = sandboxPost(res.json().data.platform_post_id)?.content as {
      multiImage: { images: Array<{ id: string; altText?: string }> };
    };
    expect(content.multiImage.images.map((i) => i.altText)).toEqual([undefined, 'Third', 'First']);
    const assets = assetsByUrn();
    expect(content.multiImage.images.map((i) => assets.get(i.id)?.sha256)).toEqual(await Promise.all(order.map(shaOf)));
  });

  it('a document: its title and its bytes', async () => {
    const alex = await member();
    const deck = await upload(alex, 'deck.pdf', await pdfBytes(3));
    const res = await postNow(alex, { content: 'Slides.', media_ids: [deck], document_title: 'Five habits of calm teams' });
    expect(res.statusCode).toBe(200);
    const content = sandboxPost(res.json().data.platform_post_id)?.content as { media: { id: string; title: string } };
    expect(content.media).toEqual({ id: expect.stringMatching(/^urn:li:document:/), title: 'Five habits of calm teams' });
    expect(assetsByUrn().get(content.media.id)?.sha256).toBe(await shaOf(deck));
  });

  it('a video: uploaded in byte-range parts, finalized, the whole equal to what was stored', async () => {
    const alex = await member();
    const video = await upload(
      alex,
      'demo.mp4',
      mp4Bytes({ durationMs: 12_000, width: 1280, height: 720, mdatBytes: 9 * 1024 * 1024 + 12_345 }),
    );
    const res = await postNow(alex, { content: 'A short demo.', media_ids: [video] });
    expect(res.statusCode).toBe(200);
    const content = sandboxPost(res.json().data.platform_post_id)?.content as { media: { id: string } };
    const asset = assetsByUrn().get(content.media.id);
    expect(asset).toMatchObject({ kind: 'video', status: 'AVAILABLE', sha256: await shaOf(video) });
    expect(asset!.parts.length).toBeGreaterThan(1);
  });

  it('a poll and a link go as LinkedIn’s poll and article', async () => {
    const alex = await member();
    const poll = await postNow(alex, {
      content: 'Quick question.',
      poll: { question: 'Which ships first?', options: ['Docs', 'Tests', 'Both'], duration_days: 3 },
    });
    expect(poll.statusCode).toBe(200);
    expect(sandboxPost(poll.json().data.platform_post_id)?.content).toEqual({
      poll: {
        question: 'Which ships first?',
        options: [{ text: 'Docs' }, { text: 'Tests' }, { text: 'Both' }],
        settings: { duration: 'THREE_DAYS' },
      },
    });
    const link = await postNow(alex, {
      content: 'Worth a read.',
      link_url: 'https://example.com/essay',
      link_title: 'On small batches',
    });
    expect(link.statusCode).toBe(200);
    expect(sandboxPost(link.json().data.platform_post_id)?.content).toEqual({
      article: { source: 'https://example.com/essay', title: 'On small batches' },
    });
  });

  it('a file LinkedIn cannot process fails the post, rejected, with the file’s name; nothing is posted', async () => {
    const alex = await member();
    const photo = await upload(alex, 'photo.png', png(64));
    server.sandbox.controls.setFault('media.processing', { status: 200 });
    const res = await postNow(alex, { content: 'This one will not go.', media_ids: [photo] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/^LinkedIn could not process the image photo\.png: /);
    const [row] = await db().selectFrom('posts').selectAll().where('user_id', '=', alex.userId).execute();
    expect(row).toMatchObject({ status: 'failed', failure_kind: 'rejected', error_message: res.json().error });
    expect(server.sandbox.controls.listPosts()).toHaveLength(0);
  });

  it('a lost answer is settled by re-sending the same content: the upload is reused, one asset, one post', async () => {
    const alex = await member();
    const photo = await upload(alex, 'photo.png', png(64));
    server.sandbox.controls.setFault('posts.create', { status: 201, afterAccept: true, delayMs: 1500, times: 1 });
    const res = await postNow(alex, { content: 'Answer lost, content kept.', media_ids: [photo] });
    expect(res.statusCode).toBe(200);
    expect(server.sandbox.controls.listPosts()).toHaveLength(1);
    expect(server.sandbox.controls.listAssets()).toHaveLength(1);
    expect((await uploadsOf(res.json().data.post_id)).map((u) => u.status)).toEqual(['available']);
    expect((await postRow(res.json().data.post_id)).status).toBe('published');
  });

  it('a scheduled post with an image and a first comment: published at its time, its comment posted once after it', async () => {
    const alex = await member();
    const photo = await upload(alex, 'photo.png', png(64));
    const scheduled = await schedule(alex, {
      content: 'Scheduled with a picture.',
      media_ids: [photo],
      first_comment: 'The full write-up: https://example.com/write-up',
    });
    expect(scheduled.statusCode).toBe(200);
    const id = scheduled.json().data.id as string;
    expect(await publishDue(id)).toBe('published');

    const published = await postRow(id);
    expect(published).toMatchObject({ status: 'published', first_comment_status: 'pending' });
    const { rows: commentJobs } = await sql<{
      data: unknown;
    }>`SELECT data FROM pgboss.job WHERE name = ${SEND_FIRST_COMMENT_JOB}`.execute(db());
    expect(commentJobs).toEqual([{ data: { post_id: id } }]);

    expect(await sendFirstComment(server.deps, id)).toBe('posted');
    expect(await sendFirstComment(server.deps, id)).toBe('stale');
    const comments = server.sandbox.controls.listComments();
    expect(comments).toEqual([
      expect.objectContaining({
        object: published.platform_post_id,
        actor: `urn:li:person:${alex.linkedinId}`,
        text: 'The full write-up: https://example.com/write-up',
      }),
    ]);
    expect(await postRow(id)).toMatchObject({
      status: 'published',
      first_comment_status: 'posted',
      first_comment_urn: comments[0]!.commentUrn,
      first_comment_attempts: 1,
    });
  });

  it('a first comment LinkedIn refuses: the post stays published, the comment failed; Retry posts it once', async () => {
    const alex = await member();
    server.sandbox.controls.setFault('comments.create', { status: 400, times: 1 });
    const res = await postNow(alex, { content: 'Comment refused, post kept.', first_comment: 'Link in here' });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.post_id as string;
    expect(await sendFirstComment(server.deps, id, noBackoff)).toBe('failed');
    expect(await postRow(id)).toMatchObject({
      status: 'published',
      first_comment_status: 'failed',
      first_comment_error: 'LinkedIn refused the first comment. Check its text, then Retry.',
    });
    const schedule = await server.app.inject({
      method: 'GET',
      url: '/api/scheduling/schedule?days=30&include_past=true',
      headers: bearer(alex.accessToken),
    });
    const card = Object.values(schedule.json().data.schedule_by_date as Record<string, Array<{ id: string }>>)
      .flat()
      .find((p) => p.id === id);
    expect(card).toMatchObject({
      status: 'published',
      first_comment: { text: 'Link in here', status: 'failed', error_message: expect.stringMatching(/refused/) },
    });

    const retry = await server.app.inject({
      method: 'POST',
      url: `/api/scheduling/post/${id}/first-comment/retry`,
      headers: bearer(alex.accessToken),
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.first_comment).toMatchObject({ status: 'pending', error_message: null });
    expect(await sendFirstComment(server.deps, id, noBackoff)).toBe('posted');
    expect(server.sandbox.controls.listComments()).toHaveLength(1);
    expect((await postRow(id)).first_comment_status).toBe('posted');
  });

  it('a first comment whose answer is lost is found among the post’s comments, never sent twice', async () => {
    const id = await postWithCommentAnswerLost('Comment answer lost.', 'Only once, please');
    expect((await postRow(id)).first_comment_status).toBe('pending');
    expect(await sendFirstComment(server.deps, id, noBackoff)).toBe('posted');
    const comments = server.sandbox.controls.listComments();
    expect(comments).toHaveLength(1);
    expect(await postRow(id)).toMatchObject({ first_comment_urn: comments[0]!.commentUrn, first_comment_attempts: 2 });
  });

  it('a comment left sending by a process that died is taken over once it is old, and settled from LinkedIn’s comments', async () => {
    const id = await postWithCommentAnswerLost('Its sender died.', 'Sent before the crash');
    // As a process that claimed it and died: 'sending', just now, then two minutes ago.
    await db()
      .updateTable('posts')
      .set({ first_comment_status: 'sending', updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    expect(await sendFirstComment(server.deps, id, noBackoff)).toBe('stale');
    await db()
      .updateTable('posts')
      .set({ updated_at: new Date(Date.now() - 180_000) })
      .where('id', '=', id)
      .execute();
    expect(await sendFirstComment(server.deps, id, noBackoff)).toBe('posted');
    expect(server.sandbox.controls.listComments()).toHaveLength(1);
  });

  it('the minute’s recovery queues a comment its dead sender left sending, and it is posted once', async () => {
    const id = await postWithCommentAnswerLost('Its sender died for good.', 'Recovered comment');
    await sql`DELETE FROM pgboss.job WHERE name = ${SEND_FIRST_COMMENT_JOB} AND data->>'post_id' = ${id}`.execute(db());
    // Claimed by a process that died a minute ago: too fresh to take over.
    await db()
      .updateTable('posts')
      .set({ first_comment_status: 'sending', updated_at: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    expect(await requeueStalledFirstComments(db(), server.deps.jobs, SENDING_TAKEN_OVER_AFTER_MS)).toBe(0);
    await db()
      .updateTable('posts')
      .set({ updated_at: new Date(Date.now() - 180_000) })
      .where('id', '=', id)
      .execute();
    expect(await requeueStalledFirstComments(db(), server.deps.jobs, SENDING_TAKEN_OVER_AFTER_MS)).toBe(1);
    expect((await postRow(id)).first_comment_status).toBe('pending');
    const queued = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = ${SEND_FIRST_COMMENT_JOB} AND data->>'post_id' = ${id} AND state = 'created'`.execute(db());
    expect(queued.rows[0]!.n).toBe(1);
    expect(await sendFirstComment(server.deps, id, noBackoff)).toBe('posted');
    expect(server.sandbox.controls.listComments()).toHaveLength(1);
  });

  it('a comment whose connection was revoked fails with a sentence, and the post stays published', async () => {
    const alex = await member();
    const res = await postNow(alex, { content: 'Then the member disconnected.', first_comment: 'Too late' });
    const id = res.json().data.post_id as string;
    await db().updateTable('linkedin_connections').set({ revoked_at: new Date() }).where('id', '=', alex.connectionId).execute();
    expect(await sendFirstComment(server.deps, id, noBackoff)).toBe('failed');
    expect(await postRow(id)).toMatchObject({
      status: 'published',
      first_comment_status: 'failed',
      first_comment_error: expect.stringMatching(/Reconnect, then Retry/),
    });
    expect(server.sandbox.controls.listComments()).toHaveLength(0);
  });

  it('a post the recovery finds published (its process died after the 201) gets its first comment too', async () => {
    const alex = await member();
    const res = await postNow(alex, { content: 'Published, then the process died.', first_comment: 'Still posted' });
    const id = res.json().data.post_id as string;
    // Before the row moved: no comment started, no job; the attempt holds the URN.
    await sql`DELETE FROM pgboss.job WHERE name = ${SEND_FIRST_COMMENT_JOB} AND data->>'post_id' = ${id}`.execute(db());
    await db()
      .updateTable('posts')
      .set({
        status: 'publishing',
        platform_post_id: null,
        first_comment_status: null,
        updated_at: sql<Date>`now() - interval '2 minutes'`,
      })
      .where('id', '=', id)
      .execute();
    expect((await recoverStuckPublishes(server.deps)).published).toBe(1);
    expect(await postRow(id)).toMatchObject({ status: 'published', first_comment_status: 'pending' });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = ${SEND_FIRST_COMMENT_JOB} AND data->>'post_id' = ${id}`.execute(db());
    expect(rows[0]?.n).toBe(1);
    expect(await sendFirstComment(server.deps, id, noBackoff)).toBe('posted');
    expect(server.sandbox.controls.listComments()).toHaveLength(1);
  });

  it('an upload LinkedIn refuses (4xx) fails the post with the file’s name, the upload recorded failed', async () => {
    const alex = await member();
    const deck = await upload(alex, 'board deck.pdf', await pdfBytes(2));
    server.sandbox.controls.setFault('media.upload', { status: 400, times: 1 });
    const res = await postNow(alex, { content: 'Refused on upload.', media_ids: [deck] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/^LinkedIn could not process the document board deck\.pdf: ./);
    expect((await uploadsOf(await onlyPostOf(alex))).map((u) => u.status)).toEqual(['failed']);
    expect(server.sandbox.controls.listPosts()).toHaveLength(0);
  });

  it('LinkedIn unreachable mid-upload: the scheduled post waits and tries again, nothing posted meanwhile', async () => {
    const alex = await member();
    const photo = await upload(alex, 'photo.png', png(64));
    const scheduled = await schedule(alex, { content: 'Uploaded on the second try.', media_ids: [photo] });
    const id = scheduled.json().data.id as string;
    server.sandbox.controls.setFault('media.initialize', { status: 503, times: 1 });
    expect(await publishDue(id)).toBe('retrying');
    expect(await postRow(id)).toMatchObject({ status: 'pending', notice_code: 'retrying' });
    expect(server.sandbox.controls.listPosts()).toHaveLength(0);
    // Its next job, due now.
    expect(await publishDue(id)).toBe('published');
    expect(server.sandbox.controls.listPosts()).toHaveLength(1);
    expect((await uploadsOf(id)).map((u) => u.status)).toEqual(['failed', 'available']);
  });

  it('our own failure while sending a comment puts it back to pending for the job’s retry, never stuck sending', async () => {
    const alex = await member();
    const res = await postNow(alex, { content: 'Then the queue failed.', first_comment: 'Try me again' });
    const id = res.json().data.post_id as string;
    server.sandbox.controls.setFault('comments.create', { status: 503, times: 1 });
    const broken = {
      ...server.deps,
      jobs: { ...server.deps.jobs, send: () => Promise.reject(new Error('queue unavailable')) },
    };
    await expect(sendFirstComment(broken, id, noBackoff)).rejects.toThrow('queue unavailable');
    expect((await postRow(id)).first_comment_status).toBe('pending');
    expect(await sendFirstComment(server.deps, id, noBackoff)).toBe('posted');
    expect(server.sandbox.controls.listComments()).toHaveLength(1);
  });

  it('an Edit that only reorders a post’s images reaches the member’s open schedule as a live update', async () => {
    const alex = await member();
    const [first, second] = [await upload(alex, 'one.png', png(64)), await upload(alex, 'two.png', png(64))];
    const res = await schedule(alex, { content: 'Reordered later.', media_ids: [first, second] });
    const id = res.json().data.id as string;
    const stream = await openStream(await listening(), alex.accessToken);
    try {
      expect(await stream.waitFor(': connected')).toBe(true);
      const before = stream.text().split(id).length - 1;
      const edited = await server.app.inject({
        method: 'PATCH',
        url: `/api/scheduling/post/${id}`,
        headers: bearer(alex.accessToken),
        payload: { media_ids: [second, first] },
      });
      expect(edited.json().data.media.map((m: { id: string }) => m.id)).toEqual([second, first]);
      await until(async () => (stream.text().split(id).length - 1 > before ? true : undefined), 5_000);
      expect(stream.text().split(id).length - 1).toBeGreaterThan(before);
    } finally {
      stream.close();
    }
  });

  it('each move of a first comment reaches the member’s open schedule as a live update', async () => {
    const alex = await member();
    const stream = await openStream(await listening(), alex.accessToken);
    try {
      expect(await stream.waitFor(': connected')).toBe(true);
      const res = await postNow(alex, { content: 'Watched live.', first_comment: 'Refused, then retried' });
      const id = res.json().data.post_id as string;
      const updates = () => stream.text().split(id).length - 1;
      expect(await stream.waitFor(`"status":"published"`)).toBe(true);
      const afterPublish = updates();
      server.sandbox.controls.setFault('comments.create', { status: 400, times: 1 });
      // pending → sending → failed: the card must learn that its comment failed, and show Retry.
      expect(await sendFirstComment(server.deps, id, noBackoff)).toBe('failed');
      await until(async () => (updates() >= afterPublish + 2 ? true : undefined), 5_000);
      expect(updates()).toBeGreaterThanOrEqual(afterPublish + 2);
    } finally {
      stream.close();
    }
  });
});
