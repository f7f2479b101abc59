import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from './create-mailer';
import { CLAIM_LEASE_SECONDS, deliverNotificationEmails } from './deliver-notification-emails';
import { notifyConnectionExpiry } from './notify-connection-expiry';
import { notifyDailyDigests } from './notify-daily-digests';
import { markFailed, markPublished } from '../posts/send-post-to-linkedin';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';
import { signInMember, type Member } from '../test-support/sign-in-member';

interface Received {
  raw: string;
}

/** A real SMTP server on a loopback port; `refuse` makes it answer 451 to every message. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (state.refuse) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        received.push({ raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, received, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

// Headers unfolded first: long ones are wrapped onto indented lines.
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: ?(.*)$`, 'mi').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let mailer: Mailer;
  let member: Member;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(kind, { SMTP_URL: smtp.url, MAIL_FROM: 'Cadence <cadence@example.com>' });
    mailer = createMailer(smtp.url, server.deps.config.notifications.mailFrom);
  });
  afterAll(async () => {
    mailer.close();
    await server.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
    smtp.state.refuse = false;
  });

  const db = () => server.deps.database.db;
  const deliver = () => deliverNotificationEmails(server.deps, mailer);
  const insertPost = (values: Record<string, unknown>) =>
    db()
      .insertInto('posts')
      .values({ user_id: member.userId, status: 'publishing', content: 'Ten lessons from shipping a queue', ...values })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('sends each kind by email with one-click unsubscribe and a plain-text part', async () => {
    member = await signInMember(server, 'notify');
    const failed = await insertPost({});
    await markFailed(
      server.deps,
      { id: failed.id, connectionId: null },
      { message: 'LinkedIn refused the post.', outcome: 'rejected', disconnect: false },
    );
    const shortened = await insertPost({});
    await markPublished(server.deps, shortened.id, { platformPostId: 'urn:li:share:1', postUrl: 'https://x', shortened: true });
    // The connection expires in 20 hours, before a scheduled post.
    const expiresAt = new Date(Date.now() + 20 * 3600_000);
    await db().updateTable('linkedin_connections').set({ expires_at: expiresAt }).where('user_id', '=', member.userId).execute();
    await insertPost({ status: 'pending', scheduled_time: new Date(expiresAt.getTime() + 3600_000) });
    expect(await notifyConnectionExpiry(server.deps)).toBe(1);
    // Monday 08:05 in the member's zone (UTC here), with a draft waiting and a post published.
    await insertPost({ status: 'draft', automation_slot: new Date(Date.now() + 86_400_000) });
    await db().updateTable('posts').set({ published_at: new Date() }).where('id', '=', shortened.id).execute();
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    monday.setUTCHours(8, 5, 0, 0);
    await db()
      .updateTable('posts')
      .set({ published_at: new Date(monday.getTime() - 86_400_000) })
      .where('id', '=', shortened.id)
      .execute();
    expect(await notifyDailyDigests(server.deps, monday)).toBe(2);
    // Revoked: the connection-expired kind.
    await db().updateTable('linkedin_connections').set({ revoked_at: new Date() }).where('user_id', '=', member.userId).execute();
    expect(await notifyConnectionExpiry(server.deps)).toBe(1);

    const report = await deliver();
    expect(report).toMatchObject({ sent: 6, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(6);
    const subjects = smtp.received.map((m) => header(m.raw, 'Subject'));
    expect(subjects).toEqual(
      expect.arrayContaining([
        'A post could not be published',
        'LinkedIn published a shorter post than you wrote',
        'Your LinkedIn connection expires tomorrow',
        '1 draft is waiting for your review',
        'Your week on LinkedIn: 1 post published',
        'Your LinkedIn connection was revoked',
      ]),
    );
    for (const { raw } of smtp.received) {
      expect(header(raw, 'To')).toBe(member.email);
      expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(header(raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3999\/api\/notifications\/unsubscribe\?token=.+>$/);
      expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(raw).toMatch(/Content-Type: text\/plain/i);
    }
    const failedMail = smtp.received.find((m) => header(m.raw, 'Subject') === 'A post could not be published')!.raw;
    // Quoted-printable: soft line breaks removed before reading the text.
    const failedText = failedMail.replace(/=\r?\n/g, '');
    expect(failedText).toContain('LinkedIn refused the post.');
    expect(failedText).toContain('Open Cadence: http://localhost:3999/scheduled-posts');

    // One-click unsubscribe, with no session: that kind stops, the others go on.
    const url = new URL(header(failedMail, 'List-Unsubscribe')!.slice(1, -1));
    const page = await server.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop these emails?');
    const oneClick = await server.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const forged = await server.app.inject({ method: 'POST', url: `${url.pathname}?token=${member.userId}.post_failed.AAAA` });
    expect(forged.statusCode).toBe(400);
    const settings = await server.app.inject({
      method: 'GET',
      url: '/api/notification-settings',
      headers: bearer(member.accessToken),
    });
    expect(settings.json().data).toMatchObject({ email_enabled: true, kinds: { post_failed: false, weekly_summary: true } });
  });

  it('does not notify a kind the member turned off', async () => {
    const off = await insertPost({});
    await markFailed(
      server.deps,
      { id: off.id, connectionId: null },
      { message: 'Refused again.', outcome: 'rejected', disconnect: false },
    );
    const rows = await db()
      .selectFrom('notifications')
      .select('id')
      .where('event_key', 'like', `post-failed:${off.id}:%`)
      .execute();
    expect(rows).toHaveLength(0);
    expect((await deliver()).sent).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('retries a refusing SMTP server with back-off and sends once when it recovers', async () => {
    await server.app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: bearer(member.accessToken),
      payload: { kinds: { post_failed: true } },
    });
    const post = await insertPost({});
    await markFailed(
      server.deps,
      { id: post.id, connectionId: null },
      { message: 'Refused.', outcome: 'rejected', disconnect: false },
    );
    smtp.state.refuse = true;
    expect(await deliver()).toMatchObject({ sent: 0, retrying: 1 });
    const [row] = await db()
      .selectFrom('notifications')
      .selectAll()
      .where('event_key', 'like', `post-failed:${post.id}:%`)
      .execute();
    expect(row).toMatchObject({ email_status: 'pending', email_attempts: 1 });
    expect(row!.email_next_attempt_at!.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is sent, even once the server is back.
    smtp.state.refuse = false;
    expect((await deliver()).sent).toBe(0);
    await db().updateTable('notifications').set({ email_next_attempt_at: new Date() }).where('id', '=', row!.id).execute();
    expect((await deliver()).sent).toBe(1);
    expect((await deliver()).sent).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('never sends twice after a crash between the send and its record', async () => {
    const post = await insertPost({});
    await markFailed(
      server.deps,
      { id: post.id, connectionId: null },
      { message: 'Crashed.', outcome: 'rejected', disconnect: false },
    );
    // The process dies right after the SMTP server accepted: its send never returns, so the row
    // stays claimed and is never marked sent.
    const dying: Mailer = { send: (email) => mailer.send(email).then(() => new Promise<void>(() => {})), close() {} };
    void deliverNotificationEmails(server.deps, dying);
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    const [row] = await db()
      .selectFrom('notifications')
      .selectAll()
      .where('event_key', 'like', `post-failed:${post.id}:%`)
      .execute();
    expect(row).toMatchObject({ email_status: 'sending', email_message_id: `<${row!.id}@localhost>` });
    // Before the lease ends another worker leaves the claim alone; after it, the claim is abandoned, not re-sent.
    expect(await deliver()).toMatchObject({ sent: 0, abandoned: 0 });
    await db()
      .updateTable('notifications')
      .set({ email_claimed_until: new Date(Date.now() - CLAIM_LEASE_SECONDS * 1000) })
      .where('id', '=', row!.id)
      .execute();
    expect(await deliver()).toMatchObject({ sent: 0, abandoned: 1 });
    expect(await deliver()).toMatchObject({ sent: 0, abandoned: 0 });
    expect(smtp.received).toHaveLength(1);
    const after = await db()
      .selectFrom('notifications')
      .select('email_status')
      .where('id', '=', row!.id)
      .executeTakeFirstOrThrow();
    expect(after.email_status).toBe('unknown');
  });
});

describe.each(databaseKinds)('notifications without SMTP on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('shows them in the bell, unread until read', async () => {
    const member = await signInMember(server, 'bell');
    const post = await server.deps.database.db
      .insertInto('posts')
      .values({ user_id: member.userId, status: 'publishing', content: 'A post' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await markFailed(
      server.deps,
      { id: post.id, connectionId: null },
      { message: 'LinkedIn refused the post.', outcome: 'rejected', disconnect: false },
    );
    const bell = await server.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(member.accessToken) });
    expect(bell.json().data).toMatchObject({
      unread_count: 1,
      notifications: [{ kind: 'post_failed', title: 'A post could not be published', link: '/scheduled-posts', read: false }],
    });
    const row = await server.deps.database.db.selectFrom('notifications').select('email_status').executeTakeFirstOrThrow();
    expect(row.email_status).toBe('none');
    const read = await server.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(member.accessToken),
      payload: {},
    });
    expect(read.json().data.unread_count).toBe(0);
    const settings = await server.app.inject({
      method: 'GET',
      url: '/api/notification-settings',
      headers: bearer(member.accessToken),
    });
    expect(settings.json().data.email_enabled).toBe(false);
  });
});
