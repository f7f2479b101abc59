import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import type { TBuildDataExportPayload } from './data-export-job';
import { DATA_EXPORT_LIFETIME_MS } from './data-export-job';

type Row = Record<string, unknown>;

/**
 * Builds the member's ZIP and stores it on its row. Guarded on `building`: a job that runs twice, or
 * after the account was deleted, writes nothing. A failure is kept on the row with a sentence.
 */
export async function buildDataExport(deps: Pick<Deps, 'database'>, payload: TBuildDataExportPayload): Promise<void> {
  const { db } = deps.database;
  const pending = await db
    .selectFrom('data_exports')
    .select('id')
    .where('id', '=', payload.export_id)
    .where('user_id', '=', payload.user_id)
    .where('status', '=', 'building')
    .executeTakeFirst();
  if (!pending) return;
  let archive: Uint8Array;
  try {
    archive = zipSync(await collectFiles(deps, payload.user_id), { level: 6, mtime: new Date() });
  } catch (error) {
    await db
      .updateTable('data_exports')
      .set({ status: 'failed', error_message: 'Your data could not be packed. Please try again.' })
      .where('id', '=', payload.export_id)
      .where('status', '=', 'building')
      .execute();
    throw error;
  }
  await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      archive,
      byte_size: archive.byteLength,
      ready_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + ${DATA_EXPORT_LIFETIME_MS} * interval '1 millisecond'`,
    })
    .where('id', '=', payload.export_id)
    .where('status', '=', 'building')
    .execute();
}

async function collectFiles(deps: Pick<Deps, 'database'>, userId: string): Promise<Zippable> {
  const { db } = deps.database;
  const user = await db
    .selectFrom('users')
    .select(['email', 'name', 'time_zone', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  // The connection without its token: the token is a secret between Cadence and LinkedIn.
  const connections = await db
    .selectFrom('linkedin_connections')
    .select(['account_name', 'linkedin_sub', 'scopes', 'expires_at', 'revoked_at', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const posts = await db
    .selectFrom('posts')
    .select([
      'id',
      'status',
      'content',
      'hashtags',
      'scheduled_time',
      'published_at',
      'post_url',
      'platform_post_id',
      'error_message',
      'cancel_reason',
      'automation_slot',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const preferences = await db
    .selectFrom('automation_preferences')
    .select([
      'frequency_type',
      'posts_per_week',
      'niche',
      'sub_niche',
      'preferred_times',
      'content_formats',
      'approval_mode',
      'smart_min_voice_match',
      'is_active',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .execute();
  const imports = await db
    .selectFrom('linkedin_imports')
    .select(['id', 'status', 'started_at', 'completed_at', 'posts_processed', 'error_message', 'summary', 'report'])
    .where('user_id', '=', userId)
    .orderBy('started_at')
    .execute();
  const notifications = await db
    .selectFrom('notifications')
    .select(['kind', 'title', 'body', 'link_url', 'read_at', 'created_at', 'email_status', 'email_sent_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const notificationSettings = await db
    .selectFrom('notification_settings')
    .select(['kind', 'enabled'])
    .where('user_id', '=', userId)
    .orderBy('kind')
    .execute();
  // What each upload and carousel is, not its bytes: the files themselves are the member's own already.
  const media = await db
    .selectFrom('media')
    .select([
      'id',
      'kind',
      'file_name',
      'mime_type',
      'size_bytes',
      'width',
      'height',
      'pages',
      'duration_ms',
      'alt_text',
      'sha256',
      'carousel',
      'created_at',
      'attached_at',
    ])
    .where('user_id', '=', userId)
    .where('status', '=', 'ready')
    .orderBy('created_at')
    .execute();
  const upcoming = new Set(['pending', 'pending_content', 'publishing', 'draft']);
  const schedule = posts.filter((post) => post.scheduled_time !== null && upcoming.has(post.status));
  const datasets: Record<string, Row[]> = {
    profile: [{ ...user, linkedin_connections: connections }],
    posts,
    schedule,
    // One row: the automation preferences (if saved), the zone, and each notification kind's choice.
    preferences: [{ ...(preferences[0] ?? {}), time_zone: user.time_zone, notification_settings: notificationSettings }],
    imports,
    notifications,
    media: media.map((row) => ({ ...row, size_bytes: Number(row.size_bytes) })),
  };
  const files: Zippable = { 'README.txt': strToU8(README) };
  for (const [name, rows] of Object.entries(datasets)) {
    files[`${name}.json`] = strToU8(JSON.stringify(rows, null, 2));
    files[`${name}.csv`] = strToU8(toCsv(rows));
  }
  return files;
}

/**
 * One row per record, a header naming every field. Nested values are written as JSON; a text cell
 * a spreadsheet would run as a formula (=, +, -, @) is prefixed with ' (the JSON keeps it exact).
 */
function toCsv(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return stringify(rows, {
    header: true,
    columns: columns.length > 0 ? columns : ['(none)'],
    bom: true,
    cast: {
      date: (value) => value.toISOString(),
      object: (value) => JSON.stringify(value),
      boolean: (value) => String(value),
      string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value),
    },
  });
}

const README = `Your data from Cadence

Each file comes twice: .json holds the exact values, .csv opens in a spreadsheet (a cell that
would start with = + - or @ gets a leading ' so the spreadsheet does not run it as a formula).

profile        your account and LinkedIn connection (never its token)
posts          every post: drafts, scheduled, published, failed and cancelled
schedule       the posts still waiting for their time
preferences    your automation preferences, time zone and notification choices
imports        each LinkedIn import: when, how many posts, and its summary
notifications  the notifications Cadence sent you (in the app and by email)
media          your uploaded images, documents, videos and carousels: what each is (not the files)

Times are in UTC (ISO 8601). The link to this file stopped working a day after it was ready.
`;
