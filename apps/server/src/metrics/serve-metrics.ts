import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { readBearerToken } from '../auth/read-bearer-token';
import type { Database } from '../db/create-database';
import { jobQueueSize, metricsRegistry, oldestDuePostAgeSeconds, postsDuePending } from './cadence-metrics';

/** A scrape waits at most this long for the queue figures; past it, they keep their last values. */
const QUEUE_QUERY_BUDGET_MS = 1000;

const queuesSeen = new Set<string>();

/**
 * `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time: both sides are hashed first,
 * so neither the token's length nor its first wrong byte shows in the answer's timing.
 */
export function isMetricsBearer(authorization: string | undefined, token: string): boolean {
  const given = readBearerToken(authorization);
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** The exposition text, with the queue gauges read from the database just before. */
export async function renderMetrics(database: Database): Promise<{ contentType: string; body: string }> {
  await refreshQueueGauges(database);
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

/**
 * Two small queries, bounded in time (statement_timeout on PostgreSQL, a race everywhere), so a
 * slow database makes a scrape stale, never slow. The pg-boss count reads its partial index of
 * waiting jobs (job_i5: name, start_after WHERE state < 'active').
 */
async function refreshQueueGauges(database: Database): Promise<void> {
  const read = database.db.transaction().execute(async (trx) => {
    if (database.kind === 'postgres') await sql`SET LOCAL statement_timeout = ${sql.lit(QUEUE_QUERY_BUDGET_MS)}`.execute(trx);
    const posts = await sql<{ due: string | number; oldest_seconds: number | null }>`
      SELECT count(*) AS due, EXTRACT(EPOCH FROM now() - min(publish_after))::float8 AS oldest_seconds
      FROM posts WHERE status = 'pending' AND publish_after <= now()`.execute(trx);
    const queues = await sql<{ name: string; waiting: string | number }>`
      SELECT name, count(*) AS waiting FROM pgboss.job
      WHERE state < 'active' AND start_after <= now() GROUP BY name`.execute(trx);
    return { posts: posts.rows[0], queues: queues.rows };
  });
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), QUEUE_QUERY_BUDGET_MS);
  });
  const figures = await Promise.race([read, budget]).catch(() => null);
  clearTimeout(timer);
  // A late answer must not surface as an unhandled rejection.
  read.catch(() => undefined);
  if (!figures) return;
  postsDuePending.set(Number(figures.posts?.due ?? 0));
  oldestDuePostAgeSeconds.set(Math.max(0, Number(figures.posts?.oldest_seconds ?? 0)));
  // A queue that emptied reads 0 rather than vanishing from the graph.
  for (const name of queuesSeen) jobQueueSize.set({ queue: name }, 0);
  for (const queue of figures.queues) {
    queuesSeen.add(queue.name);
    jobQueueSize.set({ queue: queue.name }, Number(queue.waiting));
  }
}
