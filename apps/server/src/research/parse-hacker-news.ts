import { cleanText, httpUrl, parseDate } from './clean-text';
import { MAX_BODY_CHARS } from './parse-xml';
import { collect } from './parse-rss';
import type { ParseResult } from './topic-source';

/** The Algolia Hacker News search API (`/api/v1/search` and `/search_by_date`). */
export function parseHackerNews(body: string): ParseResult {
  const json = parseJson(body);
  if ('problem' in json) return { items: [], problem: json.problem };
  const hits = (json.value as { hits?: unknown } | null)?.hits;
  if (!Array.isArray(hits)) return { items: [], problem: 'not a Hacker News search answer (no hits)' };
  return collect(hits, (raw) => {
    if (!raw || typeof raw !== 'object') return null;
    const hit = raw as Record<string, unknown>;
    const id = String(hit.objectID ?? hit.story_id ?? '');
    const title = cleanText(hit.title ?? hit.story_title, 300);
    // Ask HN and Show HN text posts have no url: the discussion is the item.
    const url = httpUrl(hit.url) ?? (/^\d+$/.test(id) ? `https://news.ycombinator.com/item?id=${id}` : null);
    if (!title || !url) return null;
    return {
      url,
      title,
      summary: cleanText(hit.story_text, 600),
      publishedAt: typeof hit.created_at_i === 'number' ? parseDate(hit.created_at_i) : parseDate(hit.created_at),
      points: count(hit.points),
      comments: count(hit.num_comments),
      publisher: null,
    };
  });
}

export function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

/** JSON or a reason; sources sometimes answer an HTML error page with a 200. */
export function parseJson(body: string): { value: unknown } | { problem: string } {
  if (body.length > MAX_BODY_CHARS) return { problem: `body too large (${body.length} characters)` };
  try {
    return { value: JSON.parse(body) as unknown };
  } catch (error) {
    return { problem: `malformed JSON: ${(error as Error).message}` };
  }
}
