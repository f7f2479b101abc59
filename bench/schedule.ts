// npm run bench:schedule: the publisher under load on PostgreSQL (issue 9, "Must show"). Four
// worker processes publish to the LinkedIn sandbox (standalone, daily limit raised); beside each
// figure, its floor measured in the same run: pg-boss with empty jobs and the same worker settings
// for the loads, a bare route running the same SQL for the schedule list, and for a worker killed
// mid-run (issue 26) the lag of the run's other posts. `-- --only kill` runs that last one alone.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/create-database';
import { PUBLISH_WORKER_SETTINGS } from '../apps/server/src/jobs/publish-scheduled-post';
import { createPostgresDatabase } from '../apps/server/src/test-support/create-postgres-database';
import {
  countOutcomes,
  spawnNodeProcess,
  startPublishRig,
  waitUntilSettled,
  type PublishRig,
  type RigMember,
  type WorkerProcess,
} from '../apps/server/src/test-support/worker-processes';
import { freePort } from '../e2e/support/start-app';
import { describeCpu, measureCpu } from './support/schedule-cpu';
import { KILL_RUN, measureKilledWorker, type KillFigures } from './support/schedule-kill';
import { loads, ms, percentile, readProductTimes, seconds, type Load, LOAD_SIZE } from './support/schedule-loads';
import { queueRawJobs, rawQueueSender, readRawOutcome } from './support/schedule-raw-queue';

const WORKERS = 4;
const MEMBERS = 1000;
const LIST_POSTS = 1000;
const LIST_RATE = 500;
const benchDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = path.join(benchDir, '..');
/** Time to queue a whole load before its first post is due (measured: ~10,000 posts in 7–10 s here). */
const QUEUE_MARGIN_MS = 25_000;
/** After the last due time, how long a load may take to settle before what is left counts as lost. */
const SETTLE_MS = 180_000;

interface LoadFigures {
  lagP50: number;
  lagP99: number;
  drainMs: number;
  duplicates: number;
  losses: number;
  failed: number;
  failureReasons?: Record<string, number>;
  /** Where the CPU went from the first due time until the load settled. */
  cpu: string;
}

type Row = [measure: string, cadence: string, floor: string, budget: string, verdict: string];

function log(message: string) {
  process.stderr.write(`[bench:schedule] ${message}\n`);
}

const waitUntil = (at: Date) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  log(`PostgreSQL ${new URL(adminUrl).host}, ${availableParallelism()} cores, ${WORKERS} worker processes`);

  const onlyKill = process.argv.includes('--only') && process.argv.includes('kill');
  const raw = onlyKill ? undefined : await measureRawQueue(adminUrl);

  const rig = await startPublishRig({ adminUrl });
  try {
    const started = performance.now();
    const members = await rig.signInMembers(onlyKill ? KILL_RUN.posts : MEMBERS);
    log(`${members.length} members signed in through the sandbox in ${seconds(performance.now() - started)}`);
    if (raw === undefined) {
      printKillTable(await measureKilledWorker(rig, members, log));
      return;
    }
    const product = await measureProduct(rig, members);
    const kill = await measureKilledWorker(rig, members, log);
    const list = await measureScheduleList(rig);
    printTable(raw, product, list);
    printKillTable(kill);
  } finally {
    await rig.close();
  }
}

