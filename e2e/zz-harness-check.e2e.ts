import { afterAll, beforeAll, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { startApp, type RunningApp } from './support/start-app';

let app: RunningApp;
const session = useBrowser({ diagnostics: () => app.output() });
beforeAll(async () => { app = await startApp('harness-check'); });
afterAll(async () => { await app?.stop(); });

it('ignores the signed-out refresh 401', async () => {
  const seen: string[] = [];
  session.page.on('console', (m) => seen.push(`${m.type()} ${m.text()} ${m.location().url}`));
  await session.page.goto(`${app.url}/login`);
  await session.page.getByRole('button', { name: 'Continue with LinkedIn' }).waitFor();
  await new Promise((r) => setTimeout(r, 500));
  console.log(seen);
  expect(session.problems).toEqual([]);
});
it('fails on console.error (expected to fail)', async () => {
  await session.page.goto(`${app.url}/login`);
  await session.page.evaluate(() => console.error('boom'));
});
it('fails on a 404 resource (expected to fail)', async () => {
  await session.page.goto(`${app.url}/login`);
  await session.page.evaluate(() => fetch('/api/nothing'));
  await new Promise((r) => setTimeout(r, 300));
});
it('fails and screenshots (expected to fail)', async () => {
  await session.page.goto(`${app.url}/login`);
  expect(1).toBe(2);
});
