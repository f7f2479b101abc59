import type { TermVector } from '../text/cosine-similarity';
import { clusterVectors, keyphrases, mergeClusters, similarityToCluster, tfidfVectors, type Cluster } from './cluster-items';
import type { TopicItem } from './topic-source';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** The trend window, and the week before it that serves as the baseline. */
export const RECENT_MS = DAY;
export const BASELINE_DAYS = 7;
export const LOOKBACK_MS = RECENT_MS + BASELINE_DAYS * DAY;

/**
 * Cosine similarity an item needs with a story's centroid to join it, and two stories' centroids
 * need to be joined. Tuned on the news sandbox's headline variants (only titles, no summaries):
 * lower thresholds start mixing stories, higher ones split a story in three.
 */
const CLUSTER_THRESHOLD = 0.25;
const MERGE_THRESHOLD = 0.25;

/** Terms (see text/extract-terms.ts) that describe what the member cares about. */
export interface RelevanceProfile {
  niche: string[];
  subNiche: string[];
  themes: Array<{ term: string; label: string; weight: number }>;
}

export interface TrendScores {
  velocity: number;
  volume: number;
  agreement: number;
  engagement: number;
  freshness: number;
  /** How strongly it is trending, 0-1. */
  trend: number;
  niche: number;
  subNiche: number | null;
  theme: number;
  /** How well it fits this member, 0-1. */
  relevance: number;
  /** trend × relevance²: the ranking key; squared so a loud story that merely brushes the niche sinks. */
  total: number;
}

export interface Trend {
  /** Most representative first. */
  items: TopicItem[];
  keyphrases: string[];
  /** Items in the last 24 h, and in the 7 days before. */
  recent: number;
  previous: number;
  recentOutlets: string[];
  outlets: string[];
  points: number;
  comments: number;
  engagementOutlets: string[];
  newest: Date;
  /** Items that mention the sub-niche. */
  subNicheItems: number;
  matchedThemes: string[];
  scores: TrendScores;
}

/**
 * Trends, best first: items grouped into stories (TF-IDF + centroid clustering), each scored on
 * how fast it is growing against its own baseline, how many outlets agree, engagement,
 * freshness and fit with the member. The score multiplies trend strength by the square of the
 * fit, so a loud story outside the niche sinks however loud it is.
 */
export function detectTrends(allItems: Array<TopicItem & Sighting>, profile: RelevanceProfile, now: Date): Trend[] {
  const items = dedupe(allItems.filter((i) => now.getTime() - i.publishedAt.getTime() <= LOOKBACK_MS));
  if (items.length === 0) return [];
  const { vectors, termSets } = tfidfVectors(items);
  const newestFirst = items.map((_, i) => i).sort((a, b) => items[b]!.publishedAt.getTime() - items[a]!.publishedAt.getTime());
  const clusters = mergeClusters(clusterVectors(vectors, newestFirst, CLUSTER_THRESHOLD), MERGE_THRESHOLD);
  return clusters
    .map((cluster) => describeCluster(cluster, items, vectors, termSets, profile, now))
    .sort((a, b) => b.scores.total - a.scores.total || b.newest.getTime() - a.newest.getTime());
}

/** When Cadence first saw an item (`topic_items.first_seen_at`); absent, it counts by its publication date. */
export interface Sighting {
  firstSeenAt?: Date;
  /** Found by its feed's first crawl: it was listed already, not new, so its first sighting says nothing. */
  seenOnFirstCrawl?: boolean;
}

/**
 * When an item counts as having appeared, for the last-24 h count and the week's baseline: when
 * Cadence first saw it, so a feed that lists only its latest items cannot make old news look
 * sudden, and a story's baseline is the history the crawl stored. Items the feed's first crawl
 * found, and items first seen more than a day after their date (missed while the crawl was down,
 * or listed late), count by their publication date instead.
 */
function appearedAt(item: TopicItem & Sighting): Date {
  const seen = item.firstSeenAt;
  if (!seen || item.seenOnFirstCrawl || seen.getTime() - item.publishedAt.getTime() > RECENT_MS) return item.publishedAt;
  return seen;
}

