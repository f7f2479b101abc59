import { sql } from 'kysely';
import type { Database } from '../db/create-database';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store whose counts are shared by every API process of a deployment
 * (decision 009). On PostgreSQL they live in the database: one statement per request starts a
 * fresh window when the old one has ended, otherwise adds one, and answers the count and the time
 * left; the database's clock decides windows, so processes on different hosts agree. PGlite is
 * embedded and only one process can open it, so there the counts live in memory beside the
 * database object, shared by every app using it, without a query per request.
 */
export function databaseRateLimitStore(database: Database) {
  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      /** Routes with a limit of their own count apart from the global limit and from each other. */
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindowMs: number): void {
      const count = database.kind === 'pglite' ? incrementInMemory : incrementCounter;
      count(database, this.prefix + key, timeWindowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Called with the route's merged rate-limit options; `routeInfo` is the route itself. */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const prefix = route?.url ? `${[route.method].flat().join(',')} ${route.url} ` : this.prefix;
      return new DatabaseRateLimitStore(undefined, prefix);
    }
  };
}

async function incrementCounter(database: Database, key: string, timeWindowMs: number) {
  const { rows } = await sql<{ count: number; ttl: number }>`
    INSERT INTO rate_limit_counters AS c (key, count, resets_at)
    VALUES (${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.count + 1 END,
      resets_at = CASE WHEN c.resets_at <= now() THEN excluded.resets_at ELSE c.resets_at END
    RETURNING count, ceil(extract(epoch FROM c.resets_at - now()) * 1000)::integer AS ttl
  `.execute(database.db);
  const row = rows[0];
  if (!row) throw new Error('rate-limit counter returned no row');
  return { current: row.count, ttl: Math.max(0, row.ttl) };
}

interface Window {
  count: number;
  resetsAt: number;
}
const inMemory = new WeakMap<Database, Map<string, Window>>();
// Past this many keys, ended windows are swept (one process's distinct clients in a minute).
const SWEEP_ABOVE = 10_000;

async function incrementInMemory(database: Database, key: string, timeWindowMs: number) {
  let windows = inMemory.get(database);
  if (!windows) inMemory.set(database, (windows = new Map()));
  const now = Date.now();
  let window = windows.get(key);
  if (!window || window.resetsAt <= now) {
    if (windows.size > SWEEP_ABOVE) for (const [k, w] of windows) if (w.resetsAt <= now) windows.delete(k);
    window = { count: 0, resetsAt: now + timeWindowMs };
    windows.set(key, window);
  }
  window.count += 1;
  return { current: window.count, ttl: window.resetsAt - now };
}
