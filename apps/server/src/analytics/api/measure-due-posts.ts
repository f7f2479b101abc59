import { sql } from 'kysely';
import type { Deps } from '../../deps';
import { openPostableConnection } from '../../posts/find-postable-connection';
import { ANALYTICS_SCOPE, analyticsClientFor, measurePost, type PostToMeasure } from './measure-post';
import { nextMeasurementAt } from './measurement-schedule';

/** Posts one run measures at most: five calls each, within LinkedIn's daily limits. */
export const MEASURE_BATCH = 25;
/** A claimed post is due again after this long if its worker dies before settling it. */
const CLAIM_LEASE = '15 minutes';
/** After a 5xx or a time-out: LinkedIn is having trouble, come back later. */
const RETRY_AFTER_MS = 30 * 60_000;

interface ClaimedPost extends PostToMeasure {
  /** When it was due before the claim: a post that was not measured goes back to it. */
  due_at: Date | string;
}

/**
 * Claims up to `limit` due posts: `FOR UPDATE SKIP LOCKED` plus a lease on metrics_next_at, so two
 * workers never fetch the same post, and a post whose worker dies is due again after the lease.
 * Only connections that granted r_member_postAnalytics, are live, not refused and not held.
 */
async function claimDuePosts(deps: Pick<Deps, 'database'>, limit: number): Promise<ClaimedPost[]> {
  const result = await sql<ClaimedPost>`
    WITH due AS (
      SELECT p.id, p.metrics_next_at AS due_at
      FROM posts p
      JOIN linkedin_connections c ON c.id = p.connection_id
      WHERE p.metrics_next_at <= now()
        AND p.status = 'published'
        AND p.platform_post_id IS NOT NULL
        AND c.revoked_at IS NULL
        AND c.expires_at > now()
        AND c.analytics_refused_at IS NULL
        AND (c.analytics_held_until IS NULL OR c.analytics_held_until <= now())
        AND c.scopes ~ ${`(^|[ ,])${ANALYTICS_SCOPE}([ ,]|$)`}
      ORDER BY p.metrics_next_at
      LIMIT ${limit}
      FOR UPDATE OF p SKIP LOCKED
    )
    UPDATE posts SET metrics_next_at = now() + ${sql.lit(CLAIM_LEASE)}::interval
    FROM due
    WHERE posts.id = due.id
    RETURNING posts.id, posts.user_id, posts.connection_id, posts.platform_post_id, posts.post_url,
      posts.published_at, due.due_at`.execute(deps.database.db);
  return result.rows;
}

/**
 * The job's work: measures the posts that are due, one row each, and sets each one's next time
 * (1 h, 6 h, 24 h, 3 d, 7 d, 30 d after publishing, then none). A connection LinkedIn throttles or
 * refuses stops being called for the rest of the run; its posts go back to their due time, so
 * nothing is lost. Without LINKEDIN_POST_ANALYTICS it does nothing.
 */
export async function measureDuePosts(
  deps: Pick<Deps, 'database' | 'config' | 'keys'>,
  limit = MEASURE_BATCH,
): Promise<{ measured: number }> {
  if (!deps.config.linkedin.postAnalytics) return { measured: 0 };
  const claimed = await claimDuePosts(deps, limit);
  const client = analyticsClientFor(deps);
  const stopped = new Set<string>();
  const tokens = new Map<string, string | null>();
  let measured = 0;
  for (const post of claimed) {
    const setNext = (next: Date | string | null, fetched = false) =>
      deps.database.db
        .updateTable('posts')
        .set({
          metrics_next_at: next,
          ...(fetched ? { metrics_fetches: sql<number>`metrics_fetches + 1` } : {}),
        })
        .where('id', '=', post.id)
        .execute();
    if (stopped.has(post.connection_id)) {
      await setNext(post.due_at);
      continue;
    }
    if (!tokens.has(post.connection_id)) {
      tokens.set(post.connection_id, (await openPostableConnection(deps, post.connection_id))?.accessToken ?? null);
    }
    const accessToken = tokens.get(post.connection_id);
    if (!accessToken) {
      // Sealed under another key: the member must sign in again, and the post waits for it.
      await setNext(new Date(Date.now() + RETRY_AFTER_MS));
      continue;
    }
    const outcome = await measurePost(deps, client, post, accessToken);
    if (outcome.kind === 'measured') {
      measured += 1;
      await setNext(nextMeasurementAt(new Date(post.published_at), new Date()), true);
    } else if (outcome.kind === 'held' || outcome.kind === 'refused') {
      stopped.add(post.connection_id);
      await setNext(post.due_at);
    } else if (outcome.kind === 'retry') {
      await setNext(new Date(Date.now() + RETRY_AFTER_MS));
    } else {
      await setNext(null);
    }
  }
  return { measured };
}
