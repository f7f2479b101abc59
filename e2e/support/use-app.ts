import { afterAll, afterEach, beforeAll } from 'vitest';
import { useBrowser, type BrowserSession } from './browser';
import { sandboxClient, type SandboxControlClient } from './sandbox-client';
import { startApp, type RunningApp } from './start-app';

export interface AppUnderTest {
  /** The running server; read it inside a test or hook (it starts in beforeAll). */
  readonly app: RunningApp;
  /** The control client of the server's LinkedIn sandbox, reset after every test. */
  readonly sandbox: SandboxControlClient;
  readonly session: BrowserSession;
}

/**
 * Registers the hooks most browser suites share: the real server (startApp) for the whole file, a
 * browser session per test whose failure report includes the server's output, and the sandbox reset
 * after every test.
 */
export function useApp(label: string, options: Parameters<typeof startApp>[1] = {}): AppUnderTest {
  let app: RunningApp | undefined;
  let sandbox: SandboxControlClient | undefined;

  // Registered before useBrowser() so it runs after the browser's afterEach (hooks run as a stack):
  // a failing reset cannot skip the screenshots, diagnostics and context clean-up.
  afterEach(async () => {
    await sandbox?.reset();
  });

  const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

  beforeAll(async () => {
    app = await startApp(label, options);
    sandbox = sandboxClient(app.sandbox);
  });

  afterAll(async () => {
    await app?.stop();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`The app '${label}' has not started`);
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get sandbox() {
      return started(sandbox);
    },
    session,
  };
}
