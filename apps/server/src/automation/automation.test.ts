import { startNewsSandbox, type RunningNewsSandbox } from '@cadence/linkedin-sandbox';
import { ZPreferencesInputSchema } from '@cadence/contract/preferences/preferences';
import { zonedParts } from '@cadence/contract/time/zoned-time';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPostHistory } from '../test-support/post-history';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../writing/start-fake-openai-server';
import { planActiveMembers } from './plan-active-members';
import { savePreferences, setAutomationActive } from './save-preferences';
import { writeAutomationPost } from './write-automation-post';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The automation engine on a controllable clock: every domain call takes `now`, so a week that
 * crosses a daylight-saving change is planned exactly as it will be on that day.
 */
describe.each(databaseKinds)('automation engine on %s', (kind) => {
  let server: TestServer;
  let news: RunningNewsSandbox;
  beforeAll(async () => {
    news = await startNewsSandbox();
    server = await startTestServer(kind, {
      TOPIC_SOURCES: 'sandbox',
      NEWS_SANDBOX_URL: news.url,
      TOPIC_FETCH_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await server?.close();
    await news?.close();
  });

  const db = () => server.deps.database.db;
  const member = () => signInMember(server, `automation-${kind}`);
  // Parsed as the route parses a body, so a case reads like the JSON a browser sends.
  const save = (who: Member, input: Record<string, unknown>, now: Date) =>
    savePreferences(server.deps, who.userId, ZPreferencesInputSchema.parse(input), now);
  const slotsOf = (who: Member) =>
    db()
      .selectFrom('posts')
      .select([
        'id',
        'status',
        'automation_slot',
        'scheduled_time',
        'content',
        'content_metadata',
        'publish_job_id',
        'error_message',
      ])
      .where('user_id', '=', who.userId)
      .where('automation_slot', 'is not', null)
      .orderBy('automation_slot')
      .execute();
  const times = async (who: Member) => (await slotsOf(who)).map((s) => iso(s.automation_slot!));
  const base = { niche: 'Technology', sub_niche: '', content_formats: ['insight'], is_active: true } as const;
  /** Daily at 09:00 UTC: one slot a day, for the writing cases. */
  const daily = (approval_mode: string, extra: Record<string, unknown> = {}) => ({
    ...base,
    frequency_type: 'daily',
    approval_mode,
    preferred_times: [{ day: 'Monday', time: '09:00' }],
    time_zone: 'UTC',
    ...extra,
  });

  it('daily: every preferred time on every day of the next 7, at 09:00 and 18:00 New York time across spring-forward', async () => {
    const alex = await member();
    // Wednesday 10 March 2027, 07:00 EST; clocks go forward on Sunday 14 March.
    const now = new Date('2027-03-10T12:00:00Z');
    const saved = await save(
      alex,
      {
        ...base,
        frequency_type: 'daily',
        preferred_times: [
          { day: 'Monday', time: '09:00' },
          { day: 'Friday', time: '18:00' },
        ],
        time_zone: 'America/New_York',
      },
      now,
    );
    const expected = [
      ...['10', '11', '12', '13'].flatMap((d) => [`2027-03-${d}T14:00:00.000Z`, `2027-03-${d}T23:00:00.000Z`]),
      ...['14', '15', '16'].flatMap((d) => [`2027-03-${d}T13:00:00.000Z`, `2027-03-${d}T22:00:00.000Z`]),
    ];
    expect(await times(alex)).toEqual(expected);
    expect(saved.plannedSlots).toBe(14);
    for (const slot of await slotsOf(alex)) {
      expect([9, 18]).toContain(zonedParts(slot.automation_slot!, 'America/New_York').hour);
      expect(slot).toMatchObject({ status: 'pending_content', content: null, publish_job_id: null });
      expect(slot.content_metadata).toMatchObject({ slot_type: 'automation', source: 'automation', format: 'insight' });
    }
  });

  it('weekly: posts_per_week of the preferred times, at Berlin wall-clock times across the autumn change', async () => {
    const alex = await member();
    // Wednesday 27 October 2027, 02:00 CEST; clocks go back on Sunday 31 October.
    const now = new Date('2027-10-27T00:00:00Z');
    await save(
      alex,
      {
        ...base,
        frequency_type: 'weekly',
        posts_per_week: 3,
        preferred_times: [
          { day: 'Monday', time: '09:00' },
          { day: 'Wednesday', time: '12:00' },
          { day: 'Friday', time: '09:00' },
        ],
        time_zone: 'Europe/Berlin',
      },
      now,
    );
    // Wed 12:00 CEST, Fri 09:00 CEST, then Mon 09:00 CET: one hour further from UTC after the change.
    expect(await times(alex)).toEqual(['2027-10-27T10:00:00.000Z', '2027-10-29T07:00:00.000Z', '2027-11-01T08:00:00.000Z']);

    // Two a week out of the three times: spread, not the first two.
    await save(alex, { posts_per_week: 2 }, now);
    const local = (await slotsOf(alex)).map((s) => zonedParts(s.automation_slot!, 'Europe/Berlin'));
    expect(local.map((p) => [p.weekday, p.hour])).toEqual([
      [3, 12],
      [1, 9],
    ]);
  });

  it('weekly with more posts than chosen times: refused with a sentence; a plan saved before plans only the chosen times (issue 26)', async () => {
    const alex = await member();
    const now = new Date('2027-02-01T00:00:00Z'); // Monday
    const plan = {
      ...base,
      frequency_type: 'weekly',
      posts_per_week: 5,
      preferred_times: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({ day, time: '10:00' })),
      time_zone: 'UTC',
    };
    await expect(save(alex, plan, now)).rejects.toThrow(
      '5 posts a week need 5 preferred times, and 4 are chosen: add 1 more time or lower posts per week.',
    );
    expect(await times(alex)).toEqual([]);

    // A plan stored before that check: the week holds Tuesday to Friday, and no day the member never chose.
    await save(alex, { ...plan, posts_per_week: 4 }, now);
    await db().updateTable('automation_preferences').set({ posts_per_week: 5 }).where('user_id', '=', alex.userId).execute();
    await planActiveMembers(server.deps, now);
    expect(await times(alex)).toEqual(['02', '03', '04', '05'].map((d) => `2027-02-${d}T10:00:00.000Z`));
  });

  it('custom: exactly the preferred times, and formats rotate through the chosen ones', async () => {
    const alex = await member();
    const now = new Date('2027-03-10T12:00:00Z');
    await save(
      alex,
      {
        ...base,
        frequency_type: 'custom',
        preferred_times: [
          { day: 'Tuesday', time: '07:00' },
          { day: 'Thursday', time: '21:00' },
          { day: 'Saturday', time: '10:00' },
        ],
        content_formats: ['story', 'question'],
        time_zone: 'America/New_York',
      },
      now,
    );
    const slots = await slotsOf(alex);
    // Thu 11th 21:00 EST, Sat 13th 10:00 EST, Tue 16th 07:00 EDT.
    expect(slots.map((s) => iso(s.automation_slot!))).toEqual([
      '2027-03-12T02:00:00.000Z',
      '2027-03-13T15:00:00.000Z',
      '2027-03-16T11:00:00.000Z',
    ]);
    expect(slots.map((s) => s.content_metadata.format)).toEqual(['story', 'question', 'story']);
  });

  it('two planners at once never double a slot', async () => {
    const alex = await member();
    const now = new Date('2027-05-03T05:00:00Z');
    await save(
      alex,
      { ...base, frequency_type: 'daily', preferred_times: [{ day: 'Monday', time: '10:00' }], time_zone: 'UTC' },
      now,
    );
    await db().deleteFrom('posts').where('user_id', '=', alex.userId).execute();
    await Promise.all([
      planActiveMembers(server.deps, now),
      planActiveMembers(server.deps, now),
      save(alex, { posts_per_week: 3 }, now),
    ]);
    const slots = await times(alex);
    expect(slots).toHaveLength(7);
    expect(new Set(slots).size).toBe(7);
  });

  it('pausing removes the unfilled slots; editing re-plans them; a cancelled or deleted slot is not refilled', async () => {
    const alex = await member();
    const now = new Date('2027-05-03T05:00:00Z'); // Monday
    await save(
      alex,
      { ...base, frequency_type: 'daily', preferred_times: [{ day: 'Monday', time: '09:00' }], time_zone: 'UTC' },
      now,
    );
    const [first, second] = await slotsOf(alex);
    const cancel = await server.app.inject({
      method: 'DELETE',
      url: `/api/scheduling/post/${first!.id}`,
      headers: bearer(alex.accessToken),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const remove = await server.app.inject({
      method: 'DELETE',
      url: `/api/scheduling/post/${second!.id}?delete_permanently=true`,
      headers: bearer(alex.accessToken),
    });
    expect(remove.statusCode, remove.body).toBe(200);

    await planActiveMembers(server.deps, now);
    // The week the member sees coming: seven slots less the cancelled and the deleted one.
    expect((await save(alex, {}, now)).plannedSlots).toBe(5);
    let slots = await slotsOf(alex);
    expect(slots.find((s) => iso(s.automation_slot!) === iso(first!.automation_slot!))?.status).toBe('cancelled');
    expect(slots.some((s) => iso(s.automation_slot!) === iso(second!.automation_slot!))).toBe(false);
    expect(slots.filter((s) => s.status === 'pending_content')).toHaveLength(5);

    // Another time: the 09:00 slots not yet written go, 14:00 ones come; the cancelled one stays.
    await save(alex, { preferred_times: [{ day: 'Monday', time: '14:00' }] }, now);
    slots = await slotsOf(alex);
    const open = slots.filter((s) => s.status === 'pending_content');
    expect(open).toHaveLength(7);
    expect(open.every((s) => new Date(s.automation_slot!).getUTCHours() === 14)).toBe(true);
    expect(slots.filter((s) => s.status === 'cancelled')).toHaveLength(1);

    // Pausing: no unfilled slot stays, nothing is planned while paused.
    const paused = await setAutomationActive(server.deps, alex.userId, false, now);
    expect(paused).toEqual({ isActive: false, plannedSlots: 0 });
    await planActiveMembers(server.deps, now);
    slots = await slotsOf(alex);
    expect(slots.filter((s) => s.status === 'pending_content')).toEqual([]);
    expect(slots.filter((s) => s.status === 'cancelled')).toHaveLength(1);
  });

  it('the plan job leaves a member whose week is planned alone, and re-plans one whose zone moved', async () => {
    const alex = await member();
    const now = new Date('2027-05-03T05:00:00Z');
    await save(
      alex,
      { ...base, frequency_type: 'daily', preferred_times: [{ day: 'Monday', time: '09:00' }], time_zone: 'UTC' },
      now,
    );
    const before = await slotsOf(alex);
    await planActiveMembers(server.deps, now);
    expect(await slotsOf(alex)).toEqual(before);

    // The browser reports another zone: 09:00 is now 09:00 in Berlin (07:00 UTC in summer).
    const moved = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/time-zone',
      headers: bearer(alex.accessToken),
      payload: { time_zone: 'Europe/Berlin' },
    });
    expect(moved.statusCode).toBe(200);
    await planActiveMembers(server.deps, now);
    const after = await slotsOf(alex);
    expect(after).toHaveLength(7);
    expect(after.every((s) => zonedParts(s.automation_slot!, 'Europe/Berlin').hour === 9)).toBe(true);
  });

  it('a zone change moves the slots not yet written and keeps each written one: Saturday holds two posts, not four (issue 26)', async () => {
    const alex = await member();
    // Monday 4 January 2027, 09:00 in Tokyo.
    const now = new Date('2027-01-04T00:00:00Z');
    await save(
      alex,
      {
        ...base,
        frequency_type: 'custom',
        approval_mode: 'review_all',
        preferred_times: [
          { day: 'Saturday', time: '10:00' },
          { day: 'Saturday', time: '11:00' },
          { day: 'Sunday', time: '10:00' },
        ],
        time_zone: 'Asia/Tokyo',
      },
      now,
    );
    // Saturday 9 January at 10:00 and 11:00 in Tokyo, then Sunday at 10:00.
    expect(await times(alex)).toEqual(['2027-01-09T01:00:00.000Z', '2027-01-09T02:00:00.000Z', '2027-01-10T01:00:00.000Z']);
    const [saturday10, saturday11] = await slotsOf(alex);
    expect(await writeAutomationPost(server.deps, saturday10!.id, now)).toBe('draft');
    expect(await writeAutomationPost(server.deps, saturday11!.id, now)).toBe('draft');

    // The dashboard opened in a UTC browser: the written drafts stay; Sunday, not yet written, moves to 10:00 UTC.
    const moved = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/time-zone',
      headers: bearer(alex.accessToken),
      payload: { time_zone: 'UTC' },
    });
    expect(moved.statusCode).toBe(200);
    await planActiveMembers(server.deps, now);
    let slots = await slotsOf(alex);
    expect(slots.map((s) => [iso(s.automation_slot!), s.status])).toEqual([
      ['2027-01-09T01:00:00.000Z', 'draft'],
      ['2027-01-09T02:00:00.000Z', 'draft'],
      ['2027-01-10T10:00:00.000Z', 'pending_content'],
    ]);
    expect(slots.slice(0, 2).map((s) => s.id)).toEqual([saturday10!.id, saturday11!.id]);

    // A save from a New York browser sends its zone too: the same, Sunday moves again and Saturday gains nothing.
    await save(alex, { time_zone: 'America/New_York' }, now);
    await planActiveMembers(server.deps, now);
    slots = await slotsOf(alex);
    expect(slots.map((s) => [iso(s.automation_slot!), s.status])).toEqual([
      ['2027-01-09T01:00:00.000Z', 'draft'],
      ['2027-01-09T02:00:00.000Z', 'draft'],
      ['2027-01-10T15:00:00.000Z', 'pending_content'],
    ]);
  });

  it('leaves an unwritten slot closer than the scheduling lead to its writer instead of dropping it', async () => {
    const alex = await member();
    const monday = new Date('2027-05-03T05:00:00Z');
    await save(
      alex,
      { ...base, frequency_type: 'daily', preferred_times: [{ day: 'Monday', time: '09:00' }], time_zone: 'UTC' },
      monday,
    );
    const first = (await times(alex))[0];
    expect(first).toBe('2027-05-03T09:00:00.000Z');
    // 08:57: the 09:00 slot is inside the 5-minute lead, so no plan would make it now; it stays.
    await planActiveMembers(server.deps, new Date('2027-05-03T08:57:00Z'));
    expect((await times(alex))[0]).toBe(first);
  });

  it('review every post: written slots become drafts that never publish by themselves', async () => {
    const alex = await member();
    const now = new Date(Date.now() + 60_000);
    await save(alex, daily('review_all'), now);
    const [slot] = await slotsOf(alex);
    expect(await writeAutomationPost(server.deps, slot!.id, now)).toBe('draft');
    const [written] = await slotsOf(alex);
    expect(written).toMatchObject({ status: 'draft', publish_job_id: null });
    expect(written!.content!.length).toBeGreaterThan(40);
    expect(written!.content_metadata).toMatchObject({ review_reason: 'You review every post before it is published.' });
    expect(written!.content_metadata.topic).toEqual(expect.any(String));
    // A second write of the same slot (a repeated job) changes nothing.
    expect(await writeAutomationPost(server.deps, slot!.id, now)).toBe('skipped');
    // Still a draft after planning again.
    await planActiveMembers(server.deps, now);
    expect((await slotsOf(alex))[0]).toMatchObject({ id: slot!.id, status: 'draft' });
  });

  it('slots written side by side get different topics', async () => {
    const alex = await member();
    const now = new Date(Date.now() + 60_000);
    await save(alex, daily('review_all'), now);
    const slots = (await slotsOf(alex)).slice(0, 4);
    expect(await Promise.all(slots.map((slot) => writeAutomationPost(server.deps, slot.id, now)))).toEqual([
      'draft',
      'draft',
      'draft',
      'draft',
    ]);
    const topics = (await slotsOf(alex)).slice(0, 4).map((s) => s.content_metadata.topic);
    expect(new Set(topics).size).toBe(4);
  });

  it('full automation: a written slot is scheduled at its own time with its publish job', async () => {
    const alex = await member();
    const now = new Date(Date.now() + 60_000);
    await save(alex, daily('full'), now);
    const [slot] = await slotsOf(alex);
    expect(await writeAutomationPost(server.deps, slot!.id, now)).toBe('pending');
    const [written] = await slotsOf(alex);
    expect(written!.status).toBe('pending');
    const job = await sql<{
      start_after: Date;
    }>`SELECT start_after FROM pgboss.job WHERE id = ${written!.publish_job_id}`.execute(db());
    expect(iso(job.rows[0]!.start_after)).toBe(iso(slot!.automation_slot!));
  });

  it('smart approval: without an imported voice, or under the member’s bar, the draft waits with its reason', async () => {
    const alex = await member();
    const now = new Date(Date.now() + 60_000);
    await save(alex, daily('smart', { smart_min_voice_match: 100 }), now);
    const [first, second] = await slotsOf(alex);
    expect(await writeAutomationPost(server.deps, first!.id, now)).toBe('draft');
    expect((await slotsOf(alex))[0]!.content_metadata.review_reason).toContain('import your LinkedIn data');

    // With an imported voice, a bar of 100 % is one no draft reaches: a weak draft, with its figure.
    await db()
      .insertInto('imported_posts')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          user_id: alex.userId,
          posted_at: new Date(Date.parse('2026-01-01') + i * 86_400_000),
          content: `Shipping week ${i + 1}: we cut the review queue again. Small batches, fast feedback, fewer surprises. What would you cut next?`,
        })),
      )
      .execute();
    expect(await writeAutomationPost(server.deps, second!.id, now)).toBe('draft');
    const reason = String((await slotsOf(alex))[1]!.content_metadata.review_reason);
    expect(reason).toMatch(/^Its voice match is \d+%, below your bar of 100%\./);
  });

  it('smart approval learns from results: a format that does worse for the member raises its bar, and the reason says why (issue 28)', async () => {
    const alex = await member();
    const now = new Date(Date.now() + 60_000);
    await save(alex, daily('smart', { smart_min_voice_match: 95 }), now);
    await db()
      .insertInto('imported_posts')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          user_id: alex.userId,
          posted_at: new Date(Date.parse('2026-01-01') + i * 86_400_000),
          content: `Shipping week ${i + 1}: we cut the review queue again. Small batches, fast feedback, fewer surprises. What would you cut next?`,
        })),
      )
      .execute();
    // Ten Industry Insight posts reach half what ten Story Hook posts reach.
    await insertPostHistory(db(), alex.userId, [
      ...Array.from({ length: 10 }, (_, i) => ({
        publishedAt: new Date(Date.now() - (i + 2) * 86_400_000),
        format: 'story',
        impressions: 2000 + i,
      })),
      ...Array.from({ length: 10 }, (_, i) => ({
        publishedAt: new Date(Date.now() - (i + 13) * 86_400_000),
        format: 'insight',
        impressions: 1000 + i,
      })),
    ]);
    const [first] = await slotsOf(alex);
    expect(await writeAutomationPost(server.deps, first!.id, now)).toBe('draft');
    const metadata = (await slotsOf(alex))[0]!.content_metadata;
    expect(String(metadata.review_reason)).toMatch(
      /^Its voice match is \d+%, below your bar of 100%\. Your bar for Industry Insight posts is 100% \(raised from 95%\): they reach 0\.\d+× your median impressions, from 10 posts\./,
    );
    expect(metadata.approval_note).toMatch(/^Your bar for Industry Insight posts is 100%/);
  });

  it('pausing while a slot is being written: the slot goes instead of becoming a post', async () => {
    const alex = await member();
    const now = new Date(Date.now() + 60_000);
    await save(alex, daily('full'), now);
    await setAutomationActive(server.deps, alex.userId, false, now);
    expect(await slotsOf(alex)).toEqual([]);
  });
});

