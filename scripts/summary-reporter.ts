import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Whether the database suites also ran on PostgreSQL. Without TEST_DATABASE_URL they run on PGlite
 * alone, which a green run would otherwise hide. Only host and port are shown: the URL may hold a password.
 */
export function postgresStatus(testDatabaseUrl: string | undefined): string {
  if (!testDatabaseUrl) {
    return 'PostgreSQL: not tested (set TEST_DATABASE_URL=postgres://… to run every database suite on PostgreSQL too)';
  }
  try {
    const url = new URL(testDatabaseUrl);
    return `PostgreSQL: tested at ${url.hostname}:${url.port || '5432'}`;
  } catch {
    return 'PostgreSQL: tested at the server in TEST_DATABASE_URL';
  }
}

/**
 * Ends the run with one plain line, 'N passed, N failed, N skipped', that any CI can read. A file or
 * suite that failed outside its tests (a throwing beforeAll, an import error) counts as one failure,
 * and so does an unhandled error: its tests never ran, and '0 failed' would hide it.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []) {
    const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of testModules) {
      for (const suite of [module, ...module.children.allSuites()]) {
        if (suite.errors().length > 0) counts.failed++;
      }
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
    }
    process.stdout.write(`\n${postgresStatus(process.env.TEST_DATABASE_URL)}\n`);
    process.stdout.write(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
