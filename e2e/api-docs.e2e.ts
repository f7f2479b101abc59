import { afterAll, beforeAll, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { startApp, type RunningApp } from './support/start-app';

let app: RunningApp;

const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

beforeAll(async () => {
  app = await startApp('api-docs');
});

afterAll(async () => {
  await app?.stop();
});

// A blocked script or style under the app's Content-Security-Policy shows up as a console error,
// which useBrowser turns into a failure.
it('shows the API reference at /api/docs from this server alone, under the app’s security policy', async () => {
  const { page } = session;
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:') origins.add(url.origin);
  });

  await page.goto(`${app.url}/api/docs`);

  await expect.poll(() => page.title()).toBe('Cadence API reference');
  await page.getByRole('heading', { name: /Cadence API/ }).waitFor();
  // Rendered from /api/docs/json: an authenticated call, with swagger-ui's Authorize button for the bearer token.
  await page.locator('[data-path="/api/linkedin/post"]').waitFor();
  await page
    .getByRole('button', { name: /Authorize/ })
    .first()
    .waitFor();

  expect([...origins]).toEqual([app.url]);
});
