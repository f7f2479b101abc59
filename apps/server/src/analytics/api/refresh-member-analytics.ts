import type { TRefreshAnalyticsResponse } from '@cadence/contract/analytics/post-analytics';
import type { Deps } from '../../deps';
import { openPostableConnection } from '../../posts/find-postable-connection';
import { analyticsClientFor, hasAnalyticsScope, measurePost } from './measure-post';

/** The member's newest published posts one refresh measures (five LinkedIn calls each). */
export const REFRESH_LIMIT = 50;

const IMPORT_HINT = 'Download your analytics from linkedin.com/analytics (Export) and import the file here to see your numbers.';
export const NOT_ENABLED_MESSAGE = `Cadence does not read post analytics from LinkedIn on this server. ${IMPORT_HINT}`;
export const REFUSED_MESSAGE = `LinkedIn did not give Cadence access to your post analytics. Sign in again to grant it, or: ${IMPORT_HINT}`;
export const heldMessage = (until: Date) =>
  `LinkedIn has asked Cadence to slow down: your numbers refresh again after ${until.toISOString().slice(11, 16)} UTC (midnight UTC). ${IMPORT_HINT}`;

type RefreshResult = TRefreshAnalyticsResponse['data'];

/**
 * POST /api/analytics/refresh: the member's newest published posts measured now, one after the
 * other. Answers `available: false` with a sentence when the server does not ask for the scope,
 * LinkedIn refused it, or LinkedIn throttled the member today; the schedule is left as it is.
 */
export async function refreshMemberAnalytics(
  deps: Pick<Deps, 'database' | 'config' | 'keys'>,
  userId: string,
): Promise<RefreshResult> {
  if (!deps.config.linkedin.postAnalytics) return { available: false, posts_refreshed: 0, message: NOT_ENABLED_MESSAGE };
  const { db } = deps.database;
  const connections = await db
    .selectFrom('linkedin_connections')
    .select(['id', 'scopes', 'analytics_held_until', 'analytics_refused_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  const now = new Date();
  const usable = connections.filter(
    (c) =>
      hasAnalyticsScope(c.scopes) &&
      c.analytics_refused_at === null &&
      (c.analytics_held_until === null || new Date(c.analytics_held_until) <= now),
  );
  if (usable.length === 0) {
    const held = connections.find((c) => c.analytics_held_until !== null && new Date(c.analytics_held_until) > now);
    return {
      available: false,
      posts_refreshed: 0,
      message: held ? heldMessage(new Date(held.analytics_held_until!)) : REFUSED_MESSAGE,
    };
  }
  const posts = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'connection_id', 'platform_post_id', 'post_url', 'published_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'published')
    .where('platform_post_id', 'is not', null)
    .where(
      'connection_id',
      'in',
      usable.map((c) => c.id),
    )
    .orderBy('published_at', 'desc')
    .limit(REFRESH_LIMIT)
    .execute();

  const client = analyticsClientFor(deps);
  const tokens = new Map<string, string | null>();
  let refreshed = 0;
  for (const post of posts) {
    const connectionId = post.connection_id!;
    if (!tokens.has(connectionId)) {
      tokens.set(connectionId, (await openPostableConnection(deps, connectionId))?.accessToken ?? null);
    }
    const accessToken = tokens.get(connectionId);
    if (!accessToken || post.published_at === null) continue;
    const outcome = await measurePost(
      deps,
      client,
      { ...post, connection_id: connectionId, platform_post_id: post.platform_post_id!, published_at: post.published_at },
      accessToken,
      now,
    );
    if (outcome.kind === 'measured') refreshed += 1;
    else if (outcome.kind === 'held')
      return { available: false, posts_refreshed: refreshed, message: heldMessage(outcome.until) };
    else if (outcome.kind === 'refused') return { available: false, posts_refreshed: refreshed, message: REFUSED_MESSAGE };
  }
  return {
    available: true,
    posts_refreshed: refreshed,
    message: refreshed === 1 ? 'Measured 1 post just now.' : `Measured ${refreshed} posts just now.`,
  };
}
