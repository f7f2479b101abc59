import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createNewsSandbox, type NewsSandboxControls, type NewsSandboxOptions } from './news-sandbox.ts';

export interface StartNewsSandboxOptions extends NewsSandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
}

export interface RunningNewsSandbox {
  url: string;
  controls: NewsSandboxControls;
  /** The bearer token its `/__sandbox/*` routes want: the one given, or a generated one. */
  controlToken: string;
  close(): Promise<void>;
}

/** The news sandbox alone on a loopback port, for tests and the benchmark. */
export async function startNewsSandbox(options: StartNewsSandboxOptions = {}): Promise<RunningNewsSandbox> {
  const { port = 0, host = '127.0.0.1', controlToken = randomBytes(24).toString('base64url'), ...sandboxOptions } = options;
  const sandbox = createNewsSandbox({ ...sandboxOptions, controlToken });
  const app = Fastify({ logger: false });
  await app.register(sandbox.plugin);
  await app.listen({ port, host });
  const address = app.server.address() as AddressInfo;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return { url: `http://${urlHost}:${address.port}`, controls: sandbox.controls, controlToken, close: () => app.close() };
}