function printKillTable(kill: KillFigures) {
  const rows: Row[] = [
    [
      `kill: ${KILL_RUN.posts} posts due at once, 1 of ${KILL_RUN.workers} workers SIGKILLed ${KILL_RUN.killAfterMs / 1000} s after: its ${kill.victimPosts} posts' publish lag p50 / p99`,
      `${seconds(kill.victimLagP50)} / ${seconds(kill.victimLagP99)}`,
      `${seconds(kill.othersLagP50)} / ${seconds(kill.othersLagP99)} (the run's other posts)`,
      'p99 ≤ 30 s',
      verdict(kill.victimLagP99 <= 30_000),
    ],
    [
      `kill: posts LinkedIn held unheard at the kill / duplicates / losses / failed (of which live)`,
      `${kill.heldByLinkedIn} / ${kill.duplicates} / ${kill.losses} / ${kill.failed} (${kill.failedButLive})`,
      '—',
      '— / 0 / 0 / 0',
      verdict(kill.duplicates === 0 && kill.losses === 0 && kill.failed === 0),
    ],
  ];
  console.log("\nA worker killed mid-run (its posts beside the same run's others)\n");
  console.log('| measure | Cadence | floor (same run) | budget | result |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (kill.duplicates || kill.losses || kill.failed) {
    console.error('\nA killed worker left duplicates, losses or failures.');
    process.exitCode = 1;
  }
}

/** The floor: 4 processes of the same job engine, whose only job does nothing. */
async function measureRawQueue(adminUrl: string): Promise<Record<Load['name'], LoadFigures>> {
  const postgres = await createPostgresDatabase(adminUrl, 'cadence_bench_raw');
  const database = await createDatabase({ kind: 'postgres', url: postgres.url, poolSize: 4 });
  const workers: WorkerProcess[] = [];
  try {
    const sender = await rawQueueSender(database);
    workers.push(
      ...Array.from({ length: WORKERS }, () =>
        spawnNodeProcess(
          path.join(benchDir, 'support/schedule-raw-worker.ts'),
          { DATABASE_URL: postgres.url },
          {
            readyText: 'raw worker started',
            cwd: repoRoot,
          },
        ),
      ),
    );
    await Promise.all(workers.map((w) => w.started));
    const figures = {} as Record<Load['name'], LoadFigures>;
    for (const load of loads) {
      const start = new Date(Date.now() + 5000);
      const due = load.due(start);
      const ids = await queueRawJobs(sender, due);
      if (Date.now() >= start.getTime()) throw new Error('Queueing the raw load took longer than its 5 s margin');
      await waitUntil(start);
      const cpu = measureCpu(workers.map((w) => w.pid));
      await waitUntil(due.at(-1)!.at);
      const outcome = await readRawOutcome(database, ids, 60_000);
      const cpuShare = cpu.stop();
      figures[load.name] = {
        lagP50: percentile(outcome.lagsMs, 50),
        lagP99: percentile(outcome.lagsMs, 99),
        drainMs: outcome.lastDoneMs - start.getTime(),
        // One row per job in pg-boss: a job cannot complete twice.
        duplicates: 0,
        losses: outcome.notCompleted,
        failed: 0,
        cpu: describeCpu(cpuShare, availableParallelism()),
      };
      log(`raw queue, ${load.name}: ${JSON.stringify(figures[load.name])}`);
    }
    await sender.stop();
    return figures;
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await database.close();
    await postgres.drop();
  }
}

