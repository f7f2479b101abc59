import { randomUUID } from 'node:crypto';
import { fromDateTimeLocalValue, toDateTimeLocalValue } from '@cadence/contract/time/zoned-time';
import type { Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { expectEnabled, signIn, tabHeading, waitForPath, type Member } from './support/cadence';
import { button, characterCounter, expectStep, hashtagsBox, postBox, skipToCreate, toast } from './support/quick-post';
import { sandboxClient, type SandboxControlClient } from './support/sandbox-client';
import { emulateTimeZone } from './support/schedule-live';
import {
  chooseFromMenu,
  fakePost,
  serveSchedule,
  openScheduledPosts,
  postCard,
  postCards,
  SCHEDULED_POSTS_TEXT,
  showStatus,
  snapScheduled,
  successBanner,
} from './support/scheduled-posts';
import { startApp, type RunningApp } from './support/start-app';

const member: Member = { name: 'Schedule Member', email: 'schedule.member@example.com' };
/** Not the machine's zone (UTC): every time the member sees or picks must be on this clock. */
const MEMBER_ZONE = 'America/New_York';
const HOUR = 3_600_000;

const FIRST_TEXT = 'Shipping small batches beats big launches: three lessons from our last quarter.';
const EDITED_TEXT = 'Small batches beat big launches. Here are three lessons from our last quarter, rewritten.';
const REASON = 'The launch moved to next month';

let app: RunningApp;
let sandbox: SandboxControlClient;

afterEach(async () => {
  await sandbox?.reset();
});

const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

beforeAll(async () => {
  // The spec's five-minute lead, shortened on the server; the browser keeps its own five minutes.
  app = await startApp('scheduled-posts', { env: { MIN_SCHEDULE_LEAD_SECONDS: '5' } });
  sandbox = sandboxClient(app.sandbox);
});

afterAll(async () => {
  await app?.stop();
});

/** Minutes between two datetime-local values read in the member's zone. */
const minutesBetween = (from: string, to: string) =>
  (fromDateTimeLocalValue(to, MEMBER_ZONE)!.getTime() - fromDateTimeLocalValue(from, MEMBER_ZONE)!.getTime()) / 60_000;

describe('Scheduled Posts', () => {
  it('schedules from Quick Post, edits, cancels with a reason, shows it under Cancelled, and deletes it', async () => {
    const { page } = session;
    await emulateTimeZone(page, MEMBER_ZONE);
    await signIn(page, app.url, member);

    // Quick Post → Schedule: the picker starts one hour ahead on the member's clock.
    await page.goto(`${app.url}/quick-post`);
    await waitForPath(page, '/quick-post');
    await tabHeading(page, 'Quick Post').waitFor();
    await expectStep(page, 1);
    await skipToCreate(page);
    await postBox(page).fill(FIRST_TEXT);
    await hashtagsBox(page).fill('Delivery, Teams');
    await button(page, 'Schedule').click();
    const scheduleDialog = page.getByRole('dialog', { name: 'Schedule post', exact: true });
    await scheduleDialog.waitFor();
    await snapScheduled(page, 'schedule-dialog', { fullPage: false });
    const picker = scheduleDialog.getByLabel('Date and time', { exact: true });
    const openedAt = toDateTimeLocalValue(Date.now(), MEMBER_ZONE);
    const initial = await picker.inputValue();
    expect(minutesBetween(openedAt, initial)).toBeGreaterThanOrEqual(59);
    expect(minutesBetween(openedAt, initial)).toBeLessThanOrEqual(61);
    expect(await scheduleDialog.getByText(/Times are in your time zone: America\/New York/).count()).toBe(1);

    // Too early: the spec's alert, nothing sent.
    await picker.fill(toDateTimeLocalValue(Date.now() + 60_000, MEMBER_ZONE));
    await button(scheduleDialog, 'Schedule Post').click();
    await scheduleDialog.getByRole('alert').getByText(SCHEDULED_POSTS_TEXT.tooEarly, { exact: true }).waitFor();

    const firstTime = fromDateTimeLocalValue(toDateTimeLocalValue(Date.now() + 3 * HOUR, MEMBER_ZONE), MEMBER_ZONE)!;
    await picker.fill(toDateTimeLocalValue(firstTime, MEMBER_ZONE));
    const [scheduled] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/scheduling/post'),
      button(scheduleDialog, 'Schedule Post').click(),
    ]);
    expect(scheduled.status()).toBe(200);
    // The picked wall time, read in the member's zone, is the instant sent.
    expect(new Date(scheduled.request().postDataJSON().scheduled_time).getTime()).toBe(firstTime.getTime());
    await toast(
      page,
      `Post scheduled for ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: MEMBER_ZONE }).format(firstTime)}`,
    ).waitFor();

    // Under Scheduled, badge 'scheduled', its hashtags, its time on the member's clock.
    await openScheduledPosts(page);
    await showStatus(page, 'Scheduled');
    const card = postCard(page, FIRST_TEXT);
    await card.waitFor();
    expect(await card.getByText('scheduled', { exact: true }).count()).toBe(1);
    expect(await card.getByRole('list', { name: 'Hashtags' }).innerText()).toMatch(/#Delivery\s+#Teams/);
    const shownTime = new Intl.DateTimeFormat(undefined, { timeZone: MEMBER_ZONE, hour: 'numeric', minute: '2-digit' }).format(
      firstTime,
    );
    expect(await card.getByText(shownTime, { exact: true }).count()).toBe(1);
    await snapScheduled(page, 'scheduled-1280');
    // An empty filter is not an empty account: no "first" post offered beside a scheduled one.
    await showStatus(page, 'Failed');
    await page.getByRole('heading', { name: SCHEDULED_POSTS_TEXT.empty, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: SCHEDULED_POSTS_TEXT.createFirst, exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Create Post Now', exact: true }).count()).toBe(2);
    await snapScheduled(page, 'empty-filter-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('heading', { name: SCHEDULED_POSTS_TEXT.empty, exact: true }).waitFor();
    await snapScheduled(page, 'empty-filter-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    await showStatus(page, 'Scheduled');

    // Edit: the Quick Post editor (counter, fold hint, preview) plus the time.
    await chooseFromMenu(page, card, 'Edit');
    const editDialog = page.getByRole('dialog', { name: 'Edit scheduled post', exact: true });
    await editDialog.waitFor();
    const editBox = editDialog.getByRole('textbox', { name: 'Post', exact: true });
    expect(await editBox.inputValue()).toBe(FIRST_TEXT);
    expect(await editDialog.getByLabel('Date and time', { exact: true }).inputValue()).toBe(
      toDateTimeLocalValue(firstTime, MEMBER_ZONE),
    );
    await characterCounter(page).waitFor();
    await editBox.fill(EDITED_TEXT);
    const editedTime = new Date(firstTime.getTime() + 26 * HOUR);
    await editDialog.getByLabel('Date and time', { exact: true }).fill(toDateTimeLocalValue(editedTime, MEMBER_ZONE));
    await snapScheduled(page, 'edit-dialog', { fullPage: false });
    const [edit] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PATCH'),
      button(editDialog, 'Save Changes').click(),
    ]);
    expect(edit.status()).toBe(200);
    expect(edit.request().postDataJSON()).toEqual({ content: EDITED_TEXT, scheduled_time: editedTime.toISOString() });
    const saved = (await edit.json()) as { data: { scheduled_time: string; content: string } };
    expect(new Date(saved.data.scheduled_time).getTime()).toBe(editedTime.getTime());
    await editDialog.waitFor({ state: 'detached' });
    const editedCard = postCard(page, EDITED_TEXT);
    await editedCard.waitFor();
    expect(await postCard(page, FIRST_TEXT).count()).toBe(0);

    // Cancel with Reason: blank reason cannot confirm; the counter stops at 200.
    await chooseFromMenu(page, editedCard, 'Cancel with Reason');
    const reasonDialog = page.getByRole('dialog', { name: 'Cancel with reason', exact: true });
    await reasonDialog.waitFor();
    const confirm = button(reasonDialog, 'Cancel Post');
    expect(await confirm.isDisabled()).toBe(true);
    const reasonBox = reasonDialog.getByRole('textbox', { name: 'Reason', exact: true });
    await reasonBox.fill('   ');
    expect(await confirm.isDisabled()).toBe(true);
    await reasonBox.fill('x'.repeat(201));
    expect((await reasonBox.inputValue()).length).toBe(200);
    expect(await reasonDialog.getByText('200/200 characters', { exact: true }).count()).toBe(1);
    await reasonBox.fill(REASON);
    await expectEnabled(confirm, true);
    const [cancel] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'DELETE'), confirm.click()]);
    expect(cancel.status()).toBe(200);
    const cancelQuery = new URL(cancel.url()).searchParams;
    expect(cancelQuery.get('delete_permanently')).toBe('false');
    expect(cancelQuery.get('reason')).toBe(REASON);
    await successBanner(page, SCHEDULED_POSTS_TEXT.cancelled).waitFor();
    await expect.poll(() => postCard(page, EDITED_TEXT).count()).toBe(0);

    // Under Cancelled, with its reason; no Edit or Cancel any more, only Delete Permanently.
    await showStatus(page, 'Cancelled');
    const cancelledCard = postCard(page, EDITED_TEXT);
    await cancelledCard.waitFor();
    expect(await cancelledCard.getByText('cancelled', { exact: true }).count()).toBe(1);
    expect(await cancelledCard.getByText(`Reason: ${REASON}`, { exact: true }).count()).toBe(1);
    await snapScheduled(page, 'cancelled-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await snapScheduled(page, 'cancelled-360');
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await cancelledCard.getByRole('button', { name: /^Actions for post/ }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items.map((text) => text.trim())).toEqual(['Delete Permanently']);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Delete Permanently asks first, then the post is gone.
    await chooseFromMenu(page, cancelledCard, 'Delete Permanently');
    const deleteDialog = page.getByRole('dialog', { name: 'Delete this post permanently?', exact: true });
    await deleteDialog.waitFor();
    const [removal] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'DELETE'),
      button(deleteDialog, 'Delete Permanently').click(),
    ]);
    expect(removal.status()).toBe(200);
    expect(new URL(removal.url()).searchParams.get('delete_permanently')).toBe('true');
    await successBanner(page, SCHEDULED_POSTS_TEXT.deleted).waitFor();
    await page.getByRole('heading', { name: SCHEDULED_POSTS_TEXT.empty, exact: true }).waitFor();
    await showStatus(page, 'All');
    await page.getByRole('heading', { name: SCHEDULED_POSTS_TEXT.empty, exact: true }).waitFor();
    expect(await postCards(page).count()).toBe(0);
    await page.getByRole('link', { name: SCHEDULED_POSTS_TEXT.createFirst, exact: true }).waitFor();
  });
});

