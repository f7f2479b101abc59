// Lighthouse 12 on the landing page as a phone visitor sees it: the default (mobile) config with its
// simulated throttling, in Debian Chromium started by playwright-core with a debugging port.
import { createServer } from 'node:net';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Targets for the landing page (issue 8): performance ≥ 95, every other category 100, CLS < 0.1. */
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Rows of [measure, result, target] for the bench table; a missed target also fails the bench. */
export async function benchLighthouse(url: string): Promise<Array<[string, string, string]>> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      `--remote-debugging-port=${port}`,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(`${url}/`, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const failed: string[] = [];
    const rows: Array<[string, string, string]> = CATEGORIES.map((id) => {
      const score = Math.round((categories[id]?.score ?? 0) * 100);
      if (score < TARGETS[id]) failed.push(`Lighthouse ${id} ${score} < ${TARGETS[id]}`);
      return [
        `Lighthouse ${categories[id]?.title ?? id} (mobile)`,
        String(score),
        TARGETS[id] === 100 ? '100' : `≥ ${TARGETS[id]}`,
      ];
    });
    const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN;
    if (!(cls < 0.1)) failed.push(`Lighthouse CLS ${cls.toFixed(3)} ≥ 0.1`);
    const ms = (id: string) => `${(audits[id]?.numericValue ?? NaN).toFixed(0)} ms`;
    rows.push(
      ['Lighthouse cumulative layout shift', cls.toFixed(3), '< 0.1'],
      ['Lighthouse largest contentful paint', ms('largest-contentful-paint'), '—'],
      ['Lighthouse total blocking time', ms('total-blocking-time'), '—'],
    );
    // Which audits cost points outside performance, so a miss says what to fix.
    for (const id of CATEGORIES.filter((c) => c !== 'performance')) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.push(`Lighthouse ${id}: ${audit.title}`);
      }
    }
    if (failed.length > 0) {
      console.error(`\nThe landing page misses its Lighthouse targets:\n${failed.map((f) => `  - ${f}`).join('\n')}`);
      process.exitCode = 1;
    }
    return rows;
  } finally {
    await browser.close();
  }
}
