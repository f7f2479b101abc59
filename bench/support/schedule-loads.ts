import { sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/create-database';

/** One post (or empty job) and when it is due. */
export interface Due {
  index: number;
  at: Date;
}

export interface Load {
  name: 'spread' | 'burst';
  label: string;
  /** Due times from `start`: every post has one. */
  due(start: Date): Due[];
}

export const LOAD_SIZE = 10_000;

export const loads: Load[] = [
  {
    name: 'spread',
    label: `spread: ${LOAD_SIZE.toLocaleString('en')} due evenly over one minute`,
    due: (start) =>
      Array.from({ length: LOAD_SIZE }, (_, index) => ({ index, at: new Date(start.getTime() + (index * 60_000) / LOAD_SIZE) })),
  },
  {
    // Members pick round hours: everything due at 09:00:00.000.
    name: 'burst',
    label: `burst: ${LOAD_SIZE.toLocaleString('en')} due in the same second`,
    due: (start) => Array.from({ length: LOAD_SIZE }, (_, index) => ({ index, at: start })),
  },
];

/** Nearest-rank percentile of `values` (ms); NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

export interface ProductTimes {
  /** published_at − scheduled_time, ms, one per published post. */
  lagsMs: number[];
  /** The last post settled (published or failed), epoch ms. */
  lastDoneMs: number;
  failed: number;
  /** Failed posts' reasons, counted, for the report. */
  failureReasons: Record<string, number>;
}

/** The product's side, read from the posts table once they settled. */
export async function readProductTimes(database: Database, postIds: string[]): Promise<ProductTimes> {
  const rows = await sql<{ status: string; lag_ms: number | null; done_ms: number; error_message: string | null }>`
    SELECT status,
           extract(epoch FROM (published_at - scheduled_time)) * 1000 AS lag_ms,
           extract(epoch FROM coalesce(published_at, updated_at)) * 1000 AS done_ms,
           error_message
      FROM posts WHERE id = ANY(${postIds}::uuid[]) AND status IN ('published', 'failed')`.execute(database.db);
  const failureReasons: Record<string, number> = {};
  for (const row of rows.rows)
    if (row.status === 'failed')
      failureReasons[row.error_message ?? '(none)'] = (failureReasons[row.error_message ?? '(none)'] ?? 0) + 1;
  return {
    lagsMs: rows.rows.filter((r) => r.status === 'published').map((r) => Number(r.lag_ms)),
    lastDoneMs: Math.max(...rows.rows.map((r) => Number(r.done_ms))),
    failed: rows.rows.filter((r) => r.status === 'failed').length,
    failureReasons,
  };
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value >= 100 ? value.toFixed(0) : value.toFixed(1)} ms` : '—');
export const seconds = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '—');
