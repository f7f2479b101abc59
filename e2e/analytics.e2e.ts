import type { TAnalyticsPostsResponse } from '@cadence/contract/analytics/post-analytics';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_POSTS_API,
  ANALYTICS_TEXT,
  DESKTOP,
  IMPORT_ANALYTICS_API,
  PHONE,
  REFRESH_ANALYTICS_API,
  analyticsDialog,
  generateAnalyticsExport,
  performanceSection,
  scrollsSideways,
  snapAnalytics,
  snapPart,
} from './support/analytics';
import { useBrowser } from './support/browser';
import { dashboardLink, tabHeading, type Member } from './support/cadence';
import { button, isCall, openQuickPost, postBox, skipToCreate, toast, QUICK_POST_TEXT } from './support/quick-post';
import { postCard, showStatus } from './support/scheduled-posts';
import { startApp, type RunningApp } from './support/start-app';

/**
 * Issue 28 in the browser: the analytics export imported through Insights fills Content Performance
 * (chart, its table, totals, top posts); a post published through Cadence is measured by Refresh
 * (the sandbox serves LinkedIn's member post analytics with LINKEDIN_POST_ANALYTICS=true) and its
 * card shows the numbers. At 1280 and 360 px, with screenshots in e2e/.artifacts.
 */

const EXPORT_DAYS = 90;
const EXPORT_POSTS = 12;

let app: RunningApp;
const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

beforeAll(async () => {
  app = await startApp('analytics', { env: { LINKEDIN_POST_ANALYTICS: 'true' } });
});

afterAll(async () => {
  await app?.stop();
});

/** The latest GET /api/analytics/posts?days=`days` answer the page received: what the section must show. */
function watchAnalytics(page: Page): (days: number) => TAnalyticsPostsResponse['data'] | undefined {
  const latest = new Map<number, TAnalyticsPostsResponse['data']>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== ANALYTICS_POSTS_API || response.status() !== 200) return;
    const days = Number(url.searchParams.get('days'));
    void response
      .json()
      .then((body: TAnalyticsPostsResponse) => latest.set(days, body.data))
      .catch(() => undefined);
  });
  return (days) => latest.get(days);
}

