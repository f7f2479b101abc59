import pg from 'pg';
import { expect, it } from 'vitest';
import { startApp } from './support/start-app';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

async function e2eDatabases(adminUrl: string): Promise<string[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'cadence\\_e2e\\_%'",
    );
    return rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
}

// Like every database suite, the browser suites run on PostgreSQL too when TEST_DATABASE_URL is set.
it.runIf(testDatabaseUrl)('runs the app on a PostgreSQL database of its own, dropped when the app stops', async () => {
  const adminUrl = testDatabaseUrl!;
  const before = await e2eDatabases(adminUrl);
  const app = await startApp('test-database');
  let created: string[];
  try {
    await expect.poll(() => app.output()).toContain('(PostgreSQL, ');
    created = (await e2eDatabases(adminUrl)).filter((name) => !before.includes(name));
    expect(created).toHaveLength(1);
  } finally {
    await app.stop();
  }
  expect(await e2eDatabases(adminUrl)).not.toContain(created[0]);
});

it.skipIf(testDatabaseUrl)('runs the app on PGlite in its own data folder without TEST_DATABASE_URL', async () => {
  const app = await startApp('test-database');
  try {
    await expect.poll(() => app.output()).toContain('(PGlite in ');
  } finally {
    await app.stop();
  }
});
