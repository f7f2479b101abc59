import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one request. */
export type FakeBehaviour =
  | { kind: 'post'; content: string; hashtags: string[] }
  /** The assistant's text as is: prose, fenced JSON, JSON of the wrong shape. */
  | { kind: 'raw'; text: string }
  | { kind: 'slow'; ms: number }
  | { kind: 'status'; status: number; headers?: Record<string, string> };

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; messages?: Array<{ role: string; content: string }>; response_format?: unknown; seed?: number };
}

export interface FakeOpenAIServer {
  /** The base URL a client is configured with, ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Behaviours for the next requests, in order; after them, `fallback`. */
  queue(...behaviours: FakeBehaviour[]): void;
  fallback: FakeBehaviour;
  /** All the prompt text of the last request: system and user messages together. */
  lastPrompt(): string;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A tiny OpenAI-compatible server on 127.0.0.1 for tests: answers /v1/chat/completions in the real
 * OpenAI response shape, records each request, and can be told to misbehave.
 */
export async function startFakeOpenAIServer(): Promise<FakeOpenAIServer> {
  const pending: FakeBehaviour[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeOpenAIServer = {
    url: '',
    requests: [],
    fallback: { kind: 'post', content: 'A default post from the fake model.', hashtags: ['testing'] },
    queue: (...behaviours) => pending.push(...behaviours),
    lastPrompt: () => (fake.requests.at(-1)?.body.messages ?? []).map((m) => m.content).join('\n'),
    reset() {
      pending.length = 0;
      fake.requests.length = 0;
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
      fake.requests.push({ path: req.url, headers: req.headers, body });
      const behaviour = pending.shift() ?? fake.fallback;
      if (behaviour.kind === 'slow') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) sendCompletion(res, body.model, JSON.stringify({ content: 'Too late.', hashtags: [] }));
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
        behaviour.kind === 'raw' ? behaviour.text : JSON.stringify({ content: behaviour.content, hashtags: behaviour.hashtags });
      sendCompletion(res, body.model, text);
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

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
