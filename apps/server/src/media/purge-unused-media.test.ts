import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../jobs/registry';
import { pngBytes } from '../test-support/media-fixtures';
import { uploadMedia } from '../test-support/post-requests';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';
import { purgeUnusedMedia } from './purge-unused-media';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.each(databaseKinds)('the unused-media clean-up on %s', (kind) => {
  let server: TestServer;
  let alex: Member;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMIT_PER_MINUTE: '0' });
    alex = await signInMember(server, `purge-media-${kind}`);
  });
  afterAll(() => server?.close());

  const db = () => server.deps.database.db;

  async function upload(name: string): Promise<string> {
    const res = await uploadMedia(server, alex, { name, bytes: pngBytes({ width: 16, height: 16 }) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id;
  }

  async function schedulePost(): Promise<string> {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/scheduling/post',
      headers: bearer(alex.accessToken),
      payload: {
        content: 'A post with a picture.',
        hashtags: [],
        scheduled_time: inMinutes(120),
        platform_connection_id: alex.connectionId,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id;
  }

  /** What attaching does (the post routes' part): a post_media row, and attached_at set once. */
  async function attach(postId: string, mediaId: string) {
    await db().insertInto('post_media').values({ post_id: postId, media_id: mediaId, position: 0 }).execute();
    await db()
      .updateTable('media')
      .set({ attached_at: sql<Date>`now()` })
      .where('id', '=', mediaId)
      .execute();
  }

  // created_at is the database's own (never written by the app): set it back by hand.
  const age = (mediaId: string, hours: number) =>
    sql`UPDATE media SET created_at = now() - ${hours} * interval '1 hour' WHERE id = ${mediaId}`.execute(db());

  it('removes media of deleted posts, uploads unused for a day and half-received ones, with their chunks; keeps the rest', async () => {
    const fresh = await upload('fresh.png');
    const stale = await upload('stale.png');
    await age(stale, 25);
    const onLivePost = await upload('live.png');
    await age(onLivePost, 72);
    await attach(await schedulePost(), onLivePost);
    const onDeletedPost = await upload('deleted.png');
    const doomedPost = await schedulePost();
    await attach(doomedPost, onDeletedPost);
    await db().deleteFrom('posts').where('id', '=', doomedPost).execute();
    const halfReceived = await upload('half.png');
    await db().updateTable('media').set({ status: 'receiving' }).where('id', '=', halfReceived).execute();
    await age(halfReceived, 7);

    const job = jobs.find((j) => j.name === 'media.purge-unused-media.v1');
    expect(job?.cron).toBe('*/15 * * * *');
    await job!.handle({}, server.deps, { id: 'test' });

    const left = await db().selectFrom('media').select('id').where('user_id', '=', alex.userId).execute();
    expect(left.map((r) => r.id).sort()).toEqual([fresh, onLivePost].sort());
    const chunks = await db().selectFrom('media_chunks').select('media_id').distinct().execute();
    expect(chunks.map((r) => r.media_id).sort()).toEqual([fresh, onLivePost].sort());
    // Nothing more to do on a second run.
    expect(await purgeUnusedMedia(server.deps)).toBe(0);
  });

  it('removes in batches until none is left', async () => {
    const ids = await Promise.all(Array.from({ length: 3 }, (_, i) => upload(`old-${i}.png`)));
    await Promise.all(ids.map((id) => age(id, 30)));
    expect(await purgeUnusedMedia(server.deps)).toBe(3);
  });
});
