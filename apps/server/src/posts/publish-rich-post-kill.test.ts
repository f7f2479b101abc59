import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartUpload, pngBytes } from '../test-support/media-fixtures';
import { startPublishRig, waitUntilSettled, type PublishRig, type RigMember } from '../test-support/worker-processes';

const adminUrl = process.env.TEST_DATABASE_URL;
/** How long LinkedIn keeps the uploaded image PROCESSING: the window in which the worker is killed. */
const PROCESSING_MS = 6_000;

async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// PGlite is one embedded process: there is no second worker process to kill there.
describe.runIf(adminUrl)(
  'a scheduled image post with a first comment, its worker SIGKILLed between upload and post (PostgreSQL only)',
  () => {
    let rig: PublishRig;
    let alex: RigMember;
    beforeAll(async () => {
      rig = await startPublishRig({ adminUrl: adminUrl!, linkedinTimeoutMs: 1000 });
      [alex] = (await rig.signInMembers(1)) as [RigMember];
    }, 120_000);
    afterAll(() => rig?.close(), 60_000);

    it('is published once at its time, its upload reused by the worker that takes it over, its comment posted once', async () => {
      const { db } = rig.deps.database;
      const { headers, payload } = multipartUpload({
        name: 'launch.png',
        bytes: pngBytes({ width: 640, height: 640, noise: true }),
      });
      const uploaded = await rig.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...headers, authorization: `Bearer ${alex.accessToken}` },
        payload,
      });
      expect(uploaded.statusCode).toBe(200);
      const media = await db
        .selectFrom('media')
        .select(['id', 'sha256'])
        .where('id', '=', uploaded.json().data.id)
        .executeTakeFirstOrThrow();

      const content = `Launch day ${randomBytes(4).toString('hex')}: the picture says it all.`;
      const [postId] = (await rig.schedulePosts([{ member: alex, content, due: new Date(Date.now() + 1000) }])) as [string];
      await db.insertInto('post_media').values({ post_id: postId, media_id: media.id, position: 0 }).execute();
      await db
        .updateTable('posts')
        .set({ first_comment: 'Behind the scenes: https://example.com/launch' })
        .where('id', '=', postId)
        .execute();

      rig.sandbox.controls.setMediaProcessingMs(PROCESSING_MS);
      const [victim] = await rig.startWorkers(1);
      // The bytes are in and LinkedIn is processing them; the post is not yet sent.
      await until(
        async () =>
          (await db
            .selectFrom('post_asset_uploads')
            .select('status')
            .where('post_id', '=', postId)
            .where('status', '=', 'uploaded')
            .executeTakeFirst()) ?? undefined,
        60_000,
        'the upload to finish',
      );
      await victim!.kill();
      expect(rig.sandbox.controls.listPosts().filter((p) => p.commentary === content)).toHaveLength(0);
      expect(rig.sandbox.controls.listAssets()).toHaveLength(1);

      const [heir] = await rig.startWorkers(1);
      // Taken over once the victim has been silent long enough (decision 030).
      expect(await waitUntilSettled(rig.deps, [postId], { timeoutMs: 90_000 }), heir!.output().slice(-2000)).toBe(0);
      const post = await until(
        async () => {
          const row = await db.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
          return row.first_comment_status === 'posted' ? row : undefined;
        },
        60_000,
        'the first comment',
      );

      expect(post).toMatchObject({ status: 'published', first_comment_attempts: 1 });
      const live = rig.sandbox.controls.listPosts().filter((p) => p.commentary === content);
      expect(live).toHaveLength(1);
      const assets = rig.sandbox.controls.listAssets();
      expect(assets).toHaveLength(1);
      expect(assets[0]).toMatchObject({ status: 'AVAILABLE', sha256: media.sha256 });
      expect(live[0]!.content).toEqual({ media: { id: assets[0]!.urn } });
      expect(
        await db.selectFrom('post_asset_uploads').select(['status', 'asset_urn']).where('post_id', '=', postId).execute(),
      ).toEqual([{ status: 'available', asset_urn: assets[0]!.urn }]);
      const comments = rig.sandbox.controls.listComments().filter((c) => c.object === post.platform_post_id);
      expect(comments).toHaveLength(1);
      expect(post.first_comment_urn).toBe(comments[0]!.commentUrn);
      await heir!.stop();
    }, 240_000);
  },
);
