import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { expectEnabled, signIn, tabHeading, waitForPath, type Member } from './support/cadence';
import { button, openQuickPost, postBox, QUICK_POST_TEXT, skipToCreate, toast } from './support/quick-post';
import { repoRoot, startApp, type RunningApp } from './support/start-app';

const member: Member = { name: 'Dana Header', email: 'dana.header@example.com' };
/** Without an imported profile the name is derived from the email (spec 2). */
const DERIVED_NAME = 'Dana Header';

const PUBLISH_API = '/api/linkedin/post';
const SCHEDULE_API = '/api/scheduling/post';
const PUBLISH_FAILED = 'Failed to publish post';
const SCHEDULE_FAILED = 'Failed to schedule post. Please try again.';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

let app: RunningApp;

const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

beforeAll(async () => {
  app = await startApp('dashboard');
});

afterAll(async () => {
  await app?.stop();
});

/** With SCREENSHOTS_DIR set, keeps a picture of the screen for a person to look at. */
async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

/** Answers the browser's call with a JSON error, as the server's error handler shapes it. */
const answerWith = (status: number, error: string, code?: string) => async (route: Route) => {
  await sleep(300);
  await route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, error, ...(code && { code }) }),
  });
};

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box on screen`);
  return found;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const header = (page: Page) => page.getByRole('banner');
const signOutButton = (page: Page) => page.getByRole('button', { name: 'Sign Out', exact: true });
const welcomeLine = (page: Page) => page.getByText(`Welcome, ${member.email}`, { exact: true });
const accountMenuButton = (page: Page) => page.getByRole('button', { name: 'Account menu', exact: true });
const accountMenu = (page: Page) => page.getByRole('menu', { name: 'Account menu', exact: true });

/** Every toast on screen, whatever it says. */
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

/** Signs in at the given screen width and opens Quick Post's Create step, with `text` typed when given. */
async function openCreateStep(page: Page, viewport: { width: number; height: number }, text?: string): Promise<void> {
  await page.setViewportSize(viewport);
  await openQuickPost(page, app.url, member);
  await skipToCreate(page);
  if (text) await postBox(page).fill(text);
}

describe('dashboard header', () => {
  it('keeps the member, Import and Sign Out reachable at 360 px through a keyboard-friendly menu', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await signIn(page, app.url, member);
    await snap(page, 'header');

    // Nothing in the header runs off a 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The menu, opened by keyboard: who is signed in, then Import and Sign Out.
    await accountMenuButton(page).focus();
    await page.keyboard.press('Enter');
    const menu = accountMenu(page);
    await menu.waitFor();
    await menu.getByText(DERIVED_NAME, { exact: true }).waitFor();
    await menu.getByText(member.email, { exact: true }).waitFor();
    const items = menu.getByRole('menuitem');
    expect(await items.allTextContents()).toEqual(['Import LinkedIn Data', 'Settings', 'Sign Out']);
    // Everything inside the screen.
    const menuBox = await box(menu);
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'header-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // Import opens the import dialog; Escape closes it and the page is as it was.
    await accountMenuButton(page).click();
    await accountMenu(page).getByRole('menuitem', { name: 'Import LinkedIn Data', exact: true }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import LinkedIn Data' });
    await importDialog.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'import-dialog');
    await page.keyboard.press('Escape');
    await importDialog.waitFor({ state: 'detached' });

    // Sign Out, chosen with the arrow keys, signs out.
    await accountMenuButton(page).focus();
    await page.keyboard.press('Enter');
    await accountMenu(page).waitFor();
    // Opened by keyboard, the menu puts focus on its first item; the arrow moves it to the next.
    const focusedItem = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'menuitem' ? document.activeElement.textContent : null,
      );
    await expect.poll(focusedItem).toBe('Import LinkedIn Data');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toBe('Settings');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toBe('Sign Out');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Get Started', exact: true }).first().waitFor();
  });

  it('shows the welcome line, Import and Sign Out in the header itself on a desktop', async () => {
    const { page } = session;
    await page.setViewportSize(DESKTOP);
    await signIn(page, app.url, member);
    await welcomeLine(page).waitFor();
    await header(page).getByRole('link', { name: 'Import LinkedIn Data', exact: true }).waitFor();
    await signOutButton(page).waitFor();
    // No menu needed where everything fits.
    expect(await accountMenuButton(page).count()).toBe(0);
    await snap(page, 'header');
  });
});

describe('sign-out that fails', () => {
  it("says 'Failed to sign out' and keeps the member signed in to try again", async () => {
    const { page } = session;
    session.allowFailedResource('/api/auth/session', 500);
    await page.setViewportSize(DESKTOP);
    await signIn(page, app.url, member);
    await page.route('**/api/auth/session', answerWith(500, 'Something broke on our side.'), { times: 1 });

    await signOutButton(page).click();
    await toast(page, 'Failed to sign out').waitFor();
    // Still signed in, on screen and after a reload: the server session was not closed.
    expect(new URL(page.url()).pathname).toBe('/automations');
    await welcomeLine(page).waitFor();
    await expectEnabled(signOutButton(page), true);
    await snap(page, 'sign-out-failed');
    await page.reload();
    await welcomeLine(page).waitFor();

    // The retry goes through.
    await signOutButton(page).click();
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Get Started', exact: true }).first().waitFor();
    await page.goto(`${app.url}/automations`);
    await waitForPath(page, '/');
  });
});

describe('Insights tab', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`offers the import where there is no data yet (${viewport.width} px)`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      await signIn(page, app.url, member);
      await page.goto(`${app.url}/profile-insights`);
      await tabHeading(page, 'Insights').waitFor();
      await page.getByText('No LinkedIn Data Available', { exact: true }).waitFor();
      const importButton = page.getByRole('main').getByRole('button', { name: 'Import LinkedIn Data', exact: true });
      expect(await importButton.isEnabled()).toBe(true);
      await snap(page, 'insights');
      await importButton.click();
      await page.getByRole('dialog', { name: 'Import LinkedIn Data' }).waitFor();
      await page.keyboard.press('Escape');
    });
  }
});

describe('toasts', () => {
  it('sit clear of the header, and a later success clears the stale error', async () => {
    const { page } = session;
    session.allowFailedResource(PUBLISH_API, 502);
    await openCreateStep(page, DESKTOP, 'A post that fails once, then goes out.');

    await page.route(
      `**${PUBLISH_API}`,
      answerWith(502, 'LinkedIn refused this post. Please try again; if it keeps happening, contact support.', 'BAD_GATEWAY'),
      {
        times: 1,
      },
    );
    await button(page, 'Post Now').click();
    const failed = toast(page, PUBLISH_FAILED);
    await failed.waitFor();
    // The spec's text, then the server's own words for a person.
    await failed
      .getByText('LinkedIn refused this post. Please try again; if it keeps happening, contact support.', { exact: true })
      .waitFor();
    await snap(page, 'toast-error');

    // The toast covers neither the welcome line nor Sign Out (nor anything else in the header),
    // nor the task at hand: Post Now stays in sight for the retry.
    const toastBox = await box(failed);
    expect(overlaps(toastBox, await box(signOutButton(page)))).toBe(false);
    expect(overlaps(toastBox, await box(welcomeLine(page)))).toBe(false);
    expect(overlaps(toastBox, await box(header(page)))).toBe(false);
    expect(overlaps(toastBox, await box(page.getByRole('main')))).toBe(false);

    // Second try succeeds: only the success remains.
    await expectEnabled(button(page, 'Post Now'), true);
    await button(page, 'Post Now').click();
    const published = toast(page, QUICK_POST_TEXT.published);
    await published.waitFor();
    await failed.waitFor({ state: 'detached' });
    await expect.poll(() => toasts(page).allTextContents()).toHaveLength(1);

    // 'View on LinkedIn' is a link in the design system's blue, not a black pill.
    const view = published.getByRole('link', { name: 'View on LinkedIn', exact: true });
    expect(await view.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await view.getAttribute('target')).toBe('_blank');
    const [color, background] = await view.evaluate((link) => [
      getComputedStyle(link).color,
      getComputedStyle(link).backgroundColor,
    ]);
    // --color-brand-600 (#0a5aab) on the toast's white.
    expect(color).toBe('rgb(10, 90, 171)');
    expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']).toContain(background);
    await snap(page, 'toast-success');
  });

  it('sit clear of the header on a 360 px phone', async () => {
    const { page } = session;
    await openCreateStep(page, PHONE);
    await button(page, 'Preview').click();
    const message = toast(page, QUICK_POST_TEXT.noContentToPreview);
    await message.waitFor();
    // Let it finish sliding in before measuring.
    await sleep(600);
    const toastBox = await box(message);
    expect(overlaps(toastBox, await box(header(page)))).toBe(false);
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'toast');
  });
});

describe('failure messages', () => {
  it('the Schedule dialog says the spec text, without developer text, when the server has no such route', async () => {
    const { page } = session;
    session.allowFailedResource(SCHEDULE_API, 404);
    session.allowFailedResource(SCHEDULE_API, 400);
    session.allowFailedResource(SCHEDULE_API, 409);
    session.allowFailedResource(SCHEDULE_API, 502);
    await openCreateStep(page, DESKTOP, 'A post for later.');
    await snap(page, 'quick-post-step-4');

    await button(page, 'Schedule').click();
    const dialog = page.getByRole('dialog', { name: 'Schedule post', exact: true });
    await dialog.waitFor();
    await snap(page, 'schedule-dialog');
    const alert = dialog.getByRole('alert');

    // The server's own 404 for a route it does not have.
    await page.route(`**${SCHEDULE_API}`, answerWith(404, `Nothing at POST ${SCHEDULE_API}`, 'NOT_FOUND'), { times: 1 });
    await button(dialog, 'Schedule Post').click();
    await alert.getByText(SCHEDULE_FAILED, { exact: true }).waitFor();
    expect(await alert.innerText()).toBe(SCHEDULE_FAILED);
    expect(await dialog.getByText(/Nothing at/).count()).toBe(0);
    await snap(page, 'schedule-dialog-failed');

    // A schema complaint is developer text too.
    await page.route(`**${SCHEDULE_API}`, answerWith(400, 'Invalid body: scheduled_time: Invalid ISO datetime', 'BAD_REQUEST'), {
      times: 1,
    });
    await button(dialog, 'Schedule Post').click();
    await expectEnabled(button(dialog, 'Schedule Post'), true);
    expect(await alert.innerText()).toBe(SCHEDULE_FAILED);

    // A proxy's own error page instead of the server's answer: no 'HTTP 502'.
    await page.route(
      `**${SCHEDULE_API}`,
      (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
      {
        times: 1,
      },
    );
    await button(dialog, 'Schedule Post').click();
    await expectEnabled(button(dialog, 'Schedule Post'), true);
    expect(await alert.innerText()).toBe(SCHEDULE_FAILED);

    // A message the server wrote for the member follows the spec's text.
    const reconnect = 'LinkedIn no longer accepts Cadence’s access. Please reconnect your LinkedIn account.';
    await page.route(`**${SCHEDULE_API}`, answerWith(409, reconnect, 'CONFLICT'), { times: 1 });
    await button(dialog, 'Schedule Post').click();
    await alert.getByText(reconnect, { exact: true }).waitFor();
    expect(await alert.innerText()).toBe(`${SCHEDULE_FAILED}\n${reconnect}`);
  });

  it("Post Now says 'Failed to publish post', without developer text, when the server has no such route", async () => {
    const { page } = session;
    session.allowFailedResource(PUBLISH_API, 404);
    await openCreateStep(page, PHONE, 'A post that cannot go out.');
    await snap(page, 'quick-post-step-4');
    // The step's dialogs, for a person to look at on a phone.
    if (process.env.SCREENSHOTS_DIR) {
      await button(page, 'Preview').click();
      const preview = page.getByRole('dialog', { name: 'Post preview', exact: true });
      await preview
        .getByRole('article', { name: 'Preview of your post', exact: true })
        .getByText('A post that cannot go out.')
        .waitFor();
      await snap(page, 'preview-dialog');
      await button(preview, 'Close Preview').click();
      await preview.waitFor({ state: 'detached' });
      await button(page, 'Schedule').click();
      const schedule = page.getByRole('dialog', { name: 'Schedule post', exact: true });
      await schedule.waitFor();
      await snap(page, 'schedule-dialog');
      await button(schedule, 'Cancel').click();
      await schedule.waitFor({ state: 'detached' });
    }

    await page.route(`**${PUBLISH_API}`, answerWith(404, `Nothing at POST ${PUBLISH_API}`, 'NOT_FOUND'), { times: 1 });
    await button(page, 'Post Now').click();
    const failed = toast(page, PUBLISH_FAILED);
    await failed.waitFor();
    expect(await toasts(page).filter({ hasText: 'Nothing at' }).count()).toBe(0);
    await snap(page, 'toast-error');
  });
});

describe('npm start', () => {
  it('builds the web app without printing warnings', async () => {
    // Into a folder of its own: the shared dist/ is left alone.
    const outDir = await mkdtemp(path.join(tmpdir(), 'cadence-web-build-'));
    try {
      const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [vite, 'build', '--outDir', outDir, '--emptyOutDir'],
        {
          cwd: path.join(repoRoot, 'apps/web'),
          // As `npm start` builds: vitest sets NODE_ENV=test, which would make Vite bundle React's
          // development build (a chunk over 500 kB that no member ever downloads).
          env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1' },
        },
      );
      const output = `${stdout}\n${stderr}`;
      expect(output).toContain('built in');
      expect(output.split('\n').filter((line) => /warn|sourcemap|\(!\)/i.test(line))).toEqual([]);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
