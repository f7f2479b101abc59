import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createPostgresDatabase } from '../../apps/server/src/test-support/create-postgres-database';
import { startSandboxes } from './start-sandboxes';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const artifactsDir = path.join(repoRoot, 'e2e', '.artifacts');

const serverBundle = path.join(repoRoot, 'apps/server/dist/main.js');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

const HEALTH_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;

export interface RunningApp {
  /** e.g. http://localhost:41234 (no trailing slash). */
  url: string;
  /** The LinkedIn sandbox the server is configured with, on its own port, and its control token. */
  sandbox: { url: string; controlToken: string };
  /** The news sandbox its trending-topic research reads, on its own port, and its control token. */
  news: { url: string; controlToken: string };
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** The file the server's output is also written to. */
  logFile: string;
  stop(): Promise<void>;
}

/** Newest modification time of any file under `dir`, ignoring unit tests (they are not bundled). */
function newestMtime(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Rebuilds apps/server/dist when it is missing or older than the sources it bundles. */
function ensureServerBuilt(): void {
  const packagesDir = path.join(repoRoot, 'packages');
  const sourceDirs = [
    path.join(repoRoot, 'apps/server/src'),
    ...readdirSync(packagesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(packagesDir, entry.name, 'src')),
  ];
  const newestSource = Math.max(...sourceDirs.map(newestMtime));
  const built = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
  if (built >= newestSource) return;
  try {
    execFileSync('npm', ['run', 'build', '-w', '@cadence/server'], { cwd: repoRoot, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`Building the server bundle failed (npm run build -w @cadence/server):\n${stdout ?? ''}${stderr ?? ''}`, {
      cause: error,
    });
  }
}

function ensureWebBuilt(): void {
  if (!existsSync(webIndex)) {
    throw new Error(
      `The web app is not built: ${path.relative(repoRoot, webIndex)} is missing. Run \`npm run build -w @cadence/web\` ` +
        '(or `npm run test:e2e`, which builds it first).',
    );
  }
}

/** A port nobody listens on right now: the OS picks one for us, then we let go of it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('Could not get a free port'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

/** The server's environment: ours minus anything that would point it away from the embedded defaults. */
function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const dropped = new Set([
    'HOST',
    'PORT',
    'PUBLIC_URL',
    'DATA_DIR',
    'DATABASE_URL',
    'TEST_DATABASE_URL',
    'SECRET_KEY',
    'LOG_LEVEL',
    'ALLOWED_FRONTEND_ORIGINS',
    'RUN_WORKERS',
    'NEWS_SANDBOX_URL',
  ]);
  for (const [key, value] of Object.entries(process.env)) {
    // No LINKEDIN_*, TOPIC_* or LLM_* of ours: startApp points the server at its own sandboxes and
    // drafts come from the offline writer, so nothing leaves the machine.
    if (dropped.has(key) || /^(LINKEDIN_|VITEST|TOPIC_|LLM_)/.test(key)) continue;
    env[key] = value;
  }
  return {
    ...env,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
  };
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve(false);
    }, timeoutMs);
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once('exit', onExit);
  });
}

/**
 * Starts the real server (`node apps/server/dist/main.js`) as a child process on a free port with a
 * fresh data directory (embedded PGlite), configured with LinkedIn and news sandboxes on ports of their
 * own, and waits for /api/health. `env` adds settings of the test's own (a short scheduling lead).
 */
export async function startApp(label = 'app', options: { env?: NodeJS.ProcessEnv } = {}): Promise<RunningApp> {
  ensureWebBuilt();
  ensureServerBuilt();

  const port = await freePort();
  const url = `http://localhost:${port}`;
  const runDir = await mkdtemp(path.join(tmpdir(), 'cadence-e2e-'));
  const dataDir = path.join(runDir, 'data');
  // PGlite in dataDir by default; with TEST_DATABASE_URL, a fresh PostgreSQL database of this app's own.
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  const postgres = testDatabaseUrl ? await createPostgresDatabase(testDatabaseUrl, 'cadence_e2e') : undefined;
  mkdirSync(artifactsDir, { recursive: true });
  const logFile = path.join(artifactsDir, `server-${label}.log`);
  const log = createWriteStream(logFile);
  // The app mounts no sandbox controls, so tests steer sandboxes of their own (decision 010).
  const sandboxes = await startSandboxes(url);

  const child = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env: { ...serverEnv(port, dataDir), ...sandboxes.env, ...(postgres && { DATABASE_URL: postgres.url }), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
    log.write(chunk);
  });
  // If the test worker dies without afterAll, do not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let exited: string | undefined;
  let stopped = false;
  child.once('exit', (code, signal) => {
    exited = `exited with ${signal ?? `code ${code}`}`;
    // Said in the output too, so a server that dies mid-test shows up in the failure diagnostics.
    const note = `\n[e2e harness] ${new Date().toISOString()} the server (pid ${child.pid}) ${exited}${stopped ? ' after stop()' : ''}\n`;
    output += note;
    if (!log.writableEnded) log.write(note);
  });

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    if (exited === undefined) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_GRACE_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_GRACE_MS);
      }
    }
    await new Promise<void>((resolve) => log.end(resolve));
    await rm(runDir, { recursive: true, force: true });
    await postgres?.drop();
    await sandboxes.close();
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem: string | undefined;
  for (;;) {
    if (exited !== undefined) {
      await stop();
      throw new Error(
        `The server ${exited} before it was healthy.\n--- server stderr ---\n${stderr || '(empty)'}\n--- all output ---\n${output}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) break;
      lastProblem = `HTTP ${response.status}: ${await response.text()}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server at ${url} was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s (${lastProblem ?? 'no answer'}).\n${output}`,
      );
    }
    await sleep(250);
  }

  return { url, sandbox: sandboxes.linkedin, news: sandboxes.news, output: () => output, logFile, stop };
}
