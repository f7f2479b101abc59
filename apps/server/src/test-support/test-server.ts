import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLinkedInSandbox, type RunningSandbox, type SandboxMember } from '@cadence/linkedin-sandbox';
import type { FastifyBaseLogger } from 'fastify';
import { SIGN_IN_COOKIE } from '../auth/browser-binding';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config/load-config';
import { closeDeps, createDeps } from '../create-deps';
import type { Deps } from '../deps';
import { createTestDatabase, type DatabaseKind } from './test-databases';

export const PUBLIC_URL = 'http://localhost:3999';
const CLIENT = { clientId: 'cadence-test', clientSecret: 'cadence-test-secret' };

export interface TestServer {
  app: App;
  deps: Deps;
  sandbox: RunningSandbox;
  /** The full LinkedIn sign-in, from authorize to session, as the browser would do it. */
  signIn(member?: Partial<SandboxMember>): Promise<SignedIn>;
  close(): Promise<void>;
}

export interface SignedIn {
  accessToken: string;
  refreshCookie: string;
  userId: string;
  email: string;
  linkedinId: string;
}

/**
 * The real app on a fresh database, talking over HTTP to a LinkedIn sandbox on its own loopback
 * port, exactly as it would talk to LinkedIn (configured with client credentials and base URLs).
 */
export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { loggerInstance?: FastifyBaseLogger } = {},
): Promise<TestServer> {
  const sandbox = await startLinkedInSandbox({
    secret: 'sandbox-test-secret',
    clients: [{ ...CLIENT, redirectUris: [`${PUBLIC_URL}/api/auth/linkedin/callback`] }],
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString('base64'),
    LINKEDIN_CLIENT_ID: CLIENT.clientId,
    LINKEDIN_CLIENT_SECRET: CLIENT.clientSecret,
    LINKEDIN_OAUTH_BASE_URL: `${sandbox.url}/oauth`,
    LINKEDIN_API_BASE_URL: sandbox.url,
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    ...env,
  });
  const testDatabase = await createTestDatabase(kind);
  const deps = await createDeps(config, { role: 'api', database: testDatabase.database });
  const app = await buildApp(deps, { webDistDir: path.join(dataDir, 'no-web'), loggerInstance: options.loggerInstance });
  await app.ready();

  const server: TestServer = {
    app,
    deps,
    sandbox,
    signIn: (member) => signIn(server, member),
    async close() {
      await app.close();
      await closeDeps(deps);
      await testDatabase.drop();
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * Follows the popup's journey: authorize → sandbox consent (Allow) → callback → session, carrying
 * the sign-in cookie from authorize to the callback and the exchange as the browser does.
 */
export async function signIn(server: TestServer, member: Partial<SandboxMember> = {}): Promise<SignedIn> {
  const { callback, cookies } = await approveOnLinkedIn(server, member);
  const back = await server.app.inject({ method: 'GET', url: callback.pathname + callback.search, cookies });
  if (back.statusCode !== 302) throw new Error(`callback answered ${back.statusCode}: ${back.body}`);
  const landing = new URL(back.headers.location as string);
  const code = landing.searchParams.get('code');
  if (!code) throw new Error(`no code in ${landing.href}`);
  const session = await server.app.inject({ method: 'POST', url: '/api/auth/session', payload: { code }, cookies });
  if (session.statusCode !== 200) throw new Error(`session answered ${session.statusCode}: ${session.body}`);
  const cookie = session.cookies.find((c) => c.name === 'cadence_refresh');
  const body = session.json() as { data: { access_token: string; user: { id: string; email: string } } };
  return {
    accessToken: body.data.access_token,
    refreshCookie: cookie!.value,
    userId: body.data.user.id,
    email: body.data.user.email,
    linkedinId: landing.searchParams.get('linkedin_id')!,
  };
}

/** LinkedIn's redirect to our callback, and the cookies of the browser that started the sign-in. */
export interface LinkedInReturn {
  callback: URL;
  cookies: { [SIGN_IN_COOKIE]: string };
}

/** Starts sign-in and answers the sandbox's consent page; returns LinkedIn's redirect to our callback. */
export async function approveOnLinkedIn(
  server: TestServer,
  member: Partial<SandboxMember> = {},
  decision: 'allow' | 'cancel' = 'allow',
): Promise<LinkedInReturn> {
  const start = await server.app.inject({
    method: 'GET',
    url: `/api/auth/linkedin/authorize?frontend_url=${encodeURIComponent(PUBLIC_URL)}`,
  });
  if (start.statusCode !== 302) throw new Error(`authorize answered ${start.statusCode}: ${start.body}`);
  const binding = start.cookies.find((c) => c.name === SIGN_IN_COOKIE)?.value;
  if (!binding) throw new Error('authorize set no sign-in cookie');
  const consentUrl = new URL(start.headers.location as string);
  const page = await fetch(consentUrl);
  const html = await page.text();
  const requestId = /name="request_id" value="([^"]+)"/.exec(html)?.[1];
  if (!requestId) throw new Error(`consent page without request id: ${html.slice(0, 300)}`);
  const decisionResponse = await fetch(new URL('authorization/decision', consentUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      request_id: requestId,
      name: member.name ?? 'Alex Morgan',
      email: member.email ?? 'alex.morgan@example.com',
      decision,
    }),
  });
  const location = decisionResponse.headers.get('location');
  if (!location) throw new Error(`consent decision answered ${decisionResponse.status} without a redirect`);
  return { callback: new URL(location), cookies: { [SIGN_IN_COOKIE]: binding } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
