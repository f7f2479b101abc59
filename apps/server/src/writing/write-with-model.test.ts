import type { LanguageModel } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../config/load-config';
import { AppError } from '../errors/app-error';
import { createLanguageModel } from './create-language-model';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './start-fake-openai-server';
import { writeWithModel } from './write-with-model';

const prompt = { system: 'You write LinkedIn posts.', user: 'Topic: testing' };
const options = { timeoutMs: 2000, retryDelayMs: 5 };
const writer = (settings: Partial<Config['writer']>): Config['writer'] => ({
  provider: 'offline',
  model: undefined,
  apiKey: undefined,
  baseUrl: undefined,
  timeoutMs: 2000,
  ...settings,
});

describe('writing with a language model (OpenAI-compatible server on 127.0.0.1)', () => {
  let fake: FakeOpenAIServer;
  let model: LanguageModel;
  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    model = createLanguageModel(
      writer({ provider: 'openai-compatible', model: 'test-model', baseUrl: fake.url, apiKey: 'local-key' }),
    )!;
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake.reset());

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('asks for a JSON-schema answer and returns the validated draft', async () => {
    fake.queue({ kind: 'post', content: 'A real post.', hashtags: ['ai'] });
    expect(await writeWithModel(model, prompt, { ...options, seed: 7 })).toEqual({ content: 'A real post.', hashtags: ['ai'] });
    const [request] = fake.requests;
    expect(request?.body.model).toBe('test-model');
    expect(request?.headers.authorization).toBe('Bearer local-key');
    expect(request?.body.seed).toBe(7);
    expect(request?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'linkedin_post' } });
    expect(fake.lastPrompt()).toContain('Topic: testing');
  });

  it('recovers a draft a local model wrapped in a Markdown fence', async () => {
    fake.queue({ kind: 'raw', text: 'Here you go:\n```json\n{"content": "Fenced post.", "hashtags": []}\n```' });
    expect(await writeWithModel(model, prompt, options)).toEqual({ content: 'Fenced post.', hashtags: [] });
  });

  it('refuses malformed output with a clear error', async () => {
    fake.queue({ kind: 'raw', text: 'Sure! Here is a great LinkedIn post about testing.' });
    const error = await failure(writeWithModel(model, prompt, options));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe('The writing model answered with something that is not a post. Please try again.');
    fake.queue({ kind: 'raw', text: '{"text": "wrong shape"}' });
    expect((await failure(writeWithModel(model, prompt, options))).code).toBe('BAD_GATEWAY');
  });

  it('asks for the proposals its prompt names in the same JSON schema, and only those', async () => {
    const properties = () =>
      Object.keys(
        (fake.requests.at(-1)?.body.response_format as { json_schema: { schema: { properties: object } } }).json_schema.schema
          .properties,
      );
    const outline = { title: null, slides: [{ heading: 'One', body: null }] };
    fake.queue({ kind: 'post', content: 'Tips.', hashtags: [], extra: { carousel_outline: outline } });
    expect(await writeWithModel(model, { ...prompt, proposals: { carousel: true, poll: false } }, options)).toEqual({
      content: 'Tips.',
      hashtags: [],
      carousel_outline: outline,
    });
    expect(properties()).toEqual(['content', 'hashtags', 'carousel_outline']);
    fake.queue({ kind: 'post', content: 'A question?', hashtags: [], extra: { poll: null } });
    expect(await writeWithModel(model, { ...prompt, proposals: { carousel: false, poll: true } }, options)).toEqual({
      content: 'A question?',
      hashtags: [],
      poll: null,
    });
    expect(properties()).toEqual(['content', 'hashtags', 'poll']);
    await writeWithModel(model, prompt, options);
    expect(properties()).toEqual(['content', 'hashtags']);
  });

  it('keeps the post when a proposal comes back in the wrong shape, the proposal left to be checked', async () => {
    fake.queue({ kind: 'post', content: 'Still a post.', hashtags: ['ai'], extra: { carousel_outline: 'slide one, slide two' } });
    expect(await writeWithModel(model, { ...prompt, proposals: { carousel: true, poll: false } }, options)).toEqual({
      content: 'Still a post.',
      hashtags: ['ai'],
      carousel_outline: 'slide one, slide two',
    });
  });

  it('retries a rate limit and a server error, then succeeds', async () => {
    fake.queue(
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '10' } },
      { kind: 'status', status: 503 },
      { kind: 'post', content: 'Third time.', hashtags: [] },
    );
    expect((await writeWithModel(model, prompt, options)).content).toBe('Third time.');
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up on a lasting rate limit with a message a person can act on', async () => {
    fake.fallback = { kind: 'status', status: 429 };
    try {
      const error = await failure(writeWithModel(model, prompt, options));
      expect(error.code).toBe('SERVICE_UNAVAILABLE');
      expect(error.message).toBe('The writing model is busy right now (rate limited). Please try again in a minute.');
      expect(fake.requests).toHaveLength(3);
    } finally {
      fake.fallback = { kind: 'post', content: 'Back to normal.', hashtags: [] };
    }
  });

  it('does not wait for a Retry-After beyond the time budget', async () => {
    fake.queue({ kind: 'status', status: 429, headers: { 'retry-after': '120' } });
    const started = Date.now();
    expect((await failure(writeWithModel(model, prompt, options))).code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a model that does not answer', async () => {
    fake.queue({ kind: 'slow', ms: 5000 });
    const started = Date.now();
    const error = await failure(writeWithModel(model, prompt, { ...options, timeoutMs: 300 }));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('The writing model did not answer in time. Please try again.');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('explains refused credentials and unknown models without retrying', async () => {
    fake.queue({ kind: 'status', status: 401 });
    expect((await failure(writeWithModel(model, prompt, options))).message).toMatch(/check LLM_API_KEY/);
    fake.queue({ kind: 'status', status: 404 });
    expect((await failure(writeWithModel(model, prompt, options))).message).toMatch(/check LLM_MODEL/);
    expect(fake.requests).toHaveLength(2);
  });

  it('says so when the server cannot be reached', async () => {
    const gone = createLanguageModel(writer({ provider: 'openai-compatible', model: 'm', baseUrl: 'http://127.0.0.1:9/v1' }))!;
    const error = await failure(writeWithModel(gone, prompt, options));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toMatch(/could not be reached/);
  });

  it('builds no model for the offline composer', () => {
    expect(createLanguageModel(writer({ provider: 'offline' }))).toBeNull();
    expect(createLanguageModel(writer({ provider: 'anthropic', model: 'claude-x', apiKey: 'k' }))).not.toBeNull();
    expect(createLanguageModel(writer({ provider: 'openai', model: 'gpt-x', apiKey: 'k' }))).not.toBeNull();
  });
});
