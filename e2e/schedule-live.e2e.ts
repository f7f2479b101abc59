import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { allowOnSandbox, dashboardLink, signIn, tabHeading, type Member } from './support/cadence';
import { toast } from './support/quick-post';
import { sandboxClient, type SandboxControlClient } from './support/sandbox-client';
import {
  calendar,
  calendarCell,
  calendarPost,
  dayFromToday,
  emulateTimeZone,
  findScheduledPost,
  memberApi,
  showDay,
  wallTime,
  watchAccessToken,
} from './support/schedule-live';
import { artifactsDir, startApp, type RunningApp } from './support/start-app';

const member: Member = { name: 'Live Member', email: 'live.member@example.com' };
/** Far from UTC (UTC+13 in November), so a day in the member's zone is not the server's day. */
const MEMBER_ZONE = 'Pacific/Auckland';
/** Seconds between scheduling a post and its time: the server is started with a lead shorter than that. */
const LEAD_SECONDS = 8;

let app: RunningApp;
let sandbox: SandboxControlClient;

afterEach(async () => {
  await sandbox?.reset();
});

const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

beforeAll(async () => {
  // The spec's five-minute lead, shortened so a post can go out while the test watches.
  app = await startApp('schedule-live', { env: { MIN_SCHEDULE_LEAD_SECONDS: '5' } });
  sandbox = sandboxClient(app.sandbox);
});

afterAll(async () => {
  await app?.stop();
});

/** Signs in from a browser in the member's zone and waits until the profile took that zone. */
async function signInFromMemberZone(page: Page, { checkZone = true } = {}) {
  await emulateTimeZone(page, MEMBER_ZONE);
  const token = watchAccessToken(page);
  await signIn(page, app.url, member);
  const api = memberApi(app.url, token);
  if (checkZone) await expect.poll(async () => (await api.schedule()).time_zone, { timeout: 15_000 }).toBe(MEMBER_ZONE);
  return api;
}

async function openScheduledPosts(page: Page) {
  // Through the sidebar, as a member would: no page load, so the live stream keeps running.
  await dashboardLink(page, 'Scheduled Posts').click();
  await tabHeading(page, 'Scheduled Posts').waitFor();
}

async function openCalendar(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Calendar', exact: true }).click();
  await calendar(page).waitFor();
}

async function snap(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifactsDir, `schedule-live-${name}.png`), fullPage: true });
}

describe('the header', () => {
  it('warns, readable at 360 px, when the LinkedIn connection ends before a scheduled post, and Reconnect signs in again', async () => {
    const { page } = session;
    const warning =
      'Your LinkedIn connection expires on Jan 21, before 2 scheduled posts. Reconnect LinkedIn to keep them going out.';
    // The schedule's answer is the server's to compute (60-day tokens); here it carries a warning.
    await page.route('**/api/scheduling/schedule?**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: {
            time_zone: MEMBER_ZONE,
            schedule_by_date: {},
            total_posts: 0,
            connection_warning: { code: 'expires_before_post', message: warning, expires_at: '2027-01-21T09:00:00.000Z' },
          },
        }),
      }),
    );
    await page.setViewportSize({ width: 360, height: 780 });
    await signInFromMemberZone(page, { checkZone: false });

    const header = page.getByRole('banner');
    const shown = header.getByText(warning, { exact: true });
    await shown.waitFor();
    const box = await shown.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Infinity) <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(page, 'header-warning-360');

    // Reconnect is the login page's popup sign-in.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      header.getByRole('button', { name: 'Reconnect', exact: true }).click(),
    ]);
    const closed = popup.waitForEvent('close', { timeout: 30_000 });
    await allowOnSandbox(popup, member);
    await closed;
    await toast(page, 'LinkedIn reconnected').waitFor();
  });
});

