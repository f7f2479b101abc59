import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { closeDeps, createDeps } from '../../../create-deps';
import { createDatabase } from '../../../db/create-database';
import { openStream } from '../../../test-support/open-event-stream';
import { signInMember, type Member } from '../../../test-support/sign-in-member';
import { databaseKinds } from '../../../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../../../test-support/test-server';

/** Polls (bounded) until `done` holds: the server reacts to a closed connection asynchronously. */
async function eventually(done: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return done();
}

describe.each(databaseKinds)('a server stopping with open streams on %s', (kind) => {
  it('ends them and closes without waiting for the browsers', async () => {
    const server = await startTestServer(kind);
    let closed = false;
    try {
      const baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
      const alex = await signInMember(server, `events-close-${kind}`);
      const streams = [await openStream(baseUrl, alex.accessToken), await openStream(baseUrl, alex.accessToken)];
      for (const stream of streams) expect(await stream.waitFor(': connected')).toBe(true);
      await server.close();
      closed = true;
      for (const stream of streams) expect(await eventually(async () => stream.ended())).toBe(true);
    } finally {
      if (!closed) await server.close();
    }
  });
});

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
  /** The test's PostgreSQL database over connections of their own, as another process has them. */
  const connectAgain = async (poolSize: number) => {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db());
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name}`;
    return createDatabase({ kind: 'postgres', url: url.toString(), poolSize });
  };
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
    expect(alexStream.headers['content-type']).toContain('text/event-stream');
    expect(alexStream.headers['cache-control']).toBe('no-store');
    expect(alexStream.headers['content-encoding']).toBeUndefined();
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
    const other = await connectAgain(1);
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

  it('frees a closed tab’s place among the member’s five streams', async () => {
    const alex = await member();
    const streams = [];
    for (let i = 0; i < 5; i += 1) {
      const stream = await openStream(baseUrl, alex.accessToken);
      expect(await stream.waitFor(': connected')).toBe(true);
      streams.push(stream);
    }
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        server.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    const before = await connections();
    const [closedTab] = streams.splice(2, 1);
    closedTab?.close();
    expect(await eventually(async () => (await connections()) < before)).toBe(true);

    const sixth = await openStream(baseUrl, alex.accessToken);
    expect(await sixth.waitFor(': connected')).toBe(true);
    const post = await draftOf(alex);
    // Had the closed tab kept its place, the newest stream would have closed the oldest.
    for (const stream of [...streams, sixth]) expect(await stream.waitFor(post.id)).toBe(true);
    expect(streams.some((stream) => stream.ended())).toBe(false);
    for (const stream of [...streams, sixth]) stream.close();
  });

  it.runIf(kind === 'postgres')('closes its streams when the database connection came back, so browsers refetch', async () => {
    const alex = await member();
    const stream = await openStream(baseUrl, alex.accessToken);
    expect(await stream.waitFor(': connected')).toBe(true);
    // A database restart or failover ends the listening session.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN%'`.execute(db());
    expect(await eventually(async () => stream.ended())).toBe(true);

    const again = await openStream(baseUrl, alex.accessToken);
    expect(await again.waitFor(': connected')).toBe(true);
    const post = await draftOf(alex);
    expect(await again.waitFor(post.id)).toBe(true);
    again.close();
  });

  it('closes a session’s streams at once when it signs out, and only that session’s', async () => {
    const alex = await member();
    // The same member signed in on a second device: another session.
    const phone = await server.signIn({ name: 'Phone', email: alex.email });
    expect(phone.userId).toBe(alex.userId);
    const streams = [await openStream(baseUrl, alex.accessToken), await openStream(baseUrl, alex.accessToken)];
    const phoneStream = await openStream(baseUrl, phone.accessToken);
    for (const stream of [...streams, phoneStream]) expect(await stream.waitFor(': connected')).toBe(true);

    const signOut = await server.app.inject({
      method: 'DELETE',
      url: '/api/auth/session',
      headers: bearer(alex.accessToken),
      cookies: { cadence_refresh: alex.refreshCookie },
    });
    expect(signOut.statusCode).toBe(200);
    for (const stream of streams) expect(await eventually(async () => stream.ended(), 2_000)).toBe(true);
    // The phone's session goes on, and so does its stream.
    const post = await draftOf(alex);
    expect(await phoneStream.waitFor(post.id)).toBe(true);
    expect(phoneStream.ended()).toBe(false);
    expect(streams.some((stream) => stream.text().includes(post.id))).toBe(false);
    phoneStream.close();
  });

  it('closes the stream when a replayed refresh token ends its session', async () => {
    const alex = await member();
    const stream = await openStream(baseUrl, alex.accessToken);
    expect(await stream.waitFor(': connected')).toBe(true);
    const refresh = (cookie: string) =>
      server.app.inject({ method: 'POST', url: '/api/auth/session/refresh', cookies: { cadence_refresh: cookie } });
    expect((await refresh(alex.refreshCookie)).statusCode).toBe(200);
    // Rotating the token keeps the session, and the stream with it.
    expect(stream.ended()).toBe(false);
    await db()
      .updateTable('sessions')
      .set({ rotated_at: sql<Date>`now() - interval '1 hour'` })
      .where('user_id', '=', alex.userId)
      .execute();
    // The rotated-away token again, long after: someone copied it, and the session is revoked.
    expect((await refresh(alex.refreshCookie)).statusCode).toBe(401);
    expect(await eventually(async () => stream.ended(), 2_000)).toBe(true);
  });

  it.runIf(kind === 'postgres')('closes a stream held by this process when the session signs out on another', async () => {
    const alex = await member();
    const stream = await openStream(baseUrl, alex.accessToken);
    expect(await stream.waitFor(': connected')).toBe(true);
    // A second API process on the same database, with its own connections and stream hub.
    const deps = await createDeps(server.deps.config, { role: 'api', database: await connectAgain(2) });
    const other = await buildApp(deps, { webDistDir: server.deps.config.uploadDir });
    try {
      const signOut = await other.inject({
        method: 'DELETE',
        url: '/api/auth/session',
        headers: bearer(alex.accessToken),
        cookies: { cadence_refresh: alex.refreshCookie },
      });
      expect(signOut.statusCode).toBe(200);
      expect(await eventually(async () => stream.ended(), 2_000)).toBe(true);
    } finally {
      await other.close();
      await closeDeps(deps);
      stream.close();
    }
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
