import { genericCorpus, NICHE_CORPORA, OFFTOPIC_STORIES, type NicheCorpus, type Story } from './news-corpus.ts';

export const NEWS_KINDS = ['rss', 'atom', 'hacker-news', 'reddit', 'google-news'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

/** One endpoint of the sandbox as a reader sees it: which niche, which kind, which feed or search. */
export interface Channel {
  niche: string;
  kind: NewsKind;
  /** Feed id, subreddit or search query: what makes two channels differ. */
  name: string;
  /** Search words (HN query, Google News q); items must mention one. */
  query?: string;
  minPoints?: number;
  limit: number;
}

export interface NewsItem {
  id: string;
  title: string;
  summary: string;
  url: string;
  publisher: string;
  author: string;
  publishedAt: Date;
  points: number;
  comments: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Fictional outlets on reserved .example domains: links never pretend to be real articles. */
export const PUBLISHERS = [
  'The Daily Ledger',
  'Northwind Times',
  'Metro Business Review',
  'The Signal Post',
  'Harbor Street Journal',
  'Global Wire Report',
  'Tech Courier',
  'Market Desk',
];
const AUTHORS = ['alex_m', 'priya_s', 'jordan', 'sam_writes', 'li_wei', 'maria_g', 'tkowalski', 'nadia_r', 'ben_h', 'oluwaseun'];

export function corpusFor(niche: string): NicheCorpus {
  return NICHE_CORPORA[niche] ?? genericCorpus(niche.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()));
}

/**
 * The items a channel shows at `anchor` (now, rounded): deterministic for a seed, so a feed
 * answers the same body (and ETag) until the clock moves on, with times relative to now.
 */
export function generateItems(channel: Channel, anchor: number, seed: number): NewsItem[] {
  const corpus = corpusFor(channel.niche);
  const stories =
    channel.kind === 'reddit' || channel.kind === 'google-news' ? [...corpus.stories, ...OFFTOPIC_STORIES] : corpus.stories;
  const queryWords = searchWords(channel.query);
  const items: NewsItem[] = [];
  for (const story of stories) {
    if (queryWords.length > 0 && !matchesQuery(story, corpus, queryWords)) continue;
    const random = rng(hash(`${seed}|${channel.kind}|${channel.name}|${story.key}`));
    for (const [index, ageMs] of agesFor(story, channel.kind, random).entries()) {
      items.push(makeItem(channel, story, index, anchor - ageMs, random));
    }
  }
  return items
    .filter((item) => channel.minPoints === undefined || item.points > channel.minPoints)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, channel.limit);
}

/** When a story's items appeared on this channel, as ages before now. */
function agesFor(story: Story, kind: NewsKind, random: () => number): number[] {
  const feedLike = kind === 'rss' || kind === 'atom';
  const between = (min: number, max: number) => min + random() * (max - min);
  switch (story.pattern) {
    case 'burst': {
      if (random() > 0.9) return [];
      const recent = feedLike ? 1 + Math.floor(random() * 2) : 2 + Math.floor(random() * 2);
      const ages = Array.from({ length: recent }, () => between(0.5 * HOUR, 20 * HOUR));
      if (random() < 0.2) ages.push(between(3 * DAY, 7 * DAY));
      return ages;
    }
    case 'steady': {
      if (random() > 0.5) return [];
      const ages: number[] = [];
      for (let day = 0; day < 8; day++) if (random() < 0.6) ages.push(day * DAY + between(1 * HOUR, 22 * HOUR));
      return ages;
    }
    case 'fading':
      if (random() > 0.7) return [];
      return Array.from({ length: 2 + Math.floor(random() * 2) }, () => between(3 * DAY, 6 * DAY));
    case 'single':
      return random() < 0.4 ? [between(2 * HOUR, 6 * DAY)] : [];
    case 'offtopic':
      // Loud on link aggregators, in the last day.
      return kind === 'reddit' ? [between(1 * HOUR, 18 * HOUR)] : random() < 0.4 ? [between(2 * HOUR, 20 * HOUR)] : [];
  }
}

function makeItem(channel: Channel, story: Story, index: number, publishedMs: number, random: () => number): NewsItem {
  const id = hash(`${channel.kind}|${channel.name}|${story.key}|${index}`).toString(36);
  const title = story.headlines[(hash(id) + index) % story.headlines.length]!;
  const publisher =
    channel.kind === 'rss' || channel.kind === 'atom'
      ? feedTitle(channel.name)
      : PUBLISHERS[Math.floor(random() * PUBLISHERS.length)]!;
  const day = new Date(publishedMs).toISOString().slice(0, 10).replace(/-/g, '/');
  const { points, comments } = engagement(story, channel.kind, random);
  return {
    id,
    title,
    summary: story.summary,
    url: `https://${slug(publisher)}.example/${day}/${slug(title).slice(0, 60)}-${id}`,
    publisher,
    author: AUTHORS[Math.floor(random() * AUTHORS.length)]!,
    publishedAt: new Date(Math.floor(publishedMs / 1000) * 1000),
    points,
    comments,
  };
}

const POINTS: Record<Story['pattern'], [number, number]> = {
  burst: [150, 900],
  steady: [15, 120],
  fading: [40, 300],
  single: [5, 80],
  offtopic: [400, 2500],
};

function engagement(story: Story, kind: NewsKind, random: () => number): { points: number; comments: number } {
  if (kind !== 'hacker-news' && kind !== 'reddit') return { points: 0, comments: 0 };
  const scale = kind === 'reddit' ? 6 : 1;
  const [min, max] = POINTS[story.pattern];
  const points = Math.round((min + random() * (max - min)) * scale);
  return { points, comments: Math.round(points * (0.2 + random() * 0.4)) };
}

/** Content words of a search, without operators ("when:7d") or quotes. */
export function searchWords(query: string | undefined): string[] {
  if (!query) return [];
  return query
    .toLowerCase()
    .replace(/\b\w+:\S+/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !['and', 'or', 'the', 'of', 'for', 'in', 'on'].includes(w));
}

/** Like a search engine, loosely: any query word (plurals folded) in the story or among the niche's own words. */
function matchesQuery(story: Story, corpus: NicheCorpus, words: string[]): boolean {
  const text =
    `${story.headlines.join(' ')} ${story.summary} ${story.pattern === 'offtopic' ? '' : corpus.words.join(' ')}`.toLowerCase();
  return words.some((w) => {
    const stem = w.length > 3 ? w.replace(/s$/, '') : w;
    return new RegExp(`\\b${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(text);
  });
}

export function feedTitle(feedId: string): string {
  return feedId
    .split('-')
    .map((w) => (w.length <= 2 ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** FNV-1a: a stable 32-bit hash of a string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so the sandbox tells the same story every run. */
function rng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
