import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/load-config';
import { closeDeps, createDeps } from './create-deps';
import type { Deps } from './deps';
import { purgeExpiredSignInData } from './jobs/purge-expired-sign-in-data';
import { createTestDatabase, databaseKinds } from './test-support/test-databases';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs the worker entry as its own process, the way production runs it. */
function runWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (text: string, timeoutMs = 45_000) => {
    const until = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (Date.now() > until || child.exitCode !== null) throw new Error(`worker never said "${text}":\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

describe('worker process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-worker-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('starts the job engine on the embedded database and stops cleanly on SIGTERM', async () => {
    const worker = runWorker({ DATA_DIR: dataDir });
    await worker.waitFor('worker started');
    expect(worker.output()).toContain(purgeExpiredSignInData.name);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(worker.output()).toContain('"msg":"stopped"');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('connects to PostgreSQL through DATABASE_URL and stops cleanly', async () => {
    const testDb = await createTestDatabase('postgres');
    try {
      const worker = runWorker({ DATA_DIR: dataDir, DATABASE_URL: testDb.url! });
      await worker.waitFor('worker started');
      expect(worker.output()).toContain('"database":"postgres"');
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    } finally {
      await testDb.drop();
    }
  });
});

describe.each(databaseKinds)('purging expired sign-in data on %s', (kind) => {
  let deps: Deps;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const testDb = await createTestDatabase(kind);
    drop = testDb.drop;
    const config = loadConfig({
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'cadence-purge-')),
      SECRET_KEY: randomBytes(32).toString('base64'),
    });
    deps = await createDeps(config, { role: 'api', database: testDb.database });
  });
  afterAll(async () => {
    await closeDeps(deps);
    await drop();
  });

  it('removes expired states, old codes and dead sessions, and keeps live ones', async () => {
    const { db } = deps.database;
    const user = await db
      .insertInto('users')
      .values({ email: 'p@example.com', linkedin_sub: 'sub-p' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const past = sql<Date>`now() - interval '2 days'`;
    const future = sql<Date>`now() + interval '1 day'`;
    await db
      .insertInto('oauth_states')
      .values([
        { state: 'old', nonce: 'n', code_verifier: 'v', frontend_url: 'http://localhost:3000', expires_at: past },
        { state: 'live', nonce: 'n', code_verifier: 'v', frontend_url: 'http://localhost:3000', expires_at: future },
      ])
      .execute();
    await db
      .insertInto('sessions')
      .values([
        { user_id: user.id, refresh_token_hash: 'dead', expires_at: past },
        { user_id: user.id, refresh_token_hash: 'live', expires_at: future },
      ])
      .execute();
    await purgeExpiredSignInData.handle({}, deps, { id: 'test' });
    expect((await db.selectFrom('oauth_states').select('state').execute()).map((r) => r.state)).toEqual(['live']);
    expect((await db.selectFrom('sessions').select('refresh_token_hash').execute()).map((r) => r.refresh_token_hash)).toEqual([
      'live',
    ]);
  });
});