async function measureProduct(rig: PublishRig, members: RigMember[]): Promise<Record<Load['name'], LoadFigures>> {
  const workers = await rig.startWorkers(WORKERS);
  try {
    const figures = {} as Record<Load['name'], LoadFigures>;
    for (const load of loads) {
      const start = new Date(Date.now() + QUEUE_MARGIN_MS);
      const due = load.due(start);
      const queueing = performance.now();
      const postIds = await rig.schedulePosts(
        due.map((d) => ({
          member: members[d.index % members.length] as RigMember,
          // Unique per post and free of LinkedIn's reserved characters: the sandbox keeps it as is.
          content: `Bench ${load.name} post ${d.index} for ${start.toISOString()}: what shipping weekly taught us.`,
          due: d.at,
        })),
      );
      log(`${load.name}: ${LOAD_SIZE} posts queued in ${seconds(performance.now() - queueing)}`);
      if (Date.now() >= start.getTime())
        throw new Error(`Queueing the ${load.name} load took longer than its ${QUEUE_MARGIN_MS} ms margin`);
      await waitUntil(start);
      const cpu = measureCpu(workers.map((w) => w.pid));
      await waitUntil(due.at(-1)!.at);
      const stillOpen = await waitUntilSettled(rig.deps, postIds, { timeoutMs: SETTLE_MS, pollMs: 250 });
      const cpuShare = cpu.stop();
      const outcomes = await countOutcomes(rig, postIds);
      const times = await readProductTimes(rig.deps.database, postIds);
      figures[load.name] = {
        lagP50: percentile(times.lagsMs, 50),
        lagP99: percentile(times.lagsMs, 99),
        drainMs: times.lastDoneMs - start.getTime(),
        duplicates: outcomes.duplicates,
        losses: stillOpen + outcomes.publishedButMissing + outcomes.sentButNotPublished + outcomes.failedWithoutReason,
        failed: times.failed,
        failureReasons: times.failureReasons,
        cpu: describeCpu(cpuShare, availableParallelism()),
      };
      log(`Cadence, ${load.name}: ${JSON.stringify({ ...figures[load.name], byStatus: outcomes.byStatus })}`);
    }
    return figures;
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
}

interface ListFigures {
  app: { p50: number; p99: number; rps: number; non2xx: number };
  bare: { p50: number; p99: number; rps: number; non2xx: number };
}

/** 1,000 posts in one member's list: the API process against a bare route running the same SQL. */
async function measureScheduleList(rig: PublishRig): Promise<ListFigures> {
  const [member] = await rig.signInMembers(1);
  const now = Date.now();
  // Spread over the next 29 days, so all of them are inside days=30 and none is published meanwhile.
  await rig.schedulePosts(
    Array.from({ length: LIST_POSTS }, (_, i) => ({
      member: member!,
      content: `Schedule list post ${i}: notes on planning a content calendar.`,
      due: new Date(now + 3_600_000 + i * Math.floor((28 * 86_400_000) / LIST_POSTS)),
    })),
  );
  // The loads before left dead rows and stale statistics behind; measure a settled database.
  await sql`VACUUM ANALYZE`.execute(rig.deps.database.db);
  const [apiPort, barePort] = await Promise.all([freePort(), freePort()]);
  const api = spawnNodeProcess(
    'src/main.ts',
    {
      ...rig.workerEnv,
      RUN_WORKERS: 'false',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      // One load generator on one address: measure the route, not the rate limits.
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_MEMBER_PER_MINUTE: '0',
    },
    { readyText: 'Cadence is running at' },
  );
  const bare = spawnNodeProcess(
    path.join(benchDir, 'support/schedule-bare-route.ts'),
    { DATABASE_URL: rig.databaseUrl, BENCH_USER_ID: member!.userId, PORT: String(barePort) },
    { readyText: 'bare route listening on', cwd: repoRoot },
  );
  try {
    await Promise.all([api.started, bare.started]);
    const appUrl = `http://127.0.0.1:${apiPort}/api/scheduling/schedule?days=30&include_past=true`;
    const headers = { authorization: `Bearer ${member!.accessToken}` };
    const check = await fetch(appUrl, { headers });
    const body = (await check.json()) as { data?: { total_posts?: number } };
    if (check.status !== 200 || body.data?.total_posts !== LIST_POSTS)
      throw new Error(`GET /api/scheduling/schedule answered ${check.status} with ${JSON.stringify(body).slice(0, 300)}`);
    const bareUrl = `http://127.0.0.1:${barePort}/schedule`;
    // Warm both (JIT, pools), then measure each alone at the same rate.
    await fire(appUrl, headers, 3);
    await fire(bareUrl, {}, 3);
    return { app: await fire(appUrl, headers, 15), bare: await fire(bareUrl, {}, 15) };
  } finally {
    await Promise.all([api.stop(), bare.stop()]);
  }
}

async function fire(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url, headers, connections: 25, overallRate: LIST_RATE, duration });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), non2xx: result.non2xx };
}

