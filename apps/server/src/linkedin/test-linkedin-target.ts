import { rollingVersionWindow } from '@cadence/linkedin-sandbox/api-versions';
import { mountSandbox, prefix, signIn, type TestSandbox } from '@cadence/linkedin-sandbox/test-support';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { closedPort } from './closed-port';
import { LinkedInApiError, type LinkedInApiTarget } from './linkedin-posts-client';

/** For tests of the LinkedIn clients. */

export interface LinkedInSandboxUnderTest {
  readonly sandbox: TestSandbox;
  /** The sandbox's API as a client's target, at the newest version it serves. */
  readonly target: LinkedInApiTarget;
  /** Signs `email` in on the sandbox and gives the access token. */
  accessToken(email: string, scope?: string): Promise<string>;
}

/** Registers the hooks that run the LinkedIn sandbox on a loopback port for a test file, reset after each test. */
export function useLinkedInSandbox(): LinkedInSandboxUnderTest {
  let sandbox: TestSandbox | undefined;
  let target: LinkedInApiTarget | undefined;
  beforeAll(async () => {
    // The sandbox hands out upload URLs under its own base URL, so it must know its real port.
    const port = await closedPort();
    const apiBaseUrl = `http://127.0.0.1:${port}${prefix}`;
    sandbox = await mountSandbox({ baseUrl: apiBaseUrl });
    await sandbox.app.listen({ port, host: '127.0.0.1' });
    target = { apiBaseUrl, apiVersion: rollingVersionWindow(1).newest, timeoutMs: 2000 };
  });
  afterEach(() => sandbox?.controls.reset());
  afterAll(() => sandbox?.app.close());

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The LinkedIn sandbox has not started');
    return value;
  };
  return {
    get sandbox() {
      return started(sandbox);
    },
    get target() {
      return started(target);
    },
    accessToken: async (email, scope = 'openid profile email w_member_social') =>
      (await signIn(started(sandbox).app, { email, scope })).access_token,
  };
}

/** The LinkedInApiError a call fails with (the test fails if it succeeds or throws anything else). */
export async function failureOf(promise: Promise<unknown>): Promise<LinkedInApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LinkedInApiError);
  return error as LinkedInApiError;
}

export interface SeenRequest {
  method: string;
  url: string;
  body: string;
  headers: IncomingMessage['headers'];
}

export interface ScriptedServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  readonly base: string;
  /** The requests of the current test, in order. */
  readonly seen: SeenRequest[];
  /** How the server answers; each test sets its own (LinkedIn's documented answers). */
  answer: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;
}

/** Registers the hooks of a tiny HTTP server that records each request and answers as the test says. */
export function useScriptedServer(): ScriptedServer {
  let server: Server | undefined;
  let base: string | undefined;
  const scripted: ScriptedServer = {
    get base() {
      if (base === undefined) throw new Error('The scripted server has not started');
      return base;
    },
    seen: [],
    answer: () => undefined,
  };
  beforeAll(async () => {
    const listening = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        scripted.seen.push({
          method: request.method ?? '',
          url: request.url ?? '',
          body: body.toString('utf8'),
          headers: request.headers,
        });
        scripted.answer(request, body, response);
      });
    });
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    scripted.seen.length = 0;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return scripted;
}

/** Answers `status` with `body` as JSON. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
