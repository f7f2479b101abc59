import { defineConfig } from 'vitest/config';

// One runner for the whole repo: unit and integration suites next to the code, browser suites in e2e/.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'sandbox', root: 'packages/linkedin-sandbox', include: ['src/**/*.test.ts'] } },
      { test: { name: 'export-fixtures', root: 'packages/export-fixtures', include: ['src/**/*.test.ts'], testTimeout: 60_000 } },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'] } },
      { test: { name: 'bench', root: 'bench', include: ['**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium and one server at a time keeps the 2-core CI machine steady.
          fileParallelism: false,
        },
      },
    ],
  },
});
