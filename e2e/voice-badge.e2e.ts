import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureExport, type CachedExport } from '@cadence/export-fixtures';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { expectEnabled } from './support/cadence';
import {
  button,
  chooseNicheAndFormat,
  expectStep,
  findTopics,
  isCall,
  openQuickPost,
  postBox,
  QUICK_POST_TEXT,
  skipToCreate,
  stepRegion,
  toast,
  topicOptions,
} from './support/quick-post';
import { sandboxClient, type SandboxControlClient } from './support/sandbox-client';
import { startApp, type RunningApp } from './support/start-app';

const GENERATE_API = '/api/content/generate-post';
const NEUTRAL_LINE = 'Drafted in a neutral voice. Import your LinkedIn data so drafts sound like you.';
const OFFLINE_WRITER_LINE = 'Written by the Cadence offline writer';
const VOICE_BADGE = /^Voice match \d{1,3}%$/;
/** packages/contract/src/content/placeholders.ts, word for word. */
const FILL_MOMENT = 'Replace "[your moment]" with your own words before posting.';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

let app: RunningApp;
let sandbox: SandboxControlClient;
let small: CachedExport;

afterEach(async () => {
  await sandbox?.reset();
});

const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

beforeAll(async () => {
  [app, small] = await Promise.all([startApp('voice-badge'), ensureExport('small')]);
  sandbox = sandboxClient(app.sandbox);
});

afterAll(async () => {
  await app?.stop();
});

/** With SCREENSHOTS_DIR set, keeps the Create step at desktop and phone width for a person to look at. */
async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await stepRegion(page, 4).screenshot({ path: path.join(dir, `voice-badge-${name}-${size.width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import LinkedIn Data', exact: true });

/** Steps 1 to 4 with a trending topic, and the writer's answer to 'Generate Content'. */
async function generateDraft(page: Page): Promise<Record<string, unknown>> {
  await chooseNicheAndFormat(page, 'Technology', 'Industry Insight');
  await findTopics(page);
  await topicOptions(page).first().check();
  const [answer] = await Promise.all([
    page.waitForResponse((response) => isCall(GENERATE_API)(response.request())),
    button(page, 'Generate Content').click(),
  ]);
  expect(answer.status()).toBe(200);
  await expectStep(page, 4);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

describe('Voice badge and writer', () => {
  it('claims a voice match only once the member’s own posts are imported, and always names the writer', async () => {
    const { page } = session;
    const create = () => stepRegion(page, 4);
    await openQuickPost(page, app.url, { name: 'Nadia Neutral', email: 'nadia.neutral@example.com' });

    // No import: a neutral voice, said in one line with the import offered; no badge.
    const first = await generateDraft(page);
    expect(first).toMatchObject({ voice: 'neutral', writer: { kind: 'offline', name: 'Cadence offline writer' } });
    await create().getByText(NEUTRAL_LINE, { exact: true }).waitFor();
    await create().getByText(OFFLINE_WRITER_LINE, { exact: true }).waitFor();
    expect(await create().getByText(VOICE_BADGE).count()).toBe(0);
    expect(await create().getByText('Drafted in your voice', { exact: true }).count()).toBe(0);
    await snap(page, 'neutral');

    // The offer opens the import where the member is; the draft stays on screen behind it.
    await create().getByRole('button', { name: 'Import your LinkedIn data', exact: true }).click();
    const dialog = importDialog(page);
    await dialog.waitFor();
    await dialog.getByLabel('LinkedIn data export (ZIP file)', { exact: true }).setInputFiles(small.zipPath);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('Import complete', { exact: true }).waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectStep(page, 4);

    // The next draft follows the imported voice: the badge appears and the neutral line goes.
    const [again] = await Promise.all([
      page.waitForResponse((response) => isCall(GENERATE_API)(response.request())),
      button(page, 'Regenerate').click(),
    ]);
    expect(await again.json()).toMatchObject({ data: { voice: 'imported', writer: { kind: 'offline' } } });
    await create().getByText(VOICE_BADGE).waitFor();
    await create().getByText('Drafted in your voice', { exact: true }).waitFor();
    await create().getByText(OFFLINE_WRITER_LINE, { exact: true }).waitFor();
    expect(await create().getByText(NEUTRAL_LINE, { exact: true }).count()).toBe(0);
    await snap(page, 'imported');
  });

  it('keeps Post Now and Schedule off while a placeholder remains, and says why', async () => {
    const { page } = session;
    await openQuickPost(page, app.url, { name: 'Pia Placeholder', email: 'pia.placeholder@example.com' });
    await skipToCreate(page);

    await postBox(page).fill('The day [your moment] changed how I hire.');
    const message = stepRegion(page, 4).getByText(FILL_MOMENT, { exact: true });
    await message.waitFor();
    await expectEnabled(button(page, 'Post Now'), false);
    await expectEnabled(button(page, 'Schedule'), false);
    // The disabled buttons point at the reason, for people who cannot see it beside them.
    expect(await button(page, 'Post Now').getAttribute('aria-describedby')).toContain('quick-post-placeholders');
    expect(await page.locator('#quick-post-placeholders').innerText()).toContain(FILL_MOMENT);
    await snap(page, 'placeholder');

    // The gap's button selects it in the text, so typing replaces it.
    await page.getByRole('button', { name: 'Select [your moment] in the post', exact: true }).click();
    await page.keyboard.type('our first hire quit');
    expect(await postBox(page).inputValue()).toBe('The day our first hire quit changed how I hire.');
    await message.waitFor({ state: 'detached' });
    await expectEnabled(button(page, 'Post Now'), true);
    await expectEnabled(button(page, 'Schedule'), true);

    await button(page, 'Post Now').click();
    await toast(page, QUICK_POST_TEXT.published).waitFor();
    const { posts } = await sandbox.posts();
    expect(posts.map((post) => post.text)).toEqual(['The day our first hire quit changed how I hire.']);
  });
});
