import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import {
  allowOnSandbox,
  connectingButton,
  dashboardLink,
  expectEnabled,
  loginButton,
  openSignInPopup,
  pathOf,
  signIn,
  tabHeading,
  visibleText,
  waitForPath,
  type Member,
} from './support/cadence';
import { DEFAULT_TOKEN_TTL_SECONDS, sandboxClient, type SandboxControlClient } from './support/sandbox-client';
import { startApp, type RunningApp } from './support/start-app';

const member: Member = { name: 'E2E Member', email: 'e2e.member@example.com' };
const HERO_HEADING = 'LinkedIn posts in your own voice, on a steady cadence';
const CANCELLED = 'You cancelled the LinkedIn sign-in.';

let app: RunningApp;
let sandbox: SandboxControlClient;

// Registered before useBrowser() so it runs after the browser's afterEach (hooks run as a stack):
// a failing reset cannot skip the screenshots, diagnostics and context clean-up.
afterEach(async () => {
  // Whatever a test did to the sandbox (token lifetime, faults, member), the next one starts clean.
  await sandbox?.reset();
});

const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

beforeAll(async () => {
  app = await startApp('sign-in');
  sandbox = sandboxClient(app.sandbox);
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

async function expectLanding(page: Page) {
  await waitForPath(page, '/');
  await page.getByRole('heading', { name: HERO_HEADING, exact: true, level: 1 }).waitFor();
}

async function expectActiveTab(page: Page, label: string) {
  await expect.poll(() => dashboardLink(page, label).getAttribute('aria-current')).toBe('page');
  for (const other of ['Automations', 'Scheduled Posts', 'Insights', 'Quick Post'].filter((name) => name !== label)) {
    expect(await dashboardLink(page, other).getAttribute('aria-current'), `${other} should not be active`).toBeNull();
  }
}

describe('sign-in with the LinkedIn sandbox', () => {
  it('signs in from the landing page, keeps the session on reload, and signs out', async () => {
    const { page } = session;
    await page.goto(`${app.url}/`);
    await page.getByRole('link', { name: 'Get Started', exact: true }).first().click();
    await waitForPath(page, '/login');

    const popup = await openSignInPopup(page);
    // While the popup is open the button is busy.
    await connectingButton(page).waitFor();
    expect(await connectingButton(page).isDisabled()).toBe(true);

    // The server sent the popup to the LinkedIn it is configured with (a sandbox here), which says so.
    expect(popup.url().startsWith(`${app.sandbox.url}/oauth/v2/authorization?`)).toBe(true);
    await popup.getByText('LinkedIn sandbox — not the real LinkedIn', { exact: true }).waitFor();
    await popup.getByRole('button', { name: 'Cancel', exact: true }).waitFor();

    const popupUrls: string[] = [];
    popup.on('framenavigated', (frame) => {
      if (frame === popup.mainFrame()) popupUrls.push(frame.url());
    });
    const closed = popup.waitForEvent('close', { timeout: 30_000 });
    await allowOnSandbox(popup, member);
    await popup.getByRole('heading', { name: 'LinkedIn Connected!', exact: true }).waitFor();
    // The popup closes itself (~1.2 s later) after reporting to the login page.
    await closed;

    const landed = new URL(popupUrls.find((url) => new URL(url).pathname === '/auth/callback') ?? 'http://missing/');
    expect(landed.pathname).toBe('/auth/callback');
    expect(landed.searchParams.get('success')).toBe('linkedin_connected');
    expect(landed.searchParams.get('email')).toBe(member.email);
    expect(landed.searchParams.get('linkedin_id')).toBeTruthy();
    expect(landed.searchParams.get('code')).toBeTruthy();

    // The dashboard.
    await waitForPath(page, '/automations');
    await tabHeading(page, 'Automation Preferences').waitFor();
    await page.getByText(`Welcome, ${member.email}`, { exact: true }).waitFor();
    await visibleText(page, 'LinkedIn Connected').waitFor();
    await visibleText(page, 'Sandbox').waitFor();
    await page.getByRole('link', { name: 'Import LinkedIn Data', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).waitFor();
    await page.locator('aside').getByText(member.email, { exact: true }).waitFor();
    // Without an imported profile the sidebar name is derived from the email (spec 2).
    await page.locator('aside').getByText('E2e Member', { exact: true }).waitFor();
    for (const label of ['Automations', 'Scheduled Posts', 'Insights', 'Quick Post']) await dashboardLink(page, label).waitFor();
    await expectActiveTab(page, 'Automations');

    // The refresh cookie keeps the member signed in across a reload.
    await page.reload();
    await tabHeading(page, 'Automation Preferences').waitFor();
    expect(pathOf(page)).toBe('/automations');
    await page.getByText(`Welcome, ${member.email}`, { exact: true }).waitFor();
    await visibleText(page, 'LinkedIn Connected').waitFor();

    // Signed-out routes and unknown paths send a signed-in member to the dashboard.
    await page.goto(`${app.url}/login`);
    await waitForPath(page, '/automations');
    await tabHeading(page, 'Automation Preferences').waitFor();
    await page.goto(`${app.url}/nope`);
    await waitForPath(page, '/automations');
    await tabHeading(page, 'Automation Preferences').waitFor();
    await page.goto(`${app.url}/`);
    await waitForPath(page, '/automations');
    await tabHeading(page, 'Automation Preferences').waitFor();

    // Sign Out returns to the landing page, and the dashboard is closed again.
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expectLanding(page);
    await page.goto(`${app.url}/automations`);
    await expectLanding(page);
    // Even after a reload: the refresh cookie is gone.
    await page.reload();
    await expectLanding(page);
  });

  it('picks the active tab from the route', async () => {
    const { page } = session;
    await signIn(page, app.url, member);

    await page.goto(`${app.url}/scheduled-posts`);
    await tabHeading(page, 'Scheduled Posts').waitFor();
    expect(pathOf(page)).toBe('/scheduled-posts');
    await expectActiveTab(page, 'Scheduled Posts');

    await page.goto(`${app.url}/profile-insights`);
    await tabHeading(page, 'Insights').waitFor();
    await page.getByRole('heading', { name: 'No LinkedIn Data Available', exact: true }).waitFor();
    expect(pathOf(page)).toBe('/profile-insights');
    await expectActiveTab(page, 'Insights');

    await page.goto(`${app.url}/quick-post`);
    await tabHeading(page, 'Quick Post').waitFor();
    expect(pathOf(page)).toBe('/quick-post');
    await expectActiveTab(page, 'Quick Post');

    await page.goto(`${app.url}/automations`);
    await tabHeading(page, 'Automation Preferences').waitFor();
    expect(pathOf(page)).toBe('/automations');
    await expectActiveTab(page, 'Automations');

    // The sidebar links switch tabs without a page load.
    const tabs: Array<[label: string, path: string, heading: string]> = [
      ['Scheduled Posts', '/scheduled-posts', 'Scheduled Posts'],
      ['Insights', '/profile-insights', 'Insights'],
      ['Quick Post', '/quick-post', 'Quick Post'],
      ['Automations', '/automations', 'Automation Preferences'],
    ];
    for (const [label, path, heading] of tabs) {
      await dashboardLink(page, label).click();
      await waitForPath(page, path);
      await tabHeading(page, heading).waitFor();
      await expectActiveTab(page, label);
    }
  });

  it('shows Connection Failed in the popup and the error on the login page when the member cancels', async () => {
    const { page } = session;
    await page.goto(`${app.url}/login`);
    const popup = await openSignInPopup(page);
    await popup.getByRole('button', { name: 'Cancel', exact: true }).click();

    await popup.getByRole('heading', { name: 'Connection Failed', exact: true }).waitFor();
    expect(new URL(popup.url()).pathname).toBe('/auth/callback');
    // The URL names the error; the words are the page's own.
    expect(new URL(popup.url()).searchParams.get('error')).toBe('user_cancelled_login');
    expect((await popup.getByRole('alert').textContent())?.trim()).toBe(CANCELLED);
    await popup.getByRole('button', { name: 'Try Again', exact: true }).waitFor();

    // The login page shows the message in its red box and lets the member try again.
    await expect.poll(async () => (await page.getByRole('alert').textContent())?.trim(), { timeout: 10_000 }).toBe(CANCELLED);
    await expectEnabled(loginButton(page), true);
    expect(pathOf(page)).toBe('/login');

    // The popup stays open on the error (it does not close itself like on success).
    await sleep(2_000);
    expect(popup.isClosed()).toBe(false);
    await popup.close();
  });

  it('shows its own words for a sign-in error, never the text of the link (phishing under our name)', async () => {
    const { page } = session;
    const bait = 'Your account is locked. Call +1-555-0100 to unlock it.';
    await page.goto(`${app.url}/auth/callback?error=${encodeURIComponent(bait)}&error_description=${encodeURIComponent(bait)}`);
    await page.getByRole('heading', { name: 'Connection Failed', exact: true }).waitFor();
    expect((await page.getByRole('alert').textContent())?.trim()).toBe('Authentication failed');
    await page.getByRole('button', { name: 'Try Again', exact: true }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('555');

    // A code the page knows gets its fixed sentence.
    await page.goto(`${app.url}/auth/callback?error=user_cancelled_authorize`);
    await page.getByRole('heading', { name: 'Connection Failed', exact: true }).waitFor();
    expect((await page.getByRole('alert').textContent())?.trim()).toBe(
      'You declined to give Cadence access to your LinkedIn account.',
    );
  });

  it('re-enables the login button when the member closes the popup', async () => {
    const { page } = session;
    await page.goto(`${app.url}/login`);
    const popup = await openSignInPopup(page);
    await popup.getByRole('button', { name: 'Allow', exact: true }).waitFor();

    await connectingButton(page).waitFor();
    expect(await connectingButton(page).isDisabled()).toBe(true);

    await popup.close();
    // The login page polls the popup every 1000 ms.
    await expectEnabled(loginButton(page), true, 3_500);
    // Closing is not an error.
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(pathOf(page)).toBe('/login');
  });

  it('shows LinkedIn Disconnected with Reconnect once the LinkedIn token has expired', async () => {
    const { page } = session;
    const ttlSeconds = 4;
    expect((await sandbox.setTokenTtl(ttlSeconds)).tokenTtlSeconds).toBe(ttlSeconds);

    await signIn(page, app.url, member);
    // The server stored the token's expiry (grant time + TTL) before the popup closed: wait it out.
    await sleep(ttlSeconds * 1000 + 1_500);

    await page.reload();
    await tabHeading(page, 'Automation Preferences').waitFor();
    await visibleText(page, 'LinkedIn Disconnected').waitFor();
    await page.getByRole('button', { name: 'Reconnect', exact: true }).filter({ visible: true }).waitFor();
    expect(await visibleText(page, 'LinkedIn Connected').count()).toBe(0);
    // Still signed in to Cadence itself.
    await page.getByText(`Welcome, ${member.email}`, { exact: true }).waitFor();

    // Reconnect with a normal token lifetime brings the connection back.
    expect((await sandbox.setTokenTtl(DEFAULT_TOKEN_TTL_SECONDS)).tokenTtlSeconds).toBe(DEFAULT_TOKEN_TTL_SECONDS);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Reconnect', exact: true }).filter({ visible: true }).click(),
    ]);
    const closed = popup.waitForEvent('close', { timeout: 30_000 });
    await allowOnSandbox(popup, member);
    await closed;
    await visibleText(page, 'LinkedIn Connected').waitFor();
    expect(pathOf(page)).toBe('/automations');
  });
});

describe('session refresh', () => {
  it("shows 'Something went wrong' with Reload, not the landing page, when the server fails to refresh the session", async () => {
    const { page } = session;
    session.allowFailedResource('/api/auth/session/refresh', 500);
    // React Router warns on every signed-in load without a fallback for its first render.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await signIn(page, app.url, member);
    await page.reload();
    await tabHeading(page, 'Automation Preferences').waitFor();
    expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);

    await page.route(
      '**/api/auth/session/refresh',
      (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"Internal error"}' }),
      { times: 1 },
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Something went wrong', exact: true }).waitFor();
    expect(pathOf(page)).toBe('/automations');
    expect(await page.getByRole('heading', { name: HERO_HEADING }).count()).toBe(0);
    await snap(page, 'session-error');
    await page.setViewportSize({ width: 360, height: 740 });
    await snap(page, 'session-error');

    // Reload asks again; this time the session comes back.
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    await tabHeading(page, 'Automation Preferences').waitFor();
    expect(pathOf(page)).toBe('/automations');
  });
});

describe('sign-in security', () => {
  it('does not sign in a browser that opens a sign-in link someone else started (login CSRF)', async () => {
    const { context, browser } = session;
    // The attacker's browser (its cookie jar) walks the popup's journey over HTTP and keeps the
    // resulting /auth/callback link instead of letting its own app redeem the code.
    const http = context.request;
    const authorize = await http.get(`${app.url}/api/auth/linkedin/authorize?frontend_url=${encodeURIComponent(app.url)}`, {
      maxRedirects: 0,
      timeout: 15_000,
    });
    const consentUrl = new URL(authorize.headers()['location'] ?? '');
    const requestId = /name="request_id" value="([^"]+)"/.exec(
      await (await http.get(consentUrl.href, { timeout: 15_000 })).text(),
    )?.[1];
    expect(requestId).toBeTruthy();
    const decision = await http.post(new URL('authorization/decision', consentUrl).href, {
      form: { request_id: requestId!, name: 'Mallory Attacker', email: 'mallory@example.com', decision: 'allow' },
      maxRedirects: 0,
      timeout: 15_000,
    });
    const toApp = await http.get(decision.headers()['location'] ?? '', { maxRedirects: 0, timeout: 15_000 });
    const attackerLink = toApp.headers()['location'] ?? '';
    expect(new URL(attackerLink).pathname).toBe('/auth/callback');
    expect(new URL(attackerLink).searchParams.get('success')).toBe('linkedin_connected');
    expect(new URL(attackerLink).searchParams.get('code')).toBeTruthy();

    // The victim, a browser that never started a sign-in, opens that link directly.
    const victim = await browser.newContext();
    try {
      const victimPage = await victim.newPage();
      await victimPage.goto(attackerLink, { timeout: 20_000 });
      await victimPage.getByRole('heading', { name: 'Connection Failed', exact: true }).waitFor({ timeout: 20_000 });
      expect((await victimPage.getByRole('alert').textContent())?.trim()).toBe('Failed to sign in');
      await sleep(1_000);
      expect(await victimPage.getByRole('heading', { name: 'LinkedIn Connected!' }).count()).toBe(0);
      // Not signed in: the dashboard is closed to this browser.
      await victimPage.goto(`${app.url}/automations`);
      await expectLanding(victimPage);
      expect((await victim.cookies()).map((c) => c.name)).not.toContain('cadence_refresh');
    } finally {
      await victim.close();
    }
  });

  it('keeps both tabs of one browser signed in when they reload at the same time', async () => {
    const { page, context } = session;
    await signIn(page, app.url, member);
    const second = await context.newPage();
    await second.goto(`${app.url}/automations`);
    const tabs = [page, second];
    const signedIn = (tab: Page) => tab.getByText(`Welcome, ${member.email}`, { exact: true }).waitFor();
    await Promise.all(tabs.map(signedIn));
    for (let round = 0; round < 4; round += 1) {
      // Each reload refreshes the session with the same cookie; the tabs must not look like a thief.
      await Promise.all(tabs.map((tab) => tab.reload()));
      await Promise.all(tabs.map(signedIn));
    }
    for (const tab of tabs) {
      expect(pathOf(tab)).toBe('/automations');
      await tabHeading(tab, 'Automation Preferences').waitFor();
    }
  });
});

