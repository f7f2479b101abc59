import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HOSTILE_ANALYTICS_KINDS,
  hostileAnalyticsExports,
  type HostileAnalyticsKind,
} from '@cadence/export-fixtures/hostile-analytics-exports';
import {
  writeAnalyticsExport,
  type AnalyticsExportFacts,
  type AnalyticsExportOptions,
} from '@cadence/export-fixtures/analytics-export';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMember, type Member } from '../../test-support/sign-in-member';
import { databaseKinds } from '../../test-support/test-databases';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { uploadExport } from '../../test-support/upload-export';

const URL = '/api/analytics/import';
const SHARE = 'urn:li:share:7251234567890123456';
const UGC = 'urn:li:ugcPost:7252234567890123456';
const IMPORTED_SHARE = 'urn:li:share:7253234567890123456';
const IMPORTED_ACTIVITY = 'urn:li:activity:7254234567890123456';
/** The same post as SHARE as LinkedIn's feed names it: a different number, so it cannot join. */
const SHARE_AS_ACTIVITY = 'urn:li:activity:7251234567890999999';

/** The hostile files' sentences, each saying what is wrong in words a member can act on. */
const SENTENCES: Record<HostileAnalyticsKind, RegExp> = {
  notZip: /not an Excel workbook \(\.xlsx\); it may be a CSV/,
  truncated: /damaged or incomplete/,
  zipBomb: /zip bomb/,
  lyingSizes: /holds more data than the archive declares \(a zip bomb\)/,
  noSheets: /not LinkedIn's creator analytics export: it has no ENGAGEMENT or TOP POSTS sheet/,
  garbageCells: /Row 6 of the ENGAGEMENT sheet holds "last Tuesday" where a date belongs/,
  ambiguousDates: /both month-first and day-first/,
};

