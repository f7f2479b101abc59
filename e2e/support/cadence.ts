import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The consent page's member; Name and Email are typed into the sandbox form. */
export interface Member {
  name: string;
  email: string;
}

export const loginButton = (page: Page) => page.getByRole('button', { name: 'Continue with LinkedIn', exact: true });
export const connectingButton = (page: Page) => page.getByRole('button', { name: 'Connecting...', exact: true });

/** The header shows the connection indicator twice (a row of its own on phones); the visible one counts. */
export const visibleText = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

export const tabHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 1 });

export const dashboardLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });

/** Waits until the path (and query) of the page is `path`. */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout });
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

export async function expectEnabled(locator: Locator, enabled: boolean, timeout = 10_000): Promise<void> {
  await expect.poll(() => locator.isEnabled(), { timeout, interval: 100 }).toBe(enabled);
}

/** Clicks 'Continue with LinkedIn' and returns the sign-in popup the app opens. */
export async function openSignInPopup(page: Page): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), loginButton(page).click()]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

/** The sandbox consent page in the popup: fills Name and Email, then Allow. */
export async function allowOnSandbox(popup: Page, member: Member): Promise<void> {
  await popup.getByRole('button', { name: 'Allow', exact: true }).waitFor();
  await popup.getByLabel('Name', { exact: true }).fill(member.name);
  await popup.getByLabel('Email', { exact: true }).fill(member.email);
  await popup.getByRole('button', { name: 'Allow', exact: true }).click();
}

/**
 * The whole popup sign-in from /login: popup, consent, the popup closing itself, and the
 * dashboard at /automations. Returns when the popup has closed (the sign-in time is then known).
 */
export async function signIn(page: Page, baseUrl: string, member: Member): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const popup = await openSignInPopup(page);
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await allowOnSandbox(popup, member);
  await closed;
  await waitForPath(page, '/automations');
  await tabHeading(page, 'Automation Preferences').waitFor();
}
