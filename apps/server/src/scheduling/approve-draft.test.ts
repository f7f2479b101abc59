import { startNewsSandbox, type RunningNewsSandbox } from '@cadence/linkedin-sandbox';
import { ZPreferencesInputSchema } from '@cadence/contract/preferences/preferences';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savePreferences } from '../automation/save-preferences';
import { writeAutomationPost } from '../automation/write-automation-post';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';

describe.each(databaseKinds)('approving an automation draft on %s', (kind) => {
  let server: TestServer;
  let news: RunningNewsSandbox;
  let alex: Member;
  let sam: Member;
  beforeAll(async () => {
    news = await startNewsSandbox();
    server = await startTestServer(kind, { TOPIC_SOURCES: 'sandbox', NEWS_SANDBOX_URL: news.url });
    alex = await signInMember(server, `approve-${kind}`);
    sam = await signInMember(server, `approve-${kind}`);
    await savePreferences(
      server.deps,
      alex.userId,
      ZPreferencesInputSchema.parse({
        niche: 'Leadership',
        content_formats: ['insight', 'list'],
        frequency_type: 'daily',
        approval_mode: 'review_all',
        preferred_times: [{ day: 'Monday', time: '11:00' }],
        time_zone: 'UTC',
        is_active: true,
      }),
    );
  });
  afterAll(async () => {
    await server?.close();
    await news?.close();
  });

  const db = () => server.deps.database.db;
  const approve = (who: Member, id: string) =>
    server.app.inject({ method: 'POST', url: `/api/scheduling/post/${id}/approve`, headers: bearer(who.accessToken) });
  /** The next unwritten slot, written now: a draft, since Alex reviews every post. */
  async function nextDraft() {
    const slot = await db()
      .selectFrom('posts')
      .select('id')
      .where('user_id', '=', alex.userId)
      .where('status', '=', 'pending_content')
      .orderBy('automation_slot')
      .executeTakeFirstOrThrow();
    expect(await writeAutomationPost(server.deps, slot.id)).toBe('draft');
    return slot.id;
  }

  it('turns the draft into a scheduled post at its own slot, with its publish job', async () => {
    const id = await nextDraft();
    const res = await approve(alex, id);
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json().data;
    expect(post).toMatchObject({ id, status: 'pending', content_metadata: { slot_type: 'automation', review_reason: null } });
    const row = await db()
      .selectFrom('posts')
      .select(['publish_job_id', 'automation_slot'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const job = await sql<{ start_after: Date }>`SELECT start_after FROM pgboss.job WHERE id = ${row.publish_job_id}`.execute(
      db(),
    );
    expect(new Date(job.rows[0]!.start_after).toISOString()).toBe(new Date(row.automation_slot!).toISOString());

    const again = await approve(alex, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Only drafts can be approved; this one is pending.');
  });

  it('answers 404 for another member’s draft, and leaves it a draft', async () => {
    const id = await nextDraft();
    const res = await approve(sam, id);
    expect(res.statusCode).toBe(404);
    expect((await db().selectFrom('posts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('draft');
  });

  it('refuses a draft with a gap to fill, and one whose time has passed', async () => {
    const id = await nextDraft();
    await db().updateTable('posts').set({ content: 'The day [your moment] changed how I lead.' }).where('id', '=', id).execute();
    const gap = await approve(alex, id);
    expect(gap.statusCode).toBe(400);
    expect(gap.json().error).toBe('Replace "[your moment]" with your own words before posting.');

    await db()
      .updateTable('posts')
      .set({ content: 'Leading through change, one conversation at a time.', scheduled_time: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    const late = await approve(alex, id);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatch(/^This draft's time is too close or has passed\. Use Edit to pick a new time\./);
    expect((await db().selectFrom('posts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('draft');
  });

  it('answers 409 for a slot not yet written, and 400 for an id that is not one', async () => {
    const slot = await db()
      .selectFrom('posts')
      .select('id')
      .where('user_id', '=', alex.userId)
      .where('status', '=', 'pending_content')
      .executeTakeFirstOrThrow();
    expect((await approve(alex, slot.id)).statusCode).toBe(409);
    expect((await approve(alex, 'not-an-id')).statusCode).toBe(400);
  });
});
