import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_EXPORT_FILES } from '@cadence/contract/account/data-export';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signIn, tabHeading, waitForPath, type Member } from './support/cadence';
import { watchAccessToken } from './support/schedule-live';
import { startApp, type RunningApp } from './support/start-app';

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? '/tmp/cadence-your-data';
const HERO_HEADING = 'LinkedIn posts in your own voice, on a steady cadence';

let app: RunningApp;
const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

beforeAll(async () => {
  app = await startApp('settings-your-data');
});

afterAll(async () => {
  await app?.stop();
});

async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`),
    // Transitions end at once: the picture shows each state as it settles.
    animations: 'disabled',
  });
}

/** Settings as a member reaches it: the header's link on a desktop, the account menu on a phone. */
async function openSettings(page: Page, width: number): Promise<void> {
  if (width >= 1024) {
    await page.getByRole('banner').getByRole('link', { name: 'Settings', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu', exact: true }).click();
    await page.getByRole('menu', { name: 'Account menu', exact: true }).getByRole('menuitem', { name: 'Settings' }).click();
  }
  await tabHeading(page, 'Settings').waitFor();
}

describe('Settings → Your data', () => {
  it.each([1280, 360])(
    'downloads a ZIP of the member’s data, then deletes the account with the email typed (%i px)',
    async (width) => {
      const { page } = session;
      const member: Member = { name: `Dana Data ${width}`, email: `dana.data.${width}@example.com` };
      await page.setViewportSize({ width, height: width >= 1024 ? 800 : 740 });
      const token = watchAccessToken(page);
      await signIn(page, app.url, member);
      await openSettings(page, width);
      const section = page.getByRole('region', { name: 'Your data' });
      await section.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Download my data: a job builds it, the page shows the link once ready.
      await section.getByRole('button', { name: 'Download my data', exact: true }).click();
      const downloadButton = section.getByRole('button', { name: 'Download ZIP', exact: true });
      await downloadButton.waitFor({ timeout: 20_000 });
      await snap(page, 'your-data-ready');
      const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
      expect(download.suggestedFilename()).toMatch(/^cadence-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const saved = path.join(SCREENSHOTS, `export-${width}.zip`);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await download.saveAs(saved);
      const files = unzipSync(readFileSync(saved));
      expect(Object.keys(files).sort()).toEqual(
        ['README.txt', ...DATA_EXPORT_FILES.flatMap((name) => [`${name}.json`, `${name}.csv`])].sort(),
      );
      expect(JSON.parse(strFromU8(files['profile.json']!))[0].email).toBe(member.email);

      // Delete my account: the button stays off until the email is typed exactly.
      await section.getByRole('button', { name: 'Delete my account', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      const confirm = dialog.getByRole('button', { name: 'Delete my account', exact: true });
      const field = dialog.getByRole('textbox', { name: `Type ${member.email} to confirm` });
      await field.fill('someone@example.com');
      expect(await confirm.isDisabled()).toBe(true);
      await field.fill(member.email);
      expect(await confirm.isDisabled()).toBe(false);
      await snap(page, 'delete-dialog');
      const lastToken = token();
      await confirm.click();

      // Signed out to the landing page, and the old session no longer opens anything.
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: HERO_HEADING, exact: true, level: 1 }).waitFor();
      await snap(page, 'after-delete');
      const profile = await fetch(`${app.url}/api/auth/profile`, { headers: { authorization: `Bearer ${lastToken}` } });
      expect(profile.status).toBe(401);
      const cookies = await session.context.cookies(app.url);
      expect(cookies.map((cookie) => cookie.name)).not.toContain('cadence_refresh');
      await page.reload();
      await page.getByRole('heading', { name: HERO_HEADING, exact: true, level: 1 }).waitFor();
    },
  );
});
