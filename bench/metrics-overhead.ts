// node --import tsx bench/metrics-overhead.ts: what the metrics' HTTP hook costs a request. Two
// copies of the app in this process on their own in-memory PGlite, one with METRICS_TOKEN (the
// latency hook on) and one without (the floor), loaded in turns with the same GET /api/health;
// then the hook's own work (one histogram observation) timed alone.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/load-config';
import { closeDeps, createDeps } from '../apps/server/src/create-deps';
import { createDatabase } from '../apps/server/src/db/create-database';
import { httpRequestDurationSeconds } from '../apps/server/src/metrics/cadence-metrics';

const ROUNDS = 4;
const SECONDS_PER_ROUND = 4;

async function startCopy(dataDir: string, metricsToken?: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString('base64'),
    RATE_LIMIT_PER_MINUTE: '0',
    RUN_WORKERS: 'false',
    LOG_LEVEL: 'silent',
    ...(metricsToken ? { METRICS_TOKEN: metricsToken } : {}),
  });
  const database = await createDatabase({ kind: 'pglite' });
  const deps = await createDeps(config, { role: 'api', database });
  const app = await buildApp(deps, { webDistDir: path.join(dataDir, 'no-web') });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    async stop() {
      await app.close();
      await closeDeps(deps);
    },
  };
}

async function load(url: string) {
  const result = await autocannon({ url: `${url}/api/health`, connections: 10, duration: SECONDS_PER_ROUND });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { mean: result.latency.average, p99: result.latency.p99, rps: result.requests.average };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) => ((Math.max(...values) - Math.min(...values)) / median(values)) * 100;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-metrics-'));
  const off = await startCopy(path.join(dataDir, 'off'));
  const on = await startCopy(path.join(dataDir, 'on'), randomBytes(24).toString('base64url'));
  try {
    await load(off.url);
    await load(on.url);
    const runs = { off: [] as Awaited<ReturnType<typeof load>>[], on: [] as Awaited<ReturnType<typeof load>>[] };
    // Turns alternate which copy goes first, so drift in the machine's load falls on both.
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
      for (const key of order) runs[key].push(await load(key === 'off' ? off.url : on.url));
    }
    const summary = (key: 'off' | 'on') => ({
      mean: median(runs[key].map((r) => r.mean)),
      p99: median(runs[key].map((r) => r.p99)),
      rps: median(runs[key].map((r) => r.rps)),
    });
    const floor = summary('off');
    const measured = summary('on');

    const observations = 1_000_000;
    const started = performance.now();
    for (let i = 0; i < observations; i += 1) {
      httpRequestDurationSeconds.observe({ method: 'GET', route: '/api/health', status_code: '200' }, 0.001);
    }
    const perObserveNs = ((performance.now() - started) * 1e6) / observations;

    const rows: Array<[string, string, string]> = [
      [
        'GET /api/health with metrics on: mean / p99 (floor: metrics off)',
        `${measured.mean.toFixed(2)} / ${measured.p99} ms at ${measured.rps.toFixed(0)} req/s`,
        `${floor.mean.toFixed(2)} / ${floor.p99} ms at ${floor.rps.toFixed(0)} req/s`,
      ],
      [
        'throughput cost of the latency hook',
        `${(((floor.rps - measured.rps) / floor.rps) * 100).toFixed(1)} %`,
        `floor's own spread between rounds: ${spread(runs.off.map((r) => r.rps)).toFixed(1)} %`,
      ],
      ['one histogram observation (the hook’s work)', `${perObserveNs.toFixed(0)} ns`, '—'],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    console.log(`\n${'measure'.padEnd(width)}  result  (floor)`);
    for (const [name, value, floorText] of rows) console.log(`${name.padEnd(width)}  ${value}  (${floorText})`);
  } finally {
    await on.stop();
    await off.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
