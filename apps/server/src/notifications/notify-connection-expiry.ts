import { sql } from 'kysely';
import type { Deps } from '../deps';
import { recordNotification } from './record-notification';

const DAY_MS = 86_400_000;

/**
 * LinkedIn tokens live 60 days with no refresh: warn 7 days and again 1 day before the member's
 * connection expires when a scheduled or planned post falls after that, and once when it has
 * expired or been revoked. Each warning is one event (its key names the connection's expiry), so
 * running this every hour tells each thing once.
 */
export async function notifyConnectionExpiry(deps: Pick<Deps, 'database' | 'config'>, now = new Date()): Promise<number> {
  const { db } = deps.database;
  // Each member's newest connection is the one their posts go to.
  const connections = await db
    .selectFrom('linkedin_connections as c')
    .select(['c.id', 'c.user_id', 'c.expires_at', 'c.revoked_at'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('linkedin_connections as newer')
            .select(sql`1`.as('one'))
            .whereRef('newer.user_id', '=', 'c.user_id')
            .whereRef('newer.created_at', '>', 'c.created_at'),
        ),
      ),
    )
    .where('c.expires_at', '<', new Date(now.getTime() + 7 * DAY_MS))
    .execute();
  let recorded = 0;
  for (const connection of connections) {
    const expiry = connection.expires_at.toISOString();
    if (connection.revoked_at !== null || connection.expires_at <= now) {
      const revoked = connection.revoked_at !== null;
      const id = await recordNotification(db, deps.config, {
        userId: connection.user_id,
        kind: 'connection_expired',
        eventKey: `connection-expired:${connection.id}`,
        title: revoked ? 'Your LinkedIn connection was revoked' : 'Your LinkedIn connection has expired',
        body: 'Cadence cannot publish to LinkedIn until you reconnect. Scheduled posts will fail until then.',
        link: '/automations',
      });
      if (id) recorded += 1;
      continue;
    }
    const affected = await db
      .selectFrom('posts')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('user_id', '=', connection.user_id)
      .where('status', 'in', ['pending', 'pending_content'])
      .where('scheduled_time', '>=', connection.expires_at)
      .executeTakeFirstOrThrow();
    const count = Number(affected.count);
    if (count === 0) continue;
    const withinDay = connection.expires_at.getTime() - now.getTime() <= DAY_MS;
    const id = await recordNotification(db, deps.config, {
      userId: connection.user_id,
      kind: 'connection_expiring',
      eventKey: `connection-expiring-${withinDay ? '1d' : '7d'}:${connection.id}:${expiry}`,
      title: withinDay ? 'Your LinkedIn connection expires tomorrow' : 'Your LinkedIn connection expires within a week',
      body: `It expires on ${expiry.slice(0, 10)} (UTC), before ${count === 1 ? '1 scheduled or planned post' : `${count} scheduled or planned posts`}. Reconnect LinkedIn in Cadence so they go out.`,
      link: '/automations',
    });
    if (id) recorded += 1;
  }
  return recorded;
}
