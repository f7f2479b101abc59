import { DELETE_ACCOUNT_EMAIL_MISMATCH } from '@cadence/contract/account/delete-account';
import { DATA_EXPORT_FILES } from '@cadence/contract/account/data-export';
import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../crypto/encrypt-secret';
import { purgeExpiredDataExports } from '../jobs/purge-expired-data-exports';
import { pngBytes } from '../test-support/media-fixtures';
import { uploadMedia } from '../test-support/post-requests';
import { openStream } from '../test-support/open-event-stream';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';
import { buildDataExport } from './build-data-export';
import { BUILD_DATA_EXPORT_JOB, ZBuildDataExportPayload } from './data-export-job';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.each(databaseKinds)('a member’s own data on %s', (kind) => {
  let server: TestServer;
  let baseUrl: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => server?.close());

  const db = () => server.deps.database.db;
  const call = (who: Member, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(who.accessToken), ...(payload ? { payload } : {}) });

  /** A member with a scheduled post, active automation (so planned slots and their jobs) and an export. */
  async function busyMember(label: string) {
    const who = await signInMember(server, `${label}-${kind}`);
    const scheduled = await call(who, 'POST', '/api/scheduling/post', {
      content: `=Shipping weekly taught ${label} more than any roadmap.`,
      hashtags: ['Product'],
      scheduled_time: inMinutes(90),
      platform_connection_id: who.connectionId,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const preferences = await call(who, 'POST', '/api/preferences/', {
      frequency_type: 'daily',
      posts_per_week: 7,
      niche: 'Technology',
      sub_niche: 'Developer tools',
      preferred_times: [{ day: 'Monday', time: '09:00' }],
      content_formats: ['insight'],
      auto_publish: false,
      approval_mode: 'review_all',
      smart_min_voice_match: 70,
      time_zone: 'Europe/Berlin',
      is_active: true,
    });
    expect(preferences.statusCode, preferences.body).toBe(200);
    // What the bell would have shown them, and a kind they turned off.
    await db()
      .insertInto('notifications')
      .values({
        user_id: who.userId,
        kind: 'drafts_waiting',
        event_key: `drafts:${label}`,
        title: '2 drafts wait for your review',
        body: 'Open Scheduled Posts to approve them.',
        email_status: 'none',
      })
      .execute();
    await db()
      .insertInto('notification_settings')
      .values({ user_id: who.userId, kind: 'weekly_summary', enabled: false })
      .execute();
    // An upload, whose row and chunks must leave with the account (decision 034).
    const upload = await uploadMedia(server, who, { name: `${label}.png`, bytes: pngBytes({ width: 12, height: 9 }) }, 'A chart');
    expect(upload.statusCode, upload.body).toBe(200);
    return who;
  }

  /** What the worker does: runs the queued build job of this export. */
  async function runBuildJob(exportId: string) {
    const { rows } = await sql<{ data: unknown }>`
      SELECT data FROM pgboss.job WHERE name = ${BUILD_DATA_EXPORT_JOB} AND data->>'export_id' = ${exportId}
    `.execute(db());
    expect(rows).toHaveLength(1);
    await buildDataExport(server.deps, ZBuildDataExportPayload.parse(rows[0]!.data));
  }

  /** Every row of every table, in every schema (pg-boss's too), whose text names one of `needles`. */
  async function rowsNaming(needles: string[]) {
    const { rows: tables } = await sql<{ table_schema: string; table_name: string }>`
      SELECT table_schema, table_name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
    `.execute(db());
    const found: Record<string, number> = {};
    for (const { table_schema, table_name } of tables) {
      const table = sql.table(`${table_schema}.${table_name}`);
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${table} AS t
        WHERE ${sql.join(
          needles.map((needle) => sql`position(${needle} in t::text) > 0`),
          sql` OR `,
        )}
      `.execute(db());
      if (rows[0]!.n > 0) found[`${table_schema}.${table_name}`] = rows[0]!.n;
    }
    return { found, tables: tables.length };
  }

  it('builds the ZIP in a job, links it when ready to its owner only, and sweeps it once expired', async () => {
    const who = await busyMember('exporter');
    const other = await signInMember(server, `other-${kind}`);
    expect((await call(who, 'GET', '/api/account/data-export')).json()).toEqual({ success: true, data: null });

    const requested = await call(who, 'POST', '/api/account/data-export');
    expect(requested.statusCode, requested.body).toBe(200);
    const building = requested.json().data;
    expect(building).toMatchObject({ status: 'building', download_path: null });
    // A second click answers the same build; it does not queue another job.
    expect((await call(who, 'POST', '/api/account/data-export')).json().data.id).toBe(building.id);

    await runBuildJob(building.id);
    const ready = (await call(who, 'GET', '/api/account/data-export')).json().data;
    expect(ready).toMatchObject({
      id: building.id,
      status: 'ready',
      download_path: `/api/account/data-export/${building.id}/download`,
    });
    expect(new Date(ready.expires_at).getTime() - new Date(ready.ready_at).getTime()).toBe(24 * 3600_000);

    const download = await call(who, 'GET', ready.download_path);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${ready.file_name}"`);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', ...DATA_EXPORT_FILES.flatMap((name) => [`${name}.json`, `${name}.csv`])].sort(),
    );
    const json = (name: string) => JSON.parse(strFromU8(files[`${name}.json`]!)) as Array<Record<string, unknown>>;
    expect(json('profile')[0]).toMatchObject({ email: who.email, time_zone: 'Europe/Berlin' });
    expect(JSON.stringify(json('profile'))).not.toMatch(/access_token/);
    const posts = json('posts');
    expect(posts.map((p) => p.content)).toContain('=Shipping weekly taught exporter more than any roadmap.');
    expect(posts.some((p) => p.status === 'pending_content')).toBe(true);
    expect(json('schedule').length).toBeGreaterThanOrEqual(2);
    expect(json('preferences')).toEqual([
      expect.objectContaining({
        niche: 'Technology',
        is_active: true,
        time_zone: 'Europe/Berlin',
        notification_settings: [{ kind: 'weekly_summary', enabled: false }],
      }),
    ]);
    expect(json('imports')).toEqual([]);
    expect(json('media')).toEqual([
      expect.objectContaining({
        kind: 'image',
        file_name: 'exporter.png',
        mime_type: 'image/png',
        width: 12,
        height: 9,
        alt_text: 'A chart',
      }),
    ]);
    // What the file is, not the file: no bytes travel in the export.
    expect(Object.keys(json('media')[0]!).sort()).toEqual([
      'alt_text',
      'attached_at',
      'carousel',
      'created_at',
      'duration_ms',
      'file_name',
      'height',
      'id',
      'kind',
      'mime_type',
      'pages',
      'sha256',
      'size_bytes',
      'width',
    ]);
    expect(json('notifications')).toEqual([
      expect.objectContaining({ kind: 'drafts_waiting', title: '2 drafts wait for your review', read_at: null }),
    ]);
    const postsCsv = strFromU8(files['posts.csv']!);
    expect(postsCsv.split('\r\n')[0]).toMatch(/^\uFEFF?id,status,content,hashtags,scheduled_time/);
    // A spreadsheet must not run the member's text as a formula; the JSON keeps it exact.
    expect(postsCsv).toContain(`'=Shipping weekly taught exporter`);

    // Another member's id answers 404, like anything of another member's.
    expect((await call(other, 'GET', ready.download_path)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: ready.download_path })).statusCode).toBe(401);

    await db()
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', building.id)
      .execute();
    expect((await call(who, 'GET', ready.download_path)).statusCode).toBe(404);
    await purgeExpiredDataExports.handle({}, server.deps, { id: 'test' });
    expect(await db().selectFrom('data_exports').select('id').where('id', '=', building.id).execute()).toEqual([]);
  });

  it('deletes the account only with the email typed, revoking sessions and the LinkedIn token, leaving no row that names them', async () => {
    const who = await busyMember('leaver');
    const stays = await busyMember('stayer');
    // A second session, and an export still queued: both must go too.
    const second = await server.signIn({ email: who.email });
    expect(second.userId).toBe(who.userId);
    expect((await call(who, 'POST', '/api/account/data-export')).statusCode).toBe(200);
    const postIds = (await db().selectFrom('posts').select('id').where('user_id', '=', who.userId).execute()).map((p) => p.id);
    expect(postIds.length).toBeGreaterThanOrEqual(2);
    const mediaIds = (await db().selectFrom('media').select('id').where('user_id', '=', who.userId).execute()).map((m) => m.id);
    expect(mediaIds).toHaveLength(1);
    const { found: before } = await rowsNaming([who.userId, ...postIds, ...mediaIds]);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'public.users',
        'public.sessions',
        'public.posts',
        'public.notifications',
        'public.notification_settings',
        'public.data_exports',
        'public.media',
        'public.media_chunks',
        'pgboss.job',
      ]),
    );
    const connection = await db()
      .selectFrom('linkedin_connections')
      .select('access_token_enc')
      .where('user_id', '=', who.userId)
      .executeTakeFirstOrThrow();
    const linkedInToken = decryptSecret(connection.access_token_enc, server.deps.keys.tokenEncryption);
    const stream = await openStream(baseUrl, who.accessToken);
    expect(await stream.waitFor(': connected')).toBe(true);
    const userinfo = () => fetch(`${server.sandbox.url}/v2/userinfo`, { headers: { authorization: `Bearer ${linkedInToken}` } });
    expect((await userinfo()).status).toBe(200);

    const mismatch = await call(who, 'DELETE', '/api/account', { confirm_email: 'someone.else@example.com' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe(DELETE_ACCOUNT_EMAIL_MISMATCH);
    expect(await db().selectFrom('users').select('id').where('id', '=', who.userId).execute()).toHaveLength(1);

    const deleted = await call(who, 'DELETE', '/api/account', { confirm_email: `  ${who.email.toUpperCase()} ` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, data: { deleted: true } });
    expect(deleted.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['cadence_refresh', 'cadence_signed_in']));

    const refused = await userinfo();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { serviceErrorCode: number }).serviceErrorCode).toBe(65601);

    const { found: after, tables } = await rowsNaming([who.userId, who.email, ...postIds, ...mediaIds]);
    expect(tables).toBeGreaterThan(15);
    expect(after).toEqual({});

    // Every session ended (its open live-update stream closed at once), and LinkedIn no longer honours the token.
    expect(await until(() => stream.ended(), 3_000)).toBe(true);
    for (const token of [who.accessToken, second.accessToken]) {
      const res = await server.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    }
    // A call still bearing their unexpired access token is counted per member before it is refused
    // (rate limits run ahead of authentication); that counter is all, and it lapses within the minute.
    const { found: afterCalls } = await rowsNaming([who.userId, who.email, ...postIds]);
    expect(Object.keys(afterCalls).filter((table) => table !== 'public.rate_limit_counters')).toEqual([]);
    const counters = await db()
      .selectFrom('rate_limit_counters')
      .select('resets_at')
      .where('key', 'like', `%${who.userId}`)
      .execute();
    for (const counter of counters) expect(new Date(counter.resets_at).getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    // The check can see rows: the other member's are all still there.
    const { found: theirs } = await rowsNaming([stays.userId]);
    expect(Object.keys(theirs)).toEqual(
      expect.arrayContaining(['public.users', 'public.sessions', 'public.posts', 'public.linkedin_connections']),
    );
  });

  it('lists every table with a user column as cascading from users, so a new table cannot keep rows behind', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; cascades: boolean | null }>`
      SELECT c.table_name, c.column_name, bool_or(rc.delete_rule = 'CASCADE') AS cascades
      FROM information_schema.columns c
      LEFT JOIN information_schema.key_column_usage k
        ON k.table_schema = c.table_schema AND k.table_name = c.table_name AND k.column_name = c.column_name
      LEFT JOIN information_schema.referential_constraints rc
        ON rc.constraint_schema = k.constraint_schema AND rc.constraint_name = k.constraint_name
      WHERE c.table_schema = 'public' AND c.column_name = 'user_id'
      GROUP BY c.table_name, c.column_name
    `.execute(db());
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['posts', 'sessions', 'data_exports']));
    for (const row of rows) expect(row.cascades, `${row.table_name}.${row.column_name}`).toBe(true);
  });
});

async function until(done: () => boolean, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
}