/**
 * A button's fill as the eye sees it on the white card: its background colour (any CSS colour
 * syntax, read back through a canvas) at the button's opacity, as [r, g, b].
 */
function shownFill(button: Locator): Promise<[number, number, number]> {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 1, 1);
    context.globalAlpha = Number(style.opacity);
    context.fillStyle = style.backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  });
}

describe('Scheduled Posts, every kind of card (the schedule answered by the test)', () => {
  const long = `${'Consistency compounds. '.repeat(12)}The end.`;
  const ids = {
    pending: randomUUID(),
    slot: randomUUID(),
    draft: randomUUID(),
    published: randomUUID(),
    failed: randomUUID(),
    cancelled: randomUUID(),
    cancelledSlot: randomUUID(),
    publishing: randomUUID(),
  };
  const posts = [
    fakePost({
      id: ids.pending,
      status: 'pending',
      content: long,
      hashtags: ['Habits', 'Growth'],
      content_metadata: { format: 'problem_solution', source: 'quick_post' },
    }),
    fakePost({
      id: ids.slot,
      status: 'pending_content',
      content: null,
      content_metadata: { format: 'story', source: 'automation', slot_type: 'automation' },
    }),
    fakePost({ id: ids.draft, status: 'draft', content: 'A draft waiting for approval.' }),
    fakePost({
      id: ids.published,
      status: 'published',
      content: 'Published and read back.',
      platform_post_id: 'urn:li:share:42',
      post_url: 'https://www.linkedin.com/feed/update/urn:li:share:42',
      published_at: new Date(Date.now() - 3_600_000).toISOString(),
      notice: { code: 'shortened', message: 'LinkedIn shortened this post' },
    }),
    fakePost({
      id: ids.failed,
      status: 'failed',
      content: 'This one did not go out.',
      error_message: 'LinkedIn did not answer in time.',
      failure_kind: 'unknown',
    }),
    fakePost({ id: ids.cancelled, status: 'cancelled', content: 'Called off.', cancel_reason: 'Event postponed' }),
    fakePost({
      id: ids.cancelledSlot,
      status: 'cancelled',
      content: null,
      content_metadata: { format: 'story', source: 'automation', slot_type: 'automation' },
    }),
    fakePost({ id: ids.publishing, status: 'publishing', content: 'On its way right now.' }),
  ];
  const warning =
    'Your LinkedIn connection expires on Jan 21, before 2 scheduled posts. Reconnect LinkedIn to keep them going out.';

  it('shows each status by the spec, filters in the browser, and acts on the selection', async () => {
    const { page } = session;
    session.allowFailedResource(`/api/scheduling/post/${ids.draft}`, 409);
    session.allowFailedResource(`/api/scheduling/post/${ids.pending}`, 409);
    // Answered before sign-in: the header asks for the schedule on every dashboard page.
    const queries = await serveSchedule(page, posts, {
      connection_warning: { code: 'expires_before_post', message: warning, expires_at: null },
    });
    await signIn(page, app.url, member);
    await openScheduledPosts(page);
    await expect.poll(() => postCards(page).count()).toBe(posts.length);
    // All asks for past posts too, over the spec's 7-day window (§7, §9).
    expect(queries.at(-1)?.get('include_past')).toBe('true');
    expect(queries.at(-1)?.get('days')).toBe('7');
    await page.getByText(/^The next 7 days and past posts · /).waitFor();

    // The connection warning, with the way to fix it.
    const connection = page.getByRole('region', { name: 'LinkedIn connection', exact: true });
    expect(await connection.getByText(warning, { exact: true }).count()).toBe(1);
    await connection.getByRole('button', { name: 'Reconnect LinkedIn', exact: true }).waitFor();

    // Grid: 150 characters and an ellipsis; the list shows it all.
    const pendingCard = postCard(page, 'Consistency compounds.');
    expect(await pendingCard.getByText(`${long.slice(0, 150)}...`, { exact: true }).count()).toBe(1);
    expect(await pendingCard.getByText('scheduled', { exact: true }).count()).toBe(1);
    expect(await pendingCard.getByText('Problem solution', { exact: true }).count()).toBe(1);
    expect(await pendingCard.getByText('Quick post', { exact: true }).count()).toBe(1);
    // Only the scheduled slot waits for its content; a cancelled one says it was cancelled unwritten.
    expect(await postCards(page).filter({ hasText: SCHEDULED_POSTS_TEXT.contentLater }).count()).toBe(1);
    const cancelledSlot = postCards(page).filter({ hasText: SCHEDULED_POSTS_TEXT.cancelledUnwritten });
    expect(await cancelledSlot.count()).toBe(1);
    expect(await cancelledSlot.getByText('cancelled', { exact: true }).count()).toBe(1);
    const published = postCard(page, 'Published and read back.');
    expect(await published.getByRole('link', { name: 'View on LinkedIn', exact: true }).getAttribute('href')).toBe(
      'https://www.linkedin.com/feed/update/urn:li:share:42',
    );
    expect(await published.getByText('LinkedIn shortened this post', { exact: true }).count()).toBe(1);
    const failed = postCard(page, 'This one did not go out.');
    expect(await failed.getByText('LinkedIn did not answer in time.', { exact: true }).count()).toBe(1);
    expect(await failed.getByText(/Check your LinkedIn profile before posting it again/).count()).toBe(1);
    expect(await failed.getByRole('link', { name: 'View on LinkedIn' }).count()).toBe(0);
    await snapScheduled(page, 'grid-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await snapScheduled(page, 'grid-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('group', { name: 'View', exact: true }).getByRole('button', { name: 'List', exact: true }).click();
    await pendingCard.getByText(long, { exact: true }).waitFor();
    await snapScheduled(page, 'list-1280');
    await page.getByRole('group', { name: 'View', exact: true }).getByRole('button', { name: 'Calendar', exact: true }).click();
    await page.getByRole('region', { name: 'Calendar', exact: true }).waitFor();
    await snapScheduled(page, 'calendar-1280');
    await page.getByRole('group', { name: 'View', exact: true }).getByRole('button', { name: 'List', exact: true }).click();
    await pendingCard.waitFor();

    // The menu by status: waiting posts can be edited and cancelled; a draft edited; every post deleted.
    const menuOf = async (text: string) => {
      await postCard(page, text)
        .getByRole('button', { name: /^Actions for post/ })
        .click();
      const items = (await page.getByRole('menuitem').allInnerTexts()).map((item) => item.trim());
      await page.keyboard.press('Escape');
      return items;
    };
    expect(await menuOf('Consistency compounds.')).toEqual(['Edit', 'Cancel Post', 'Cancel with Reason', 'Delete Permanently']);
    expect(await menuOf('A draft waiting for approval.')).toEqual(['Edit', 'Delete Permanently']);
    expect(await menuOf('Published and read back.')).toEqual(['Delete Permanently']);
    expect(await menuOf('On its way right now.')).toEqual(['Delete Permanently']);

    // Edit: the same editor as Quick Post's Create step, on a phone too.
    await page.setViewportSize({ width: 360, height: 740 });
    await chooseFromMenu(page, pendingCard, 'Edit');
    const editor = page.getByRole('dialog', { name: 'Edit scheduled post', exact: true });
    await editor.waitFor();
    expect(await editor.getByRole('textbox', { name: 'Post', exact: true }).inputValue()).toBe(long);
    expect(await editor.getByRole('textbox', { name: 'Hashtags', exact: true }).inputValue()).toBe('Habits, Growth');
    await characterCounter(page).waitFor();
    await editor.getByText('First 210 characters show before “…see more”', { exact: true }).waitFor();
    await editor.getByText(/^Times are in your time zone: /).waitFor();
    await snapScheduled(page, 'edit-dialog-360', { fullPage: false });
    await button(editor, 'Preview').click();
    const preview = page.getByRole('dialog', { name: 'Post preview', exact: true });
    await preview.getByRole('article', { name: 'Preview of your post', exact: true }).waitFor();
    await button(preview, 'Close Preview').click();
    await preview.waitFor({ state: 'detached' });
    // A worker took the post meanwhile: the server's 409 says so, and the editor stays open.
    const claimed = 'This post is being published right now and can no longer be changed.';
    await page.route(`**/api/scheduling/post/${ids.pending}`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: claimed, code: 'CONFLICT' }),
      }),
    );
    await editor.getByRole('textbox', { name: 'Post', exact: true }).fill('Consistency compounds, edited.');
    await button(editor, 'Save Changes').click();
    await editor.getByRole('alert').getByText(claimed, { exact: true }).waitFor();
    await button(editor, 'Cancel').click();
    await editor.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Only pending and pending_content posts can be selected.
    expect(await page.getByRole('checkbox').count()).toBe(2);
    const bulk = page.getByRole('region', { name: 'Bulk actions', exact: true });
    expect(await button(bulk, 'Cancel Selected').isDisabled()).toBe(true);
    // Disabled, Delete Selected is a pale outline, not the solid red it turns once posts are selected.
    const deleteSelected = button(bulk, 'Delete Selected');
    expect(await deleteSelected.isDisabled()).toBe(true);
    // Read until the button's colour transition has ended: mid-transition it is neither colour.
    await expect.poll(async () => Math.min(...(await shownFill(deleteSelected))), { timeout: 5_000 }).toBeGreaterThan(225);
    await button(bulk, 'Select All Pending').click();
    await bulk.getByText('2 selected', { exact: true }).waitFor();
    await expectEnabled(deleteSelected, true);
    await expect
      .poll(
        async () => {
          const [red, green, blue] = await shownFill(deleteSelected);
          return red - Math.min(green, blue);
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(120);
    await button(bulk, 'Clear Selection').click();
    await bulk.getByText('0 selected', { exact: true }).waitFor();
    await button(bulk, 'Select All Pending').click();
    await page.route('**/api/scheduling/posts/cancel', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, message: '2 posts cancelled successfully', data: { cancelled: 2, deleted: 0 } }),
      }),
    );
    const [batch] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/scheduling/posts/cancel'),
      button(bulk, 'Cancel Selected').click(),
    ]);
    expect(batch.postDataJSON()).toEqual({ post_ids: [ids.pending, ids.slot], delete_permanently: false });
    const done = successBanner(page, '2 posts cancelled successfully');
    await done.waitFor();
    // Spec §9: the banner stays 3 seconds.
    await done.waitFor({ state: 'detached', timeout: 6_000 });

    // Delete Selected asks first, then sends the same call with delete_permanently.
    await page.unroute('**/api/scheduling/posts/cancel');
    await page.route('**/api/scheduling/posts/cancel', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          message: '2 posts deleted permanently successfully',
          data: { cancelled: 0, deleted: 2 },
        }),
      }),
    );
    await button(bulk, 'Select All Pending').click();
    await button(bulk, 'Delete Selected').click();
    const confirmBulk = page.getByRole('dialog', { name: 'Delete 2 posts permanently?', exact: true });
    const [bulkDelete] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/scheduling/posts/cancel'),
      button(confirmBulk, 'Delete Permanently').click(),
    ]);
    expect(bulkDelete.postDataJSON()).toEqual({ post_ids: [ids.pending, ids.slot], delete_permanently: true });
    await successBanner(page, '2 posts deleted permanently successfully').waitFor();
    await confirmBulk.waitFor({ state: 'detached' });

    // A refused action: the spec's text.
    await page.route(`**/api/scheduling/post/${ids.draft}?**`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: 'This post is being published and can no longer change.',
          code: 'CONFLICT',
        }),
      }),
    );
    await chooseFromMenu(page, postCard(page, 'A draft waiting for approval.'), 'Delete Permanently');
    const confirmDelete = page.getByRole('dialog', { name: 'Delete this post permanently?', exact: true });
    await button(confirmDelete, 'Delete Permanently').click();
    await toast(page, 'Failed to cancel/delete post').waitFor();

    // Filters apply in the browser; Scheduled and Drafts leave past posts out of the call (the
    // 7-day answer without them may already be there: the header's connection warning reads it too).
    await page.keyboard.press('Escape');
    await confirmDelete.waitFor({ state: 'detached' });
    const asked = queries.length;
    await showStatus(page, 'Scheduled');
    await expect.poll(() => postCards(page).count()).toBe(3);
    expect(queries.slice(asked).every((query) => query.get('include_past') === 'false')).toBe(true);
    expect(queries.some((query) => query.get('include_past') === 'false' && query.get('days') === '7')).toBe(true);
    await showStatus(page, 'Drafts');
    await expect.poll(() => postCards(page).count()).toBe(1);
    await showStatus(page, 'Failed');
    await expect.poll(() => postCards(page).count()).toBe(1);
  });

  it("says 'Failed to fetch scheduled posts' when the schedule cannot be read", async () => {
    const { page } = session;
    session.allowFailedResource('/api/scheduling/schedule', 500);
    await page.route('**/api/scheduling/schedule?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'boom' }) }),
    );
    await signIn(page, app.url, member);
    await openScheduledPosts(page);
    await page.getByRole('alert').getByText('Failed to fetch scheduled posts', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('boom').count()).toBe(0);
  });
});
