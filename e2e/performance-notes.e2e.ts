import path from 'node:path';
import type { TGetPreferencesResponse } from '@cadence/contract/preferences/get-preferences';
import type { TPreviewScheduleResponse } from '@cadence/contract/preferences/preview-schedule';
import type { TTrendingTopicsResponse } from '@cadence/contract/content/trending-topics';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signIn, type Member } from './support/cadence';
import { button, chooseNicheAndFormat, findTopics, topicOptions } from './support/quick-post';
import { fakePost, openScheduledPosts, postCard, serveSchedule } from './support/scheduled-posts';
import { artifactsDir, startApp, type RunningApp } from './support/start-app';

/** Issue 28's one-line explanations, as the server writes them; the UI shows them word for word. */
const NOTE = {
  format: 'Story Hook posts reach 2.0× your median impressions, from 12 posts, so the plan gives them more slots.',
  bar: 'Smart approval asks Story Hook posts for a voice match of 60% instead of 70%: they reach 2.0× your median, from 12 posts.',
  topic: 'Like your best posts about Leadership (3 of your top 5 by impressions).',
  approval: 'Your bar for Industry Insight posts is 80%: they reach 0.5× your median, from 9 posts.',
  review: 'Its voice match is 72%, below your bar of 80%.',
} as const;

const member: Member = { name: 'Nora Notes', email: 'nora.notes@example.com' };

let app: RunningApp;
const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

beforeAll(async () => {
  app = await startApp('performance-notes');
});

afterAll(async () => {
  await app?.stop();
});

const snap = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(artifactsDir, `performance-notes-${name}-${page.viewportSize()?.width ?? 0}.png`),
    fullPage: true,
  });

/** Lets the real server answer, then adds what `change` writes into its JSON. */
async function amend<T>(route: Route, change: (body: T) => void): Promise<void> {
  const response = await route.fetch();
  const body = (await response.json()) as T;
  change(body);
  await route.fulfill({ response, json: body });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

const notesList = (page: Page) => page.getByRole('list', { name: 'What your results change', exact: true });

async function previewSchedule(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Niche', exact: true }).selectOption('Technology');
  await button(page, 'Preview Schedule').click();
  await page.getByRole('list', { name: 'Next posts', exact: true }).waitFor();
}

describe('Performance notes (issue 28)', () => {
  for (const width of [1280, 360]) {
    it(`shows each of the server's notes where it belongs at ${width} px`, async () => {
      const { page } = session;
      await page.setViewportSize({ width, height: 900 });
      await page.route('**/api/preferences/', (route) =>
        route.request().method() === 'GET'
          ? amend<TGetPreferencesResponse>(route, (body) => {
              body.performance_notes = [NOTE.format, NOTE.bar];
            })
          : route.continue(),
      );
      await page.route('**/api/preferences/preview', (route) =>
        amend<TPreviewScheduleResponse>(route, (body) => {
          body.data.format_note = NOTE.format;
        }),
      );
      await page.route('**/api/content/trending-topics', (route) =>
        amend<TTrendingTopicsResponse>(route, (body) => {
          body.data.topics[0]!.performance_reason = NOTE.topic;
        }),
      );

      // Automations: the preferences' notes under Content formats, the rotation's under the preview.
      await signIn(page, app.url, member);
      const formats = page.getByRole('region', { name: 'Content formats', exact: true });
      await expect
        .poll(() => formats.getByRole('list', { name: 'What your results change' }).getByRole('listitem').allTextContents())
        .toEqual([NOTE.format, NOTE.bar]);
      await previewSchedule(page);
      const preview = page.getByRole('region', { name: 'Schedule preview', exact: true });
      await preview.getByText(NOTE.format, { exact: true }).waitFor();
      await noSidewaysScroll(page);
      await formats.scrollIntoViewIfNeeded();
      await snap(page, 'automations');
      // Close-ups: a full-page picture of a phone is too tall to read the small lines.
      await formats.screenshot({ path: path.join(artifactsDir, `performance-notes-formats-${width}.png`) });
      await preview.screenshot({ path: path.join(artifactsDir, `performance-notes-preview-${width}.png`) });

      // Scheduled Posts: a draft's approval note under its review reason.
      await serveSchedule(page, [
        fakePost({
          id: 'draft-1',
          status: 'draft',
          content: 'What a slow quarter taught us about shipping.',
          content_metadata: {
            source: 'automation',
            format: 'industry_insight',
            review_reason: NOTE.review,
            approval_note: NOTE.approval,
          },
        }),
      ]);
      await openScheduledPosts(page);
      const card = postCard(page, 'What a slow quarter taught us');
      await card.getByText(NOTE.approval, { exact: true }).waitFor();
      const [reasonBox, noteBox] = await Promise.all([
        card.getByText(NOTE.review, { exact: false }).first().boundingBox(),
        card.getByText(NOTE.approval, { exact: true }).boundingBox(),
      ]);
      expect(noteBox!.y, 'the approval note sits under the review reason').toBeGreaterThan(reasonBox!.y);
      await noSidewaysScroll(page);
      await snap(page, 'draft-card');

      // Quick Post: the topic's performance reason beside its trend reason, read with the radio.
      await page.goto(`${app.url}/quick-post`);
      await chooseNicheAndFormat(page, 'Technology', 'Industry Insight');
      await findTopics(page);
      const first = topicOptions(page).first();
      await page.getByText(NOTE.topic).waitFor();
      await expect
        .poll(() =>
          first.evaluate((radio) => document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent ?? ''),
        )
        .toContain(`Why it ranks higher for you: ${NOTE.topic}`);
      expect(await page.getByText('Why it ranks higher for you:').count(), 'only the topic the server marked').toBe(1);
      await noSidewaysScroll(page);
      await snap(page, 'topics');
      // The card frame around the first topic's radio and its sources.
      await first
        .locator('xpath=ancestor::div[contains(@class, "overflow-hidden")][1]')
        .screenshot({ path: path.join(artifactsDir, `performance-notes-topic-card-${width}.png`) });
    });
  }

  it('shows no note when the server sends none', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, app.url, { name: 'Quinn Quiet', email: 'quinn.quiet@example.com' });
    await page.getByRole('region', { name: 'Content formats', exact: true }).waitFor();
    expect(await notesList(page).count()).toBe(0);
    await previewSchedule(page);
    expect(await page.getByTestId('format-note').count()).toBe(0);

    await page.goto(`${app.url}/quick-post`);
    await chooseNicheAndFormat(page, 'Technology', 'Industry Insight');
    await findTopics(page);
    await topicOptions(page).first().waitFor();
    expect(await page.getByText('Why it ranks higher for you:').count()).toBe(0);
    await snap(page, 'no-notes');
  });
});
