import { fetchFeed } from './fetch-feed';
import { loadFeedStates, nextFetchAt, recordFetch, stateOf, type FeedState } from './feed-states';
import { parseFeed } from './parse-feed';
import { runtimeOf, type ResearchDeps, type ResearchRuntime } from './research-runtime';
import { storeItems } from './store-items';
import type { Feed } from './topic-source';

/** A feed that answered within this window still counts as live when it fails now. */
export const STALE_IF_ERROR_MS = 24 * 60 * 60_000;

export type FeedReport =
  | { feed: Feed; outcome: 'fetched'; items: number; note?: string }
  | { feed: Feed; outcome: 'not-modified' | 'cached' }
  | { feed: Feed; outcome: 'failed' | 'skipped'; error: string };

export interface RefreshResult {
  reports: FeedReport[];
  /** Feeds whose stored items are current enough to count as live data. */
  live: Feed[];
  /** Changes whenever the stored items of the live feeds may have: a key for memos. */
  version: string;
}

export interface RefreshOptions {
  now: Date;
  fetch?: typeof fetch;
}

/**
 * Brings the niche's feeds up to date: feeds inside their polite interval are not asked at all;
 * the others are fetched concurrently within the limits and the time budget. Never throws for a
 * source: each feed's outcome is reported instead.
 */
export async function refreshFeeds(deps: ResearchDeps, feeds: Feed[], options: RefreshOptions): Promise<RefreshResult> {
  const { now } = options;
  const states = await loadFeedStates(deps.database, feeds);
  const runtime = runtimeOf(deps);
  // Waiting in the queue counts too: the whole refresh ends within about two fetch time-outs.
  const budget = AbortSignal.timeout(deps.config.research.fetchTimeoutMs * 2);
  const reports = await Promise.all(
    feeds.map((feed): Promise<FeedReport> => {
      const state = stateOf(states, feed);
      if (state && state.nextFetchAt > now) return Promise.resolve({ feed, outcome: 'cached' });
      const key = `${feed.sourceId}\n${feed.url}`;
      const running = runtime.inFlight.get(key) as Promise<FeedReport> | undefined;
      if (running) return running;
      const started = refreshOne(deps, runtime, feed, state, { ...options, budget }).finally(() => runtime.inFlight.delete(key));
      runtime.inFlight.set(key, started);
      return started;
    }),
  );
  const live = feeds.filter((feed, i) => {
    const report = reports[i]!;
    if (report.outcome === 'fetched' || report.outcome === 'not-modified') return true;
    const lastSuccess = stateOf(states, feed)?.lastSuccessAt;
    return lastSuccess !== null && lastSuccess !== undefined && now.getTime() - lastSuccess.getTime() <= STALE_IF_ERROR_MS;
  });
  const version = feeds
    .map((feed, i) => {
      const report = reports[i]!;
      const at = report.outcome === 'fetched' || report.outcome === 'not-modified' ? now : stateOf(states, feed)?.lastSuccessAt;
      return live.includes(feed) ? `${feed.sourceId}@${at?.getTime() ?? 0}` : '';
    })
    .join(',');
  return { reports, live, version };
}

async function refreshOne(
  deps: ResearchDeps,
  runtime: ResearchRuntime,
  feed: Feed,
  state: FeedState | undefined,
  options: RefreshOptions & { budget: AbortSignal },
): Promise<FeedReport> {
  const { now } = options;
  const host = new URL(feed.url).host;
  let outcome;
  try {
    outcome = await runtime.limiter.run(
      host,
      () =>
        fetchFeed(feed, state?.validators ?? { etag: null, lastModified: null }, {
          timeoutMs: deps.config.research.fetchTimeoutMs,
          userAgent: `cadence:trend-research:1.0 (+${deps.config.publicUrl})`,
          signal: options.budget,
          fetch: options.fetch,
        }),
      options.budget,
    );
  } catch {
    // Still queued when the budget ran out: nothing was asked, so nothing is recorded.
    return { feed, outcome: 'skipped', error: 'not fetched: the request ran out of time' };
  }
  const failures = state?.failureCount ?? 0;
  if (outcome.kind === 'not-modified') {
    await recordFetch(
      deps.database,
      {
        feed,
        succeeded: true,
        status: 304,
        validators: outcome.validators,
        error: null,
        failureCount: 0,
        nextFetchAt: nextFetchAt(outcome, 0, now),
      },
      now,
    );
    return { feed, outcome: 'not-modified' };
  }
  const parsed = outcome.kind === 'fresh' ? parseFeed(feed.kind, outcome.body) : null;
  if (outcome.kind === 'failed' || !parsed || (parsed.items.length === 0 && parsed.problem)) {
    const error = outcome.kind === 'failed' ? outcome.error : (parsed?.problem ?? 'unreadable answer');
    const failureCount = failures + 1;
    await recordFetch(
      deps.database,
      {
        feed,
        succeeded: false,
        status: outcome.status,
        validators: null,
        error,
        failureCount,
        nextFetchAt: nextFetchAt(outcome.kind === 'failed' ? outcome : { kind: 'unreadable' }, failureCount, now),
      },
      now,
    );
    return { feed, outcome: 'failed', error };
  }
  const stored = await storeItems(deps.database, feed, parsed.items, now);
  await recordFetch(
    deps.database,
    {
      feed,
      succeeded: true,
      status: outcome.status,
      validators: outcome.validators,
      error: parsed.problem ?? null,
      failureCount: 0,
      nextFetchAt: nextFetchAt(outcome, 0, now),
    },
    now,
  );
  return parsed.problem
    ? { feed, outcome: 'fetched', items: stored, note: parsed.problem }
    : { feed, outcome: 'fetched', items: stored };
}
