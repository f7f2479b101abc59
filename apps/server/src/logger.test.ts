import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { databaseKinds } from './test-support/test-databases';
import { approveOnLinkedIn, startTestServer, type TestServer } from './test-support/test-server';

describe.each(databaseKinds)('request logs on %s', (kind) => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    server = await startTestServer(kind, {}, { loggerInstance: createLogger({ logLevel: 'info' }, 'cadence-test', capture) });
  });
  afterAll(() => server?.close());

  it('keep the path of sign-in requests but never their codes', async () => {
    const { callback, cookies } = await approveOnLinkedIn(server, { email: 'logged@example.com' });
    const linkedInCode = callback.searchParams.get('code')!;
    const back = await server.app.inject({ method: 'GET', url: callback.pathname + callback.search, cookies });
    const landing = new URL(back.headers.location as string);
    const loginCode = landing.searchParams.get('code')!;
    // The popup loads the app's /auth/callback page with the one-time code, then trades it.
    await server.app.inject({ method: 'GET', url: landing.pathname + landing.search });
    const session = await server.app.inject({ method: 'POST', url: '/api/auth/session', payload: { code: loginCode }, cookies });
    expect(session.statusCode).toBe(200);

    const log = lines.join('\n');
    expect(log).toContain('"url":"/api/auth/linkedin/callback?[redacted]"');
    expect(log).toContain('"url":"/auth/callback?[redacted]"');
    expect(log).toContain('"url":"/api/auth/session"');
    for (const secret of [linkedInCode, loginCode, 'logged@example.com', encodeURIComponent('logged@example.com')]) {
      expect(log).not.toContain(secret);
    }
  });

  it('keep the query of other requests', async () => {
    await server.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    expect(lines.join('\n')).toContain('"url":"/api/health?probe=1"');
  });
});
