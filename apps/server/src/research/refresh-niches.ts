import { knownNiches, planFeeds, resolveNiche } from './load-niche-sources';
import { refreshFeeds, type FeedReport } from './refresh-feeds';
import type { ResearchDeps } from './research-runtime';

export interface NicheRefresh {
  niche: string;
  reports: FeedReport[];
}

/**
 * Keeps the wizard's ten niches warm, so each topic's velocity compares against stored history
 * instead of whatever a feed still lists when a member first asks.
 *
 * Which niches: all ten, once any member exists. Cadence keeps no record of which niches members
 * asked for (`topic_feed_states.fetched_at` is written by this crawl too, so "asked in the last 14
 * days" would keep itself alive), and the ten share one bounded set of feeds (about 60, each asked
 * at most every 10 minutes, conditionally). Sub-niche and custom-niche searches are one member's
 * words under their own storage keys: they refresh when that member asks, as before.
 *
 * Same path as a member's request (`refreshFeeds`): polite interval, conditional requests,
 * per-host and global limits, back-off. One niche at a time, so each gets the whole time budget
 * and a member's request never waits behind ten niches of queued fetches.
 */
export async function refreshWizardNiches(
  deps: ResearchDeps,
  options: { now: Date; fetch?: typeof fetch },
): Promise<NicheRefresh[]> {
  const member = await deps.database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (!member) return [];
  const plan = { mode: deps.config.research.sources, newsSandboxBaseUrl: deps.config.research.newsSandboxBaseUrl };
  const results: NicheRefresh[] = [];
  for (const niche of knownNiches()) {
    const feeds = planFeeds(resolveNiche(niche), '', plan);
    const { reports } = await refreshFeeds(deps, feeds, options);
    results.push({ niche, reports });
  }
  return results;
}
