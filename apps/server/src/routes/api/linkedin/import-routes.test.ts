import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureExport, hostileArchives, HOSTILE_KINDS, ZipWriter, type ExportManifest } from '@cadence/export-fixtures';
import type { TInsights } from '@cadence/contract/linkedin/insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMember, type Member } from '../../../test-support/sign-in-member';
import { databaseKinds } from '../../../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../../../test-support/test-server';
import { heldUpload, uploadExport } from '../../../test-support/upload-export';
import { loadMemberVoice } from '../../../writing/load-member-voice';

describe.each(databaseKinds)('LinkedIn import API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const member = () => signInMember(server, `import-${kind}`);
  const uploadsLeft = async () => (await readdir(server.deps.config.uploadDir).catch(() => [] as string[])).length;
  const get = (who: Member, url: string) => server.app.inject({ method: 'GET', url, headers: bearer(who.accessToken) });
  const insightsOf = async (who: Member): Promise<TInsights> => {
    const res = await get(who, '/api/linkedin/insights');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const postsOf = async (who: Member) =>
    Number(
      (
        await server.deps.database.db
          .selectFrom('imported_posts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', who.userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const setZone = (who: Member, timeZone: string) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/auth/time-zone',
      headers: bearer(who.accessToken),
      payload: { time_zone: timeZone },
    });

  /** Every figure the tab shows, against what the generator says it wrote. */
  async function expectInsightsMatch(who: Member, manifest: ExportManifest) {
    const data = await insightsOf(who);
    expect(data.has_imported_data).toBe(true);
    expect(data.latest_import?.posts_processed).toBe(manifest.postsWithText);
    const profile = data.profile!;
    expect(profile.full_name).toBe(manifest.fullName);
    expect(profile.headline).toBe(manifest.headline);
    expect(profile.current_position).toEqual(manifest.currentPosition);
    expect(profile.skills).toEqual(expect.arrayContaining(manifest.skills.slice(0, 5)));
    expect(profile.profile_data.positions).toHaveLength(manifest.positions.length);
    expect(profile.profile_data.positions.map((p) => [p.title, p.started_on, p.finished_on])).toEqual(
      expect.arrayContaining(manifest.positions.map((p) => [p.title, p.startedOn, p.finishedOn])),
    );
    expect(profile.profile_data.linkedin_insights).toHaveLength(manifest.inferences.length);
    expect(profile.profile_data.languages).toHaveLength(manifest.languages.length);
    const insights = data.latest_import!.insights_extracted;
    expect(insights.detected_niche).toBe(manifest.niche);
    expect(insights.counts.connections).toBe(manifest.connections);
    expect(insights.activity.totals).toEqual({
      posts: manifest.postsWithText,
      comments: manifest.comments,
      reactions: manifest.reactions,
    });
    // In the member's zone, every post, comment and reaction sits where the generator put it.
    const { postsWithText, comments, reactions } = manifest.localActivity;
    const expectedGrid = postsWithText.map((row, d) => row.map((n, h) => n + comments[d]![h]! + reactions[d]![h]!));
    expect(insights.activity.by_weekday_hour).toEqual(expectedGrid);
    expect(insights.engagement_patterns.best_posting_times[0]?.hour).toBe(manifest.busiestLocalHour);
    expect(insights.engagement_patterns.best_posting_times[0]?.engagement_score).toBe(10);
    const counted = Object.fromEntries(
      insights.engagement_patterns.top_hashtags.map((h) => [h.hashtag.toLowerCase(), h.usage_count]),
    );
    const topWritten = Object.entries(manifest.hashtagCounts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3);
    for (const [tag, count] of topWritten) expect(counted[tag.replace(/^#/, '').toLowerCase()], tag).toBe(count);
    expect(insights.writing_style.total_posts_analyzed).toBeGreaterThan(0);
  }

  it.each(['small', 'large', 'max'] as const)(
    'imports the %s export: every count and insight as the generator wrote it',
    async (size) => {
      const { zipPath, manifest } = await ensureExport(size);
      const who = await member();
      expect((await setZone(who, manifest.timeZone)).statusCode).toBe(200);
      const res = await uploadExport(server, who.accessToken, zipPath);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: { posts_processed: manifest.postsWithText, insights_generated: true, unknown_files: manifest.unknownFiles },
      });
      expect(await postsOf(who)).toBe(manifest.postsWithText);
      // The spec's table reads completed_at from the answer itself, not from a data envelope.
      const status = await get(who, '/api/linkedin/import-status');
      expect(status.json()).toEqual({ success: true, completed_at: res.json().data.completed_at, running: null });
      await expectInsightsMatch(who, manifest);
      expect(await uploadsLeft()).toBe(0);
    },
    120_000,
  );

  it('draws the hours again in the zone the member moves to', async () => {
    const { zipPath, manifest } = await ensureExport('small', 5);
    const who = await member();
    await setZone(who, 'UTC');
    expect((await uploadExport(server, who.accessToken, zipPath)).statusCode).toBe(200);
    const inUtc = (await insightsOf(who)).latest_import!.insights_extracted.activity;
    expect(inUtc.time_zone).toBe('UTC');
    await setZone(who, manifest.timeZone);
    const local = (await insightsOf(who)).latest_import!.insights_extracted;
    expect(local.activity.time_zone).toBe(manifest.timeZone);
    expect(local.engagement_patterns.best_posting_times[0]?.hour).toBe(manifest.busiestLocalHour);
    expect(local.activity.by_weekday_hour).not.toEqual(inUtc.by_weekday_hour);
  });

  it('refuses every hostile archive with a clear 4xx, in seconds, leaving no file and the previous import untouched', async () => {
    const { zipPath, manifest } = await ensureExport('small');
    const who = await member();
    expect((await uploadExport(server, who.accessToken, zipPath)).statusCode).toBe(200);
    const before = await insightsOf(who);
    const dir = path.join(tmpdir(), `cadence-hostile-${process.pid}-${kind}`);
    await mkdir(dir, { recursive: true });
    for (const hostile of HOSTILE_KINDS) {
      const archive = await hostileArchives[hostile](path.join(dir, `${hostile}.zip`));
      const started = Date.now();
      const res = await uploadExport(server, who.accessToken, await readFile(archive.path));
      const seconds = (Date.now() - started) / 1000;
      expect(res.statusCode, `${hostile}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${hostile}: ${res.body}`).toBeLessThan(500);
      expect(res.json().error, hostile).toMatch(messageFor(archive.verdict));
      expect(seconds, hostile).toBeLessThan(10);
      expect(await uploadsLeft(), hostile).toBe(0);
    }
    await rm(dir, { recursive: true, force: true });
    expect(await insightsOf(who)).toEqual(before);
    expect(await postsOf(who)).toBe(manifest.postsWithText);
    expect((await get(who, '/api/linkedin/import-status')).json().running).toBeNull();
  }, 180_000);

  it('imports an export with neither posts nor a profile, and says no insights came of it', async () => {
    const who = await member();
    const zipPath = path.join(tmpdir(), `cadence-connections-only-${process.pid}-${kind}.zip`);
    const zip = await ZipWriter.open(zipPath);
    await zip.addFile(
      'Connections.csv',
      'First Name,Last Name,URL,Email Address,Company,Position,Connected On\nAda,Byron,,,Acme,CTO,15 Mar 2024\n',
    );
    await zip.finish();
    const res = await uploadExport(server, who.accessToken, zipPath);
    await rm(zipPath, { force: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ posts_processed: 0, insights_generated: false });
    expect((await insightsOf(who)).latest_import?.insights_extracted.counts.connections).toBe(1);
  });

  it("answers the spec's messages for a wrong name and a file over 100 MB", async () => {
    const who = await member();
    const wrongName = await uploadExport(server, who.accessToken, Buffer.from('PK'), { filename: 'my export.pdf' });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().error).toBe('Invalid file type. Please select a .zip file. Got: .pdf');
    const tooBig = await uploadExport(server, who.accessToken, Buffer.alloc(101 * 1024 * 1024));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toMatch(/^File too large\. Maximum size is 100MB\. Your file is 101\.\d\dMB$/);
    expect(await uploadsLeft()).toBe(0);
  });

  it('asks for the file in the field "file", as multipart', async () => {
    const who = await member();
    const { zipPath } = await ensureExport('small');
    const wrongField = await uploadExport(server, who.accessToken, zipPath, { field: 'archive' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toMatch(/field "file"/);
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/linkedin/import',
      headers: bearer(who.accessToken),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/linkedin/import' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('runs one import at a time per member: a second one answers 409 while the first goes on', async () => {
    const { zipPath, manifest } = await ensureExport('small');
    const who = await member();
    const first = heldUpload(server, who.accessToken, await readFile(zipPath));
    await expect.poll(async () => (await get(who, '/api/linkedin/import-status')).json().running?.stage).toBe('receiving');
    const second = await uploadExport(server, who.accessToken, zipPath);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(
      'An import of your LinkedIn data is already running. Wait for it to finish, then try again.',
    );
    // Another member is not held up by it.
    const other = await member();
    expect((await uploadExport(server, other.accessToken, zipPath)).statusCode).toBe(200);
    first.release();
    const done = await first.response;
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.posts_processed).toBe(manifest.postsWithText);
  });

  it('replaces the previous import whole on a re-import', async () => {
    const small = await ensureExport('small');
    const large = await ensureExport('large');
    const who = await member();
    expect((await uploadExport(server, who.accessToken, large.zipPath)).statusCode).toBe(200);
    expect((await uploadExport(server, who.accessToken, small.zipPath)).statusCode).toBe(200);
    expect(await postsOf(who)).toBe(small.manifest.postsWithText);
    const rows = await server.deps.database.db
      .selectFrom('linkedin_imports')
      .select('status')
      .where('user_id', '=', who.userId)
      .execute();
    expect(rows).toEqual([{ status: 'completed' }]);
    expect((await insightsOf(who)).profile?.full_name).toBe(small.manifest.fullName);
  });

  it("keeps each member's data their own, and deleting it takes everything and the voice back to neutral", async () => {
    const { zipPath, manifest } = await ensureExport('small');
    const owner = await member();
    const stranger = await member();
    expect((await uploadExport(server, owner.accessToken, zipPath)).statusCode).toBe(200);
    expect(await insightsOf(stranger)).toEqual({
      latest_import: null,
      profile: null,
      preferences: null,
      has_imported_data: false,
    });
    expect((await get(stranger, '/api/linkedin/import-status')).json().completed_at).toBeNull();
    // The stranger's delete touches nothing of the owner's.
    const strangerDelete = await server.app.inject({
      method: 'DELETE',
      url: '/api/linkedin/data',
      headers: bearer(stranger.accessToken),
    });
    expect(strangerDelete.json().data).toEqual({ posts_deleted: 0, imports_deleted: 0 });
    expect(await postsOf(owner)).toBe(manifest.postsWithText);
    expect((await loadMemberVoice(server.deps, owner.userId)).profile.source).toBe('imported');

    const deleted = await server.app.inject({ method: 'DELETE', url: '/api/linkedin/data', headers: bearer(owner.accessToken) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ posts_deleted: manifest.postsWithText, imports_deleted: 1 });
    expect((await insightsOf(owner)).has_imported_data).toBe(false);
    expect((await get(owner, '/api/linkedin/import-status')).json().completed_at).toBeNull();
    expect((await loadMemberVoice(server.deps, owner.userId)).profile.source).toBe('neutral');
  });

  it('test-parser reports every file without saving anything', async () => {
    const { zipPath, manifest } = await ensureExport('small');
    const who = await member();
    const res = await uploadExport(server, who.accessToken, zipPath, { url: '/api/linkedin/test-parser' });
    expect(res.statusCode, res.body).toBe(200);
    const { files, unknown_files, skipped_files, posts_found } = res.json().data as {
      files: Array<{ path: string; rows_read: number; rows_skipped: number; columns: string[]; problem: string | null }>;
      unknown_files: string[];
      skipped_files: Array<{ path: string }>;
      posts_found: number;
    };
    expect(posts_found).toBe(manifest.postsWithText);
    expect(unknown_files.sort()).toEqual([...manifest.unknownFiles].sort());
    expect(skipped_files.map((f) => f.path)).toEqual([manifest.messagesCsvPath]);
    for (const file of files) {
      expect(file.problem, file.path).toBeNull();
      expect(file.rows_read, file.path).toBe(manifest.files[file.path]);
      expect(file.rows_skipped, file.path).toBe(manifest.commaOnlyRows[file.path] ?? 0);
      expect(file.columns.length, file.path).toBeGreaterThan(0);
    }
    expect(files).toHaveLength(Object.keys(manifest.paths).length - 1);
    expect(await postsOf(who)).toBe(0);
    expect((await insightsOf(who)).has_imported_data).toBe(false);
  });
});

function messageFor(verdict: string): RegExp {
  switch (verdict) {
    case 'not-a-zip':
    case 'empty-file':
      return /not a ZIP archive/;
    case 'corrupt-zip':
      return /damaged or incomplete/;
    case 'inflation-limit':
      return /zip bomb|overlap/;
    case 'too-many-entries':
      return /holds [\d,]+ files/;
    case 'encrypted':
      return /password-protected/;
    case 'unsafe-path':
      return /leads outside the archive/;
    case 'no-known-files':
      return /none of the files of a LinkedIn data export/;
    default:
      return /^$/;
  }
}