describe.each(databaseKinds)('automation writing failures on %s', (kind) => {
  let server: TestServer;
  let news: RunningNewsSandbox;
  let model: FakeOpenAIServer;
  beforeAll(async () => {
    news = await startNewsSandbox();
    model = await startFakeOpenAIServer();
    server = await startTestServer(kind, {
      TOPIC_SOURCES: 'sandbox',
      NEWS_SANDBOX_URL: news.url,
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'test-model',
      LLM_BASE_URL: model.url,
    });
  });
  afterAll(async () => {
    await server?.close();
    await news?.close();
    await model?.close();
  });

  it('a failed write marks that slot failed with a reason and never blocks the next', async () => {
    const alex = await signInMember(server, `automation-fail-${kind}`);
    const now = new Date(Date.now() + 60_000);
    await savePreferences(
      server.deps,
      alex.userId,
      ZPreferencesInputSchema.parse({
        niche: 'Marketing',
        content_formats: ['list'],
        frequency_type: 'daily',
        approval_mode: 'full',
        preferred_times: [{ day: 'Monday', time: '09:00' }],
        time_zone: 'UTC',
        is_active: true,
      }),
      now,
    );
    const slots = await server.deps.database.db
      .selectFrom('posts')
      .select('id')
      .where('user_id', '=', alex.userId)
      .orderBy('automation_slot')
      .execute();
    model.queue({ kind: 'status', status: 400 });
    model.fallback = { kind: 'post', content: 'Three things that changed how our team runs campaigns.', hashtags: ['marketing'] };
    expect(await writeAutomationPost(server.deps, slots[0]!.id, now)).toBe('failed');
    expect(await writeAutomationPost(server.deps, slots[1]!.id, now)).toBe('pending');

    const rows = await server.deps.database.db
      .selectFrom('posts')
      .select(['id', 'status', 'error_message', 'content'])
      .where('id', 'in', [slots[0]!.id, slots[1]!.id])
      .execute();
    const failed = rows.find((r) => r.id === slots[0]!.id)!;
    expect(failed.status).toBe('failed');
    expect(failed.error_message).toMatch(/^Cadence could not write this post \(.+\)\. Nothing was published\.$/);
    expect(rows.find((r) => r.id === slots[1]!.id)).toMatchObject({
      status: 'pending',
      content: 'Three things that changed how our team runs campaigns.',
    });
  });
});