describe('signed-out visitors', () => {
  it('are sent to the landing page from dashboard routes and unknown paths; /auth/callback stays reachable', async () => {
    const { page } = session;
    await page.goto(`${app.url}/automations`);
    await expectLanding(page);

    await page.goto(`${app.url}/whatever`);
    await expectLanding(page);

    // Without parameters the callback page has nothing to complete: it shows the default error
    // (spec 2 says the page shows 'Processing authentication'; see the report).
    await page.goto(`${app.url}/auth/callback`);
    await page.getByRole('heading', { name: 'Connection Failed', exact: true }).waitFor();
    expect((await page.getByRole('alert').textContent())?.trim()).toBe('Authentication failed');
    expect(pathOf(page)).toBe('/auth/callback');
    // Try Again (not in a popup) leads to the login page.
    await page.getByRole('button', { name: 'Try Again', exact: true }).click();
    await waitForPath(page, '/login');
    await loginButton(page).waitFor();
  });

  it('has no horizontal scroll at 360x740 and every call to action leads to /login', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { name: HERO_HEADING, exact: true, level: 1 }).waitFor();

    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    // The hero's spotlight beams widen over 0.8 s after a 0.3 s delay: measure after they have.
    await sleep(1_500);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    // Scroll through the page so every in-view animation runs, then measure again.
    // (One in-page loop: a round trip per step is slow while the landing page animates.)
    await page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await sleep(1_000);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);

    const hrefs = async (name: string) =>
      page
        .getByRole('link', { name, exact: true, includeHidden: true })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // Header (desktop and phone menu) and hero.
    const getStarted = await hrefs('Get Started');
    expect(getStarted.length).toBeGreaterThanOrEqual(2);
    expect(new Set(getStarted)).toEqual(new Set(['/login']));
    // Starter and Professional plans, and the closing call to action.
    const startTrial = await hrefs('Start Free Trial');
    expect(startTrial).toHaveLength(3);
    expect(new Set(startTrial)).toEqual(new Set(['/login']));
    expect(await hrefs('Get Early Access')).toEqual(['/login']);
    // Every plan card's button.
    const planLinks = await page
      .locator('#pricing')
      .getByRole('link', { includeHidden: true })
      .evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute('href')]));
    expect(planLinks).toEqual([
      ['Start Free Trial', '/login'],
      ['Start Free Trial', '/login'],
      ['Get Early Access', '/login'],
    ]);
    // Watch Demo is a button that goes nowhere, not a link.
    await page.getByRole('button', { name: 'Watch Demo', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Watch Demo', includeHidden: true }).count()).toBe(0);

    // The visible hero button works on a phone too.
    await page.getByRole('link', { name: 'Get Started', exact: true }).first().click();
    await waitForPath(page, '/login');
    await loginButton(page).waitFor();
  });
});