function describeCluster(
  cluster: Cluster,
  items: Array<TopicItem & Sighting>,
  vectors: TermVector[],
  termSets: Set<string>[],
  profile: RelevanceProfile,
  now: Date,
): Trend {
  const members = cluster.members;
  const age = (i: number) => now.getTime() - items[i]!.publishedAt.getTime();
  // Velocity counts an item from when it appeared to Cadence (see appearedAt), not the publisher's date.
  const recentMembers = members.filter((i) => now.getTime() - appearedAt(items[i]!).getTime() < RECENT_MS);
  const recent = recentMembers.length;
  const previous = members.length - recent;
  const baselinePerDay = previous / BASELINE_DAYS;
  const recentOutlets = distinct(recentMembers.map((i) => items[i]!.outlet));
  const engaged = recent > 0 ? recentMembers : members;
  const points = sum(engaged.map((i) => items[i]!.points ?? 0));
  const comments = sum(engaged.map((i) => items[i]!.comments ?? 0));
  const newestAge = Math.min(...members.map(age));

  // Each signal is scaled to 0-1; the caps are where more stops meaning more.
  const velocity = clamp(Math.log2((recent + 1) / (baselinePerDay + 1)) / 3); // 8× the baseline rate
  const volume = clamp(Math.log2(1 + recent) / Math.log2(13)); // a dozen stories in a day
  const agreement = clamp((recentOutlets.length - 1) / 4); // five outlets
  const engagement = clamp(Math.log10(1 + points + comments) / Math.log10(3001)); // 3,000 points + comments
  const freshness = 0.5 ** (Math.max(0, newestAge) / (12 * HOUR)); // halves every 12 h
  const trend = 0.3 * velocity + 0.2 * volume + 0.25 * agreement + 0.1 * engagement + 0.15 * freshness;

  const share = (wanted: Iterable<string>, termsForFullCredit = 1) =>
    coverage(members, termSets, new Set(wanted), termsForFullCredit).share;
  // Niche vocabulary is broad ("audience", "search"): one word in passing is half a match.
  const niche = 0.15 + 0.85 * share(profile.niche, 2);
  // A two-word sub-niche ("remote teams") is matched by both words or the phrase; one generic word is half.
  const subWords = profile.subNiche.filter((t) => !t.includes(' ')).length;
  const subCoverage = coverage(members, termSets, new Set(profile.subNiche), Math.min(2, Math.max(1, subWords)));
  const subNiche = profile.subNiche.length > 0 ? subCoverage.share : null;
  const themeMatches = profile.themes.map((t) => ({ theme: t, share: share([t.term]) })).filter((m) => m.share > 0);
  const theme = clamp(Math.max(0, ...themeMatches.map((m) => m.theme.weight * m.share)) * 1.5);
  const relevance = subNiche === null ? 0.85 * niche + 0.15 * theme : 0.65 * niche + 0.25 * subNiche + 0.1 * theme;

  const representativeness = (i: number) => {
    const item = items[i]!;
    const engagementBonus = Math.log10(1 + (item.points ?? 0) + (item.comments ?? 0)) / 60;
    const questionPenalty = /^(ask hn|tell hn|\[d\])/i.test(item.title) ? 0.1 : 0;
    return similarityToCluster(vectors[i]!, cluster) + engagementBonus - questionPenalty;
  };
  const rank = new Map(members.map((i) => [i, representativeness(i)]));
  const ordered = [...members].sort((a, b) => rank.get(b)! - rank.get(a)!);
  return {
    items: ordered.map((i) => items[i]!),
    keyphrases: keyphrases(cluster, 4),
    recent,
    previous,
    recentOutlets,
    outlets: distinct(members.map((i) => items[i]!.outlet)),
    points,
    comments,
    engagementOutlets: distinct(
      engaged.filter((i) => items[i]!.points !== null || items[i]!.comments !== null).map((i) => items[i]!.outlet),
    ),
    newest: new Date(now.getTime() - newestAge),
    subNicheItems: subCoverage.items,
    matchedThemes: themeMatches.sort((a, b) => b.share * b.theme.weight - a.share * a.theme.weight).map((m) => m.theme.label),
    scores: {
      velocity,
      volume,
      agreement,
      engagement,
      freshness,
      trend,
      niche,
      subNiche,
      theme,
      relevance,
      total: trend * relevance ** 2,
    },
  };
}

/**
 * Share of the story's items that mention the wanted terms (an item needs `full` of them for
 * full credit), and how many items mention them fully.
 */
function coverage(
  members: number[],
  termSets: Set<string>[],
  wanted: Set<string>,
  full: number,
): { share: number; items: number } {
  if (wanted.size === 0 || members.length === 0) return { share: 0, items: 0 };
  let credit = 0;
  let items = 0;
  for (const i of members) {
    let found = 0;
    for (const term of termSets[i]!) if (wanted.has(term) && ++found >= full) break;
    credit += found / full;
    if (found >= full) items++;
  }
  return { share: credit / members.length, items };
}

/**
 * One item per outlet and address: the same story fetched twice from one outlet (two searches
 * of the same site) counts once, while two outlets linking one article are two voices.
 */
function dedupe<T extends TopicItem>(items: T[]): T[] {
  const byKey = new Map<string, T>();
  for (const item of items) {
    const key = `${item.outlet}\n${normaliseUrl(item.url)}`;
    const existing = byKey.get(key);
    const weight = (i: TopicItem) => (i.points ?? 0) + (i.comments ?? 0);
    if (!existing || weight(item) > weight(existing)) byKey.set(key, item);
  }
  return [...byKey.values()];
}

function normaliseUrl(value: string): string {
  try {
    const url = new URL(value);
    for (const key of [...url.searchParams.keys()]) if (key.startsWith('utm_')) url.searchParams.delete(key);
    return `${url.host.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}${url.search}`.toLowerCase();
  } catch {
    return value;
  }
}

const clamp = (value: number) => Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const distinct = (values: string[]) => [...new Set(values)];
