import { createDatabase, type Database } from '../db/create-database';
import { createPostgresDatabase } from './create-postgres-database';

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
  const postgres = await createPostgresDatabase(adminUrl, 'cadence_test');
  const database = await createDatabase({ kind: 'postgres', url: postgres.url, poolSize: 4 });
  return {
    database,
    url: postgres.url,
    async drop() {
      await database.close();
      await postgres.drop();
    },
  };
}
