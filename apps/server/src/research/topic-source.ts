/** The kinds of source a niche can list; Google News answers RSS with a <source> per item. */
export const SOURCE_KINDS = ['rss', 'atom', 'hacker-news', 'reddit', 'google-news'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** One URL to fetch for one niche; items are stored under `sourceId`. */
export interface Feed {
  /** Storage key: the source's id, narrowed by custom niche or sub-niche query, prefixed in sandbox mode. */
  sourceId: string;
  /** The outlet as people know it ("Hacker News", "r/marketing"): counts once for agreement. */
  name: string;
  kind: SourceKind;
  url: string;
  niche: string;
}

/** What a parser takes from one item, before storage. */
export interface ParsedItem {
  url: string;
  title: string;
  summary: string;
  publishedAt: Date | null;
  points: number | null;
  comments: number | null;
  /** The original outlet when the source aggregates several (Google News). */
  publisher: string | null;
}

/** Parsers never throw: a body they cannot read gives no items and a reason for the fetch log. */
export interface ParseResult {
  items: ParsedItem[];
  problem?: string;
}

/** An item as trend detection sees it, read back from storage. */
export interface TopicItem {
  sourceId: string;
  /** The outlet: the publisher for aggregators, else the source's name. */
  outlet: string;
  url: string;
  title: string;
  summary: string;
  publishedAt: Date;
  points: number | null;
  comments: number | null;
}
