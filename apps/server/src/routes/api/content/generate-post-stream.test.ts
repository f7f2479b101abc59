import http, { type IncomingMessage } from 'node:http';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../../../test-support/test-server';
import { enforceLinkedInLimits } from '../../../writing/enforce-linkedin-limits';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../../writing/start-fake-openai-server';

const URL_PATH = '/api/content/generate-post/stream';
const body = (overrides: Record<string, unknown> = {}) => ({
  niche: 'Technology',
  sub_niche: 'developer tools',
  topic: 'Code review bots',
  format: 'Industry Insight',
  context: '',
  ...overrides,
});

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/** The server-sent events of a whole answer, in order. */
function parseEvents(text: string): StreamEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(databaseKinds)('POST /api/content/generate-post/stream with the offline writer on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await server.signIn({ email: 'offline.streamer@example.com' })).accessToken;
  });
  afterAll(() => server?.close());

  it('needs a signed-in member and a valid body, as generate-post does', async () => {
    const anonymous = await server.app.inject({ method: 'POST', url: URL_PATH, payload: body() });
    expect(anonymous.statusCode).toBe(401);
    const bad = await server.app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: bearer(token),
      payload: body({ format: 'Haiku' }),
    } as InjectOptions);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Unknown format "Haiku"/);
  });

  it('answers the whole draft as one done event, the same as generate-post', async () => {
    const streamed = await server.app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: bearer(token),
      payload: body({ seed: 11 }),
    } as InjectOptions);
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(streamed.body);
    expect(events.map((e) => e.event)).toEqual(['done']);
    const plain = await server.app.inject({
      method: 'POST',
      url: '/api/content/generate-post',
      headers: bearer(token),
      payload: body({ seed: 11 }),
    } as InjectOptions);
    expect(events[0]!.data).toEqual(plain.json());
    // generate-post itself answers an offline draft as JSON, even to a client that accepts events.
    const negotiated = await server.app.inject({
      method: 'POST',
      url: '/api/content/generate-post',
      headers: { ...bearer(token), accept: 'text/event-stream, application/json' },
      payload: body({ seed: 11 }),
    } as InjectOptions);
    expect(negotiated.headers['content-type']).toMatch(/^application\/json/);
    expect(negotiated.json()).toEqual(plain.json());
  });
});

