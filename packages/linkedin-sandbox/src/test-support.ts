import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createLinkedInSandbox } from './sandbox-plugin.ts';
import type { SandboxControls, SandboxOptions } from './types.ts';

export const testClient = {
  clientId: 'cadence-test',
  clientSecret: 'test-client-secret',
  redirectUris: ['http://localhost:3000/api/auth/linkedin/callback'],
  name: 'Cadence',
};
export const redirectUri = 'http://localhost:3000/api/auth/linkedin/callback';
export const tokenSecret = 'test-token-secret-0123456789';
export const prefix = '/sandbox/linkedin';
export const baseUrl = `http://localhost:3000${prefix}`;
export const controlToken = 'test-control-token-0123456789';
export const controlHeaders = { authorization: `Bearer ${controlToken}` };

export interface TestSandbox {
  app: FastifyInstance;
  controls: SandboxControls;
}

/** The sandbox mounted under the Cadence server's prefix, with its controls behind `controlToken`. */
export async function mountSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const { plugin, controls } = createLinkedInSandbox({
    baseUrl,
    clients: [testClient],
    secret: tokenSecret,
    controlToken,
    ...options,
  });
  const app = Fastify();
  await app.register(plugin, { prefix });
  await app.ready();
  return { app, controls };
}

/**
 * One sandbox for the whole test file, reset after each test: cheaper than a fresh app per test
 * and it also proves that reset() really returns to a clean state.
 */
export function useSharedSandbox(): TestSandbox {
  const shared = {} as TestSandbox;
  beforeAll(async () => {
    Object.assign(shared, await mountSandbox());
  });
  afterEach(() => {
    shared.controls.reset();
  });
  afterAll(async () => {
    await shared.app.close();
  });
  return shared;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** An `undefined` override removes that parameter. */
export function authorizePath(overrides: Record<string, string | undefined> = {}): string {
  const params: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: testClient.clientId,
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    state: 'state-123',
    nonce: 'nonce-456',
    ...overrides,
  };
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return `${prefix}/oauth/v2/authorization?${query.toString()}`;
}

export function form(fields: Record<string, string>) {
  return { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

export function requestIdOf(html: string): string {
  const id = /name="request_id" value="([^"]+)"/.exec(html)?.[1];
  if (id === undefined) throw new Error('The consent page carries no request_id');
  return id;
}

/** Opens the consent page and presses a button, returning the redirect. */
export async function decide(
  app: FastifyInstance,
  decision: 'allow' | 'cancel',
  options: { query?: Record<string, string | undefined>; name?: string; email?: string } = {},
): Promise<URL> {
  const page = await app.inject({ method: 'GET', url: authorizePath(options.query) });
  if (page.statusCode !== 200) throw new Error(`Consent page answered ${page.statusCode}: ${page.body}`);
  const response = await app.inject({
    method: 'POST',
    url: `${prefix}/oauth/v2/authorization/decision`,
    ...form({
      request_id: requestIdOf(page.body),
      decision,
      name: options.name ?? 'Alex Morgan',
      email: options.email ?? 'alex.morgan@example.com',
    }),
  });
  if (response.statusCode !== 302) throw new Error(`Decision answered ${response.statusCode}: ${response.body}`);
  return new URL(String(response.headers.location));
}

export async function exchangeCode(app: FastifyInstance, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `${prefix}/oauth/v2/accessToken`,
    ...form({
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      client_id: testClient.clientId,
      client_secret: testClient.clientSecret,
      ...fields,
    }),
  });
}

/** A full sign-in through inject: consent, Allow, token exchange. */
export async function signIn(
  app: FastifyInstance,
  options: { scope?: string; name?: string; email?: string } = {},
): Promise<{ access_token: string; id_token: string; expires_in: number; scope: string }> {
  const { verifier, challenge } = pkcePair();
  const location = await decide(app, 'allow', {
    query: {
      ...(options.scope === undefined ? {} : { scope: options.scope }),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    },
    ...(options.name === undefined ? {} : { name: options.name }),
    ...(options.email === undefined ? {} : { email: options.email }),
  });
  const response = await exchangeCode(app, { code: location.searchParams.get('code') ?? '', code_verifier: verifier });
  if (response.statusCode !== 200) throw new Error(`Token endpoint answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

export async function userinfo(app: FastifyInstance, accessToken: string | undefined) {
  return app.inject({
    method: 'GET',
    url: `${prefix}/v2/userinfo`,
    headers: accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` },
  });
}

/** Calls one `/__sandbox/...` control route with the control token, as the test harness does. */
export function callControl(sandbox: TestSandbox, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown) {
  return sandbox.app.inject({
    method,
    url: `${prefix}/__sandbox${path}`,
    ...(body === undefined
      ? { headers: controlHeaders }
      : { payload: JSON.stringify(body), headers: { ...controlHeaders, 'content-type': 'application/json' } }),
  });
}
