// The built server for `npm run bench:import`, started as bench/memory.ts starts it (a child
// process on a free port, embedded PGlite in a temporary DATA_DIR, the built-in LinkedIn sandbox),
// plus what /proc says about it: resident memory now and at its peak, and CPU time.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, repoRoot } from '../../e2e/support/start-app';

export const serverBundle = path.join(repoRoot, 'apps/server/dist/main.js');

const HEALTH_TIMEOUT_MS = 60_000;
/** What is kept of the server's output, for the error when it fails. */
const OUTPUT_TAIL_CHARS = 16_000;

export interface BenchServer {
  url: string;
  pid: number;
  /** The tail of what the server wrote to stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

/** Fails when apps/server/dist/main.js is missing; answers a warning when a source is newer. */
export function checkServerBuilt(): string | null {
  if (!existsSync(serverBundle))
    throw new Error(`${path.relative(repoRoot, serverBundle)} is missing: run \`npm run build\` first.`);
  const built = statSync(serverBundle).mtimeMs;
  const sources = [
    path.join(repoRoot, 'apps/server/src'),
    ...readdirSync(path.join(repoRoot, 'packages')).map((name) => path.join(repoRoot, 'packages', name, 'src')),
  ];
  const newer = sources.map((dir) => newestSource(dir)).find((file) => file && file.mtimeMs > built);
  return newer
    ? `${path.relative(repoRoot, newer.path)} is newer than the server bundle: run \`npm run build\` to measure it.`
    : null;
}

function newestSource(dir: string): { path: string; mtimeMs: number } | null {
  if (!existsSync(dir)) return null;
  let newest: { path: string; mtimeMs: number } | null = null;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const found = entry.isDirectory()
      ? newestSource(full)
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? { path: full, mtimeMs: statSync(full).mtimeMs }
        : null;
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/** The built product on its embedded defaults; uploads go to `uploadDir`, not the machine's tmp. */
export async function startBenchServer(dataDir: string, uploadDir: string): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [serverBundle], {
    env: {
      ...env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      UPLOAD_DIR: uploadDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: BenchServer = { url, pid: child.pid!, output: () => output, stop: () => stop(child) };

  const until = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    if ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop(child);
  throw new Error(`The server did not become healthy in ${HEALTH_TIMEOUT_MS / 1000} s:\n${output}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A size field of /proc/<pid>/status (VmRSS: resident now; VmHWM: resident at its peak), in bytes. */
export function procMemory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
  if (kb === undefined) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(kb) * 1024;
}

/**
 * Resets the process's peak resident set (VmHWM) to what it holds now, by writing 5 to its
 * clear_refs (Linux ≥ 4.0, same user or root). False when the kernel refuses.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system, every thread) the process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may itself hold spaces: utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The server's child processes right now (none is expected: the import runs in the API process). */
export function childPids(pid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4, the parent's id, comes right after the command name and the state.
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) pids.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return pids;
}

/** CPU seconds the whole machine has spent busy (every core, anything but idle and I/O wait) since boot. */
export function machineBusySeconds(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}
