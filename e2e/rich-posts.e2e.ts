import path from 'node:path';
import type { TGeneratePostResponse } from '@cadence/contract/content/generate-post';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dashboardLink, signIn, tabHeading, type Member } from './support/cadence';
import { button, chooseNicheAndFormat, expectStep, findTopics, postBox, skipToCreate, topicOptions } from './support/quick-post';
import {
  attachButton,
  imageItems,
  imageOrder,
  imagePicker,
  makeNoisyPng,
  makePdf,
  makePng,
  movePostTo,
  sandboxComments,
  scheduleWithFirstComment,
  scrollsSideways,
  uploadBars,
} from './support/rich-posts';
import { calendar, calendarPost, findScheduledPost, memberApi, watchAccessToken } from './support/schedule-live';
import { chooseFromMenu, postCard } from './support/scheduled-posts';
import { artifactsDir } from './support/start-app';
import { useApp } from './support/use-app';

const member: Member = { name: 'Rich Member', email: 'rich.member@example.com' };

/** A list draft: its paragraphs become the carousel's five slides. */
const draftText = (tag: string) =>
  [
    `${tag}: three habits that made our code reviews twice as fast.`,
    '1. Review the smallest change first\nSmall pull requests get read; large ones get skimmed.',
    '2. Write the why in the description\nReviewers argue less when they know the goal.',
    '3. Answer within a working day\nA review that waits a week costs a week.',
    'Which habit would you add?',
  ].join('\n\n');
const EDITED_HEADING = 'Review the smallest change first, always';
const FIRST_COMMENT = 'The checklist we use is in our handbook: https://example.com/reviews';

const IMAGES = [
  { name: 'red.png', buffer: makePng(240, 180, [220, 38, 38], [255, 255, 255]) },
  { name: 'green.png', buffer: makePng(240, 180, [22, 163, 74], [255, 255, 255]) },
  { name: 'blue.png', buffer: makePng(240, 180, [37, 99, 235], [255, 255, 255]) },
].map((image) => ({ ...image, mimeType: 'image/png' }));

// The server's lead is shortened so the scheduled post goes out while the test watches.
const cadence = useApp('rich-posts', { env: { MIN_SCHEDULE_LEAD_SECONDS: '5' } });
const { session } = cadence;

const snapShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifactsDir, `rich-posts-${name}.png`), fullPage: true });
const snap = (page: Page, width: number, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(artifactsDir, `rich-posts-${width}-${name}.png`), fullPage });

/** Signs the member in and opens Scheduled Posts through the sidebar; gives the access token as it changes. */
async function signInToScheduledPosts(page: Page): Promise<() => string> {
  const token = watchAccessToken(page);
  await signIn(page, cadence.app.url, member);
  await dashboardLink(page, 'Scheduled Posts').click();
  await tabHeading(page, 'Scheduled Posts').waitFor();
  return token;
}