describe.each(databaseKinds)('the creator analytics import on %s', (kind) => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'cadence-analytics-'));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const db = () => server.deps.database.db;
  let files = 0;
  async function exportFile(options: AnalyticsExportOptions): Promise<{ bytes: Buffer; facts: AnalyticsExportFacts }> {
    const file = path.join(dir, `export-${(files += 1)}.xlsx`);
    const facts = await writeAnalyticsExport(file, options);
    return { bytes: await readFile(file), facts };
  }
  const upload = (who: Member, bytes: Buffer, filename = 'AggregateAnalytics_Member_2025-11-21_2026-11-20.xlsx') =>
    uploadExport(server, who.accessToken, bytes, { url: URL, filename });

  async function savedRows(userId: string) {
    const daily = await db()
      .selectFrom('analytics_daily')
      .select([sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'impressions', 'engagements', 'imported_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .execute();
    const metrics = await db().selectFrom('post_metrics').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    return { daily, metrics };
  }

  it('saves a year of days and a few hundred posts, joined by URN to Cadence’s and imported posts; a second import changes nothing', async () => {
    const member = await signInMember(server, `analytics-${kind}`);
    const [published, ugc] = await db()
      .insertInto('posts')
      .values(
        [SHARE, UGC].map((urn, index) => ({
          user_id: member.userId,
          connection_id: member.connectionId,
          status: 'published' as const,
          content: `Published post ${index}`,
          platform_post_id: urn,
          post_url: `https://www.linkedin.com/feed/update/${urn}`,
          published_at: new Date(Date.UTC(2026, 5, 1 + index, 8)).toISOString(),
        })),
      )
      .returning('id')
      .execute();
    const [importedShare, importedActivity] = await db()
      .insertInto('imported_posts')
      .values(
        [
          // Shares.csv writes its links percent-encoded.
          { share_link: `https://www.linkedin.com/feed/update/${encodeURIComponent(IMPORTED_SHARE)}`, day: 3 },
          { share_link: `https://www.linkedin.com/feed/update/${IMPORTED_ACTIVITY}/`, day: 4 },
        ].map(({ share_link, day }) => ({
          user_id: member.userId,
          posted_at: new Date(Date.UTC(2026, 5, day, 9)).toISOString(),
          content: 'An imported post',
          share_link,
        })),
      )
      .returning('id')
      .execute();

    const { bytes, facts } = await exportFile({
      days: 365,
      posts: 300,
      seed: 28,
      endDate: '2026-11-20',
      knownPosts: [
        { urn: SHARE, url: 'plain' },
        { urn: UGC, url: 'encoded' },
        { urn: IMPORTED_SHARE, url: 'slug' },
        { urn: IMPORTED_ACTIVITY, url: 'encoded' },
        { urn: SHARE_AS_ACTIVITY, url: 'plain' },
      ],
    });
    const first = await upload(member, bytes);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { posts_matched: 4, posts_total: 300, days: 365 } });

    const saved = await savedRows(member.userId);
    expect(saved.daily.map(({ date, impressions, engagements }) => ({ date, impressions, engagements }))).toEqual(facts.daily);
    expect(saved.metrics).toHaveLength(300);
    const byUrn = new Map(saved.metrics.map((row) => [row.platform_post_id, row]));
    for (const post of facts.posts) {
      const row = byUrn.get(post.urn);
      expect(row, post.urn).toMatchObject({
        source: 'export',
        impressions: post.impressions,
        engagements: post.engagements,
        post_url: post.url,
      });
      expect(new Date(row!.measured_at).toISOString()).toBe('2026-11-20T00:00:00.000Z');
      expect(row!.reactions).toBeNull();
      expect(row!.reshares).toBeNull();
    }
    expect(byUrn.get(SHARE)).toMatchObject({ post_id: published!.id, imported_post_id: null });
    expect(new Date(byUrn.get(SHARE)!.published_at!).toISOString()).toBe('2026-06-01T08:00:00.000Z');
    expect(byUrn.get(UGC)).toMatchObject({ post_id: ugc!.id });
    expect(byUrn.get(IMPORTED_SHARE)).toMatchObject({ post_id: null, imported_post_id: importedShare!.id });
    expect(byUrn.get(IMPORTED_ACTIVITY)).toMatchObject({ post_id: null, imported_post_id: importedActivity!.id });
    expect(byUrn.get(SHARE_AS_ACTIVITY)).toMatchObject({ post_id: null, imported_post_id: null });

    // What the member reads back, and what nobody else can.
    const read = (who: Member) =>
      server.app.inject({
        method: 'GET',
        url: '/api/analytics/posts?days=366',
        headers: { authorization: `Bearer ${who.accessToken}` },
      });
    const own = (await read(member)).json();
    expect(own.data.posts.find((post: { platform_post_id: string }) => post.platform_post_id === SHARE)).toMatchObject({
      post_id: published!.id,
      impressions: facts.posts[0]!.impressions,
      source: 'export',
    });
    const june = facts.daily.find((day) => day.date === '2026-06-01')!;
    expect(own.data.daily.find((day: { date: string }) => day.date === '2026-06-01')).toEqual(june);
    const stranger = await signInMember(server, `stranger-${kind}`);
    const theirs = (await read(stranger)).json();
    expect(theirs.data.posts).toEqual([]);
    expect(theirs.data.totals).toEqual({ impressions: 0, engagements: 0 });

    const again = await upload(member, bytes);
    expect(again.json()).toEqual(first.json());
    const after = await savedRows(member.userId);
    expect(after.daily).toEqual(saved.daily);
    expect(after.metrics).toEqual(saved.metrics);
  }, 120_000);

  it('reads day-first dates and numeric cells, and never joins to another member’s posts', async () => {
    const owner = await signInMember(server, `owner-${kind}`);
    await db()
      .insertInto('posts')
      .values({
        user_id: owner.userId,
        connection_id: owner.connectionId,
        status: 'published',
        content: 'Owner’s post',
        platform_post_id: 'urn:li:share:7260000000000000001',
        published_at: new Date().toISOString(),
      })
      .execute();
    const other = await signInMember(server, `other-${kind}`);
    const { bytes, facts } = await exportFile({
      days: 30,
      posts: 12,
      seed: 5,
      dates: 'dmy',
      numbers: 'numbers',
      knownPosts: [{ urn: 'urn:li:share:7260000000000000001' }],
    });
    const response = await upload(other, bytes);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ posts_matched: 0, posts_total: 12, days: 30 });
    const { daily, metrics } = await savedRows(other.userId);
    expect(daily.map((day) => day.date)).toEqual(facts.daily.map((day) => day.date));
    expect(metrics.every((row) => row.post_id === null)).toBe(true);
    expect((await savedRows(owner.userId)).metrics).toEqual([]);
  }, 60_000);

  it('reads LinkedIn’s own 50-a-table layout: a post in one table keeps only that table’s count', async () => {
    const member = await signInMember(server, `fifty-${kind}`);
    const { bytes, facts } = await exportFile({ days: 90, posts: 120, perTable: 50, seed: 50 });
    const response = await upload(member, bytes);
    expect(response.statusCode, response.body).toBe(200);
    const withImpressions = facts.posts.filter((post) => post.inImpressionsTable);
    expect(response.json().data).toEqual({ posts_matched: 0, posts_total: withImpressions.length, days: 90 });
    const byUrn = new Map((await savedRows(member.userId)).metrics.map((row) => [row.platform_post_id, row]));
    const onlyByImpressions = withImpressions.filter((post) => !post.inEngagementsTable);
    expect(onlyByImpressions.length).toBeGreaterThan(0);
    for (const post of withImpressions) {
      expect(byUrn.get(post.urn)).toMatchObject({
        impressions: post.impressions,
        engagements: post.inEngagementsTable ? post.engagements : null,
      });
    }
    // Without impressions there is no measurement to save.
    for (const post of facts.posts.filter((p) => !p.inImpressionsTable)) expect(byUrn.has(post.urn)).toBe(false);
  }, 60_000);

  it.each(HOSTILE_ANALYTICS_KINDS)(
    'refuses %s with a sentence and saves nothing',
    async (hostile) => {
      const member = await signInMember(server, `hostile-${hostile}-${kind}`);
      const file = path.join(dir, `${hostile}.xlsx`);
      await hostileAnalyticsExports[hostile](file);
      const response = await upload(member, await readFile(file));
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ success: false, error: expect.stringMatching(SENTENCES[hostile]) });
      expect(await savedRows(member.userId)).toEqual({ daily: [], metrics: [] });
    },
    60_000,
  );

  it('refuses a file that is not an .xlsx by its name, and an upload without a file', async () => {
    const member = await signInMember(server, `name-${kind}`);
    const named = await upload(member, Buffer.from('x'), 'Basic_LinkedInDataExport.zip');
    expect(named.statusCode).toBe(400);
    expect(named.json().error).toMatch(/Choose the \.xlsx file .* this file ends in \.zip/);
    const empty = await server.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: `Bearer ${member.accessToken}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/field "file"/);
  });
});
