import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signIn, tabHeading, waitForPath, type Member } from './support/cadence';
import { toast } from './support/quick-post';
import { sandboxClient, type SandboxControlClient } from './support/sandbox-client';
import { memberApi, watchAccessToken } from './support/schedule-live';
import { startApp, type RunningApp } from './support/start-app';

const member: Member = { name: 'Nell Bell', email: 'nell.bell@example.com' };
const FAILED_TITLE = 'A post could not be published';
const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? '/tmp/cadence-notifications';

let app: RunningApp;
let sandbox: SandboxControlClient;

const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

beforeAll(async () => {
  app = await startApp('settings-notifications');
  sandbox = sandboxClient(app.sandbox);
});

afterAll(async () => {
  await app?.stop();
});

async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

const bellButton = (page: Page, unread: number) =>
  page.getByRole('button', { name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications', exact: true });
/** Radix names the menu after its button, unread count included. */
const bellMenu = (page: Page) => page.getByRole('menu', { name: /^Notifications/ });
const kindSwitch = (page: Page, label: string) => page.getByRole('switch', { name: label, exact: true });

/** A Post Now that LinkedIn refuses (429): the server marks the post failed and records the notification. */
async function failAPost(api: ReturnType<typeof memberApi>, token: () => string): Promise<void> {
  const connection = (await api.profile()).connections.find((c) => c.is_active);
  if (!connection) throw new Error('The member has no active LinkedIn connection');
  await sandbox.setFault('posts.create', { status: 429, times: 1 });
  const response = await fetch(`${app.url}/api/linkedin/post`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'A post LinkedIn turns away.', hashtags: [], platform_connection_id: connection.id }),
    signal: AbortSignal.timeout(10_000),
  });
  expect(response.status).toBe(429);
}

describe('notifications', () => {
  it('the bell shows a failed post and marks it read; a kind turned off in Settings stays off after reload (1280 and 360 px)', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    const token = watchAccessToken(page);
    await signIn(page, app.url, member);

    await bellButton(page, 0).click();
    await bellMenu(page).getByText('No notifications yet', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // Without a reload: the failure's live update reads the schedule again, and the bell with it.
    await failAPost(memberApi(app.url, token), token);
    await bellButton(page, 1).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('notification-badge').textContent()).toBe('1');

    await bellButton(page, 1).click();
    const item = bellMenu(page).getByRole('menuitem').filter({ hasText: FAILED_TITLE });
    await item.waitFor();
    expect(await item.textContent()).toContain('A post LinkedIn turns away.');
    await snap(page, 'bell-open');
    await bellMenu(page).getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect.poll(() => item.textContent()).not.toContain('Unread:');
    // The open menu hides the rest of the page from assistive tech: the bell is read once it closes.
    await page.keyboard.press('Escape');
    await bellButton(page, 0).waitFor();
    expect(await page.getByTestId('notification-badge').count()).toBe(0);

    await page.getByRole('banner').getByRole('link', { name: 'Settings', exact: true }).click();
    await tabHeading(page, 'Settings').waitFor();
    await page.getByText('notifications appear in the bell at the top of the page only', { exact: false }).waitFor();
    expect(await kindSwitch(page, 'A post failed').getAttribute('aria-checked')).toBe('true');
    await kindSwitch(page, 'A post failed').click();
    await toast(page, '“A post failed” turned off').waitFor();
    await snap(page, 'settings');

    await page.reload();
    await tabHeading(page, 'Settings').waitFor();
    await expect.poll(() => kindSwitch(page, 'A post failed').getAttribute('aria-checked')).toBe('false');
    expect(await kindSwitch(page, 'Weekly summary').getAttribute('aria-checked')).toBe('true');

    await page.setViewportSize({ width: 360, height: 740 });
    await snap(page, 'settings');
    await bellButton(page, 0).click();
    await item.waitFor();
    const menuBox = await bellMenu(page).boundingBox();
    expect(menuBox && menuBox.x >= 0 && menuBox.x + menuBox.width <= 360).toBe(true);
    await snap(page, 'bell-open');
    // The failure links to the page where it is fixed.
    await item.click();
    await waitForPath(page, '/scheduled-posts');
  });
});
