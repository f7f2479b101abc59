import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Deps } from '../../deps';
import { linkedInAnalyticsClient, type LinkedInAnalyticsClient } from '../../linkedin/linkedin-analytics-client';
import { LinkedInApiError } from '../../linkedin/linkedin-posts-client';
import { nextMidnightUtc } from './measurement-schedule';

export const ANALYTICS_SCOPE = 'r_member_postAnalytics';

/** LinkedIn lists granted scopes with commas; the standard uses spaces. */
export const hasAnalyticsScope = (scopes: string) => scopes.split(/[\s,]+/).includes(ANALYTICS_SCOPE);

export interface PostToMeasure {
  id: string;
  user_id: string;
  connection_id: string;
  platform_post_id: string;
  post_url: string | null;
  published_at: Date | string;
}

/**
 * What one measurement came to. `held` (429) and `refused` (403) are about the member's connection,
 * not the post: the caller stops calling for that connection.
 */
export type MeasureOutcome =
  | { kind: 'measured' }
  | { kind: 'held'; until: Date }
  | { kind: 'refused' }
  /** 5xx, time-out, connection lost: try this post again later. */
  | { kind: 'retry' }
  /** LinkedIn will never measure this post (deleted, not the member's, not a share or ugcPost). */
  | { kind: 'gone' };

export function analyticsClientFor(deps: Pick<Deps, 'config'>): LinkedInAnalyticsClient {
  const { apiBaseUrl, apiVersion, timeoutMs } = deps.config.linkedin;
  return linkedInAnalyticsClient({ apiBaseUrl, apiVersion, timeoutMs });
}

/**
 * Reads one post's five totals and keeps them as one post_metrics row (source 'api'). A 429 holds
 * every analytics call of the connection until midnight UTC; a 403 marks the scope refused until
 * the member signs in again. Neither loses anything: the caller leaves the post due.
 */
export async function measurePost(
  deps: Pick<Deps, 'database'>,
  client: LinkedInAnalyticsClient,
  post: PostToMeasure,
  accessToken: string,
  now: Date = new Date(),
): Promise<MeasureOutcome> {
  let totals;
  try {
    totals = await client.postTotals(accessToken, post.platform_post_id);
  } catch (error) {
    if (!(error instanceof LinkedInApiError)) throw error;
    return settleFailure(deps, post.connection_id, error, now);
  }
  await deps.database.db
    .insertInto('post_metrics')
    .values({
      user_id: post.user_id,
      post_id: post.id,
      platform_post_id: post.platform_post_id,
      post_url: post.post_url,
      published_at: post.published_at,
      source: 'api',
      measured_at: sql<Date>`now()`,
      impressions: totals.impressions,
      members_reached: totals.membersReached,
      reactions: totals.reactions,
      comments: totals.comments,
      reshares: totals.reshares,
      engagements: totals.reactions + totals.comments + totals.reshares,
    })
    .execute();
  return { kind: 'measured' };
}

async function settleFailure(
  deps: Pick<Deps, 'database'>,
  connectionId: string,
  error: LinkedInApiError,
  now: Date,
): Promise<MeasureOutcome> {
  const connection = (trx: Transaction<DB> | Pick<Deps, 'database'>['database']['db']) =>
    trx.updateTable('linkedin_connections').where('id', '=', connectionId);
  switch (error.reason) {
    case 'throttled': {
      const until = nextMidnightUtc(now);
      await connection(deps.database.db).set({ analytics_held_until: until }).execute();
      return { kind: 'held', until };
    }
    case 'forbidden':
      await connection(deps.database.db)
        .set({ analytics_refused_at: sql<Date>`now()` })
        .execute();
      return { kind: 'refused' };
    case 'not_found':
    case 'rejected':
      return { kind: 'gone' };
    default:
      // 401 (a dead token), 5xx, time-outs, an answer we cannot read: try again later.
      return { kind: 'retry' };
  }
}
