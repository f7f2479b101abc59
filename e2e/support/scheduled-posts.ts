import path from 'node:path';
import type { TGetScheduleResponse } from '@cadence/contract/scheduling/get-schedule';
import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import type { Locator, Page } from 'playwright-core';
import { dashboardLink, tabHeading } from './cadence';
import { artifactsDir } from './start-app';

/** The spec's texts (§2, §5, §8) for the Scheduled Posts tab and the Schedule modal, word for word. */
export const SCHEDULED_POSTS_TEXT = {
  tooEarly: 'Please select a time at least 5 minutes from now',
  cancelled: 'Post cancelled successfully',
  deleted: 'Post deleted permanently successfully',
  contentLater: 'Content will be generated automatically',
  /** Not the spec's: a cancelled automation slot whose post was never written. */
  cancelledUnwritten: 'Cancelled before its post was written',
  empty: 'No posts found',
  createFirst: 'Create Your First Post',
} as const;

/** Opens the tab through the sidebar, as a member would. */
export async function openScheduledPosts(page: Page): Promise<void> {
  await dashboardLink(page, 'Scheduled Posts').click();
  await tabHeading(page, 'Scheduled Posts').waitFor();
}

/** A status filter (All, Scheduled, Drafts, Published, Cancelled, Failed). */
export const statusFilter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter posts by status', exact: true }).getByRole('button', { name, exact: true });

export async function showStatus(page: Page, name: string): Promise<void> {
  await statusFilter(page, name).click();
  await page.waitForFunction(
    (label) =>
      Array.from(document.querySelectorAll('[aria-label="Filter posts by status"] button')).some(
        (b) => b.textContent === label && b.getAttribute('aria-pressed') === 'true',
      ),
    name,
  );
}

/** The post cards of the list (grid or list view). */
export const postCards = (page: Page) => page.getByRole('list', { name: 'Posts', exact: true }).getByRole('article');

/** The card whose text holds `text`. */
export const postCard = (page: Page, text: string) => postCards(page).filter({ hasText: text });

/** Opens a card's menu and picks `item` (Edit, Cancel Post, Cancel with Reason, Delete Permanently). */
export async function chooseFromMenu(page: Page, card: Locator, item: string): Promise<void> {
  await card.getByRole('button', { name: /^Actions for post/ }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The tab's success banner (role status) with exactly `text`. */
export const successBanner = (page: Page, text: string) =>
  page.getByRole('status').filter({ has: page.getByText(text, { exact: true }) });

/** Keeps a picture of the screen in e2e/.artifacts for a person to look at (a dialog: the viewport only). */
export async function snapScheduled(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: path.join(artifactsDir, `scheduled-posts-${name}.png`), fullPage });
}

/** A post as the schedule lists it, with the fields a test does not care about filled in. */
export function fakePost(fields: Partial<TScheduledPost> & Pick<TScheduledPost, 'id' | 'status'>): TScheduledPost {
  return {
    content: 'A post.',
    hashtags: [],
    scheduled_time: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    content_metadata: {},
    error_message: null,
    platform_post_id: null,
    post_url: null,
    cancel_reason: null,
    published_at: null,
    failure_kind: null,
    notice: null,
    kind: 'text',
    media: [],
    document_title: null,
    poll: null,
    link_url: null,
    link_title: null,
    first_comment: null,
    metrics: null,
    ...fields,
  };
}

/**
 * Answers the browser's schedule calls with `posts` (grouped under one date, as the server groups
 * by the member's day) and records each call's query, so a test sees what the tab asked for.
 */
export async function serveSchedule(
  page: Page,
  posts: TScheduledPost[],
  extra: Partial<TGetScheduleResponse['data']> = {},
): Promise<URLSearchParams[]> {
  const queries: URLSearchParams[] = [];
  await page.route('**/api/scheduling/schedule?**', async (route) => {
    const query = new URL(route.request().url()).searchParams;
    queries.push(query);
    const past = query.get('include_past') === 'true';
    const shown = posts.filter((post) => past || ['draft', 'pending', 'pending_content', 'publishing'].includes(post.status));
    const body: TGetScheduleResponse = {
      success: true,
      data: {
        time_zone: 'UTC',
        schedule_by_date: shown.length > 0 ? { '2030-01-01': shown } : {},
        total_posts: shown.length,
        connection_warning: null,
        ...extra,
      },
    };
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return queries;
}