describe.each(databaseKinds)('POST /api/content/generate-post/stream with a language model on %s', (kind) => {
  let fake: FakeOpenAIServer;
  let server: TestServer;
  let token: string;
  let baseUrl: string;
  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    server = await startTestServer(kind, {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: '3000',
    });
    token = (await server.signIn({ email: 'model.streamer@example.com' })).accessToken;
    baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  const stream = (payload: unknown) =>
    server.app.inject({ method: 'POST', url: URL_PATH, headers: bearer(token), payload } as InjectOptions);

  it('sends the text as it grows, then done with the validated and limited draft', async () => {
    const long = `${'Streaming drafts show the member what the model writes. '.repeat(70)}The end.`;
    fake.queue({ kind: 'post', content: long, hashtags: ['#DevTools', 'streaming'] });
    const res = await stream(body());
    expect(res.statusCode).toBe(200);
    expect(fake.requests[0]?.body.stream).toBe(true);
    const events = parseEvents(res.body);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(5);
    expect(events.at(-1)?.event).toBe('done');
    expect(events.filter((e) => e.event === 'done')).toHaveLength(1);
    // Each delta is the text so far: it only grows, and the last is the model's whole text.
    for (let i = 1; i < deltas.length; i++) expect(deltas[i]!.startsWith(deltas[i - 1]!)).toBe(true);
    expect(deltas.at(-1)).toBe(long);
    const done = events.at(-1)!.data as { success: boolean; data: Record<string, unknown> };
    const limited = enforceLinkedInLimits({ content: long, hashtags: ['#DevTools', 'streaming'] });
    expect(done.success).toBe(true);
    expect(done.data).toMatchObject({ content: limited.content, hashtags: limited.hashtags, voice: 'neutral' });
    expect(done.data.writer).toEqual({ kind: 'model', name: 'test-model' });
    expect((done.data.content as string).length).toBeLessThan(long.length);
  });

  it('streams from generate-post itself to a client that accepts server-sent events; JSON to everyone else', async () => {
    fake.queue({ kind: 'post', content: 'A draft streamed from the main route.', hashtags: ['ai'] });
    const streamed = await server.app.inject({
      method: 'POST',
      url: '/api/content/generate-post',
      headers: { ...bearer(token), accept: 'text/event-stream, application/json' },
      payload: body(),
    } as InjectOptions);
    expect(streamed.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(streamed.body);
    expect(events.some((e) => e.event === 'delta')).toBe(true);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { data: { content: 'A draft streamed from the main route.' } } });
    fake.queue({ kind: 'post', content: 'A draft as JSON.', hashtags: ['ai'] });
    const plain = await server.app.inject({
      method: 'POST',
      url: '/api/content/generate-post',
      headers: { ...bearer(token), accept: 'application/json' },
      payload: body(),
    } as InjectOptions);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.json()).toMatchObject({ success: true, data: { content: 'A draft as JSON.' } });
  });

  it('carries the proposed carousel outline or poll in its done event, as generate-post does', async () => {
    const tips = 'Review bots are here. Two things to check:\n- Who owns a wrong answer\n- What it costs\n\nWhat would you add?';
    fake.queue({ kind: 'post', content: tips, hashtags: [], extra: { carousel_outline: { title: null, slides: [] } } });
    const listed = parseEvents((await stream(body({ format: 'list' }))).body).at(-1)!;
    expect(listed.event).toBe('done');
    expect(listed.data.data).toMatchObject({
      poll: null,
      carousel_outline: {
        title: 'Review bots are here',
        slides: [
          { heading: 'Review bots are here', body: 'Two things to check' },
          { heading: 'Who owns a wrong answer' },
          { heading: 'What it costs' },
          { heading: 'What would you add?' },
        ],
      },
    });
    const poll = { question: 'Do you use a review bot?', options: ['Yes', 'No'] };
    fake.queue({ kind: 'post', content: 'Do review bots help?', hashtags: [], extra: { poll } });
    const asked = parseEvents((await stream(body({ format: 'question' }))).body).at(-1)!;
    expect(asked.data.data).toMatchObject({ carousel_outline: null, poll: { ...poll, duration_days: 7 } });
  });

  it('turns a model failure into an error event a member can read', async () => {
    fake.queue({ kind: 'status', status: 401 });
    const res = await stream(body());
    const events = parseEvents(res.body);
    expect(events.map((e) => e.event)).toEqual(['error']);
    expect(events[0]!.data).toMatchObject({ success: false, error: expect.stringMatching(/LLM_API_KEY/) });
  });

  it('turns output that is not a post into an error event', async () => {
    fake.queue({ kind: 'raw', text: 'As an AI language model, I would be happy to help!' });
    const events = parseEvents((await stream(body())).body);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { error: expect.stringMatching(/not a post/) } });
  });

  it('stops the model call when the member closes the connection', async () => {
    fake.streaming = { pieceLength: 4, delayMs: 60 };
    fake.queue({ kind: 'post', content: 'A slow draft that the member will stop halfway through writing it.', hashtags: [] });
    // node:http, so that destroy() drops the socket at once as a closed tab does (fetch keeps it for seconds).
    const payload = JSON.stringify(body());
    const request = http.request(`${baseUrl}${URL_PATH}`, {
      method: 'POST',
      agent: false,
      headers: { ...bearer(token), 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    });
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      request.on('response', resolve);
      request.on('error', reject);
      request.end(payload);
    });
    let received = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (received += chunk));
    response.on('error', () => {});
    await waitFor(() => received.includes('event: delta'));
    expect(received).not.toContain('event: done');
    response.destroy();
    await waitFor(() => fake.requests[0]?.aborted === true);
    expect(fake.requests).toHaveLength(1);
  });
});
