import PgBoss from 'pg-boss';
import type { Database } from '../db/create-database';
import type { Deps } from '../deps';
import { jobFailures } from '../metrics/cadence-metrics';
import type { JobDefinition } from './job-definition';

export interface JobEngine {
  boss: PgBoss;
  isRunning(): boolean;
  send(name: string, payload: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Starts handling jobs in this process (the worker, or the embedded default's single process). */
  startWorkers(jobs: JobDefinition[], deps: Deps): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the same database as everything else (PGlite or PostgreSQL through one adapter).
 * API processes only send; worker processes also supervise, run crons and claim jobs.
 */
export async function createJobEngine(
  database: Database,
  options: { role: 'api' | 'worker'; onError?: (error: Error) => void; queues?: JobDefinition[] },
): Promise<JobEngine> {
  const worker = options.role === 'worker';
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    supervise: worker,
    schedule: worker,
    migrate: true,
  });
  boss.on('error', (error) => options.onError?.(error));
  let running = false;
  await boss.start();
  running = true;
  // pg-boss 10 refuses to send to a queue that does not exist, and an API process sends (a
  // scheduled post is queued in its own transaction) before any worker may have started.
  for (const job of options.queues ?? []) await createQueueFor(boss, job);
  return {
    boss,
    isRunning: () => running,
    send: (name, payload, sendOptions) => boss.send(name, payload, sendOptions ?? {}),
    async startWorkers(definitions, deps) {
      for (const job of definitions) {
        await createQueueFor(boss, job);
        const { batchSize = 1, pollingIntervalSeconds = 2, concurrent = false } = job.worker ?? {};
        const run = async (item: PgBoss.Job<unknown>) => {
          try {
            await job.handle(job.payload.parse(item.data ?? {}), deps, { id: item.id });
          } catch (error) {
            jobFailures.inc({ queue: job.name });
            throw error;
          }
        };
        await boss.work(job.name, { batchSize, pollingIntervalSeconds }, async (batch) => {
          if (job.onFetched) {
            const fetched = batch.flatMap((item) => {
              const payload = job.payload.safeParse(item.data ?? {});
              return payload.success ? [{ id: item.id, payload: payload.data }] : [];
            });
            await job.onFetched(fetched, deps).catch((error: unknown) => options.onError?.(toError(error)));
          }
          if (!concurrent) {
            for (const item of batch) await run(item);
            return;
          }
          // One failing job must not fail its batch-mates (pg-boss fails a batch as a whole).
          const results = await Promise.allSettled(batch.map(run));
          for (const result of results) if (result.status === 'rejected') options.onError?.(toError(result.reason));
        });
        if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      }
    },
    async stop() {
      if (!running) return;
      running = false;
      // Let in-flight handlers finish; the database is closed by its owner afterwards.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}

/** Idempotent (pg-boss inserts ON CONFLICT DO NOTHING). */
async function createQueueFor(boss: PgBoss, job: JobDefinition): Promise<void> {
  await boss.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit ?? 3, retryBackoff: true });
}

const toError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)));