function verdict(ok: boolean) {
  return ok ? 'within' : 'OVER';
}

function printTable(raw: Record<Load['name'], LoadFigures>, product: Record<Load['name'], LoadFigures>, list: ListFigures) {
  const { spread, burst } = product;
  const rows: Row[] = [
    [
      loads[0]!.label + ': publish lag p50 / p99',
      `${ms(spread.lagP50)} / ${ms(spread.lagP99)}`,
      `${ms(raw.spread.lagP50)} / ${ms(raw.spread.lagP99)}`,
      'p99 ≤ 2 s',
      verdict(spread.lagP99 <= 2000),
    ],
    [
      loads[1]!.label + ': drain time',
      seconds(burst.drainMs),
      seconds(raw.burst.drainMs),
      '≤ 3× raw queue',
      `${verdict(burst.drainMs <= 3 * raw.burst.drainMs)} (${(burst.drainMs / raw.burst.drainMs).toFixed(1)}×)`,
    ],
    [
      loads[1]!.label + ': publish lag p50 / p99',
      `${ms(burst.lagP50)} / ${ms(burst.lagP99)}`,
      `${ms(raw.burst.lagP50)} / ${ms(raw.burst.lagP99)}`,
      'p99 ≤ 3× raw queue',
      `${verdict(burst.lagP99 <= 3 * raw.burst.lagP99)} (${(burst.lagP99 / raw.burst.lagP99).toFixed(1)}×)`,
    ],
    ...(['spread', 'burst'] as const).map((name): Row => [
      `${name}: duplicates / losses (failed with a reason)`,
      `${product[name].duplicates} / ${product[name].losses} (${product[name].failed} failed)`,
      `— / ${raw[name].losses}`,
      '0 / 0',
      verdict(product[name].duplicates === 0 && product[name].losses === 0 && raw[name].losses === 0),
    ]),
    [
      `GET /api/scheduling/schedule, ${LIST_POSTS.toLocaleString('en')} posts: p50 / p99 at ${LIST_RATE} req/s`,
      `${list.app.p50} / ${list.app.p99} ms (${list.app.rps} req/s)`,
      `${list.bare.p50} / ${list.bare.p99} ms (${list.bare.rps} req/s, bare route)`,
      'p99 ≤ 25 ms and ≤ 1.5× bare',
      `${verdict(list.app.p99 <= 25 && list.app.p99 <= 1.5 * list.bare.p99)} (${(list.app.p99 / list.bare.p99).toFixed(1)}×)`,
    ],
  ];
  console.log(
    `\nScheduling under load: PostgreSQL, ${WORKERS} worker processes (each fetching up to ${PUBLISH_WORKER_SETTINGS.batchSize} due jobs every ${PUBLISH_WORKER_SETTINGS.pollingIntervalSeconds} s, a batch run side by side: the same on both sides), LinkedIn sandbox, ${availableParallelism()} cores\n`,
  );
  console.log('| measure | Cadence | floor (same run) | budget | result |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log('');
  for (const name of ['spread', 'burst'] as const) {
    console.log(`${name}, Cadence: ${product[name].cpu}`);
    console.log(`${name}, raw queue: ${raw[name].cpu}`);
  }
  for (const name of ['spread', 'burst'] as const) {
    const reasons = Object.entries(product[name].failureReasons ?? {});
    if (reasons.length) console.log(`\n${name}: failed posts by reason: ${reasons.map(([r, n]) => `${n} × ${r}`).join('; ')}`);
  }
  if (list.app.non2xx || list.bare.non2xx) console.log(`\nnon-2xx answers: API ${list.app.non2xx}, bare ${list.bare.non2xx}`);
  const broken = (['spread', 'burst'] as const).some((n) => product[n].duplicates || product[n].losses || raw[n].losses);
  if (broken) {
    console.error('\nDuplicates or losses are not 0.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
