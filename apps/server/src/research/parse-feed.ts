import { parseAtom } from './parse-atom';
import { parseGoogleNews } from './parse-google-news';
import { parseHackerNews } from './parse-hacker-news';
import { parseReddit } from './parse-reddit';
import { parseRss } from './parse-rss';
import type { ParseResult, SourceKind } from './topic-source';

const PARSERS: Record<SourceKind, (body: string) => ParseResult> = {
  rss: parseRss,
  atom: parseAtom,
  'google-news': parseGoogleNews,
  'hacker-news': parseHackerNews,
  reddit: parseReddit,
};

/**
 * The parser for a source's kind. Publishers switch between RSS and Atom without notice, so a
 * feed listed as one is read as the other when that is what it turns out to be.
 */
export function parseFeed(kind: SourceKind, body: string): ParseResult {
  const result = PARSERS[kind](body);
  if (result.items.length > 0 || (kind !== 'rss' && kind !== 'atom')) return result;
  const other = (kind === 'rss' ? parseAtom : parseRss)(body);
  return other.items.length > 0 ? other : result;
}
