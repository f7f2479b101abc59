import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one request. */
export type FakeBehaviour =
  /** A well-formed answer; `extra` adds fields beside the post (a carousel outline, a poll). */
  | { kind: 'post'; content: string; hashtags: string[]; extra?: Record<string, unknown> }
  /** The assistant's text as is: prose, fenced JSON, JSON of the wrong shape. */
  | { kind: 'raw'; text: string }
  | { kind: 'slow'; ms: number }
  | { kind: 'status'; status: number; headers?: Record<string, string> };

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    response_format?: unknown;
    seed?: number;
    stream?: boolean;
  };
  /** True once the client closed the connection before the answer was complete (an aborted stream). */
  aborted?: boolean;
}

export interface FakeOpenAIServer {
  /** The base URL a client is configured with, ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Behaviours for the next requests, in order; after them, `fallback`. */
  queue(...behaviours: FakeBehaviour[]): void;
  fallback: FakeBehaviour;
  /** For `stream: true` requests: how many characters each chunk carries, and the pause between chunks. */
  streaming: { pieceLength: number; delayMs: number };
  /** All the prompt text of the last request: system and user messages together. */
  lastPrompt(): string;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A tiny OpenAI-compatible server on 127.0.0.1 for tests: answers /v1/chat/completions in the real
 * OpenAI response shape (server-sent `chat.completion.chunk` events ending in `[DONE]` when asked to
 * stream), records each request, and can be told to misbehave.
 */
export async function startFakeOpenAIServer(): Promise<FakeOpenAIServer> {
  const pending: FakeBehaviour[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeOpenAIServer = {
    url: '',
    requests: [],
    fallback: { kind: 'post', content: 'A default post from the fake model.', hashtags: ['testing'] },
    streaming: { pieceLength: 12, delayMs: 0 },
    queue: (...behaviours) => pending.push(...behaviours),
    lastPrompt: () => (fake.requests.at(-1)?.body.messages ?? []).map((m) => m.content).join('\n'),
    reset() {
      pending.length = 0;
      fake.requests.length = 0;
      fake.streaming = { pieceLength: 12, delayMs: 0 };
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
        return sendJson(res, 404, { error: { message: 'Not found' } });
      const body = JSON.parse(raw) as RecordedRequest['body'];
      const recorded: RecordedRequest = { path: req.url, headers: req.headers, body };
      fake.requests.push(recorded);
      res.on('close', () => {
        if (!res.writableFinished) recorded.aborted = true;
      });
      const answer = (text: string) =>
        body.stream === true ? sendChunks(res, body.model, text, fake.streaming, timers) : sendCompletion(res, body.model, text);
      const behaviour = pending.shift() ?? fake.fallback;
      if (behaviour.kind === 'slow') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) answer(JSON.stringify({ content: 'Too late.', hashtags: [] }));
        }, behaviour.ms);
        timers.add(timer);
        return;
      }
      if (behaviour.kind === 'status') {
        return sendJson(
          res,
          behaviour.status,
          { error: { message: `Fake error ${behaviour.status}`, type: 'fake_error', code: null } },
          behaviour.headers,
        );
      }
      const text =
        behaviour.kind === 'raw'
          ? behaviour.text
          : JSON.stringify({ content: behaviour.content, hashtags: behaviour.hashtags, ...behaviour.extra });
      answer(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

function sendCompletion(res: ServerResponse, model: string | undefined, text: string) {
  sendJson(res, 200, {
    id: 'chatcmpl-fake-1',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model ?? 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content: text }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  });
}

/** The text as OpenAI streams it: a role chunk, content pieces, a finish chunk, a usage chunk, `[DONE]`. */
function sendChunks(
  res: ServerResponse,
  model: string | undefined,
  text: string,
  streaming: { pieceLength: number; delayMs: number },
  timers: Set<NodeJS.Timeout>,
) {
  const created = Math.floor(Date.now() / 1000);
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake-1', object: 'chat.completion.chunk', created, model: model ?? 'fake-model', choices, ...extra })}\n\n`;
  const choice = (delta: Record<string, unknown>, finish: string | null = null) => ({
    index: 0,
    delta,
    logprobs: null,
    finish_reason: finish,
  });
  const events = [chunk([choice({ role: 'assistant', content: '' })])];
  for (let i = 0; i < text.length; i += Math.max(1, streaming.pieceLength)) {
    events.push(chunk([choice({ content: text.slice(i, i + Math.max(1, streaming.pieceLength)) })]));
  }
  events.push(chunk([choice({}, 'stop')]));
  events.push(chunk([], { usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 } }));
  events.push('data: [DONE]\n\n');
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const next = (index: number) => {
    if (res.destroyed) return;
    if (index >= events.length) return void res.end();
    res.write(events[index]);
    if (streaming.delayMs <= 0) return next(index + 1);
    const timer = setTimeout(() => {
      timers.delete(timer);
      next(index + 1);
    }, streaming.delayMs);
    timers.add(timer);
  };
  next(0);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
