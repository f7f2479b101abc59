import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { artifactsDir } from './start-app';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Bounded waits for a slow 2-core CI machine. */
export const ACTION_TIMEOUT_MS = 15_000;
export const NAVIGATION_TIMEOUT_MS = 30_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * The only console error a healthy app may produce: Chromium logs every non-2xx fetch as
 * "Failed to load resource: the server responded with a status of 401 (Unauthorized)". On page
 * load the app asks POST /api/auth/session/refresh whether the httpOnly refresh cookie still
 * signs the visitor in (it skips the call when its `cadence_signed_in` hint cookie is absent,
 * but the hint can outlive the refresh token); a visitor without a valid refresh token gets 401
 * there by design and the app then shows the signed-out routes. Only that exact status on that
 * exact path is ignored, plus the failures the current test provokes on purpose and declares with
 * `allowFailedResource()`; any other failed resource, a 401 elsewhere, or a 5xx on refresh still
 * fails the test.
 */
function isExpectedConsoleError(message: ConsoleMessage, allowed: readonly AllowedFailure[]): boolean {
  return [{ pathname: '/api/auth/session/refresh', status: 401 }, ...allowed].some((failure) =>
    isFailedResource(message, failure),
  );
}

/** A failed call a test provokes on purpose (a mocked 5xx): Chromium logs it as a console error. */
interface AllowedFailure {
  pathname: string;
  status: number;
}

function isFailedResource(message: ConsoleMessage, { pathname, status }: AllowedFailure): boolean {
  const text = message.text();
  if (!new RegExp(`^Failed to load resource: the server responded with a status of ${status}(?!\\d)`).test(text)) return false;
  try {
    return new URL(message.location().url).pathname === pathname;
  } catch {
    return false;
  }
}

export interface BrowserSession {
  readonly browser: Browser;
  /** A fresh context per test: no cookies or storage leak from one test to the next. */
  readonly context: BrowserContext;
  /** The test's first page in that context. */
  readonly page: Page;
  /** Page errors and unexpected console errors seen so far in this test (any page of the context). */
  readonly problems: readonly string[];
  /**
   * For the current test only: Chromium's console error for a call to `pathname` answered with
   * `status` is expected (the test makes that call fail on purpose), not a problem.
   */
  allowFailedResource(pathname: string, status: number): void;
}

export interface UseBrowserOptions {
  /** Extra text to print when a test fails, e.g. the server's output. */
  diagnostics?: () => string;
}

function slug(text: string): string {
  return (
    text
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80)
      .toLowerCase() || 'test'
  );
}

/**
 * Registers the hooks for one test file: Chromium once per file, a fresh context and page per
 * test, console/page errors fail the test, and a screenshot of every open page on failure.
 */
export function useBrowser(options: UseBrowserOptions = {}): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let problems: string[] = [];
  let allowedFailures: AllowedFailure[] = [];

  const watch = (target: Page) => {
    target.on('pageerror', (error) => problems.push(`pageerror on ${target.url()}: ${error.stack ?? error.message}`));
    target.on('console', (message) => {
      if (message.type() !== 'error' || isExpectedConsoleError(message, allowedFailures)) return;
      problems.push(`console.error on ${target.url()}: ${message.text()} (at ${message.location().url})`);
    });
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('The browser did not start');
    problems = [];
    allowedFailures = [];
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    // Popups opened by the app (the LinkedIn sign-in window) are watched too.
    context.on('page', watch);
    page = await context.newPage();
  });

  afterEach(async ({ task }) => {
    const current = context;
    try {
      const failed = task.result?.state === 'fail';
      if (!failed && problems.length === 0) return;
      if (current) await saveScreenshots(current, task.name);
      if (failed) {
        const extra = options.diagnostics?.();
        if (extra) console.error(`--- diagnostics for "${task.name}" ---\n${extra.split('\n').slice(-150).join('\n')}`);
      }
      if (problems.length > 0) {
        throw new Error(`The app reported errors in the browser:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
      }
    } finally {
      context = undefined;
      page = undefined;
      await current?.close().catch(() => undefined);
    }
  });

  return {
    get browser() {
      if (!browser) throw new Error('The browser is not running (use it inside a test)');
      return browser;
    },
    get context() {
      if (!context) throw new Error('No browser context (use it inside a test)');
      return context;
    },
    get page() {
      if (!page) throw new Error('No page (use it inside a test)');
      return page;
    },
    get problems() {
      return problems;
    },
    allowFailedResource(pathname, status) {
      allowedFailures.push({ pathname, status });
    },
  };
}

async function saveScreenshots(context: BrowserContext, testName: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const pages = context.pages().filter((open) => !open.isClosed());
  await Promise.all(
    pages.map(async (open, index) => {
      const file = path.join(artifactsDir, `${slug(testName)}${index === 0 ? '' : `-page-${index + 1}`}.png`);
      try {
        await open.screenshot({ path: file, fullPage: true, timeout: 10_000 });
        console.error(`Screenshot of ${open.url()} saved to ${path.relative(process.cwd(), file)}`);
      } catch (error) {
        console.error(`Could not screenshot ${open.url()}: ${(error as Error).message}`);
      }
    }),
  );
}