describe('Scheduled Posts, live', () => {
  it('a post due in a few seconds turns Published on screen without a reload, with a working View on LinkedIn', async () => {
    const { page } = session;
    const api = await signInFromMemberZone(page);
    await openScheduledPosts(page);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const content = `Goes out on its own, live ${Date.now()}`;
    const post = await api.schedulePost(content, new Date(Date.now() + LEAD_SECONDS * 1000));
    expect(post.status).toBe('pending');

    // The new post appears (the stream told the page), then turns Published when the publisher sends it.
    const main = page.getByRole('main');
    await main.getByText(content).first().waitFor({ timeout: 15_000 });
    const view = main.getByRole('link', { name: 'View on LinkedIn', exact: true });
    await view.waitFor({ timeout: 45_000 });
    const card = main.getByRole('list', { name: 'Posts', exact: true }).getByRole('listitem').filter({ hasText: content });
    await card.getByRole('link', { name: 'View on LinkedIn', exact: true }).waitFor();
    // The badge says the status (drawn capitalised).
    await card.getByText(/^published$/i).waitFor();
    expect(loads).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // The link opens the post on (sandbox) LinkedIn, in a new tab, showing what was written.
    const href = (await view.getAttribute('href')) ?? '';
    expect(await view.getAttribute('target')).toBe('_blank');
    // The app is configured with LinkedIn's real addresses (the harness passes client credentials),
    // so the link is LinkedIn's own; the sandbox plays LinkedIn and serves that same path.
    const stored = await findScheduledPost(api, post.id);
    expect(stored?.status).toBe('published');
    expect(stored?.post_url).toBe(href);
    expect(href).toBe(`https://www.linkedin.com/feed/update/${stored?.platform_post_id}`);
    await page.context().route('https://www.linkedin.com/feed/update/**', async (route) => {
      const response = await route.fetch({ url: `${app.sandbox.url}${new URL(route.request().url()).pathname}` });
      await route.fulfill({ response });
    });
    const [linkedIn] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await linkedIn.waitForLoadState('domcontentloaded');
    expect(linkedIn.url()).toBe(href);
    await linkedIn.getByText(content).first().waitFor();
    await linkedIn.close();

    // Sent exactly once.
    const { posts } = await sandbox.posts();
    expect(posts.filter((sent) => sent.text.includes(content))).toHaveLength(1);
  });

  it('Sign Out closes a live-update stream the session opened before, in another tab, at once', async () => {
    const { page, context } = session;
    const token = watchAccessToken(page);
    await signIn(page, app.url, member);
    await openScheduledPosts(page);

    // Another tab of the same browser follows the schedule with the same session.
    const other = await context.newPage();
    await other.goto(`${app.url}/api/health`);
    await other.evaluate(async (accessToken) => {
      const state = { connected: false, ended: false };
      Object.assign(window, { __stream: state });
      const response = await fetch('/api/scheduling/events', {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${accessToken}` },
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
          if (value?.includes(': connected')) state.connected = true;
          if (done) break;
        }
        state.ended = true;
      })();
    }, token());
    const stream = () =>
      other.evaluate(() => (window as unknown as { __stream: { connected: boolean; ended: boolean } }).__stream);
    await expect.poll(async () => (await stream()).connected, { timeout: 10_000 }).toBe(true);

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).waitFor({ state: 'detached' });
    // Closed by the server within moments, not left to run until the tab goes away.
    await expect.poll(async () => (await stream()).ended, { timeout: 3_000 }).toBe(true);
    await other.close();
  });

  it('a pending post dragged to another day in the week view is rescheduled on the server; a refused move stays put', async () => {
    const { page } = session;
    const api = await signInFromMemberZone(page);

    // Two days in the same Monday-first week, both ahead: tomorrow and the day after (or, when
    // tomorrow is a Sunday, the Monday and Tuesday after it).
    const firstOffset = dayFromToday(MEMBER_ZONE, 1).weekday === 0 ? 2 : 1;
    const first = dayFromToday(MEMBER_ZONE, firstOffset);
    const next = dayFromToday(MEMBER_ZONE, firstOffset + 1);
    const dragged = await api.schedulePost(`Dragged to the next day ${Date.now()}`, wallTime(first, 10, 15, MEMBER_ZONE));
    const keyboard = await api.schedulePost(`Moved with the keyboard ${Date.now()}`, wallTime(first, 14, 40, MEMBER_ZONE));
    const refused = await api.schedulePost(`Refused by the server ${Date.now()}`, wallTime(first, 16, 5, MEMBER_ZONE));

    await openScheduledPosts(page);
    await openCalendar(page);
    await showDay(page, first, 'week');
    // Each post sits on its day and hour in the member's zone.
    expect(await calendarCell(page, first, 10).locator(`[data-post-id="${dragged.id}"]`).count()).toBe(1);
    expect(await calendarCell(page, first, 14).locator(`[data-post-id="${keyboard.id}"]`).count()).toBe(1);
    await snap(page, 'week-1280');

    // Drag and drop: the day changes, the minute stays.
    await calendarPost(page, dragged.id).dragTo(calendarCell(page, next, 10));
    await calendarCell(page, next, 10).locator(`[data-post-id="${dragged.id}"]`).waitFor();
    await expect
      .poll(async () => Date.parse((await findScheduledPost(api, dragged.id))?.scheduled_time ?? ''), { timeout: 10_000 })
      .toBe(wallTime(next, 10, 15, MEMBER_ZONE).getTime());

    // Without a pointer: press the post, then 'Move here' on the new day and hour.
    await calendarPost(page, keyboard.id).focus();
    await page.keyboard.press('Enter');
    const target = calendarCell(page, next, 9).getByRole('button', { name: /^Move here: / });
    await target.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => Date.parse((await findScheduledPost(api, keyboard.id))?.scheduled_time ?? ''), { timeout: 10_000 })
      .toBe(wallTime(next, 9, 40, MEMBER_ZONE).getTime());
    await calendarCell(page, next, 9).locator(`[data-post-id="${keyboard.id}"]`).waitFor();

    // A move the server refuses (a worker claimed the post meanwhile) is explained and undone.
    const editPath = `/api/scheduling/post/${refused.id}`;
    session.allowFailedResource(editPath, 409);
    const conflict = 'This post is already being published and can no longer be changed.';
    await page.route(`**${editPath}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: conflict, code: 'CONFLICT' }),
      });
    });
    await calendarPost(page, refused.id).dragTo(calendarCell(page, next, 16));
    await toast(page, 'Failed to reschedule post').getByText(conflict, { exact: true }).waitFor();
    await calendarCell(page, first, 16).locator(`[data-post-id="${refused.id}"]`).waitFor();
    expect(await calendarCell(page, next, 16).locator(`[data-post-id="${refused.id}"]`).count()).toBe(0);
    expect(Date.parse((await findScheduledPost(api, refused.id))?.scheduled_time ?? '')).toBe(
      wallTime(first, 16, 5, MEMBER_ZONE).getTime(),
    );

    // Month view: the same posts on their days.
    await calendar(page).getByRole('button', { name: 'Month', exact: true }).click();
    await showDay(page, next, 'month');
    expect(await calendarCell(page, next).locator(`[data-post-id="${dragged.id}"]`).count()).toBe(1);
    await snap(page, 'month-1280');

    // A 360 px phone: the month stays inside the screen; the week scrolls sideways in its frame.
    await page.setViewportSize({ width: 360, height: 780 });
    await calendarCell(page, next).first().waitFor();
    const monthBox = await calendar(page).boundingBox();
    expect((monthBox?.x ?? 0) + (monthBox?.width ?? Infinity)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(page, 'month-360');
    await calendar(page).getByRole('button', { name: 'Week', exact: true }).click();
    await calendarCell(page, next, 10).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(page, 'week-360');
  });
});
