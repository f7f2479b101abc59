import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** How often a process says it is alive. */
export const HEARTBEAT_INTERVAL_MS = 2_000;
/**
 * Silent this long, a process is taken for dead and its posts are taken up (decision 030). Seven
 * missed beats: a process starved by a loaded machine still beats well within it.
 */
export const DEAD_AFTER_MS = 15_000;
/** Rows of processes that died without a clean stop are forgotten after a day. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export interface ProcessLiveness {
  /** This process's id, written on every post it holds (`posts.held_by`). */
  readonly id: string;
  /** Work run after a heartbeat, beside the next beats, one run at a time (a worker takes up dead processes' posts). */
  afterBeat(task: () => Promise<unknown>): void;
  /** Says goodbye: the row goes, so this process's posts count as free at once. */
  stop(): Promise<void>;
}

/**
 * Registers this process in `process_heartbeats` and keeps its `seen_at` fresh. A beat that cannot
 * reach the database is only reported: the next one tries again, and a process that stays silent is
 * what the others must then treat as dead.
 */
export async function startProcessLiveness(
  db: Kysely<DB>,
  options: { role: 'api' | 'worker'; intervalMs?: number; onError?: (error: Error) => void },
): Promise<ProcessLiveness> {
  const id = randomUUID();
  const intervalMs = options.intervalMs ?? HEARTBEAT_INTERVAL_MS;
  const row = { id, role: options.role, host: hostname(), pid: process.pid };
  await db.insertInto('process_heartbeats').values(row).execute();

  const tasks: Array<() => Promise<unknown>> = [];
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> = Promise.resolve();
  // The tasks run beside the beats, never in their way: a long take-over must not make this
  // process itself look dead to the others.
  let working: Promise<void> | undefined;
  const report = (error: unknown) => options.onError?.(error instanceof Error ? error : new Error(String(error)));

  const beat = async () => {
    const seen = await db
      .updateTable('process_heartbeats')
      .set({ seen_at: sql<Date>`now()` })
      .where('id', '=', id)
      .executeTakeFirst();
    // Forgotten while silent (a long pause): say so again, under the same id.
    if (seen.numUpdatedRows === 0n)
      await db
        .insertInto('process_heartbeats')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .execute();
  };
  const work = async () => {
    for (const task of tasks) {
      if (stopped) return;
      await task().catch(report);
    }
  };
  const startWork = () => {
    if (working !== undefined || tasks.length === 0 || stopped) return;
    working = work().finally(() => {
      working = undefined;
    });
  };
  const schedule = () => {
    timer = setTimeout(() => {
      beating = beat()
        .then(startWork)
        .catch(report)
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    // A beat never keeps a process alive on its own.
    timer.unref();
  };
  schedule();

  return {
    id,
    afterBeat(task) {
      tasks.push(task);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await beating;
      await working;
      await db.deleteFrom('process_heartbeats').where('id', '=', id).execute();
      await db
        .deleteFrom('process_heartbeats')
        .where('seen_at', '<', sql<Date>`now() - ${FORGET_AFTER_MS}::integer * interval '1 millisecond'`)
        .execute();
    },
  };
}

/** SQL true when the process `heldBy` names is dead: no row, or silent for DEAD_AFTER_MS. */
export function holderIsDead(heldBy: ReturnType<typeof sql.ref>) {
  return sql<boolean>`NOT EXISTS (
    SELECT 1 FROM process_heartbeats h
    WHERE h.id = ${heldBy} AND h.seen_at > now() - ${DEAD_AFTER_MS}::integer * interval '1 millisecond')`;
}