const stat = (page: Page, label: string) =>
  performanceSection(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

const count = (n: number) => n.toLocaleString('en-US');

describe.each([
  { viewport: DESKTOP, member: { name: 'Ada Analytics', email: 'ada.analytics@example.com' } },
  { viewport: PHONE, member: { name: 'Pim Phone', email: 'pim.phone@example.com' } },
])('Content Performance at $viewport.width px', ({ viewport, member }: { viewport: typeof DESKTOP; member: Member }) => {
  it('imports an analytics export, shows the chart, its table and top posts, and a published post measured by Refresh on its card', async () => {
    const { page } = session;
    await page.setViewportSize(viewport);
    const analytics = watchAnalytics(page);

    // A post published through Cadence first, so the member has something LinkedIn can measure.
    await openQuickPost(page, app.url, member);
    await skipToCreate(page);
    const text = `What a year of measuring taught me (${viewport.width} px).`;
    await postBox(page).fill(text);
    const [publish] = await Promise.all([
      page.waitForResponse((response) => isCall('/api/linkedin/post')(response.request())),
      button(page, 'Post Now').click(),
    ]);
    expect(publish.status()).toBe(200);
    await toast(page, QUICK_POST_TEXT.published).waitFor();
    // The export LinkedIn would give this member lists that post among eleven others: the import
    // joins it to the Cadence post by its URN.
    const { platform_post_id: urn } = ((await publish.json()) as { data: { platform_post_id: string } }).data;
    const { file, facts } = await generateAnalyticsExport(EXPORT_DAYS, EXPORT_POSTS, [urn]);

    // Insights, before any numbers: the section says how to get some.
    await dashboardLink(page, 'Insights').click();
    await tabHeading(page, 'Insights').waitFor();
    const section = performanceSection(page);
    await section.waitFor();
    await section.getByText(/^No numbers for the last 30 days yet$/).waitFor();
    await snapAnalytics(page, 'empty');

    // A file that is not a workbook: the server's own sentence, nothing imported.
    for (const status of [400, 415, 422]) session.allowFailedResource(IMPORT_ANALYTICS_API, status);
    await section.getByRole('button', { name: ANALYTICS_TEXT.importButton, exact: true }).click();
    const dialog = analyticsDialog(page);
    await dialog.waitFor();
    await dialog.getByLabel(ANALYTICS_TEXT.fileInput, { exact: true }).setInputFiles({
      name: 'Content_analytics.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('Date,Impressions\n11/20/2026,12\n'),
    });
    const [refused] = await Promise.all([
      page.waitForResponse((response) => isCall(IMPORT_ANALYTICS_API)(response.request())),
      dialog.getByRole('button', { name: 'Import', exact: true }).click(),
    ]);
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(refused.status()).toBeLessThan(500);
    const refusal = ((await refused.json()) as { error: string }).error;
    expect(refusal.length).toBeGreaterThan(20);
    expect(await dialog.getByRole('alert').innerText()).toBe(refusal);
    await snapAnalytics(page, 'bad-file', false);
    await dialog.getByRole('button', { name: 'Try Again', exact: true }).click();

    // The real export: its answer is said, then the numbers are on the tab.
    await dialog.getByLabel(ANALYTICS_TEXT.fileInput, { exact: true }).setInputFiles(file);
    const [imported] = await Promise.all([
      page.waitForResponse((response) => isCall(IMPORT_ANALYTICS_API)(response.request())),
      dialog.getByRole('button', { name: 'Import', exact: true }).click(),
    ]);
    expect(imported.status()).toBe(200);
    const result = ((await imported.json()) as { data: { posts_matched: number; posts_total: number; days: number } }).data;
    expect(result.posts_total).toBe(EXPORT_POSTS);
    expect(result.posts_matched).toBe(1);
    expect(result.days).toBe(EXPORT_DAYS);
    await dialog.getByText(ANALYTICS_TEXT.imported, { exact: true }).waitFor();
    expect(await dialog.getByTestId('analytics-import-result').innerText()).toBe(
      `1 of ${EXPORT_POSTS} posts matched to your posts, and ${EXPORT_DAYS} days of impressions and engagements.`,
    );
    await snapAnalytics(page, 'imported', false);
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // The whole export is inside a year: the 365-day period shows every day and every post of it.
    // The radios are visually hidden inside their labels: a member clicks the label.
    await section.locator('label', { hasText: /^365 days$/ }).click();
    expect(await section.getByRole('radio', { name: '365 days', exact: true }).isChecked()).toBe(true);
    await expect.poll(() => analytics(365)?.totals.impressions ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
    const year = analytics(365)!;
    const exportImpressions = facts.daily.reduce((sum, day) => sum + day.impressions, 0);
    expect(year.totals.impressions).toBeGreaterThanOrEqual(exportImpressions);
    await expect.poll(() => stat(page, 'Impressions').innerText()).toBe(count(year.totals.impressions));
    expect(await stat(page, 'Engagements').innerText()).toBe(count(year.totals.engagements));
    expect(await stat(page, 'Engagement rate').innerText()).toMatch(/^\d+(\.\d)?%$/);

    // The chart names its figures, and its table holds the export's own days.
    const chart = section.getByTestId('performance-chart');
    expect(await chart.getAttribute('aria-label')).toContain(`${count(year.totals.impressions)} impressions`);
    await section.getByText('Show as table', { exact: true }).click();
    const table = section.getByRole('table', { name: 'Impressions and engagements per day', exact: true });
    await table.waitFor();
    const lastDay = facts.daily.at(-1)!;
    const [y, m, d] = lastDay.date.split('-').map(Number) as [number, number, number];
    const lastLabel = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
    const lastRow = table.getByRole('row', { name: new RegExp(`^${lastLabel} `) });
    expect(await lastRow.getByRole('cell').allInnerTexts()).toEqual([count(lastDay.impressions), count(lastDay.engagements)]);

    // Top posts: the export's best post by impressions first, with its date and a link to LinkedIn.
    const best = [...facts.posts].sort((a, b) => b.impressions - a.impressions)[0]!;
    const top = section.getByTestId('top-posts').getByRole('listitem');
    await expect.poll(() => top.count()).toBeGreaterThan(0);
    expect(await top.first().innerText()).toContain(`${count(best.impressions)} impressions`);
    const link = top.first().getByRole('link', { name: /^View post on LinkedIn/ });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\//);
    expect(await link.getAttribute('target')).toBe('_blank');
    // The joined post is named by its text, which the export does not have: Cadence does.
    const ours = facts.posts.find((post) => post.urn === urn)!;
    const ourItem = top.filter({ hasText: text });
    await ourItem.waitFor();
    expect(await ourItem.innerText()).toContain(`${count(ours.impressions)} impressions`);
    // What differs: the server's sentences, or why it cannot say yet.
    await section.getByTestId('what-differs').waitFor();
    expect(await section.getByTestId('what-differs').innerText()).toMatch(/Not enough posts yet|from \d+ posts|stands out/);

    expect(await scrollsSideways(page)).toBe(false);
    await snapPart(page, section, 'content-performance');

    // Keyboard: the period radios move with the arrow keys, and the numbers follow.
    await section.getByRole('radio', { name: '365 days', exact: true }).focus();
    await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).searchParams.get('days') === '90'),
      page.keyboard.press('ArrowLeft'),
    ]);
    expect(await section.getByRole('radio', { name: '90 days', exact: true }).isChecked()).toBe(true);

    // Refresh measures the published post through LinkedIn's API (the sandbox's).
    const [refreshed] = await Promise.all([
      page.waitForResponse((response) => isCall(REFRESH_ANALYTICS_API)(response.request())),
      section.getByRole('button', { name: 'Refresh', exact: true }).click(),
    ]);
    expect(refreshed.status()).toBe(200);
    const refresh = ((await refreshed.json()) as { data: { available: boolean; posts_refreshed: number; message: string } }).data;
    expect(refresh).toMatchObject({ available: true });
    expect(refresh.posts_refreshed).toBeGreaterThanOrEqual(1);
    await toast(page, ANALYTICS_TEXT.refreshed).waitFor();

    // The card of the published post says its numbers and when they were measured.
    await dashboardLink(page, 'Scheduled Posts').click();
    await tabHeading(page, 'Scheduled Posts').waitFor();
    await showStatus(page, 'Published');
    const card = postCard(page, text);
    await card.waitFor();
    const numbers = card.getByTestId('post-metrics');
    await numbers.waitFor();
    expect(await numbers.textContent()).toMatch(
      /^[\d,]+ impressions? · [\d,]+ reactions? · [\d,]+ comments?( · [\d,]+ reshares?)? · measured (just now|\d+ min ago)$/,
    );
    expect(await scrollsSideways(page)).toBe(false);
    await snapAnalytics(page, 'card');
    await snapPart(page, card, 'card-close');
  });
});

describe('Refresh without LinkedIn post analytics', () => {
  it("says the server's message where the numbers would be when LinkedIn does not share analytics with Cadence", async () => {
    const { page } = session;
    const member: Member = { name: 'Nora Noscope', email: 'nora.noscope@example.com' };
    const message = 'LinkedIn does not share post analytics with Cadence for your account. Import your analytics export instead.';
    // The sandbox grants the scope in this app; LinkedIn's refusal is the server's to word (tested there).
    await page.route(`**${REFRESH_ANALYTICS_API}`, (route) =>
      route.fulfill({ json: { success: true, data: { available: false, posts_refreshed: 0, message } } }),
    );
    await openQuickPost(page, app.url, member);
    await dashboardLink(page, 'Insights').click();
    const section = performanceSection(page);
    await section.waitFor();
    await section.getByRole('button', { name: 'Refresh', exact: true }).click();
    await section.getByRole('status').filter({ hasText: message }).waitFor();
  });
});
