import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLinkedInSandbox, type RunningSandbox } from '@cadence/linkedin-sandbox';
import { sql } from 'kysely';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config/load-config';
import { closeDeps, createDeps } from '../create-deps';
import { createDatabase } from '../db/create-database';
import type { Deps } from '../deps';
import { queuePublishJob } from '../scheduling/publish-queue';
import { createPostgresDatabase } from './create-postgres-database';
import { signIn, PUBLIC_URL, type SignedIn, type TestServer } from './test-server';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT = { clientId: 'cadence-rig', clientSecret: randomBytes(24).toString('base64url') };
/** How much of a worker's output is kept for an error message: enough for the last stack trace. */
const OUTPUT_TAIL = 64 * 1024;

export interface WorkerProcess {
  pid: number;
  child: ChildProcess;
  /** The last part of what the process printed, for failure messages. */
  output(): string;
  exited: Promise<number | null>;
  /** Resolves once the worker logged 'worker started'; rejects if it exits first or the time runs out. */
  started: Promise<void>;
  /** SIGKILL: no graceful stop, no finished handlers, as a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM and wait (bounded); SIGKILL if it does not stop in time. */
  stop(timeoutMs?: number): Promise<void>;
}

/** `node --import tsx <entry>` as its own process, so the code under test is the source, never a stale build. */
export function spawnNodeProcess(
  entry: string,
  env: Record<string, string>,
  options: { readyText: string; startTimeoutMs?: number; cwd?: string },
): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: options.cwd ?? serverRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2 * OUTPUT_TAIL) output = output.slice(-OUTPUT_TAIL);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = (async () => {
    const until = Date.now() + (options.startTimeoutMs ?? 60_000);
    while (!output.includes(options.readyText)) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${entry} exited before "${options.readyText}":\n${output.slice(-4000)}`);
      if (Date.now() > until) throw new Error(`${entry} never said "${options.readyText}":\n${output.slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  // A rejection nobody awaited yet must not crash the runner; callers await `started` themselves.
  started.catch(() => undefined);
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    pid: child.pid ?? -1,
    child,
    output: () => output.slice(-OUTPUT_TAIL),
    exited,
    started,
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop(timeoutMs = 15_000) {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => running() && child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface RigMember {
  userId: string;
  connectionId: string;
  accessToken: string;
  linkedinId: string;
}

export interface PostToSchedule {
  member: RigMember;
  content: string;
  due: Date;
}

export interface PublishRig {
  /** The fresh database's own URL. */
  databaseUrl: string;
  /** An API process's dependencies in this process (it queues, it never works jobs). */
  deps: Deps;
  app: App;
  /** LinkedIn: a standalone sandbox on its own loopback port, daily limit raised. */
  sandbox: RunningSandbox;
  /** What every worker process is started with (database, secret key, LinkedIn). */
  workerEnv: Record<string, string>;
  /** Members signed in through the real LinkedIn flow, each with a live connection. */
  signInMembers(count: number): Promise<RigMember[]>;
  /** Inserts pending posts and queues their jobs, one transaction per chunk, as the API does. */
  schedulePosts(posts: PostToSchedule[], options?: { concurrency?: number; chunk?: number }): Promise<string[]>;
  /** `node --import tsx src/worker.ts` with `workerEnv` (plus `env`), started and ready. */
  startWorkers(count: number, env?: Record<string, string>): Promise<WorkerProcess[]>;
  close(): Promise<void>;
}

/**
 * Everything a multi-process publishing run needs on PostgreSQL: a new database, a standalone
 * LinkedIn sandbox, an API process's deps in this process, and worker processes spawned on demand.
 * Shared by the exactly-once test and `npm run bench:schedule`.
 */
export async function startPublishRig(options: {
  adminUrl: string;
  /** LINKEDIN_TIMEOUT_MS for the workers (1000 is the least the config takes); the product's default when absent. */
  linkedinTimeoutMs?: number;
  poolSize?: number;
  env?: Record<string, string>;
}): Promise<PublishRig> {
  const cleanups: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    const postgres = await createPostgresDatabase(options.adminUrl, 'cadence_rig');
    cleanups.push(() => postgres.drop());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-rig-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const sandbox = await startLinkedInSandbox({
      secret: randomBytes(24).toString('base64url'),
      clients: [{ ...CLIENT, redirectUris: [`${PUBLIC_URL}/api/auth/linkedin/callback`] }],
    });
    cleanups.push(() => sandbox.close());
    // Thousands of posts from a few dozen members in one day: far past LinkedIn's 150 a day.
    sandbox.controls.setDailyPostLimit(1_000_000);

    const workerEnv: Record<string, string> = {
      PUBLIC_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      SECRET_KEY: randomBytes(32).toString('base64'),
      LINKEDIN_CLIENT_ID: CLIENT.clientId,
      LINKEDIN_CLIENT_SECRET: CLIENT.clientSecret,
      LINKEDIN_OAUTH_BASE_URL: `${sandbox.url}/oauth`,
      LINKEDIN_API_BASE_URL: sandbox.url,
      ...(options.linkedinTimeoutMs === undefined ? {} : { LINKEDIN_TIMEOUT_MS: String(options.linkedinTimeoutMs) }),
      LOG_LEVEL: 'info',
      ...options.env,
    };
    const config = loadConfig({
      ...workerEnv,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_MEMBER_PER_MINUTE: '0',
    });
    const database = await createDatabase({ kind: 'postgres', url: postgres.url, poolSize: options.poolSize ?? 8 });
    const deps = await createDeps(config, { role: 'api', database });
    cleanups.push(() => closeDeps(deps));
    const app = await buildApp(deps, { webDistDir: path.join(dataDir, 'no-web') });
    await app.ready();
    cleanups.push(() => app.close());

    const workers: WorkerProcess[] = [];
    cleanups.push(async () => {
      await Promise.all(workers.map((w) => w.stop()));
    });
    // signIn drives the app and the sandbox exactly as startTestServer's servers do.
    const asServer = { app, deps, sandbox } as TestServer;
    let signedIn = 0;

    return {
      databaseUrl: postgres.url,
      deps,
      app,
      sandbox,
      workerEnv,
      async signInMembers(count) {
        const members: RigMember[] = [];
        const one = async (): Promise<RigMember> => {
          signedIn += 1;
          const n = signedIn;
          const member: SignedIn = await signIn(asServer, { name: `Rig Member ${n}`, email: `rig${n}@example.com` });
          const connection = await deps.database.db
            .selectFrom('linkedin_connections')
            .select('id')
            .where('user_id', '=', member.userId)
            .executeTakeFirstOrThrow();
          return {
            userId: member.userId,
            connectionId: connection.id,
            accessToken: member.accessToken,
            linkedinId: member.linkedinId,
          };
        };
        // A few at a time: each sign-in is several round trips to the sandbox and the database.
        while (members.length < count) {
          const batch = Math.min(8, count - members.length);
          members.push(...(await Promise.all(Array.from({ length: batch }, one))));
        }
        return members;
      },
      async schedulePosts(posts, { concurrency = 4, chunk = 100 } = {}) {
        const ids: string[] = new Array(posts.length);
        let next = 0;
        const lane = async () => {
          while (next < posts.length) {
            const start = next;
            next += chunk;
            const slice = posts.slice(start, start + chunk);
            await deps.database.db.transaction().execute(async (trx) => {
              const rows = await trx
                .insertInto('posts')
                .values(
                  slice.map((p) => ({
                    user_id: p.member.userId,
                    connection_id: p.member.connectionId,
                    status: 'pending' as const,
                    content: p.content,
                    hashtags: [],
                    scheduled_time: p.due,
                    publish_after: p.due,
                    content_metadata: JSON.stringify({ format: null, source: 'manual', slot_type: 'manual' }),
                  })),
                )
                .returning('id')
                .execute();
              for (const [i, row] of rows.entries()) {
                const post = slice[i] as PostToSchedule;
                const jobId = await queuePublishJob(trx, deps.jobs, row.id, post.due);
                await trx.updateTable('posts').set({ publish_job_id: jobId }).where('id', '=', row.id).execute();
                ids[start + i] = row.id;
              }
            });
          }
        };
        await Promise.all(Array.from({ length: concurrency }, lane));
        return ids;
      },
      async startWorkers(count, env = {}) {
        const started = Array.from({ length: count }, () =>
          spawnNodeProcess('src/worker.ts', { ...workerEnv, ...env }, { readyText: 'worker started' }),
        );
        workers.push(...started);
        await Promise.all(started.map((w) => w.started));
        return started;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface PostOutcomes {
  byStatus: Record<string, number>;
  /** Published posts whose commentary the sandbox holds more than once, or not at all. */
  duplicates: number;
  publishedButMissing: number;
  /** Failed posts without a reason a person can read. */
  failedWithoutReason: number;
  /** Posts the sandbox holds that Cadence does not show as published. */
  sentButNotPublished: number;
  /** Failed posts that LinkedIn holds all the same: the member is told to look for what is there. */
  failedButLive: number;
}

/**
 * Compares Cadence's posts with what the sandbox received, by commentary (each post's text is
 * unique, so LinkedIn holding it twice is a double post).
 */
export async function countOutcomes(rig: Pick<PublishRig, 'deps' | 'sandbox'>, postIds: string[]): Promise<PostOutcomes> {
  const rows = await rig.deps.database.db
    .selectFrom('posts')
    .select(['id', 'status', 'content', 'error_message', 'platform_post_id'])
    .where('id', 'in', postIds.length ? postIds : ['00000000-0000-0000-0000-000000000000'])
    .execute();
  const received = new Map<string, number>();
  for (const post of rig.sandbox.controls.listPosts()) {
    if (post.deletedAt !== null) continue;
    received.set(post.commentary, (received.get(post.commentary) ?? 0) + 1);
  }
  const outcomes: PostOutcomes = {
    byStatus: {},
    duplicates: 0,
    publishedButMissing: 0,
    failedWithoutReason: 0,
    sentButNotPublished: 0,
    failedButLive: 0,
  };
  for (const row of rows) {
    outcomes.byStatus[row.status] = (outcomes.byStatus[row.status] ?? 0) + 1;
    // The sandbox keeps the commentary as sent; the posts here carry no hashtags, so any escaping
    // leaves text without reserved characters unchanged.
    const copies = received.get(row.content ?? '') ?? 0;
    if (copies > 1) outcomes.duplicates += copies - 1;
    if (row.status === 'published' && copies === 0) outcomes.publishedButMissing += 1;
    if (row.status === 'failed' && !row.error_message) outcomes.failedWithoutReason += 1;
    if (row.status !== 'published' && row.status !== 'failed' && copies > 0) outcomes.sentButNotPublished += 1;
    if (row.status === 'failed' && copies > 0) outcomes.failedButLive += 1;
  }
  return outcomes;
}

/** Polls until no post of `postIds` is pending or publishing, or the time runs out; answers how many remain. */
export async function waitUntilSettled(
  deps: Pick<Deps, 'database'>,
  postIds: string[],
  options: { timeoutMs: number; pollMs?: number },
): Promise<number> {
  const until = Date.now() + options.timeoutMs;
  for (;;) {
    const open = await countOpen(deps, postIds);
    if (open === 0 || Date.now() > until) return open;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500));
  }
}

export async function countOpen(deps: Pick<Deps, 'database'>, postIds: string[]): Promise<number> {
  if (postIds.length === 0) return 0;
  const row = await deps.database.db
    .selectFrom('posts')
    .select(sql<string>`count(*)`.as('open'))
    .where('id', 'in', postIds)
    .where('status', 'in', ['pending', 'publishing'])
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

export interface LostAnswerProxy {
  url: string;
  /** Posts LinkedIn created whose answer the proxy held back. */
  lost(): number;
  close(): Promise<void>;
}

/**
 * Stands between workers and LinkedIn and loses LinkedIn's answer to `count` post creations, after
 * letting the first `skip` through: LinkedIn has created the post, and the worker never hears so
 * (the answer is held until the socket is dropped, after the worker's own time-out). Everything
 * else passes.
 */
export async function startLostAnswerProxy(target: string, count: number, { skip = 0 } = {}): Promise<LostAnswerProxy> {
  const upstream = new URL(target);
  const held = new Set<Socket>();
  let lost = 0;
  let created = 0;
  const server = http.createServer((request, response) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        const creation = request.method === 'POST' && request.url?.split('?')[0] === '/rest/posts';
        if (creation && answer.statusCode === 201) created += 1;
        if (creation && answer.statusCode === 201 && created > skip && lost < count) {
          lost += 1;
          answer.resume();
          held.add(request.socket);
          // Never answered: the worker gives up at LINKEDIN_TIMEOUT_MS; the socket goes a little later.
          setTimeout(() => request.socket.destroy(), 30_000).unref();
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    lost: () => lost,
    async close() {
      for (const socket of held) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