describe('Rich posts', () => {
  for (const width of [1280, 360]) {
    it(`attaches and reorders images with alt text, makes a carousel from the draft, previews, schedules it with a first comment and sees it published at ${width} px`, async () => {
      const { page } = session;
      await page.setViewportSize({ width, height: width > 400 ? 900 : 780 });
      const token = watchAccessToken(page);
      await signIn(page, cadence.app.url, member);
      await page.goto(`${cadence.app.url}/quick-post`);
      await tabHeading(page, 'Quick Post').waitFor();
      await skipToCreate(page);
      const tag = `Team ${width}`;
      const text = draftText(tag);
      await postBox(page).fill(text);

      // Images: three picked at once, each with its own progress, then all uploaded.
      await attachButton(page, 'Images').click();
      await imagePicker(page).setInputFiles(IMAGES);
      await expect.poll(() => imageItems(page).count()).toBe(3);
      await expect.poll(() => uploadBars(page).count(), { timeout: 20_000 }).toBe(0);
      expect(await imageOrder(page)).toEqual(['red.png', 'green.png', 'blue.png']);

      // Reorder with the keyboard-reachable buttons, then by dragging.
      await page.getByRole('button', { name: 'Move image 3 earlier', exact: true }).click();
      expect(await imageOrder(page)).toEqual(['red.png', 'blue.png', 'green.png']);
      await page.getByRole('button', { name: 'Move image 1 later', exact: true }).focus();
      await page.keyboard.press('Enter');
      expect(await imageOrder(page)).toEqual(['blue.png', 'red.png', 'green.png']);
      await imageItems(page).nth(2).dragTo(imageItems(page).nth(0));
      expect(await imageOrder(page)).toEqual(['green.png', 'blue.png', 'red.png']);

      // Alt text is saved on the server when the field is left.
      const saved = page.waitForResponse(
        (r) => /\/api\/media\/[^/]+$/.test(new URL(r.url()).pathname) && r.request().method() === 'PATCH',
      );
      await page.getByRole('textbox', { name: 'Alt text for image 1', exact: true }).fill('A green square with a white stripe');
      await page.keyboard.press('Tab');
      expect((await saved).status()).toBe(200);
      if (width === 360) expect(await scrollsSideways(page), 'no horizontal scroll at 360 px').toBe(false);
      await snap(page, width, '1-images');

      // The preview lays them out as LinkedIn does: three images, one large and two below.
      await button(page, 'Preview').click();
      const preview = page.getByRole('dialog', { name: 'Post preview' });
      const grid = preview.getByRole('figure', { name: '3 images' });
      await grid.waitFor();
      expect(await grid.locator('img').count()).toBe(3);
      await grid.getByRole('img', { name: 'A green square with a white stripe' }).waitFor();
      await expect
        .poll(() =>
          grid
            .getByRole('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBe(240);
      await snap(page, width, '2-preview-images', false);
      await button(preview, 'Close Preview').click();

      // The carousel replaces the images, after asking: a LinkedIn post carries one kind.
      await attachButton(page, 'Carousel').click();
      await page.getByRole('alert').filter({ hasText: 'Replace the 3 images with a carousel?' }).waitFor();
      await button(page, 'Replace').click();
      const maker = page.getByRole('dialog', { name: 'Carousel maker' });
      await maker.waitFor();
      const slides = maker.getByRole('list', { name: 'Slides' }).getByRole('listitem');
      expect(await slides.count()).toBe(5);
      await expect
        .poll(() => maker.getByRole('textbox', { name: 'Slide 2 heading' }).inputValue())
        .toBe('Review the smallest change first');
      await maker.getByRole('textbox', { name: 'Slide 2 heading' }).fill(EDITED_HEADING);
      // Page by page: the preview follows the slide being edited, and the arrows turn pages.
      const carouselPreview = maker.getByRole('region', { name: 'Carousel preview' });
      await carouselPreview.getByText('Page 2 of 5', { exact: true }).waitFor();
      await carouselPreview.getByText(EDITED_HEADING, { exact: true }).waitFor();
      await carouselPreview.getByText('2 / 5', { exact: true }).waitFor();
      await button(carouselPreview, 'Next page').click();
      await carouselPreview.getByText('Page 3 of 5', { exact: true }).waitFor();
      await carouselPreview.getByText('Write the why in the description', { exact: true }).waitFor();
      await button(carouselPreview, 'Previous page').click();
      await carouselPreview.getByText('Page 2 of 5', { exact: true }).waitFor();
      await maker.getByRole('textbox', { name: 'Carousel title' }).fill('Faster code reviews');
      if (width === 360) expect(await scrollsSideways(page), 'no horizontal scroll at 360 px').toBe(false);
      await snap(page, width, '3-carousel-maker', false);
      const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/media/carousel');
      await button(maker, 'Create carousel').click();
      expect((await created).status()).toBe(200);
      await maker.waitFor({ state: 'detached' });
      await page.getByText('Carousel · 5 pages', { exact: true }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Document title', exact: true }).inputValue()).toBe('Faster code reviews');

      await page.getByRole('textbox', { name: 'First comment', exact: true }).fill(FIRST_COMMENT);

      // The post as LinkedIn lays it out: the document's first page, its title and page count, then the first comment.
      await button(page, 'Preview').click();
      const documentFigure = preview.getByRole('figure', { name: 'Document: Faster code reviews' });
      await documentFigure.waitFor();
      await documentFigure.getByText('5 pages', { exact: true }).waitFor();
      await documentFigure.getByText('1 / 5', { exact: true }).waitFor();
      await preview.getByRole('region', { name: 'First comment' }).getByText(FIRST_COMMENT, { exact: true }).waitFor();
      await preview.getByRole('region', { name: 'First comment' }).scrollIntoViewIfNeeded();
      await snap(page, width, '4-preview-carousel', false);
      await button(preview, 'Close Preview').click();

      // Scheduled an hour ahead (the picker's default), with the carousel and the first comment.
      await button(page, 'Schedule').click();
      const scheduleDialog = page.getByRole('dialog', { name: 'Schedule post' });
      await button(scheduleDialog, 'Schedule Post').click();
      await page
        .getByText(/^Post scheduled for /)
        .first()
        .waitFor();

      const api = memberApi(cadence.app.url, token);
      const post = Object.values((await api.schedule()).schedule_by_date)
        .flat()
        .find((p) => p.content === text);
      expect(post, 'the scheduled post').toBeDefined();
      expect(post!.kind).toBe('document');
      expect(post!.first_comment?.text).toBe(FIRST_COMMENT);

      await dashboardLink(page, 'Scheduled Posts').click();
      await tabHeading(page, 'Scheduled Posts').waitFor();
      const card = postCard(page, `${tag}:`);
      await card.getByText('Carousel · 5 pages', { exact: true }).waitFor();
      await card.getByText('First comment will be posted after the post', { exact: true }).waitFor();
      if (width === 360) expect(await scrollsSideways(page), 'no horizontal scroll at 360 px').toBe(false);
      await snap(page, width, '5-card-scheduled');

      // Its time brought near (the browser keeps the spec's five minutes): the sandbox publishes it,
      // and the live update turns the card Published, then the first comment goes out.
      await movePostTo(cadence.app.url, token(), post!.id, new Date(Date.now() + 7_000));
      await card.getByText(/^published$/i).waitFor({ timeout: 60_000 });
      await card.getByText('First comment posted', { exact: true }).waitFor({ timeout: 30_000 });
      await card.getByText('Carousel · 5 pages', { exact: true }).waitFor();
      const published = await findScheduledPost(api, post!.id);
      expect(published?.status).toBe('published');
      expect(published?.first_comment?.status).toBe('posted');
      const comments = await sandboxComments(cadence.app.sandbox);
      expect(comments.filter((c) => c.text === FIRST_COMMENT)).toHaveLength(1);
      const sandboxPost = (await cadence.sandbox.posts()).posts.find((p) => p.text.includes(text.slice(0, 40)));
      expect(JSON.stringify(sandboxPost?.content)).toContain('Faster code reviews');
      if (width === 360) expect(await scrollsSideways(page), 'no horizontal scroll at 360 px').toBe(false);
      await snap(page, width, '6-card-published');

      // The calendar's entry names the kind too, beside its thumbnail.
      await page.getByRole('main').getByRole('button', { name: 'Calendar', exact: true }).click();
      await calendar(page).waitFor();
      const entry = calendarPost(page, post!.id);
      await expect.poll(() => entry.getAttribute('title'), { timeout: 10_000 }).toContain('Carousel · 5 pages');
      await entry.scrollIntoViewIfNeeded();
      await snap(page, width, '7-calendar', false);
    });
  }

  it('says on the card when LinkedIn refused the first comment, and Retry posts it', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 780 });
    const token = await signInToScheduledPosts(page);
    // LinkedIn answers the comment with a 400 once: the post stays published, the comment fails on its own.
    await cadence.sandbox.setFault('comments.create', {
      status: 400,
      body: { status: 400, message: 'Comment text is invalid' },
      times: 1,
    });
    const content = `Retry team: a post whose first comment LinkedIn refused once ${Date.now()}`;
    const comment = 'Links to the talk and the slides are here: https://example.com/talk';
    await scheduleWithFirstComment(cadence.app.url, token(), {
      content,
      firstComment: comment,
      time: new Date(Date.now() + 7_000),
    });

    const card = postCard(page, 'Retry team:');
    await card.getByText('First comment will be posted after the post', { exact: true }).waitFor();
    await card.getByText(/^published$/i).waitFor({ timeout: 60_000 });
    await card.getByText(/^The first comment could not be posted/).waitFor({ timeout: 30_000 });
    await snapShot(page, 'retry-1-failed');
    expect((await sandboxComments(cadence.app.sandbox)).filter((c) => c.text === comment)).toHaveLength(0);

    await card.getByRole('button', { name: 'Retry first comment', exact: true }).click();
    await card.getByText('First comment posted', { exact: true }).waitFor({ timeout: 30_000 });
    expect((await sandboxComments(cadence.app.sandbox)).filter((c) => c.text === comment)).toHaveLength(1);
    expect(await scrollsSideways(page), 'no horizontal scroll at 360 px').toBe(false);
    await snapShot(page, 'retry-2-posted');
  });

  it('adds a poll to a scheduled post in Edit, shows it on the card and in the preview, and opens it again with its options', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await signInToScheduledPosts(page);
    const content = `Poll team: which review habit matters most? ${Date.now()}`;
    await scheduleWithFirstComment(cadence.app.url, token(), {
      content,
      firstComment: 'Tell us why in the comments.',
      time: new Date(Date.now() + 3 * 3_600_000),
    });
    const card = postCard(page, 'Poll team:');
    await card.getByText('First comment will be posted after the post', { exact: true }).waitFor();
    await chooseFromMenu(page, card, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit scheduled post' });
    await attachButton(dialog, 'Poll').click();
    await dialog.getByRole('textbox', { name: 'Poll question', exact: true }).fill('Which habit matters most?');
    await dialog.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Small changes');
    await dialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Clear descriptions');
    await button(dialog, 'Add option').click();
    await dialog.getByRole('textbox', { name: 'Option 3', exact: true }).fill('Fast answers');
    await dialog.getByRole('combobox', { name: 'Poll duration', exact: true }).selectOption({ label: '3 days' });
    await button(dialog, 'Preview').click();
    const preview = page.getByRole('dialog', { name: 'Post preview' });
    const poll = preview.getByRole('group', { name: 'Poll: Which habit matters most?' });
    await poll.getByText('Fast answers', { exact: true }).waitFor();
    await poll.getByText(/3 days left$/).waitFor();
    await preview
      .getByRole('region', { name: 'First comment' })
      .getByText('Tell us why in the comments.', { exact: true })
      .waitFor();
    await snapShot(page, 'edit-1-poll-preview');
    await button(preview, 'Close Preview').click();
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/scheduling\/post\//.test(r.url()));
    await button(dialog, 'Save Changes').click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      poll: {
        question: 'Which habit matters most?',
        options: ['Small changes', 'Clear descriptions', 'Fast answers'],
        duration_days: 3,
      },
      media_ids: [],
      first_comment: 'Tell us why in the comments.',
    });
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Poll', { exact: true }).waitFor();
    await snapShot(page, 'edit-2-card-poll');

    // Opened again, the editor holds the saved poll.
    await chooseFromMenu(page, card, 'Edit');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Option 3', exact: true }).inputValue()).toBe('Fast answers');
    expect(await dialog.getByRole('combobox', { name: 'Poll duration', exact: true }).inputValue()).toBe('3');
    expect(await attachButton(dialog, 'Poll').getAttribute('aria-pressed')).toBe('true');
  });

  it("shows the server's sentence for a file that is not an image, and previews an uploaded PDF's first page with its title and page count, then a link card", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, cadence.app.url, member);
    await page.goto(`${cadence.app.url}/quick-post`);
    await tabHeading(page, 'Quick Post').waitFor();
    await skipToCreate(page);
    await postBox(page).fill('Our review checklist, as one page.');

    // Under a slow upload link the image's progress shows, and Cancel takes it off the post.
    await attachButton(page, 'Images').click();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 96 * 1024,
    });
    await imagePicker(page).setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: makeNoisyPng(400, 300) });
    const bar = page.getByRole('progressbar', { name: 'Uploading image 1', exact: true });
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await snapShot(page, 'upload-progress');
    await page.getByRole('button', { name: 'Cancel the upload of image 1', exact: true }).click();
    await expect.poll(() => imageItems(page).count()).toBe(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Named and typed as a PNG, but text: the browser cannot tell, the server reads the bytes and refuses.
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/media' && r.request().method() === 'POST');
    await imagePicker(page).setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all\n'.repeat(20)),
    });
    const answer = await refused;
    expect(answer.status()).toBeGreaterThanOrEqual(400);
    expect(answer.status()).toBeLessThan(500);
    session.allowFailedResource('/api/media', answer.status());
    const sentence = ((await answer.json()) as { error: string }).error;
    await imageItems(page).first().getByRole('alert').getByText(sentence, { exact: true }).waitFor();
    await page.getByText('Remove the files that could not be uploaded.', { exact: true }).waitFor();
    expect(await button(page, 'Schedule').isDisabled()).toBe(true);
    await snapShot(page, 'refused-upload');

    // A document instead: asked first, since the refused image is still attached.
    await attachButton(page, 'Document').click();
    await button(page, 'Replace').click();
    await page
      .getByLabel('Choose a document', { exact: true })
      .and(page.locator('input[type=file]'))
      .setInputFiles({
        name: 'checklist.pdf',
        mimeType: 'application/pdf',
        buffer: makePdf('Review checklist'),
      });
    await page.getByText('checklist.pdf · 1 page', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Document title', exact: true }).fill('Review checklist');
    await button(page, 'Preview').click();
    const preview = page.getByRole('dialog', { name: 'Post preview' });
    const documentFigure = preview.getByRole('figure', { name: 'Document: Review checklist' });
    await documentFigure.getByText('1 page', { exact: true }).waitFor();
    // pdf.js draws the first page in the browser: the canvas holds the blue band of the PDF.
    const firstPage = documentFigure.getByRole('img', { name: 'First page of Review checklist' });
    await firstPage.waitFor({ timeout: 15_000 });
    const blue = await firstPage.evaluate((canvas: HTMLCanvasElement) => {
      const pixel = canvas.getContext('2d')!.getImageData(canvas.width / 2, 10, 1, 1).data;
      return [pixel[0], pixel[1], pixel[2]];
    });
    expect(blue[2]).toBeGreaterThan(200);
    expect(blue[0]).toBeLessThan(80);
    await snapShot(page, 'pdf-preview');
    await button(preview, 'Close Preview').click();

    // A link instead of the document: asked first, then its card in the preview.
    await attachButton(page, 'Link').click();
    await page.getByRole('alert').filter({ hasText: 'Replace the document with a link?' }).waitFor();
    await button(page, 'Replace').click();
    await page.getByRole('textbox', { name: 'Link', exact: true }).fill('https://www.example.com/review-checklist');
    await page.getByRole('textbox', { name: 'Link title', exact: true }).fill('The review checklist');
    await button(page, 'Preview').click();
    await preview.getByText('The review checklist', { exact: true }).waitFor();
    await preview.getByText('example.com', { exact: true }).waitFor();
    expect(await preview.getByRole('figure', { name: /^Document/ }).count()).toBe(0);
  });

  it("offers the writer's carousel outline for Tips & Tricks and its poll for Question & Answer", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, cadence.app.url, member);

    const writeDraft = async (format: string) => {
      await page.goto(`${cadence.app.url}/quick-post`);
      await tabHeading(page, 'Quick Post').waitFor();
      await chooseNicheAndFormat(page, 'Technology', format);
      await findTopics(page);
      await topicOptions(page).first().check();
      const [answer] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/api/content/generate-post'),
        button(page, 'Generate Content').click(),
      ]);
      await expectStep(page, 4);
      return ((await answer.json()) as { data: TGeneratePostResponse['data'] }).data;
    };

    // Tips & Tricks: the writer outlines a carousel from its own list; the maker opens on it.
    const tips = await writeDraft('Tips & Tricks');
    const outline = tips.carousel_outline;
    expect(outline, 'a Tips & Tricks draft comes with a carousel outline').toBeTruthy();
    await page.getByText(`The writer outlined a carousel of ${outline!.slides.length} slides.`, { exact: true }).waitFor();
    await button(page, 'Make the carousel').click();
    const maker = page.getByRole('dialog', { name: 'Carousel maker' });
    expect(await maker.getByRole('list', { name: 'Slides' }).getByRole('listitem').count()).toBe(outline!.slides.length);
    expect(await maker.getByRole('textbox', { name: 'Slide 1 heading' }).inputValue()).toBe(outline!.slides[0]!.heading);
    await snapShot(page, 'writer-outline');
    await button(maker, 'Cancel').click();

    // Question & Answer: the writer proposes a poll; "Add this poll" fills the poll editor.
    const question = await writeDraft('Question & Answer');
    const poll = question.poll;
    expect(poll, 'a Question & Answer draft comes with a poll').toBeTruthy();
    await button(page, 'Add this poll').click();
    expect(await page.getByRole('textbox', { name: 'Poll question', exact: true }).inputValue()).toBe(poll!.question);
    for (const [index, option] of poll!.options.entries())
      expect(await page.getByRole('textbox', { name: `Option ${index + 1}`, exact: true }).inputValue()).toBe(option);
    expect(await attachButton(page, 'Poll').getAttribute('aria-pressed')).toBe('true');
    await button(page, 'Preview').click();
    await page
      .getByRole('dialog', { name: 'Post preview' })
      .getByRole('group', { name: `Poll: ${poll!.question}` })
      .waitFor();
    await snapShot(page, 'writer-poll');
  });
});
