// npm run bench, post analytics (issue 28): GET /api/analytics/posts?days=365 for a member with
// 2,000 published posts in the year (each measured six times through the API, as the schedule
// does, half the year's days also from an imported export) — p99 beside a bare route's p99
// (GET /api/health) in the same run, on the same server. The server runs in this process on
// PGlite (the embedded default's database), so both figures include autocannon's own share of it.
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { signInMember } from '../apps/server/src/test-support/sign-in-member';
import type { DatabaseKind } from '../apps/server/src/test-support/test-databases';
import { bearer, startTestServer } from '../apps/server/src/test-support/test-server';

const POSTS = 2_000;
const OFFSETS_HOURS = [1, 6, 24, 72, 168, 720];

function log(message: string) {
  process.stderr.write(`[bench:analytics-posts] ${message}\n`);
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: 5 });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average) };
}

/** On PGlite (the embedded default), and on PostgreSQL too when TEST_DATABASE_URL is set. */
export async function benchAnalyticsPosts(): Promise<Array<[string, string, string]>> {
  const kinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const rows: Array<[string, string, string]> = [];
  for (const kind of kinds) rows.push(await benchOn(kind));
  return rows;
}

async function benchOn(kind: DatabaseKind): Promise<[string, string, string]> {
  const server = await startTestServer(kind);
  try {
    const member = await signInMember(server, 'bench');
    const { db } = server.deps.database;
    const started = performance.now();
    // Posts published across the last 360 days; each measured at every point of its schedule so far.
    await sql`
      INSERT INTO post_metrics (user_id, platform_post_id, post_url, published_at, source, measured_at,
        impressions, members_reached, reactions, comments, reshares, engagements)
      SELECT ${member.userId}::uuid, 'urn:li:share:' || (7300000000000000000 + n), NULL,
        now() - (n * interval '259 minutes'), 'api',
        now() - (n * interval '259 minutes') + (h * interval '1 hour'),
        (n % 97 + 10) * h, (n % 97 + 10) * h * 6 / 10, (n % 13) * h / 10, (n % 5) * h / 30, (n % 3) * h / 100,
        (n % 13) * h / 10 + (n % 5) * h / 30 + (n % 3) * h / 100
      FROM generate_series(1, ${POSTS}) AS n, unnest(${OFFSETS_HOURS}::int[]) AS h
      WHERE now() - (n * interval '259 minutes') + (h * interval '1 hour') < now()`.execute(db);
    await sql`
      INSERT INTO analytics_daily (user_id, date, impressions, engagements)
      SELECT ${member.userId}::uuid, current_date - d, 1000 + d, 50 + d % 17 FROM generate_series(183, 365) AS d`.execute(db);
    const rows = await db.selectFrom('post_metrics').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    log(
      `${kind}: ${POSTS} posts, ${String(rows.n)} measurements and 183 export days seeded in ${(performance.now() - started).toFixed(0)} ms`,
    );

    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const headers = bearer(member.accessToken);
    const check = await fetch(`${base}/api/analytics/posts?days=365`, { headers });
    const body = (await check.json()) as { data: { posts: unknown[]; daily: unknown[] } };
    log(`GET /api/analytics/posts?days=365 answers ${body.data.posts.length} posts, ${body.data.daily.length} days`);
    const posts = await load(`${base}/api/analytics/posts?days=365`, headers);
    const bare = await load(`${base}/api/health`, {});
    return [
      `GET /api/analytics/posts?days=365, 2,000 posts (${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, in-process) p50 / p99`,
      `${posts.p50} / ${posts.p99} ms at ${posts.rps} req/s; bare GET /api/health p50 / p99 ${bare.p50} / ${bare.p99} ms at ${bare.rps} req/s`,
      '—',
    ];
  } finally {
    await server.close();
  }
}

if (process.argv[1]?.endsWith('analytics-posts.ts')) {
  benchAnalyticsPosts().then(
    (rows) => {
      for (const [name, value] of rows) console.log(`${name}  ${value}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
