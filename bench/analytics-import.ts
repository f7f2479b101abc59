// npm run bench, the creator analytics import (issue 28, decision 035): a 365-day export with 2,000
// posts (LinkedIn's own lists 50 a table; the generator fills both tables with every post, the most
// a reader could meet) sent to POST /api/analytics/import on the built server (PGlite, the embedded
// default) — wall time and the API's peak resident memory growth — beside a floor measured in the
// same run: a bare Node process that inflates every entry of the same file with yauzl.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeAnalyticsExport } from '@cadence/export-fixtures/analytics-export';
import { procMemory, resetPeakRss, startBenchServer } from './support/import-server';
import { signInOverHttp } from './support/sign-in-over-http';

const RUNS = Math.max(2, Number(process.env.BENCH_ANALYTICS_RUNS) || 3);
const SETTLE_MS = 2_000;
const BOUNDARY = '----cadence-bench-analytics-9Ks3PqWv';
const MIB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MIB).toFixed(1)} MB`;

function log(message: string) {
  process.stderr.write(`[bench:analytics-import] ${message}\n`);
}

export async function benchAnalyticsImport(): Promise<Array<[string, string, string]>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-analytics-'));
  try {
    const file = path.join(dir, 'AggregateAnalytics_Bench_2025-11-21_2026-11-20.xlsx');
    await writeAnalyticsExport(file, { days: 365, posts: 2_000, seed: 28 });
    const bytes = (await stat(file)).size;
    log(
      `a 365-day export with 2,000 posts written (${(bytes / 1024).toFixed(0)} KB); floor: a bare Node process inflating every entry`,
    );
    const floor = await plainUnzip(file);

    log('starting the built server (PGlite in a temporary folder)');
    const server = await startBenchServer(path.join(dir, 'data'), path.join(dir, 'uploads'));
    try {
      const { accessToken } = await signInOverHttp(server.url);
      await sleep(SETTLE_MS);
      const body = multipart(await readFile(file));
      // The first import after a start also pays one-time costs (modules loaded, PGlite's pages
      // warmed); the later ones re-import the same file (idempotent: every row already there).
      const runs: Array<{ growth: number; ms: number }> = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const before = procMemory(server.pid, 'VmRSS');
        resetPeakRss(server.pid);
        const started = performance.now();
        const response = await fetch(`${server.url}/api/analytics/import`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: new Uint8Array(body),
        });
        const ms = performance.now() - started;
        const answer = await response.text();
        if (response.status !== 200)
          throw new Error(`POST /api/analytics/import answered ${response.status}: ${answer.slice(0, 300)}`);
        const peak = procMemory(server.pid, 'VmHWM');
        runs.push({ growth: peak - before, ms });
        log(`import ${run}/${RUNS}: ${ms.toFixed(0)} ms, RSS ${mb(before)} → peak ${mb(peak)}; ${answer}`);
        await sleep(SETTLE_MS);
      }
      const [first, ...later] = runs as [{ growth: number; ms: number }, ...Array<{ growth: number; ms: number }>];
      return [
        [
          `analytics import, 365 days × 2,000 posts (${(bytes / 1024).toFixed(0)} KB .xlsx): first after start / worst re-import`,
          `${first.ms.toFixed(0)} / ${Math.max(...later.map((r) => r.ms)).toFixed(0)} ms, API peak RSS +${mb(first.growth)} / +${mb(
            Math.max(...later.map((r) => r.growth)),
          )} (plain unzip of the same file: ${floor.ms.toFixed(0)} ms, +${mb(floor.growth)})`,
          '—',
        ],
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function multipart(file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="export.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** A bare Node process that inflates every entry with yauzl (what any reader must at least do). */
async function plainUnzip(file: string): Promise<{ ms: number; growth: number }> {
  const script = `
    const yauzl = require('yauzl');
    const { Writable } = require('node:stream');
    const fs = require('node:fs');
    const status = (key) => {
      const line = fs.readFileSync('/proc/self/status', 'utf8').split('\\n').find((l) => l.startsWith(key + ':'));
      return parseInt(line.slice(key.length + 1).trim(), 10) * 1024;
    };
    process.stdin.once('data', () => {
      try { fs.writeFileSync('/proc/self/clear_refs', '5'); } catch {}
      const before = status('VmRSS');
      const started = performance.now();
      yauzl.open(${JSON.stringify(file)}, { lazyEntries: true }, (error, zip) => {
        if (error) throw error;
        zip.on('entry', (entry) => zip.openReadStream(entry, (err, stream) => {
          if (err) throw err;
          stream.pipe(new Writable({ write: (_c, _e, done) => done() })).on('finish', () => zip.readEntry());
        }));
        zip.on('end', () => console.log(JSON.stringify({ ms: performance.now() - started, growth: status('VmHWM') - before })));
        zip.readEntry();
      });
    });`;
  const child = spawn(process.execPath, ['-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
    cwd: path.resolve(import.meta.dirname, '../apps/server'),
  });
  await sleep(500);
  const answer = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (data: Buffer) => (out += data.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`plain unzip exited with ${code}`))));
  });
  child.stdin.end('go');
  return JSON.parse(await answer) as { ms: number; growth: number };
}
