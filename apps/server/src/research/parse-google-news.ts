import { cleanText } from './clean-text';
import { child, children, parseXml } from './parse-xml';
import { collect, readRssItem } from './parse-rss';
import type { ParseResult } from './topic-source';

/**
 * Google News search answers RSS 2.0 whose items come from many outlets: the outlet is in
 * <source>, and also appended to the title ("Headline - Outlet"), which we take off.
 */
export function parseGoogleNews(body: string): ParseResult {
  const parsed = parseXml(body);
  if ('problem' in parsed) return { items: [], problem: parsed.problem };
  const channel = child(child(parsed.document, 'rss'), 'channel');
  if (!channel) return { items: [], problem: 'not an RSS feed (no rss/channel)' };
  return collect(children(channel, 'item'), (raw) => {
    const item = readRssItem(raw);
    if (!item) return null;
    const publisher = cleanText((raw as Record<string, unknown>).source, 100) || null;
    const suffix = publisher ? ` - ${publisher}` : '';
    const title = suffix && item.title.endsWith(suffix) ? item.title.slice(0, -suffix.length).trim() : item.title;
    // Google's description repeats the headline as a link list; it says nothing the title doesn't.
    const summary = item.summary.startsWith(title) ? '' : item.summary;
    return { ...item, title, summary, publisher };
  });
}
