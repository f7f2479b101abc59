import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { loginButton, signIn, tabHeading, waitForPath } from './support/cadence';
import { startApp, type RunningApp } from './support/start-app';

const HERO_HEADING = 'LinkedIn posts in your own voice, on a steady cadence';
// The spec's lamp: each beam ends 70rem wide (16 px root font size).
const FULL_BEAM_PX = 70 * 16;

let app: RunningApp;

const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

beforeAll(async () => {
  app = await startApp('landing');
});

afterAll(async () => {
  await app?.stop();
});

/** Sums every layout shift the page reports from its first paint on (as CLS counts them). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

/** The on-screen widths of the lamp's two blue beams (found by their conic gradient). */
function beamWidths(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('section[aria-labelledby="hero-title"] *'))
      .filter((el) => getComputedStyle(el).backgroundImage.startsWith('conic-gradient'))
      .map((el) => Math.round(el.getBoundingClientRect().width)),
  );
}

describe('the landing page lamp', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    it(`lights up without shifting the layout at ${viewport.width} px, and its beams end at full width`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      const layoutShift = await recordLayoutShifts(page);
      await page.goto(`${app.url}/`);
      await page.getByRole('heading', { name: HERO_HEADING, exact: true, level: 1 }).waitFor();

      // The beams widen over 0.8 s after a 0.3 s delay; once they have, the page must be still.
      await expect.poll(() => beamWidths(page), { timeout: 10_000 }).toEqual([FULL_BEAM_PX, FULL_BEAM_PX]);
      await page.waitForTimeout(300);
      expect(await layoutShift()).toBeLessThan(0.1);
    });
  }

  it('shows the lamp already lit, with no animation, when the visitor prefers reduced motion', async () => {
    const { page } = session;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { name: HERO_HEADING, exact: true, level: 1 }).waitFor();
    expect(await beamWidths(page)).toEqual([FULL_BEAM_PX, FULL_BEAM_PX]);
  });
});

describe('the landing page on its own', () => {
  it('opens the sign-in page from Get Started without a page load, and Back shows the landing page again', async () => {
    const { page } = session;
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { name: HERO_HEADING, exact: true, level: 1 }).waitFor();
    // Survives only if the browser does not load a new document.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    await page.getByRole('main').getByRole('link', { name: 'Get Started', exact: true }).click();
    await waitForPath(page, '/login');
    await loginButton(page).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    await page.goBack();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: HERO_HEADING, exact: true, level: 1 }).waitFor();
  });

  it('gives search engines a robots.txt, not the app page', async () => {
    // The server answers unknown paths with the app's index.html, which crawlers read as a broken robots.txt.
    const response = await fetch(`${app.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^User-agent: \*$/m);
  });

  it('sends a signed-in member who opens / to their dashboard', async () => {
    const { page } = session;
    await signIn(page, app.url, { name: 'Landing Member', email: 'landing.member@example.com' });
    await page.goto(`${app.url}/`);
    await waitForPath(page, '/automations');
    await tabHeading(page, 'Automation Preferences').waitFor();
  });
});
