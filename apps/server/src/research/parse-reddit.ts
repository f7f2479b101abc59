import { cleanText, httpUrl, parseDate } from './clean-text';
import { count, parseJson } from './parse-hacker-news';
import { collect } from './parse-rss';
import type { ParseResult } from './topic-source';

/** A Reddit listing (`/r/<sub>/hot.json`): `data.children[].data` are the posts. */
export function parseReddit(body: string): ParseResult {
  const json = parseJson(body);
  if ('problem' in json) return { items: [], problem: json.problem };
  const listing = json.value as { kind?: unknown; data?: { children?: unknown } } | null;
  const posts = listing?.data?.children;
  if (listing?.kind !== 'Listing' || !Array.isArray(posts)) return { items: [], problem: 'not a Reddit listing' };
  // Pinned moderator posts and adult posts are not what a niche is talking about.
  const wanted = posts.filter((p) => {
    const data = (p as { data?: Record<string, unknown> } | null)?.data;
    return data && data.stickied !== true && data.over_18 !== true;
  });
  return collect(wanted, (raw) => {
    const post = (raw as { data: Record<string, unknown> }).data;
    const title = cleanText(post.title, 300);
    const permalink = typeof post.permalink === 'string' ? httpUrl(post.permalink, 'https://www.reddit.com') : null;
    // Link posts point at the article; text posts at their own discussion.
    const url = (post.is_self === true ? permalink : (httpUrl(post.url_overridden_by_dest) ?? httpUrl(post.url))) ?? permalink;
    if (!title || !url) return null;
    return {
      url,
      title,
      summary: cleanText(post.selftext, 600),
      publishedAt: parseDate(typeof post.created_utc === 'number' ? post.created_utc : null),
      points: count(post.score),
      comments: count(post.num_comments),
      publisher: null,
    };
  });
}
