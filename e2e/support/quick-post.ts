import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { signIn, tabHeading, waitForPath, type Member } from './cadence';

/** The spec's texts (§2, §5, §8) and the wizard's own, word for word. */
export const QUICK_POST_TEXT = {
  topicsFailed: 'Failed to fetch trending topics. Proceeding with manual creation.',
  generateFailed: 'Failed to generate content. You can write manually in the next step.',
  noContentToPreview: 'Please enter some content to preview',
  notConnected: 'Please connect your LinkedIn account first',
  published: 'Post published successfully!',
  fallbackTopics: 'Live sources were unreachable; these are evergreen topics for your niche.',
} as const;

/** The wizard's steps: their names in the progress bar and the heading each one shows. */
export const WIZARD_STEPS = [
  { label: 'Niche', heading: 'Choose your niche' },
  { label: 'Format', heading: 'Choose a format' },
  { label: 'Topics', heading: 'Pick a trending topic' },
  { label: 'Create', heading: 'Create your post' },
] as const;

export type StepNumber = 1 | 2 | 3 | 4;

export const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

export const stepHeading = (page: Page, step: StepNumber) =>
  page.getByRole('heading', { level: 2, name: WIZARD_STEPS[step - 1]!.heading, exact: true });

/** Waits for the step's heading, then checks the progress bar marks that step (and only it) as current. */
export async function expectStep(page: Page, step: StepNumber, timeout = 15_000): Promise<void> {
  await stepHeading(page, step).waitFor({ timeout });
  const current = page.getByRole('navigation', { name: 'Quick Post progress', exact: true }).locator('li[aria-current="step"]');
  // The item holds the step's number (hidden from screen readers), then "Step n of 4: Label".
  await expect.poll(() => current.allTextContents()).toEqual([`${step}Step ${step} of 4: ${WIZARD_STEPS[step - 1]!.label}`]);
  for (const other of WIZARD_STEPS.filter((_, index) => index !== step - 1)) {
    expect(
      await page.getByRole('heading', { level: 2, name: other.heading, exact: true }).count(),
      `${other.heading} should be gone`,
    ).toBe(0);
  }
}

/** The step's section (a region named by its heading): the wizard's content, not the toasts. */
export const stepRegion = (page: Page, step: StepNumber) =>
  page.getByRole('region', { name: WIZARD_STEPS[step - 1]!.heading, exact: true });

export const nicheOption = (page: Page, niche: string) =>
  page.getByRole('group', { name: 'Niche', exact: true }).getByRole('radio', { name: niche, exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A format card is named by the format, then its hint ("Industry Insight A trend or a number, …"). */
export const formatOption = (page: Page, format: string) =>
  page.getByRole('group', { name: 'Format', exact: true }).getByRole('radio', { name: new RegExp(`^${escapeRegExp(format)} `) });

/** The topic cards' radios, best first; each is named "<title> , relevance <n> out of 10". */
export const topicOptions = (page: Page) => page.getByRole('group', { name: 'Trending topics', exact: true }).getByRole('radio');

/** The topic card's title (the first element naming its radio). */
export const topicTitle = (topic: Locator) =>
  topic.evaluate(
    (radio) => document.getElementById(radio.getAttribute('aria-labelledby')?.split(' ')[0] ?? '')?.textContent?.trim() ?? '',
  );

export const postBox = (page: Page) => page.getByRole('textbox', { name: 'Post', exact: true });
export const hashtagsBox = (page: Page) => page.getByRole('textbox', { name: 'Hashtags', exact: true });

/** The character meter: "1,234 / 3,000" (and, for screen readers, "characters, hashtags included"). */
export const characterCounter = (page: Page) => page.getByText(/^[\d,]+ \/ 3,000 characters, hashtags included$/);

/** The number the meter shows now. */
export async function counterValue(page: Page): Promise<string> {
  const text = (await characterCounter(page).textContent()) ?? '';
  return text.replace(/ characters, hashtags included$/, '');
}

/** Waits until the meter shows `count` out of LinkedIn's 3,000, e.g. "2,995 / 3,000". */
export async function expectCounter(page: Page, count: number): Promise<void> {
  await expect.poll(() => counterValue(page), { timeout: 5_000, interval: 50 }).toBe(`${count.toLocaleString('en-US')} / 3,000`);
}

/** A sonner toast (in the "Notifications" region) whose text is exactly `text`. */
export const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(text, { exact: true }) });

/** Signs in through the sandbox and opens /quick-post on its first step. */
export async function openQuickPost(page: Page, baseUrl: string, member: Member): Promise<void> {
  await signIn(page, baseUrl, member);
  await page.goto(`${baseUrl}/quick-post`);
  await waitForPath(page, '/quick-post');
  await tabHeading(page, 'Quick Post').waitFor();
  await expectStep(page, 1);
}

/** Step 1 → step 2: picks the niche and continues, then picks the format. */
export async function chooseNicheAndFormat(page: Page, niche: string, format: string): Promise<void> {
  await nicheOption(page, niche).check();
  await button(page, 'Continue').click();
  await expectStep(page, 2);
  await formatOption(page, format).check();
}

/** Step 2 → step 3: 'Find Trending Topics' and the list of topics it found. */
export async function findTopics(page: Page): Promise<void> {
  await button(page, 'Find Trending Topics').click();
  // Research fetches every source of the niche: allow for a slow first fetch.
  await expectStep(page, 3, 30_000);
}

/** Steps 1 to 4 the short way: niche, format, topics, then 'Skip & Write Manually'. */
export async function skipToCreate(page: Page, niche = 'Technology', format = 'Industry Insight'): Promise<void> {
  await chooseNicheAndFormat(page, niche, format);
  await findTopics(page);
  await button(page, 'Skip & Write Manually').click();
  await expectStep(page, 4);
}

/** Every request the page sends to `pathname` from now on. */
export function recordRequests(page: Page, pathname: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) seen.push(request);
  });
  return seen;
}

export const isCall = (pathname: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === pathname;
