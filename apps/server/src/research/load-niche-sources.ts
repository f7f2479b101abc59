import { z } from 'zod';
import { phraseTerm } from '../text/extract-terms';
import nicheSourcesJson from './data/niche-sources.json' with { type: 'json' };
import { SOURCE_KINDS, type Feed } from './topic-source';

const ZSource = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  kind: z.enum(SOURCE_KINDS),
  name: z.string().min(1),
  url: z.url().startsWith('https://'),
});

const ZNiche = z.object({
  name: z.string().min(1),
  aliases: z.array(z.string()).default([]),
  query: z.string().min(1),
  keywords: z.array(z.string()),
  sources: z.array(ZSource).min(1),
});

const ZNicheSources = z.object({
  niches: z.array(ZNiche),
  other: z.object({ keywords: z.array(z.string()), sources: z.array(ZSource).min(1) }),
});

type SourceEntry = z.infer<typeof ZSource>;

// Checked when the module loads, so a bad edit to the data file fails the start and the tests.
const catalog = ZNicheSources.parse(nicheSourcesJson);

export interface NicheProfile {
  /** The wizard's name for a known niche, else the member's own words. */
  name: string;
  known: boolean;
  /** The niche's vocabulary as terms (see text/extract-terms.ts), for relevance. */
  keywords: string[];
  query: string;
  sources: SourceEntry[];
}

export function slugify(text: string, maxLength = 60): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

const keyOf = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The niche as the data file knows it (by name or alias), or a search-only profile for any other. */
export function resolveNiche(niche: string): NicheProfile {
  const key = keyOf(niche);
  const entry =
    catalog.niches.find((n) => keyOf(n.name) === key) ?? catalog.niches.find((n) => n.aliases.some((a) => keyOf(a) === key));
  if (entry) {
    return {
      name: entry.name,
      known: true,
      keywords: vocabulary([...entry.keywords, entry.name]),
      query: entry.query,
      sources: entry.sources,
    };
  }
  const name = niche.trim();
  return {
    name,
    known: false,
    keywords: vocabulary([...catalog.other.keywords, name, ...name.split(/[\s,/&]+/)]),
    query: name,
    sources: catalog.other.sources,
  };
}

function vocabulary(phrases: string[]): string[] {
  return [...new Set(phrases.map(phraseTerm).filter((t): t is string => t !== null))];
}

export interface FeedPlanOptions {
  mode: 'live' | 'sandbox';
  newsSandboxBaseUrl: string;
}

/**
 * The feeds to read for a niche and sub-niche. Sources with a {query} are searched for the niche
 * and, when given, for the sub-niche too. A sub-niche or custom niche gets storage keys of its
 * own: what one member searched for never shows up in another member's topics.
 */
export function planFeeds(profile: NicheProfile, subNiche: string, options: FeedPlanOptions): Feed[] {
  const nicheKey = profile.known ? '' : `+${slugify(profile.name)}`;
  const subSlug = slugify(subNiche);
  const feeds: Feed[] = [];
  for (const source of profile.sources) {
    const base = { name: source.name, kind: source.kind, niche: profile.name };
    feeds.push({ ...base, sourceId: `${source.id}${nicheKey}`, url: fillQuery(source.url, profile.query) });
    if (subSlug && source.url.includes('{query}')) {
      feeds.push({ ...base, sourceId: `${source.id}${nicheKey}+${subSlug}`, url: fillQuery(source.url, subNiche.trim()) });
    }
  }
  if (options.mode === 'live') return feeds;
  return feeds.map((feed) => ({
    ...feed,
    // Sandbox items never mix with live ones should the deployment switch modes later.
    sourceId: `sandbox:${feed.sourceId}`,
    url: sandboxUrl(feed, profile, options.newsSandboxBaseUrl),
  }));
}

function fillQuery(template: string, query: string): string {
  return template.replaceAll('{query}', encodeURIComponent(query));
}

/**
 * The same request, answered by the news sandbox: the niche leads the path so the sandbox knows
 * which world to show, then the source's own path and query, so its parsers see real shapes.
 */
function sandboxUrl(feed: Feed, profile: NicheProfile, base: string): string {
  const url = new URL(feed.url);
  const niche = slugify(profile.name) || 'general';
  const root = `${base.replace(/\/+$/, '')}/${niche}`;
  switch (feed.kind) {
    case 'hacker-news':
      return `${root}/hn${url.pathname}${url.search}`;
    case 'reddit':
      return `${root}/reddit${url.pathname}${url.search}`;
    case 'google-news':
      return `${root}/google-news${url.pathname}${url.search}`;
    case 'rss':
    case 'atom':
      return `${root}/feeds/${feed.sourceId.replace(/^sandbox:/, '').split('+')[0]}.${feed.kind}`;
  }
}

/** Every niche in the data file with its sources, for checks and the benchmark. */
export function knownNiches(): string[] {
  return catalog.niches.map((n) => n.name);
}
