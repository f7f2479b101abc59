import { cleanText, httpUrl, parseDate, textOf } from './clean-text';
import { child, children, parseXml } from './parse-xml';
import { collect } from './parse-rss';
import type { ParsedItem, ParseResult } from './topic-source';

/** Atom 1.0 (RFC 4287). */
export function parseAtom(body: string): ParseResult {
  const parsed = parseXml(body);
  if ('problem' in parsed) return { items: [], problem: parsed.problem };
  const feed = child(parsed.document, 'feed');
  if (!feed) return { items: [], problem: 'not an Atom feed (no feed element)' };
  const base = alternateLink(feed) ?? undefined;
  return collect(children(feed, 'entry'), (raw) => readEntry(raw, base));
}

function readEntry(raw: unknown, base?: string): ParsedItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const entry = raw as Record<string, unknown>;
  const title = cleanText(entry.title, 300);
  const url = alternateLink(entry, base);
  if (!title || !url) return null;
  return {
    url,
    title,
    summary: cleanText(entry.summary ?? entry.content, 600),
    publishedAt: parseDate(entry.published ?? entry.updated),
    points: null,
    comments: null,
    // An entry's author is a person, not an outlet: agreement counts the feed once.
    publisher: null,
  };
}

/** rel="alternate" is the page itself; a link without rel means the same (RFC 4287 §4.2.7.2). */
function alternateLink(node: Record<string, unknown>, base?: string): string | null {
  const links = children(node, 'link').filter((l): l is Record<string, unknown> => Boolean(l) && typeof l === 'object');
  const alternate = links.find((l) => l['@_rel'] === undefined || l['@_rel'] === 'alternate');
  return httpUrl(alternate?.['@_href'], base) ?? httpUrl(textOf(node.id), base);
}
