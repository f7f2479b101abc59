import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { loadConfig } from './config/load-config';
import { closeDeps, createDeps, sandboxClientSecret } from './create-deps';
import type { Deps } from './deps';
import { createTestDatabase, type TestDatabase } from './test-support/test-databases';

const PUBLIC_URL = 'http://localhost:3998';

/** An access token from the mounted sandbox, through its own consent page and token endpoint. */
async function sandboxAccessToken(app: App, deps: Deps): Promise<string> {
  const { clientId, redirectUri } = deps.config.linkedin;
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'openid profile email w_member_social',
    state: 'state-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const page = await app.inject({ method: 'GET', url: `/sandbox/linkedin/oauth/v2/authorization?${query}` });
  const requestId = /name="request_id" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const form = (fields: Record<string, string>) => ({
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const decision = await app.inject({
    method: 'POST',
    url: '/sandbox/linkedin/oauth/v2/authorization/decision',
    ...form({ request_id: requestId, decision: 'allow', name: 'Alex Morgan', email: 'alex.morgan@example.com' }),
  });
  const code = new URL(String(decision.headers.location)).searchParams.get('code') ?? '';
  const token = await app.inject({
    method: 'POST',
    url: '/sandbox/linkedin/oauth/v2/accessToken',
    ...form({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      client_id: clientId,
      client_secret: sandboxClientSecret(deps.keys),
    }),
  });
  return (token.json() as { access_token: string }).access_token;
}

// Routing only, so PGlite alone: the database plays no part in what is mounted.
describe('the embedded default (no LinkedIn configured)', () => {
  let app: App;
  let deps: Deps;
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-embedded-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL,
      DATA_DIR: dataDir,
      SECRET_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'silent',
    });
    database = await createTestDatabase('pglite');
    deps = await createDeps(config, { role: 'api', database: database.database });
    app = await buildApp(deps, { webDistDir: path.join(dataDir, 'no-web') });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    if (deps) await closeDeps(deps);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('mounts both sandboxes', () => {
    expect(deps.config.linkedin.sandbox).toBe(true);
    expect(deps.config.research.sources).toBe('sandbox');
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)('answers %s on every sandbox control route with 404', async (method) => {
    const paths = [
      '/sandbox/linkedin/__sandbox/state',
      '/sandbox/linkedin/__sandbox/posts',
      '/sandbox/linkedin/__sandbox/revoke-all',
      '/sandbox/linkedin/__sandbox/reset',
      '/sandbox/linkedin/__sandbox/member',
      '/sandbox/linkedin/__sandbox/faults/posts.create',
      '/sandbox/linkedin/__sandbox/token-ttl',
      '/sandbox/news/__sandbox/state',
      '/sandbox/news/__sandbox/reset',
      '/sandbox/news/__sandbox/faults',
      '/sandbox/news/__sandbox/faults/*',
    ];
    for (const url of paths) {
      const body =
        method === 'GET' || method === 'DELETE' ? {} : { payload: '{}', headers: { 'content-type': 'application/json' } };
      expect((await app.inject({ method, url, ...body })).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('lets a cross-site text/plain POST to revoke-all change nothing', async () => {
    const token = await sandboxAccessToken(app, deps);
    const attack = await app.inject({
      method: 'POST',
      url: '/sandbox/linkedin/__sandbox/revoke-all',
      payload: 'x',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
    });
    expect(attack.statusCode).toBe(404);
    const userinfo = await app.inject({
      method: 'GET',
      url: '/sandbox/linkedin/v2/userinfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(userinfo.statusCode).toBe(200);
  });

  it('still serves the consent page, the OpenID discovery and the news feeds', async () => {
    const discovery = await app.inject({ method: 'GET', url: '/sandbox/linkedin/oauth/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json().issuer).toBe(`${PUBLIC_URL}/sandbox/linkedin/oauth`);
    expect(await sandboxAccessToken(app, deps)).toMatch(/\S{20,}/);
    expect((await app.inject({ method: 'GET', url: '/sandbox/news/technology/feeds/ars-technica.rss' })).statusCode).toBe(200);
  });
});
