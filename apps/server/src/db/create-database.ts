import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { initialisePGliteDataDir } from './initialise-pglite-data-dir';
import { PGlitePool } from './pglite-pool';
import type { DB } from './schema';

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Kysely<DB>;
  /** Raw SQL for the job engine (pg-boss's `db` option) and for checks. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  ping(): Promise<boolean>;
  /**
   * LISTEN on `channel` (or several, on one connection) over a connection of its own (NOTIFY from
   * any process reaches it); answers a function that stops listening. PostgreSQL reconnects after a
   * lost connection and calls `onReconnect`, since notifications sent meanwhile are gone.
   */
  listen(
    channel: string | readonly string[],
    onPayload: (payload: string, channel: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string };

/** One dialect for both: PGlite is Postgres compiled to WASM, so the same SQL runs on each. */
export async function createDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return createPostgres(target.url, target.poolSize);
  return createPGlite(target.dataDir);
}

function createPostgres(url: string, poolSize = 10): Database {
  const listeners = new Set<() => Promise<void>>();
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // A multi-statement script answers one result per statement.
      const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
      return { rows: last?.rows ?? [] };
    },
    ping: () => ping((text) => pool.query(text)),
    listen: async (channel, onPayload, onReconnect) => {
      const stop = await listenOnPostgres(url, channel, onPayload, onReconnect);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await db.destroy();
    },
  };
}

const RELISTEN_DELAY_MS = 1_000;

/**
 * One dedicated client per LISTEN (a pooled one would be handed to other queries). A lost
 * connection is replaced every second until it comes back; `onReconnect` then tells the caller that
 * notifications sent meanwhile are gone.
 */
async function listenOnPostgres(
  url: string,
  channel: string | readonly string[],
  onPayload: (payload: string, channel: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  const channels = new Set(typeof channel === 'string' ? [channel] : channel);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    // keepAlive: a peer that vanished without closing (failover, NAT timeout) is noticed and replaced.
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    const lost = () => {
      if (stopped || client !== next) return;
      client = undefined;
      void next.end().catch(() => {});
      retry = setTimeout(() => void reconnect(), RELISTEN_DELAY_MS);
    };
    next.on('notification', (message) => {
      if (channels.has(message.channel)) onPayload(message.payload ?? '', message.channel);
    });
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      for (const name of channels) await next.query(`LISTEN "${name.replaceAll('"', '""')}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    // Stopped while connecting: this client must not outlive the listener.
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
      if (!stopped) onReconnect?.();
    } catch {
      if (!stopped) retry = setTimeout(() => void reconnect(), RELISTEN_DELAY_MS);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

/**
 * PGlite's WASM memory only grows: every buffer page Postgres ever touches stays resident. The
 * embedded database is one member's or a small team's, so a 16 MB buffer pool (Postgres' default is
 * 128 MB) holds its working set while keeping the server within its memory budget (decision 014).
 */
export const PGLITE_EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

const BYTEA_OID = 17;
/**
 * bytea in PGlite's text format ('\\x' and hex), converted by Buffer's native hex codec. PGlite's own
 * converters go through an array of numbers and one string per byte: for a 1 MiB media chunk
 * (decision 034) tens of megabytes of garbage, and a 100 MB upload grew the process by 400 MB.
 */
const serializeBytea = (value: Uint8Array | string) =>
  typeof value === 'string' ? value : `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
const parseBytea = (text: string) => Buffer.from(text.slice(2), 'hex');

async function createPGlite(dataDir?: string): Promise<Database> {
  if (dataDir) await initialisePGliteDataDir(dataDir);
  const pglite = await PGlite.create(dataDir ?? 'memory://', {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_EMBEDDED_SETTINGS],
    serializers: { [BYTEA_OID]: serializeBytea },
    parsers: { [BYTEA_OID]: parseBytea },
  });
  const pool = new PGlitePool(pglite);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as never }) });
  let closed = false;
  return {
    kind: 'pglite',
    db,
    executeSql: (text, values) => pool.run(text, values),
    ping: () => ping((text) => pool.run(text)),
    // PGlite is one connection in this process: its NOTIFY reaches its own LISTEN. LISTEN and
    // UNLISTEN wait their turn in the pool: run between the statements of a borrowed transaction,
    // a rollback would silently undo them.
    listen: async (channel, onPayload) => {
      const channels = typeof channel === 'string' ? [channel] : channel;
      const stops = await alone(pool, async () => {
        const started: Array<() => Promise<void>> = [];
        for (const name of channels) started.push(await pglite.listen(name, (payload) => onPayload(payload, name)));
        return started;
      });
      return () => (closed ? Promise.resolve() : alone(pool, async () => void (await Promise.all(stops.map((stop) => stop())))));
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
      await pglite.close();
    },
  };
}

async function alone<T>(pool: PGlitePool, run: () => Promise<T>): Promise<T> {
  const turn = await pool.connect();
  try {
    return await run();
  } finally {
    turn.release();
  }
}

async function ping(run: (text: string) => Promise<unknown>): Promise<boolean> {
  try {
    await run('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
