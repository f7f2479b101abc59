import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MediaKind } from '../db/schema';
import { databaseKinds } from '../test-support/test-databases';
import { postNow as postNowAs, schedulePost } from '../test-support/post-requests';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';

const MIME: Record<MediaKind, string> = { image: 'image/png', document: 'application/pdf', video: 'video/mp4' };

/**
 * The attachment rules on the three routes that take them (Post Now, Schedule, Edit): each one a
 * 400 with a sentence, and nothing saved or sent. The files are rows made directly here: the rules
 * read only who owns a file, its kind and whether it is ready; publishing real bytes is tested in
 * publish-rich-posts.test.ts.
 */
describe.each(databaseKinds)('post attachments on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Dozens of members and requests in a minute: the rate limits are not what is tested here.
    server = await startTestServer(kind, { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_MEMBER_PER_MINUTE: '0' });
  });
  afterEach(() => server.sandbox.controls.reset());
  afterAll(() => server?.close());

  const db = () => server.deps.database.db;
  const member = () => signInMember(server, `att-${kind}`);

  async function addMedia(who: Member, mediaKind: MediaKind, fileName: string, status: 'ready' | 'receiving' = 'ready') {
    const row = await db()
      .insertInto('media')
      .values({ user_id: who.userId, kind: mediaKind, status, mime_type: MIME[mediaKind], file_name: fileName, size_bytes: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const images = (who: Member, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => addMedia(who, 'image', `photo-${i}.png`)));

  const schedule = (who: Member, body: Record<string, unknown>) =>
    schedulePost(server, who, { content: 'Attachments, checked.', ...body });
  const postNow = (who: Member, body: Record<string, unknown>) =>
    postNowAs(server, who, { content: 'Posted now, checked.', ...body });
  const retryComment = (who: Member, id: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/scheduling/post/${id}/first-comment/retry`,
      headers: bearer(who.accessToken),
    });
  const edit = (who: Member, id: string, body: Record<string, unknown>) =>
    server.app.inject({ method: 'PATCH', url: `/api/scheduling/post/${id}`, headers: bearer(who.accessToken), payload: body });
  const scheduleOf = async (who: Member) => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/scheduling/schedule?days=30',
      headers: bearer(who.accessToken),
    });
    return Object.values(res.json().data.schedule_by_date as Record<string, Array<Record<string, unknown>>>).flat();
  };
  const savedFor = async (who: Member) => ({
    posts: (await db().selectFrom('posts').select('id').where('user_id', '=', who.userId).execute()).length,
    postMedia: (
      await db()
        .selectFrom('post_media')
        .innerJoin('posts', 'posts.id', 'post_media.post_id')
        .select('post_media.media_id')
        .where('posts.user_id', '=', who.userId)
        .execute()
    ).length,
    attached: (
      await db().selectFrom('media').select('id').where('user_id', '=', who.userId).where('attached_at', 'is not', null).execute()
    ).length,
  });
  const nothingSaved = { posts: 0, postMedia: 0, attached: 0 };

  describe('each rule answers 400 with a sentence and saves nothing', () => {
    const cases: Array<[string, (who: Member, other: Member) => Promise<Record<string, unknown>>, RegExp]> = [
      ['21 images', async (who) => ({ media_ids: await images(who, 21) }), /at most 20 images/],
      [
        '5 poll options',
        async () => ({ poll: { question: 'Which?', options: ['a', 'b', 'c', 'd', 'e'], duration_days: 3 } }),
        /at most 4 options/,
      ],
      [
        'an image with a poll',
        async (who) => ({
          media_ids: await images(who, 1),
          poll: { question: 'Which?', options: ['a', 'b'], duration_days: 3 },
        }),
        /images and a poll cannot go together/,
      ],
      [
        'a document with images',
        async (who) => ({ media_ids: [await addMedia(who, 'document', 'deck.pdf'), ...(await images(who, 2))] }),
        /a document and images cannot go together/,
      ],
      [
        'two videos',
        async (who) => ({ media_ids: [await addMedia(who, 'video', 'a.mp4'), await addMedia(who, 'video', 'b.mp4')] }),
        /only one video/,
      ],
      [
        'a link with media',
        async (who) => ({ media_ids: await images(who, 1), link_url: 'https://example.com/post' }),
        /images and a link cannot go together/,
      ],
      [
        "another member's media",
        async (_who, other) => ({ media_ids: [await addMedia(other, 'image', 'theirs.png')] }),
        /One of the attached files does not exist/,
      ],
      ['an unknown media id', async () => ({ media_ids: [randomUUID()] }), /One of the attached files does not exist/],
      [
        'a file still uploading',
        async (who) => ({ media_ids: [await addMedia(who, 'image', 'half.png', 'receiving')] }),
        /half\.png is still uploading/,
      ],
      [
        'the same file twice',
        async (who) => {
          const [id] = await images(who, 1);
          return { media_ids: [id, id] };
        },
        /attached twice/,
      ],
      [
        'a document_title without a document',
        async (who) => ({ media_ids: await images(who, 1), document_title: 'Slides' }),
        /A document title goes with a document/,
      ],
      ['a link_title without link_url', async () => ({ link_title: 'Read this' }), /A link title goes with a link/],
    ];

    it.each(cases)('Schedule: %s', async (_name, body, message) => {
      const [who, other] = await Promise.all([member(), member()]);
      const res = await schedule(who, await body(who, other));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: expect.stringMatching(message) });
      expect(await savedFor(who)).toEqual(nothingSaved);
    });

    it.each(cases)('Post Now: %s (nothing reaches LinkedIn)', async (_name, body, message) => {
      const [who, other] = await Promise.all([member(), member()]);
      const res = await postNow(who, await body(who, other));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
      expect(await savedFor(who)).toEqual(nothingSaved);
      expect(server.sandbox.controls.listPosts()).toHaveLength(0);
    });

    it.each(cases)('Edit: %s leaves the post as it was', async (_name, body, message) => {
      const [who, other] = await Promise.all([member(), member()]);
      const [photo] = await images(who, 1);
      const created = await schedule(who, { media_ids: [photo], first_comment: 'Kept' });
      expect(created.statusCode).toBe(200);
      const id = created.json().data.id as string;
      const res = await edit(who, id, { content: 'Changed text', ...(await body(who, other)) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
      const [post] = await scheduleOf(who);
      expect(post).toMatchObject({
        content: 'Attachments, checked.',
        kind: 'image',
        media: [expect.objectContaining({ id: photo })],
        poll: null,
        link_url: null,
        first_comment: { text: 'Kept', status: 'pending', comment_urn: null, error_message: null },
      });
    });
  });

  it('saves 3 images in their order, marks them attached, and the schedule lists them with the first comment', async () => {
    const who = await member();
    const ids = await images(who, 3);
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const res = await schedule(who, { media_ids: order, first_comment: 'Sources in the comments' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'images', media: order.map((id) => expect.objectContaining({ id })) });
    const [post] = await scheduleOf(who);
    expect(post).toMatchObject({
      kind: 'images',
      document_title: null,
      first_comment: { text: 'Sources in the comments', status: 'pending', comment_urn: null, error_message: null },
    });
    expect((post!.media as Array<{ id: string; url: string }>).map((m) => m.id)).toEqual(order);
    expect(await savedFor(who)).toEqual({ posts: 1, postMedia: 3, attached: 3 });
  });

  it('gives a document its file name as title unless one is sent, and saves a poll and a link', async () => {
    const who = await member();
    const deck = await addMedia(who, 'document', 'Q3 review.final.pdf');
    expect((await schedule(who, { media_ids: [deck] })).json().data).toMatchObject({
      kind: 'document',
      document_title: 'Q3 review.final',
    });
    const titled = await addMedia(who, 'document', 'deck.pdf');
    expect((await schedule(who, { media_ids: [titled], document_title: 'Five habits' })).json().data.document_title).toBe(
      'Five habits',
    );
    const poll = { question: 'Which ships first?', options: ['Docs', 'Tests'], duration_days: 7 };
    expect((await schedule(who, { poll })).json().data).toMatchObject({ kind: 'poll', poll, media: [] });
    expect((await schedule(who, { link_url: 'https://example.com/essay', link_title: 'The essay' })).json().data).toMatchObject({
      kind: 'link',
      link_url: 'https://example.com/essay',
      link_title: 'The essay',
    });
    expect((await schedule(who, {})).json().data).toMatchObject({ kind: 'text', media: [], first_comment: null });
  });

  it('on Edit, an absent field keeps what the post has, null or [] removes it, and a new kind replaces the old', async () => {
    const who = await member();
    const [a, b] = await images(who, 2);
    const id = (await schedule(who, { media_ids: [a], first_comment: 'First!' })).json().data.id as string;

    const reordered = await edit(who, id, { media_ids: [b, a] });
    expect(reordered.json().data).toMatchObject({ kind: 'images', first_comment: { text: 'First!' } });
    expect(reordered.json().data.media.map((m: { id: string }) => m.id)).toEqual([b, a]);

    const textOnly = await edit(who, id, { content: 'Only the text changes' });
    expect(textOnly.json().data).toMatchObject({ content: 'Only the text changes', kind: 'images' });

    const poll = { question: 'Tea or coffee?', options: ['Tea', 'Coffee'], duration_days: 1 };
    const toPoll = await edit(who, id, { media_ids: [], poll, first_comment: null });
    expect(toPoll.json().data).toMatchObject({ kind: 'poll', media: [], poll, first_comment: null });
    expect((await savedFor(who)).postMedia).toBe(0);

    const cleared = await edit(who, id, { poll: null });
    expect(cleared.json().data).toMatchObject({ kind: 'text', poll: null });
  });

  it('keeps a published post’s attachments: Edit answers 409 and changes nothing', async () => {
    const who = await member();
    const [photo] = await images(who, 1);
    const id = (await schedule(who, { media_ids: [photo] })).json().data.id as string;
    await db()
      .updateTable('posts')
      .set({ status: 'published', platform_post_id: 'urn:li:share:1' })
      .where('id', '=', id)
      .execute();
    const res = await edit(who, id, { media_ids: [] });
    expect(res.statusCode).toBe(409);
    expect((await savedFor(who)).postMedia).toBe(1);
  });

  it('Retry of a first comment that has not failed answers 409 with a sentence', async () => {
    const who = await member();
    const id = (await schedule(who, { first_comment: 'Soon' })).json().data.id as string;
    const res = await retryComment(who, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This post’s first comment is already waiting to be sent.');
    const none = (await schedule(who, {})).json().data.id as string;
    const again = await retryComment(who, none);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This post has no first comment to retry.');
  });
});
