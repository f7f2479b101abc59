import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PostgresTestDatabase {
  /** The new database's own URL: the admin URL with its name swapped in. */
  url: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the server TEST_DATABASE_URL points at, so suites and e2e apps never
 * see each other's rows. Needs only pg, so the e2e harness can use it without loading the server.
 */
export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<PostgresTestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
