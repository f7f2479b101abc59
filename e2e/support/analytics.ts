import { mkdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeAnalyticsExport, type AnalyticsExportFacts } from '@cadence/export-fixtures/analytics-export';
import type { Locator, Page } from 'playwright-core';
import { artifactsDir } from './start-app';

export const IMPORT_ANALYTICS_API = '/api/analytics/import';
export const ANALYTICS_POSTS_API = '/api/analytics/posts';
export const REFRESH_ANALYTICS_API = '/api/analytics/refresh';

export const ANALYTICS_TEXT = {
  section: 'Content Performance',
  importButton: 'Import analytics (.xlsx)',
  dialog: 'Import analytics (.xlsx)',
  fileInput: 'LinkedIn analytics export (.xlsx file)',
  imported: 'Analytics imported',
  refreshed: 'Numbers refreshed',
} as const;

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** The content performance region of the Insights tab. */
export const performanceSection = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: ANALYTICS_TEXT.section, exact: true });

export const analyticsDialog = (page: Page) => page.getByRole('dialog', { name: ANALYTICS_TEXT.dialog, exact: true });

/** YYYY-MM-DD of yesterday in UTC: LinkedIn's export year ends yesterday. */
export function yesterday(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

/** Writes an analytics export (the import helper's generator, from LinkedIn's real layout) to a temp folder. */
export async function generateAnalyticsExport(
  days: number,
  posts: number,
  knownUrns: string[] = [],
): Promise<{ file: string; facts: AnalyticsExportFacts }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cadence-analytics-'));
  const file = path.join(dir, 'Content_2026_analytics.xlsx');
  const facts = await writeAnalyticsExport(file, {
    days,
    posts,
    endDate: yesterday(),
    seed: 28,
    knownPosts: knownUrns.map((urn) => ({ urn })),
  });
  return { file, facts };
}

/** Keeps a picture of the screen in e2e/.artifacts for a person to look at. */
export async function snapAnalytics(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(artifactsDir, `analytics-${name}-${width}.png`), fullPage });
}

/** A picture of one part of the page (a full-page shot puts the sticky header in the middle of it). */
export async function snapPart(page: Page, part: Locator, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // The dashboard's header sticks to the top and toasts float over the page: both out of the
  // picture while it is taken, and back afterwards (the test goes on reading toasts).
  const style = await page.addStyleTag({
    content: 'header.sticky { position: static !important; } [data-sonner-toaster] { display: none; }',
  });
  try {
    await part.screenshot({ path: path.join(artifactsDir, `analytics-${name}-${width}.png`) });
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
}

/** True when the page scrolls sideways (something overflows the viewport). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
