import type { TContentPerformance } from '@cadence/contract/analytics/content-performance';
import type { Deps } from '../../deps';
import { analysePerformance } from './analyse-performance';
import { readMeasuredPosts } from './read-measured-posts';

/** GET /api/analytics/performance: what worked in the member's last `days` days, in their zone. */
export async function getContentPerformance(
  deps: Pick<Deps, 'database'>,
  userId: string,
  days: number,
  now = new Date(),
): Promise<TContentPerformance> {
  const { db } = deps.database;
  const user = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirstOrThrow();
  const posts = await readMeasuredPosts(db, userId, days, now);
  return analysePerformance(posts, user.time_zone, days);
}
