import type { TTrendingTopic, ZTrendingTopicsRequestSchema } from '@cadence/contract/content/trending-topics';
import type { z } from 'zod';
import { describeTrend } from './describe-trend';
import { detectTrends, LOOKBACK_MS, type RelevanceProfile } from './detect-trends';
import { findMemberThemes, type MemberTheme } from './find-member-themes';
import { planFeeds, resolveNiche } from './load-niche-sources';
import { pickEvergreenTopics } from './pick-evergreen-topics';
import { refreshFeeds, type FeedReport } from './refresh-feeds';
import { runtimeOf, type ResearchDeps } from './research-runtime';
import { loadItems } from './store-items';
import { terms } from './tokenize';

export type TrendingTopicsRequest = z.output<typeof ZTrendingTopicsRequestSchema>;

/** The issue asks for 5-10 topics; eight fill the wizard's list without padding it. */
const MIN_TOPICS = 5;
const MAX_TOPICS = 8;
/** A story this weak is noise, not a trend; evergreen topics fill in instead. */
const MIN_TREND_SCORE = 0.01;
/** Below this fit a story shares no vocabulary with the niche, sub-niche or themes: off-niche. */
const MIN_RELEVANCE = 0.2;

/**
 * The seam for a language model: it may rewrite titles and descriptions (same order, same
 * count); the evidence, reasons and scores always stay those computed from the data.
 */
export type PolishTopics = (
  topics: TTrendingTopic[],
  context: { niche: string; subNiche: string; context: string },
) => Promise<Array<{ title: string; description: string }>>;

export interface FindTrendingTopicsOptions {
  now?: Date;
  fetch?: typeof fetch;
  polish?: PolishTopics;
}

export interface TrendingTopicsResult {
  topics: TTrendingTopic[];
  source: 'live' | 'fallback';
  /** What each feed did, for logs. */
  feeds: FeedReport[];
}

/** What is trending in the member's niche now, with the evidence; never fails because a source did. */
export async function findTrendingTopics(
  deps: ResearchDeps,
  userId: string,
  request: TrendingTopicsRequest,
  options: FindTrendingTopicsOptions = {},
): Promise<TrendingTopicsResult> {
  const now = options.now ?? new Date();
  const profile = resolveNiche(request.niche);
  const feeds = planFeeds(profile, request.sub_niche, {
    mode: deps.config.research.sources,
    newsSandboxBaseUrl: deps.config.research.newsSandboxBaseUrl,
  });
  const [refresh, themes] = await Promise.all([
    refreshFeeds(deps, feeds, { now, fetch: options.fetch }),
    findMemberThemes(deps.database, userId, runtimeOf(deps).memo),
  ]);
  const evergreen = (reason: 'unreachable' | 'quiet', count: number, exclude: string[] = []) =>
    pickEvergreenTopics({ profile, subNiche: request.sub_niche, themes, reason, count, exclude });

  if (refresh.live.length === 0) {
    return { topics: evergreen('unreachable', MAX_TOPICS), source: 'fallback', feeds: refresh.reports };
  }
  // Same stored items, same member themes, same minute: the answer is the same, so it is kept.
  const memoKey = JSON.stringify([
    profile.name,
    request.sub_niche,
    refresh.version,
    themes.map((t) => [t.term, t.weight]),
    Math.floor(now.getTime() / 60_000),
  ]);
  const memo = runtimeOf(deps).memo;
  let described = memo.get(memoKey) as TTrendingTopic[] | undefined;
  if (!described) {
    const items = await loadItems(deps.database, refresh.live, new Date(now.getTime() - LOOKBACK_MS));
    described = detectTrends(items, relevanceProfile(profile.keywords, request.sub_niche, themes), now)
      .filter((t) => t.scores.total >= MIN_TREND_SCORE && t.scores.relevance >= MIN_RELEVANCE)
      .slice(0, MAX_TOPICS)
      .map((trend) => describeTrend(trend, { subNiche: request.sub_niche, now }));
    memo.set(memoKey, described);
  }
  if (described.length === 0) {
    return { topics: evergreen('quiet', MAX_TOPICS), source: 'fallback', feeds: refresh.reports };
  }
  let topics = described;
  if (options.polish) topics = await polishSafely(options.polish, topics, request);
  if (topics.length < MIN_TOPICS) {
    const lowest = topics.at(-1)!.relevance_score;
    const fillers = evergreen(
      'quiet',
      MIN_TOPICS - topics.length,
      topics.map((t) => t.title),
    );
    // Below every live topic, so the list stays best first.
    topics = [
      ...topics,
      ...fillers.map((f, i) => ({ ...f, relevance_score: Math.max(0, Math.min(f.relevance_score, lowest - 0.1 * (i + 1))) })),
    ];
    topics = topics.map((t) => ({ ...t, relevance_score: Math.round(t.relevance_score * 10) / 10 }));
  }
  return { topics, source: 'live', feeds: refresh.reports };
}

function relevanceProfile(nicheTerms: string[], subNiche: string, themes: MemberTheme[]): RelevanceProfile {
  return { niche: nicheTerms, subNiche: [...new Set(terms(subNiche))], themes };
}

/** A failing or misbehaving polisher costs the polish, never the answer. */
async function polishSafely(
  polish: PolishTopics,
  topics: TTrendingTopic[],
  request: TrendingTopicsRequest,
): Promise<TTrendingTopic[]> {
  try {
    const polished = await polish(topics, { niche: request.niche, subNiche: request.sub_niche, context: request.context });
    if (polished.length !== topics.length) return topics;
    return topics.map((topic, i) => {
      const better = polished[i]!;
      return {
        ...topic,
        title: better.title?.trim() || topic.title,
        description: better.description?.trim() || topic.description,
      };
    });
  } catch {
    return topics;
  }
}
