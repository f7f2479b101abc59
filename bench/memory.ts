// Resident memory of the embedded default (issue 8, point 18; decision 014): idle after a first
// start on a new data folder, idle after a restart on the same folder, right after load and after
// load + idle, each beside its floor — a bare Node process that only opens PGlite on the same
// initialised folder, the least any embedded server can hold — and the 350 MB budget.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PGLITE_EMBEDDED_SETTINGS } from '../apps/server/src/db/create-database';
import { freePort, repoRoot } from '../e2e/support/start-app';
import { signInOverHttp } from './support/sign-in-over-http';

const budget = '≤ 350 MB';
const idleMs = 10_000;

export async function benchMemory(): Promise<Array<[string, string, string]>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-memory-'));
  try {
    const first = await startServer(dataDir);
    const firstIdle = await idleRss(first.child);
    await stop(first.child);

    const again = await startServer(dataDir);
    const restartIdle = await idleRss(again.child);
    const loaded = await load(again.url);
    const afterLoad = await rss(again.child);
    const afterLoadIdle = await idleRss(again.child);
    await stop(again.child);

    const floor = await floorRss(path.join(dataDir, 'pglite'));
    const row = (name: string, value: number): [string, string, string] => [name, `${mb(value)} (floor ${mb(floor)})`, budget];
    return [
      row('resident memory, idle after first start on a new folder', firstIdle),
      row('resident memory, idle after a restart on the same folder', restartIdle),
      row(`resident memory, right after 2,000 GET ${loaded}`, afterLoad),
      row('resident memory, after that load + 10 s idle', afterLoadIdle),
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A signed-in member's profile: session check, database reads and serialisation on every request. */
async function load(url: string): Promise<string> {
  const session = await signInOverHttp(url);
  const target = '/api/auth/profile';
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const result = await autocannon({ url: `${url}${target}`, headers, connections: 10, amount: 2000 });
  if (result.non2xx > 0) throw new Error(`${target}: ${result.non2xx} answers were not 2xx`);
  return target;
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    env: { ...env, PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    if ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('The server did not become healthy');
}

/** The least an embedded server can hold: Node with PGlite opened on the same folder, with the same settings. */
async function floorRss(pgliteDir: string): Promise<number> {
  const pglite = createRequire(path.join(repoRoot, 'apps/server/package.json')).resolve('@electric-sql/pglite');
  const options = `{ startParams: [...PGlite.defaultStartParams, ...${JSON.stringify(PGLITE_EMBEDDED_SETTINGS)}] }`;
  const script = `const { PGlite } = require(${JSON.stringify(pglite)}); PGlite.create(process.argv[1], ${options}).then((db) => db.query('SELECT 1').then(() => process.send('ready'))); setInterval(() => {}, 60_000)`;
  const child = spawn(process.execPath, ['-e', script, pgliteDir], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The PGlite floor process exited with ${code}`)));
  });
  const value = await idleRss(child);
  await stop(child);
  return value;
}

async function idleRss(child: ChildProcess): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  return rss(child);
}

/** VmRSS from /proc, in bytes (Linux). */
async function rss(child: ChildProcess): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
