import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startTestServer, type TestServer } from '../test-support/test-server';

describe('a page opened at another loopback name', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());
  const port = new URL(PUBLIC_URL).port;

  it('is sent to the same page at the public URL, where sign-in works', async () => {
    for (const host of [`127.0.0.1:${port}`, `[::1]:${port}`]) {
      const res = await server.app.inject({ method: 'GET', url: '/dashboard?tab=scheduled', headers: { host } });
      expect(res.statusCode, host).toBe(308);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/dashboard?tab=scheduled`);
    }
  });

  it('stays where it is at the public URL, and the API answers at any name', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/', headers: { host: new URL(PUBLIC_URL).host } });
    expect(page.statusCode).not.toBe(308);
    const health = await server.app.inject({ method: 'GET', url: '/api/health', headers: { host: `127.0.0.1:${port}` } });
    expect(health.statusCode).toBe(200);
  });

  it('moves nothing at another port or a name that is not loopback', async () => {
    for (const host of ['127.0.0.1:4000', 'cadence.example.com']) {
      const res = await server.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(res.statusCode, host).not.toBe(308);
    }
  });
});
