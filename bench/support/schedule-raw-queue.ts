import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/create-database';
import { createJobEngine, type JobEngine } from '../../apps/server/src/jobs/create-job-engine';
import type { JobDefinition } from '../../apps/server/src/jobs/job-definition';
import { publishScheduledPostJob } from '../../apps/server/src/jobs/publish-scheduled-post';
import type { Due } from './schedule-loads';

export const RAW_QUEUE_JOB = 'bench.raw-empty.v1';

/**
 * The publish job with its handler emptied: same payload schema, same retry and every other
 * setting its definition carries, so the only difference from the real run is the work itself.
 */
export const rawQueueJob: JobDefinition = {
  ...publishScheduledPostJob,
  name: RAW_QUEUE_JOB,
  async handle() {},
};

/** The sending side in the bench process: an API-role engine that only queues. */
export function rawQueueSender(database: Database): Promise<JobEngine> {
  return createJobEngine(database, { role: 'api', queues: [rawQueueJob] });
}

/** Queues one empty job per due time, all before the first is due (pg-boss's bulk insert). */
export async function queueRawJobs(engine: JobEngine, due: Due[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < due.length; start += 1000) {
    const jobs = due.slice(start, start + 1000).map((d) => {
      const id = randomUUID();
      ids.push(id);
      return { id, name: RAW_QUEUE_JOB, data: { post_id: randomUUID() }, startAfter: d.at, retryLimit: 0 };
    });
    await engine.boss.insert(jobs);
  }
  return ids;
}

export interface RawOutcome {
  /** completed_on − start_after, ms, one per completed job. */
  lagsMs: number[];
  /** Last completion, epoch ms. */
  lastDoneMs: number;
  completed: number;
  /** Jobs completed more than once cannot exist in pg-boss (one row per job); failed or left over are losses. */
  notCompleted: number;
}

/** Reads the jobs back from pg-boss's own tables (completed ones may already be archived). */
export async function readRawOutcome(database: Database, ids: string[], timeoutMs: number): Promise<RawOutcome> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await sql<{ state: string; lag_ms: number | null; done_ms: number | null }>`
      SELECT state,
             extract(epoch FROM (completed_on - start_after)) * 1000 AS lag_ms,
             extract(epoch FROM completed_on) * 1000 AS done_ms
        FROM pgboss.job WHERE name = ${RAW_QUEUE_JOB} AND id = ANY(${ids}::uuid[])
      UNION ALL
      SELECT state,
             extract(epoch FROM (completed_on - start_after)) * 1000,
             extract(epoch FROM completed_on) * 1000
        FROM pgboss.archive WHERE name = ${RAW_QUEUE_JOB} AND id = ANY(${ids}::uuid[])`.execute(database.db);
    const completed = rows.rows.filter((r) => r.state === 'completed');
    const settled = rows.rows.filter((r) => r.state === 'completed' || r.state === 'failed' || r.state === 'cancelled');
    if (settled.length >= ids.length || Date.now() > until) {
      return {
        lagsMs: completed.map((r) => Number(r.lag_ms)),
        lastDoneMs: Math.max(...completed.map((r) => Number(r.done_ms))),
        completed: completed.length,
        notCompleted: ids.length - completed.length,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
