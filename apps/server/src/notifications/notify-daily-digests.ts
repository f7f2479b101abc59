import { sql } from 'kysely';
import type { Deps } from '../deps';
import { recordNotification } from './record-notification';

/**
 * Run every 15 minutes: members for whom it is now 08:xx in their own zone get the drafts digest
 * (only when drafts wait for review) and, on Mondays, the weekly summary (only when something was
 * published). The key names the member's local date, so each goes out once that day.
 */
export async function notifyDailyDigests(deps: Pick<Deps, 'database' | 'config'>, now = new Date()): Promise<number> {
  const { db } = deps.database;
  const at = sql`${now.toISOString()}::timestamptz`;
  const members = await db
    .selectFrom('users')
    .select(['id', sql<string>`to_char(${at} at time zone time_zone, 'YYYY-MM-DD')`.as('local_date')])
    .select(sql<number>`extract(isodow from ${at} at time zone time_zone)::int`.as('weekday'))
    .where(sql<boolean>`extract(hour from ${at} at time zone time_zone) = 8`)
    .execute();
  let recorded = 0;
  for (const member of members) {
    const drafts = await db
      .selectFrom('posts')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('user_id', '=', member.id)
      .where('status', '=', 'draft')
      .where('automation_slot', 'is not', null)
      .executeTakeFirstOrThrow();
    const count = Number(drafts.count);
    if (count > 0) {
      const id = await recordNotification(db, deps.config, {
        userId: member.id,
        kind: 'drafts_waiting',
        eventKey: `drafts-digest:${member.local_date}`,
        title: count === 1 ? '1 draft is waiting for your review' : `${count} drafts are waiting for your review`,
        body: 'Automation wrote them for your coming slots. Approve, edit or discard them in Scheduled Posts.',
        link: '/scheduled-posts',
      });
      if (id) recorded += 1;
    }
    if (member.weekday !== 1) continue;
    const published = await db
      .selectFrom('posts')
      .select(['content', 'published_at'])
      .where('user_id', '=', member.id)
      .where('status', '=', 'published')
      .where('published_at', '>', new Date(now.getTime() - 7 * 86_400_000))
      .orderBy('published_at')
      .execute();
    if (published.length === 0) continue;
    // What was published; no numbers until analytics exist (issue 29).
    const lines = published.map((post) => `• ${(post.content ?? '').replace(/\s+/g, ' ').trim().slice(0, 80)}`);
    const id = await recordNotification(db, deps.config, {
      userId: member.id,
      kind: 'weekly_summary',
      eventKey: `weekly-summary:${member.local_date}`,
      title: `Your week on LinkedIn: ${published.length === 1 ? '1 post' : `${published.length} posts`} published`,
      body: ['Published in the past 7 days:', ...lines].join('\n'),
      link: '/scheduled-posts',
    });
    if (id) recorded += 1;
  }
  return recorded;
}
