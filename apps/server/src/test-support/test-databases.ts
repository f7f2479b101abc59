import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../db/create-database';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every database suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's own URL (for a second process); none for in-memory PGlite. */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh, empty database per suite: in-memory PGlite, or a new PostgreSQL database dropped after. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await createDatabase({ kind: 'pglite' });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `cadence_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ kind: 'postgres', url: url.href, poolSize: 4 });
  return {
    database,
    url: url.href,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
