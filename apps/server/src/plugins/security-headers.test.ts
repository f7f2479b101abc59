import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';

describe.each(databaseKinds)('security headers on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('tells browsers and proxies to keep no copy of any API answer', async () => {
    const member = await server.signIn({ email: 'no-store@example.com' });
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/auth/profile', headers: bearer(member.accessToken) },
      { method: 'POST', url: '/api/auth/session/refresh', cookies: { cadence_refresh: member.refreshCookie } },
      { method: 'GET', url: '/api/linkedin/import-status', headers: bearer(member.accessToken) },
      { method: 'GET', url: '/api/health' },
      // Refusals and unknown paths too.
      { method: 'GET', url: '/api/auth/profile' },
      { method: 'GET', url: '/api/nope' },
    ];
    for (const request of requests) {
      const res = await server.app.inject(request);
      expect(res.headers['cache-control'], `${request.method} ${request.url}`).toBe('no-store');
    }
  });

  it('forbids framing with X-Frame-Options DENY, as frame-ancestors does, and sends no HSTS over http', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { PUBLIC_URL: 'https://cadence.example.com' });
  });
  afterAll(() => server?.close());

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
