import { sql } from 'kysely';
import type { Database } from '../db/create-database';
import type { FetchOutcome, Validators } from './fetch-feed';
import type { Feed } from './topic-source';

/** Polite: a feed is asked again at most this often; stored items answer in between. */
export const MIN_REFETCH_MS = 10 * 60_000;
/** A failing feed is retried after 1, 2, 4… minutes, up to an hour. */
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;

export interface FeedState {
  sourceId: string;
  feedUrl: string;
  validators: Validators;
  lastSuccessAt: Date | null;
  failureCount: number;
  nextFetchAt: Date;
}

const feedKey = (sourceId: string, url: string) => `${sourceId}\n${url}`;

export async function loadFeedStates(database: Database, feeds: Feed[]): Promise<Map<string, FeedState>> {
  if (feeds.length === 0) return new Map();
  const rows = await database.db
    .selectFrom('topic_feed_states')
    .select(['source_id', 'feed_url', 'etag', 'last_modified', 'last_success_at', 'failure_count', 'next_fetch_at'])
    .where('source_id', 'in', [...new Set(feeds.map((f) => f.sourceId))])
    .execute();
  return new Map(
    rows.map((r) => [
      feedKey(r.source_id, r.feed_url),
      {
        sourceId: r.source_id,
        feedUrl: r.feed_url,
        validators: { etag: r.etag, lastModified: r.last_modified },
        lastSuccessAt: r.last_success_at,
        failureCount: r.failure_count,
        nextFetchAt: r.next_fetch_at,
      },
    ]),
  );
}

export function stateOf(states: Map<string, FeedState>, feed: Feed): FeedState | undefined {
  return states.get(feedKey(feed.sourceId, feed.url));
}

/** When the feed may be asked again, after this outcome. */
export function nextFetchAt(outcome: FetchOutcome | { kind: 'unreadable' }, failureCount: number, now: Date): Date {
  const retryAfter = 'retryAfterMs' in outcome ? (outcome.retryAfterMs ?? 0) : 0;
  const wait =
    outcome.kind === 'fresh' || outcome.kind === 'not-modified'
      ? MIN_REFETCH_MS
      : Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failureCount - 1), MAX_RETRY_MS);
  return new Date(now.getTime() + Math.max(wait, Math.min(retryAfter, 24 * 60 * 60_000)));
}

export interface FetchRecord {
  feed: Feed;
  succeeded: boolean;
  status: number | null;
  validators: Validators | null;
  error: string | null;
  failureCount: number;
  nextFetchAt: Date;
}

/** Keeps what the feed answered, so the next request is conditional and its timing polite. */
export async function recordFetch(database: Database, record: FetchRecord, now: Date): Promise<void> {
  const { feed } = record;
  await database.db
    .insertInto('topic_feed_states')
    .values({
      source_id: feed.sourceId,
      feed_url: feed.url,
      etag: record.validators?.etag ?? null,
      last_modified: record.validators?.lastModified ?? null,
      fetched_at: now,
      last_success_at: record.succeeded ? now : null,
      last_status: record.status,
      last_error: record.error,
      failure_count: record.failureCount,
      next_fetch_at: record.nextFetchAt,
    })
    .onConflict((oc) =>
      oc.columns(['source_id', 'feed_url']).doUpdateSet({
        // A failure keeps the validators of the last good answer.
        etag: record.succeeded ? (record.validators?.etag ?? null) : sql<string | null>`topic_feed_states.etag`,
        last_modified: record.succeeded
          ? (record.validators?.lastModified ?? null)
          : sql<string | null>`topic_feed_states.last_modified`,
        fetched_at: now,
        last_success_at: record.succeeded ? now : sql<Date | null>`topic_feed_states.last_success_at`,
        last_status: record.status,
        last_error: record.error,
        failure_count: record.failureCount,
        next_fetch_at: record.nextFetchAt,
      }),
    )
    .execute();
}
