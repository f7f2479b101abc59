import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeAnalyticsExport, type AnalyticsDateStyle } from './analytics-export.ts';
import { HOSTILE_ANALYTICS_KINDS, hostileAnalyticsExports } from './hostile-analytics-exports.ts';

/**
 * node --import tsx packages/export-fixtures/src/analytics-cli.ts [--days 365] [--posts 200]
 *   [--seed N] [--dates mdy|dmy|iso|excel] [--out <dir>] [--hostile]
 * Writes a creator analytics export (.xlsx) and, with --hostile, every hostile variant.
 */
function fail(message: string): never {
  process.stderr.write(
    `${message}\nUsage: analytics-cli.ts [--days N] [--posts N] [--seed N] [--dates mdy|dmy|iso|excel] [--out <dir>] [--hostile]\n`,
  );
  process.exit(2);
}

const { values: flags } = parseArgs({
  options: {
    days: { type: 'string' },
    posts: { type: 'string' },
    seed: { type: 'string' },
    dates: { type: 'string' },
    out: { type: 'string' },
    hostile: { type: 'boolean' },
  },
});
const whole = (name: string, raw: string | undefined, fallback: number, min: number, max: number) => {
  const value = Number(raw ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max)
    fail(`--${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  return value;
};
const days = whole('days', flags.days, 365, 1, 366);
const posts = whole('posts', flags.posts, 200, 0, 100_000);
const seed = whole('seed', flags.seed, 1, 0, 2 ** 31);
const dates = (flags.dates ?? 'mdy') as AnalyticsDateStyle;
if (!['mdy', 'dmy', 'iso', 'excel'].includes(dates)) fail(`--dates must be mdy, dmy, iso or excel, got "${dates}".`);
const outDir = resolve(flags.out ?? join('.data', 'analytics-fixtures', `${days}d-${posts}p-${seed}`));
await mkdir(outDir, { recursive: true });

const file = join(outDir, `AggregateAnalytics_Generated_${days}d_${posts}p.xlsx`);
const facts = await writeAnalyticsExport(file, { days, posts, seed, dates });
process.stdout.write(
  `${file}\n  ${facts.startDate} to ${facts.endDate}, ${facts.daily.length} days, ${facts.posts.length} posts\n`,
);
if (flags.hostile) {
  for (const kind of HOSTILE_ANALYTICS_KINDS) {
    const path = join(outDir, `hostile-${kind}.xlsx`);
    process.stdout.write(`${path}  ${await hostileAnalyticsExports[kind](path)}\n`);
  }
}
