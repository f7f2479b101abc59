import { cleanText, httpUrl, parseDate, textOf } from './clean-text';
import { child, children, MAX_ITEMS_PER_FEED, parseXml } from './parse-xml';
import type { ParsedItem, ParseResult } from './topic-source';

/** RSS 2.0 (and the RDF-based RSS 1.0 that some publishers still serve). */
export function parseRss(body: string): ParseResult {
  const parsed = parseXml(body);
  if ('problem' in parsed) return { items: [], problem: parsed.problem };
  const rss = child(parsed.document, 'rss');
  const rdf = child(parsed.document, 'rdf:RDF');
  const channel = child(rss, 'channel');
  if (!channel && !rdf) return { items: [], problem: 'not an RSS feed (no rss/channel)' };
  const base = textOf(children(channel, 'link')[0]) || undefined;
  const rawItems = channel ? children(channel, 'item') : children(rdf, 'item');
  return collect(rawItems, (raw) => readRssItem(raw, base));
}

export function readRssItem(raw: unknown, base?: string): ParsedItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as Record<string, unknown>;
  const title = cleanText(item.title, 300);
  const guid = child(item, 'guid');
  const guidIsLink = guid ? guid['@_isPermaLink'] !== 'false' : typeof item.guid === 'string';
  const url =
    httpUrl(children(item, 'link')[0], base) ??
    (guidIsLink ? httpUrl(item.guid, base) : null) ??
    httpUrl(child(item, 'enclosure')?.['@_url'], base);
  if (!title || !url) return null;
  const comments = Number(textOf(item['slash:comments']));
  return {
    url,
    title,
    // WordPress appends "The post … appeared first on …" to every description.
    summary: cleanText(item.description ?? item['content:encoded'], 600).replace(
      /\s*The post .{1,400} appeared first on [^.]{1,120}\.?$/,
      '',
    ),
    publishedAt: parseDate(item.pubDate ?? item['dc:date'] ?? item['a10:updated']),
    points: null,
    comments: Number.isFinite(comments) && textOf(item['slash:comments']) !== '' ? comments : null,
    publisher: null,
  };
}

/** Reads each raw item, skipping unreadable ones and counting them for the fetch log. */
export function collect(rawItems: unknown[], read: (raw: unknown) => ParsedItem | null): ParseResult {
  const items: ParsedItem[] = [];
  let skipped = 0;
  for (const raw of rawItems.slice(0, MAX_ITEMS_PER_FEED)) {
    const item = read(raw);
    if (item) items.push(item);
    else skipped++;
  }
  return skipped > 0 ? { items, problem: `${skipped} item(s) without a title or link were skipped` } : { items };
}
