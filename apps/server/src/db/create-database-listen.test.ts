import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from './create-database';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test-support/test-databases';

/** Polls (bounded) until `done` holds: notifications arrive asynchronously. */
async function eventually(done: () => boolean, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
}

describe.each(databaseKinds)('LISTEN on %s', (kind) => {
  let target: TestDatabase;
  beforeEach(async () => {
    target = await createTestDatabase(kind);
  });
  afterEach(() => target?.drop());

  const notify = (payload: string) => target.database.executeSql(`SELECT pg_notify('changes', $1)`, [payload]);

  it('hears every NOTIFY on its channel until stopped', async () => {
    const heard: string[] = [];
    const stop = await target.database.listen('changes', (payload) => heard.push(payload));
    await notify('one');
    await target.database.executeSql(`SELECT pg_notify('elsewhere', 'not ours')`);
    await notify('two');
    expect(await eventually(() => heard.length >= 2)).toBe(true);
    expect(heard).toEqual(['one', 'two']);

    await stop();
    await notify('three');
    // A later listener hears 'four', so 'three' had its chance to reach the stopped one.
    const later: string[] = [];
    const stopLater = await target.database.listen('changes', (payload) => later.push(payload));
    await notify('four');
    expect(await eventually(() => later.includes('four'))).toBe(true);
    expect(heard).toEqual(['one', 'two']);
    await stopLater();
  });

  it('still listens when it started while another caller’s transaction was rolled back', async () => {
    const heard: string[] = [];
    let listening: Promise<() => Promise<void>> | undefined;
    await target.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        listening = target.database.listen('changes', (payload) => heard.push(payload));
        // Gives a LISTEN that did not wait its turn the chance to run inside this transaction.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await sql`SELECT 2`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => {});
    const stop = await listening!;
    await notify('after the rollback');
    expect(await eventually(() => heard.length > 0)).toBe(true);
    expect(heard).toEqual(['after the rollback']);
    await stop();
  });

  it.runIf(kind === 'postgres')('listens again after its connection is lost, and says so', async () => {
    const heard: string[] = [];
    let reconnects = 0;
    const stop = await target.database.listen(
      'changes',
      (payload) => heard.push(payload),
      () => (reconnects += 1),
    );
    // What a database restart or failover does to the listening session.
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    expect(await eventually(() => reconnects === 1)).toBe(true);
    await notify('after the reconnect');
    expect(await eventually(() => heard.length > 0)).toBe(true);
    expect(heard).toEqual(['after the reconnect']);
    await stop();
  });

  it('is stopped by close(), which does not wait for it', async () => {
    const database = target.url ? await createDatabase({ kind: 'postgres', url: target.url, poolSize: 1 }) : target.database;
    await database.listen('changes', () => {});
    await database.close();
    if (!target.url) return;
    // No LISTEN session is left behind on the server.
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    try {
      const listeners = async () =>
        (
          await admin.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
          )
        ).rows[0]?.n;
      let left = await listeners();
      for (let i = 0; i < 100 && left !== 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        left = await listeners();
      }
      expect(left).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
