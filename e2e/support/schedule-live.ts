import type { TProfileResponse } from '@cadence/contract/auth/get-profile';
import type { TGetScheduleResponse } from '@cadence/contract/scheduling/get-schedule';
import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import { instantFromWallTime, zonedParts } from '@cadence/contract/time/zoned-time';
import type { Locator, Page } from 'playwright-core';

/**
 * The page's own bearer token, read from the calls it makes (the access token lives in memory
 * only), so the test can call the API as the member does.
 */
export function watchAccessToken(page: Page): () => string {
  let token: string | undefined;
  page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization?.startsWith('Bearer ') && new URL(request.url()).pathname.startsWith('/api/')) {
      token = authorization.slice('Bearer '.length);
    }
  });
  return () => {
    if (!token) throw new Error('The page has not called the API with a token yet');
    return token;
  };
}

/** The API as the signed-in member calls it. */
export function memberApi(baseUrl: string, token: () => string) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  return {
    profile: async () => (await call<TProfileResponse>('GET', '/api/auth/profile')).body.data,
    schedule: async (days = 30) =>
      (await call<TGetScheduleResponse>('GET', `/api/scheduling/schedule?days=${days}&include_past=true`)).body.data,
    schedulePost: async (content: string, time: Date) => {
      const profile = await call<TProfileResponse>('GET', '/api/auth/profile');
      const connection = profile.body.data.connections.find((c) => c.is_active);
      if (!connection) throw new Error('The member has no active LinkedIn connection');
      const answer = await call<{ data: TScheduledPost; error?: string }>('POST', '/api/scheduling/post', {
        content,
        hashtags: [],
        scheduled_time: time.toISOString(),
        platform_connection_id: connection.id,
      });
      if (answer.status >= 300) throw new Error(`Scheduling failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data;
    },
  };
}

/** Every post of the schedule, whatever day it is grouped under. */
export async function findScheduledPost(api: ReturnType<typeof memberApi>, postId: string): Promise<TScheduledPost | undefined> {
  const schedule = await api.schedule();
  return Object.values(schedule.schedule_by_date)
    .flat()
    .find((post) => post.id === postId);
}

/**
 * Makes this page's clock read `timeZone`, as a member living there would have it (Chromium's
 * emulation through the DevTools protocol; it lasts while the session stays attached).
 */
export async function emulateTimeZone(page: Page, timeZone: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: timeZone });
}

export interface Day {
  year: number;
  month: number;
  day: number;
}

export const dayKey = ({ year, month, day }: Day) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The member's calendar day `offset` days from today in `timeZone` (calendar arithmetic, not 24 h steps). */
export function dayFromToday(timeZone: string, offset: number): Day & { weekday: number } {
  const now = zonedParts(Date.now(), timeZone);
  const date = new Date(Date.UTC(now.year, now.month - 1, now.day + offset));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

export const wallTime = (day: Day, hour: number, minute: number, timeZone: string) =>
  instantFromWallTime({ ...day, hour, minute }, timeZone);

/** The calendar (the tab's third view beside grid and list). */
export const calendar = (page: Page) => page.getByRole('region', { name: 'Calendar', exact: true });

/** A post on the calendar. */
export const calendarPost = (page: Page, postId: string) => calendar(page).locator(`[data-post-id="${postId}"]`);

/** A cell of the calendar: a day and an hour in the week view, a day in the month view. */
export const calendarCell = (page: Page, day: Day, hour?: number): Locator =>
  calendar(page).locator(
    hour === undefined ? `td[data-day="${dayKey(day)}"]` : `td[data-day="${dayKey(day)}"][data-hour="${hour}"]`,
  );

/** Steps the calendar forward until `day` is on screen (at most `limit` steps). */
export async function showDay(page: Page, day: Day, view: 'week' | 'month', limit = 3): Promise<void> {
  for (let step = 0; step <= limit; step += 1) {
    if ((await calendarCell(page, day).count()) > 0) return;
    await calendar(page)
      .getByRole('button', { name: `Next ${view}`, exact: true })
      .click();
  }
  throw new Error(`${dayKey(day)} did not come into the ${view} view`);
}
