import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../apps/server/src/writing/start-fake-openai-server';
import { useBrowser } from './support/browser';
import type { Member } from './support/cadence';
import {
  button,
  chooseNicheAndFormat,
  expectStep,
  findTopics,
  hashtagsBox,
  openQuickPost,
  postBox,
  topicOptions,
} from './support/quick-post';
import { startApp, type RunningApp } from './support/start-app';

const member: Member = { name: 'Streaming Member', email: 'streaming.member@example.com' };
const STOPPED_LINE = 'Stopped: the text written so far is kept as your draft to edit.';
const DRAFT =
  'Streaming drafts let a member watch the model write. Each sentence lands as it is written, so nobody stares at a spinner. ' +
  'When the text goes the wrong way, Stop keeps what is there and hands it over for editing. ' +
  'The final draft is still checked against LinkedIn limits before it is shown as finished.';

let app: RunningApp;
let fake: FakeOpenAIServer;

const session = useBrowser({ diagnostics: () => (app ? `server output (${app.logFile}):\n${app.output()}` : '') });

beforeAll(async () => {
  fake = await startFakeOpenAIServer();
  app = await startApp('streaming-draft', {
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake-stream-model',
      LLM_TIMEOUT_MS: '60000',
    },
  });
});

afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

beforeEach(() => {
  fake.reset();
  // Slow enough to watch: a few characters every 60 ms.
  fake.streaming = { pieceLength: 6, delayMs: 60 };
  fake.fallback = { kind: 'post', content: DRAFT, hashtags: ['streaming', 'writing'] };
});

/** Steps 1 to 3 with a trending topic, then 'Generate Content'. */
async function startDraft() {
  const { page } = session;
  await openQuickPost(page, app.url, member);
  await chooseNicheAndFormat(page, 'Technology', 'Industry Insight');
  await findTopics(page);
  await topicOptions(page).first().check();
  await button(page, 'Generate Content').click();
  await expectStep(page, 4);
}

describe('A draft from a language model, streamed', () => {
  it('fills the Create step as the model writes, read-only with Stop, then shows the validated draft', async () => {
    const { page } = session;
    await startDraft();
    const box = postBox(page);
    // Partway: some text, not all of it, not editable, with Stop on offer.
    await expect.poll(async () => (await box.inputValue()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const early = await box.inputValue();
    expect(early.length).toBeLessThan(DRAFT.length);
    expect(DRAFT.startsWith(early)).toBe(true);
    expect(await box.isEditable()).toBe(false);
    expect(await button(page, 'Stop').isVisible()).toBe(true);
    // It grows while we watch.
    await expect.poll(async () => (await box.inputValue()).length, { timeout: 15_000 }).toBeGreaterThan(early.length);

    // Done: the whole validated text and its hashtags, editable, no Stop.
    await expect.poll(() => box.inputValue(), { timeout: 30_000 }).toBe(DRAFT);
    await expect.poll(() => hashtagsBox(page).inputValue(), { timeout: 15_000 }).toBe('streaming, writing');
    await expect.poll(() => box.isEditable()).toBe(true);
    expect(await button(page, 'Stop').count()).toBe(0);
    expect(fake.requests.at(-1)?.body.stream).toBe(true);
  });

  it('Stop keeps the text written so far as an editable draft and stops the model', async () => {
    const { page } = session;
    await startDraft();
    const box = postBox(page);
    await expect.poll(async () => (await box.inputValue()).length, { timeout: 15_000 }).toBeGreaterThan(20);

    await button(page, 'Stop').click();
    await page.getByText(STOPPED_LINE, { exact: true }).waitFor();
    const kept = await box.inputValue();
    expect(kept.length).toBeGreaterThan(20);
    expect(kept.length).toBeLessThan(DRAFT.length);
    expect(DRAFT.startsWith(kept)).toBe(true);
    await expect.poll(() => fake.requests.at(-1)?.aborted === true, { timeout: 10_000 }).toBe(true);
    // Nothing more arrives, and the member can edit what is there.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await box.inputValue()).toBe(kept);
    expect(await box.isEditable()).toBe(true);
    await box.fill(`${kept} And the member finishes the thought.`);
    expect(await box.inputValue()).toBe(`${kept} And the member finishes the thought.`);
  });
});
