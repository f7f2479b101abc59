import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildLinkedInSandbox } from './sandbox-plugin.ts';
import type { SandboxControls, SandboxOptions } from './types.ts';

export interface StartSandboxOptions extends Omit<SandboxOptions, 'baseUrl'> {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Log each request with pino; off by default to keep test output quiet. */
  logger?: boolean;
}

export interface RunningSandbox {
  url: string;
  controls: SandboxControls;
  /** The bearer token its `/__sandbox/*` routes want: the one given, or a generated one. */
  controlToken: string;
  close(): Promise<void>;
}

function hostForUrl(host: string): string {
  // A wildcard address is not somewhere a browser can go; loopback is.
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The sandbox alone on its own port, for development and tests. */
export async function startLinkedInSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const {
    port = 0,
    host = '127.0.0.1',
    logger = false,
    controlToken = randomBytes(24).toString('base64url'),
    ...sandboxOptions
  } = options;
  let url = '';
  const sandbox = buildLinkedInSandbox({ ...sandboxOptions, controlToken }, () => url);
  const app = Fastify({ logger });
  await app.register(sandbox.plugin);
  await app.listen({ port, host });
  url = `http://${hostForUrl(host)}:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    controls: sandbox.controls,
    controlToken,
    close: async () => {
      await app.close();
    },
  };
}
