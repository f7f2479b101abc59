// npm run bench: starts the built product on its embedded defaults and measures what the budgets
// in design.md §7 name for this stage (landing weight) plus start-up, API latency, trending topics
// (speed, and detection on held-out news-sandbox seeds), generation and the automation planner.
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { startApp } from '../e2e/support/start-app';
import { benchAnalyticsImport } from './analytics-import';
import { benchAnalyticsPosts } from './analytics-posts';
import { benchAutomationPlanner } from './automation-planner';
import { benchGeneratePost } from './generate-post';
import { benchLighthouse } from './lighthouse';
import { benchMedia } from './media-upload';
import { benchMemory } from './memory';
import { signInOverHttp } from './support/sign-in-over-http';
import { benchTrendDetection } from './trend-detection';
import { benchTrendingTopics } from './trending-topics';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main() {
  // All load comes from one address here; measure the server, not the per-address rate limit.
  process.env.RATE_LIMIT_PER_MINUTE = '0';
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

  const started = performance.now();
  const app = await startApp('bench');
  const startMs = performance.now() - started;
  try {
    const landing = await measureLanding(app.url);
    const session = await signInOverHttp(app.url);
    const profile = await load(`${app.url}/api/auth/profile`, { authorization: `Bearer ${session.accessToken}` });
    const health = await load(`${app.url}/api/health`, {});

    const rows: Array<[string, string, string]> = [
      ...(await benchTrendingTopics()).map(([name, value]): [string, string, string] => [name, value, '—']),
      ...(await benchTrendDetection()).map(([name, value]): [string, string, string] => [name, value, '—']),
      ...(await benchGeneratePost()).map(([name, value]): [string, string, string] => [name, value, '—']),
      ...(await benchAutomationPlanner()),
      ['cold start to healthy (PGlite, sandbox, workers)', `${startMs.toFixed(0)} ms`, '—'],
      [
        'landing page JS, compressed bytes on the wire',
        `${(landing.jsBytes / 1024).toFixed(1)} KB in ${landing.jsFiles} files`,
        '≤ 100 KB',
      ],
      ...(await benchLighthouse(app.url)),
      ...(await benchMemory()),
      ...(await benchMedia()),
      ...(await benchAnalyticsPosts()),
      ...(await benchAnalyticsImport()),
      ['landing page DOMContentLoaded / load', `${landing.domContentLoaded.toFixed(0)} / ${landing.load.toFixed(0)} ms`, '—'],
      ['GET /api/auth/profile (PGlite) p50 / p99', `${profile.p50} / ${profile.p99} ms at ${profile.rps} req/s`, '—'],
      ['GET /api/health p50 / p99', `${health.p50} / ${health.p99} ms at ${health.rps} req/s`, '—'],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    console.log(`\n${'measure'.padEnd(width)}  result  (budget)`);
    for (const [name, value, budget] of rows) console.log(`${name.padEnd(width)}  ${value}  (${budget})`);
    if (landing.jsBytes > 100 * 1024) {
      console.error('\nLanding page JS is over its 100 KB budget');
      process.exitCode = 1;
    }
  } finally {
    await app.stop();
  }
}

/** What a first-time visitor's browser really downloads for `/`, measured by Chromium itself. */
async function measureLanding(url: string) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming && /\.js(\?|$)/.test(e.name));
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        jsBytes: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0),
        jsFiles: scripts.length,
        domContentLoaded: nav.domContentLoadedEventEnd,
        load: nav.loadEventEnd,
      };
    });
  } finally {
    await browser.close();
  }
}

/** 10 connections for 5 s: a steady load a 2-core machine can hold, reported as latency percentiles. */
async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: 5 });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average) };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
