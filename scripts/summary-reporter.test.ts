import type { TestModule } from 'vitest/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SummaryReporter from './summary-reporter';

/** Just enough of a finished module for the reporter: tests in the given states. */
function moduleWith(...states: Array<'passed' | 'failed' | 'skipped'>): TestModule {
  return moduleWithErrors(0, ...states);
}

/** A module whose own hooks (or a suite's) failed `errors` times, around tests in the given states. */
function moduleWithErrors(errors: number, ...states: Array<'passed' | 'failed' | 'skipped'>): TestModule {
  const tests = states.map((state) => ({ result: () => ({ state }) }));
  const failingSuite = { errors: () => Array.from({ length: errors }, () => ({ message: 'beforeAll failed' })) };
  return { errors: () => [], children: { allTests: () => tests, allSuites: () => [failingSuite] } } as unknown as TestModule;
}

/** What the reporter prints at the end of a run, as lines. */
function endOfRun(...modules: TestModule[]): string[] {
  return endOfRunWith([], ...modules);
}

function endOfRunWith(unhandled: Array<{ message: string }>, ...modules: TestModule[]): string[] {
  const written: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    new SummaryReporter().onTestRunEnd(modules, unhandled);
  } finally {
    write.mockRestore();
  }
  return written.join('').split('\n').filter(Boolean);
}

describe('the summary at the end of a test run', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says PostgreSQL was not tested, and how to test it, when TEST_DATABASE_URL is not set', () => {
    vi.stubEnv('TEST_DATABASE_URL', undefined);
    expect(endOfRun(moduleWith('passed', 'passed', 'skipped'))).toEqual([
      'PostgreSQL: not tested (set TEST_DATABASE_URL=postgres://… to run every database suite on PostgreSQL too)',
      '2 passed, 0 failed, 1 skipped',
    ]);
  });

  it('names the PostgreSQL server the suites ran on, without its credentials', () => {
    vi.stubEnv('TEST_DATABASE_URL', 'postgres://cadence:s3cret@127.0.0.1:5432/test');
    const lines = endOfRun(moduleWith('passed', 'failed'), moduleWith('passed'));
    expect(lines).toEqual(['PostgreSQL: tested at 127.0.0.1:5432', '2 passed, 1 failed, 0 skipped']);
    expect(lines.join('\n')).not.toContain('s3cret');
  });

  it('keeps the counts line last and exact', () => {
    vi.stubEnv('TEST_DATABASE_URL', 'postgres://postgres@db.internal/test');
    expect(endOfRun(moduleWith('failed')).at(-1)).toBe('0 passed, 1 failed, 0 skipped');
    expect(endOfRun(moduleWith('failed')).at(0)).toBe('PostgreSQL: tested at db.internal:5432');
  });

  it('counts a suite whose beforeAll failed, and an unhandled error, as failures rather than skips', () => {
    vi.stubEnv('TEST_DATABASE_URL', undefined);
    expect(endOfRunWith([{ message: 'boom' }], moduleWithErrors(1, 'skipped', 'skipped'), moduleWith('passed')).at(-1)).toBe(
      '1 passed, 2 failed, 2 skipped',
    );
  });
});
