import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../db/create-database';
import { signInMember, type Member } from '../../../test-support/sign-in-member';
import { databaseKinds } from '../../../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../../../test-support/test-server';

interface OpenStream {
  status: number;
  contentType: string | null;
  /** Everything received so far. */
  text(): string;
  /** Waits (bounded) until the received text contains `needle`. */
  waitFor(needle: string, timeoutMs?: number): Promise<boolean>;
  close(): void;
}

/** A real HTTP request: inject would wait for a body that never ends. */
async function openStream(baseUrl: string, token: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/scheduling/events`, { headers: bearer(token), signal: controller.signal });
  let received = '';
  const decoder = new TextDecoder();
  const reader = response.body?.getReader();
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        received += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: () => received,
    async waitFor(needle, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (received.includes(needle)) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received.includes(needle);
    },
    close: () => controller.abort(),
  };
}

describe.each(databaseKinds)('live post changes and the member’s time zone on %s', (kind) => {
  let server: TestServer;
  let baseUrl: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => server?.close());

  const member = () => signInMember(server, `events-${kind}`);
  const db = () => server.deps.database.db;
  const draftOf = (who: Member) =>
    db()
      .insertInto('posts')
      .values({
        user_id: who.userId,
        connection_id: who.connectionId,
        status: 'draft',
        content: 'Live',
        scheduled_time: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('streams each change of a member’s posts to that member only', async () => {
    const alex = await member();
    const sam = await member();
    const alexStream = await openStream(baseUrl, alex.accessToken);
    const samStream = await openStream(baseUrl, sam.accessToken);
    expect(alexStream.status).toBe(200);
    expect(alexStream.contentType).toContain('text/event-stream');
    expect(await alexStream.waitFor(': connected')).toBe(true);
    expect(await samStream.waitFor(': connected')).toBe(true);

    const post = await draftOf(alex);
    await db().updateTable('posts').set({ status: 'cancelled' }).where('id', '=', post.id).execute();
    await db().deleteFrom('posts').where('id', '=', post.id).execute();
    expect(await alexStream.waitFor(`"post_id":"${post.id}","status":"deleted"`)).toBe(true);
    expect(alexStream.text()).toContain(`event: post\ndata: {"post_id":"${post.id}","status":"draft"}`);
    expect(alexStream.text()).toContain(`{"post_id":"${post.id}","status":"cancelled"}`);
    expect(samStream.text()).not.toContain(post.id);
    alexStream.close();
    samStream.close();
  });

  it('refuses a stream without a session', async () => {
    const response = await fetch(`${baseUrl}/api/scheduling/events`);
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });

  it.runIf(kind === 'postgres')('carries a change made by another process’s connection', async () => {
    const alex = await member();
    const stream = await openStream(baseUrl, alex.accessToken);
    expect(await stream.waitFor(': connected')).toBe(true);
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db());
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name}`;
    const other = await createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      const post = await other.db
        .insertInto('posts')
        .values({
          user_id: alex.userId,
          connection_id: alex.connectionId,
          status: 'draft',
          content: 'From a worker',
          scheduled_time: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await stream.waitFor(post.id)).toBe(true);
    } finally {
      await other.close();
      stream.close();
    }
  });

  it('keeps at most five streams per member, closing the oldest', async () => {
    const alex = await member();
    const streams = [];
    for (let i = 0; i < 6; i += 1) {
      const stream = await openStream(baseUrl, alex.accessToken);
      expect(await stream.waitFor(': connected')).toBe(true);
      streams.push(stream);
    }
    const post = await draftOf(alex);
    expect(await streams[5]?.waitFor(post.id)).toBe(true);
    expect(await streams[1]?.waitFor(post.id)).toBe(true);
    expect(streams[0]?.text()).not.toContain(post.id);
    // The last stream stays open: closing the app must end it rather than wait for it.
    for (const stream of streams.slice(0, 5)) stream.close();
  });

  it('stores the browser’s IANA time zone on the profile and refuses anything else', async () => {
    const alex = await member();
    const put = (time_zone: unknown) =>
      server.app.inject({ method: 'PUT', url: '/api/auth/time-zone', headers: bearer(alex.accessToken), payload: { time_zone } });
    const profile = async () =>
      (await server.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(alex.accessToken) })).json().data;
    expect((await profile()).time_zone).toBe('UTC');
    const ok = await put('America/New_York');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, data: { time_zone: 'America/New_York' } });
    expect((await profile()).time_zone).toBe('America/New_York');
    for (const bad of ['Mars/Olympus', '', 42, 'x'.repeat(80)]) {
      const res = await put(bad);
      expect(res.statusCode, String(bad)).toBe(400);
    }
    expect((await put('Atlantis/Capital')).json().error).toContain('time_zone must be an IANA time zone such as Europe/Paris');
    expect((await profile()).time_zone).toBe('America/New_York');
    const anonymous = await server.app.inject({ method: 'PUT', url: '/api/auth/time-zone', payload: { time_zone: 'UTC' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
