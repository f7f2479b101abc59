import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { purgeExpiredRateLimitCounters } from '../jobs/purge-expired-rate-limit-counters';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';

const LIMIT = 4;
// A public API call (signed-in ones check the token first and answer 401 before counting).
const reference = (options: Partial<InjectOptions> = {}): InjectOptions => ({
  method: 'GET',
  url: '/api/openapi.json',
  ...options,
});
const profile = (options: Partial<InjectOptions> = {}): InjectOptions => ({
  method: 'GET',
  url: '/api/auth/profile',
  ...options,
});
const from = (remoteAddress: string, forwardedFor?: string): Partial<InjectOptions> => ({
  remoteAddress,
  headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
});

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  describe('with no proxy configured (TRUST_PROXY unset)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, { RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    });
    afterAll(() => server?.close());

    it('counts a client by its own address, whatever X-Forwarded-For it sends', async () => {
      const statuses = [];
      for (let i = 1; i <= LIMIT + 1; i++) {
        statuses.push((await server.app.inject(reference(from('203.0.113.10', `198.51.100.${i}`)))).statusCode);
      }
      expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    });

    it('answers 429 with a readable message in the app’s error shape and Retry-After', async () => {
      for (let i = 0; i < LIMIT; i++) await server.app.inject(reference(from('203.0.113.11')));
      const res = await server.app.inject(reference(from('203.0.113.11')));
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        success: false,
        error: expect.stringMatching(/^Too many requests\. Please wait (1 minute|\d+ seconds?) and try again\.$/),
        code: 'TOO_MANY_REQUESTS',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    });

    it('never limits the health check', async () => {
      const res = await server.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.10' });
      expect(res.statusCode).toBe(200);
    });

    it('shares the counts between two API processes on one database', async () => {
      const other = await buildApp(server.deps, { webDistDir: path.join(import.meta.dirname, 'no-web') });
      try {
        const client = from('203.0.113.20');
        const statuses = [];
        for (let i = 0; i < LIMIT / 2; i++) {
          statuses.push((await server.app.inject(reference(client))).statusCode);
          statuses.push((await other.inject(reference(client))).statusCode);
        }
        statuses.push((await other.inject(reference(client))).statusCode);
        expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
      } finally {
        await other.close();
      }
    });
    // PGlite keeps its counts in memory (one process only); PostgreSQL keeps them in the table.
    it.runIf(kind === 'postgres')('forgets counters whose window has ended, and keeps the running ones', async () => {
      await server.app.inject(reference(from('203.0.113.30')));
      await server.app.inject(reference(from('203.0.113.31')));
      const { db } = server.deps.database;
      await db
        .updateTable('rate_limit_counters')
        .set({ resets_at: sql<Date>`now() - interval '1 second'` })
        .where('key', '=', '203.0.113.30')
        .execute();
      await purgeExpiredRateLimitCounters.handle({}, server.deps, { id: 'test' });
      const keys = (await db.selectFrom('rate_limit_counters').select('key').execute()).map((row) => row.key);
      expect(keys).toContain('203.0.113.31');
      expect(keys).not.toContain('203.0.113.30');
    });
  });

  describe('behind one proxy (TRUST_PROXY=1)', () => {
    let server: TestServer;
    const PER_MEMBER = 3;
    beforeAll(async () => {
      server = await startTestServer(kind, {
        TRUST_PROXY: '1',
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        RATE_LIMIT_PER_MEMBER_PER_MINUTE: String(PER_MEMBER),
      });
    });
    afterAll(() => server?.close());

    it('counts each client the proxy names in X-Forwarded-For apart', async () => {
      const proxy = '10.0.0.1';
      for (let i = 1; i <= LIMIT + 1; i++) {
        expect((await server.app.inject(reference(from(proxy, `198.51.100.${i}`)))).statusCode).toBe(200);
      }
      const same = [];
      for (let i = 0; i < LIMIT; i++) same.push((await server.app.inject(reference(from(proxy, '198.51.100.1')))).statusCode);
      expect(same).toEqual([...Array(LIMIT - 1).fill(200), 429]);
    });

    it('limits a signed-in member per member, from whichever address they send', async () => {
      const member = await server.signIn({ email: 'rotating@example.com' });
      const statuses = [];
      for (let i = 1; i <= PER_MEMBER + 1; i++) {
        const res = await server.app.inject(
          profile({ remoteAddress: '10.0.0.1', headers: { ...bearer(member.accessToken), 'x-forwarded-for': `192.0.2.${i}` } }),
        );
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...Array(PER_MEMBER).fill(200), 429]);

      // Someone else behind the same address is not held back by that member.
      const neighbour = await server.signIn({ email: 'neighbour@example.com' });
      const res = await server.app.inject(
        profile({ remoteAddress: '10.0.0.1', headers: { ...bearer(neighbour.accessToken), 'x-forwarded-for': '192.0.2.50' } }),
      );
      expect(res.statusCode).toBe(200);
    });
  });
});
