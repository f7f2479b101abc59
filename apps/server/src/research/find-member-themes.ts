import { createHash } from 'node:crypto';
import type { Database } from '../db/create-database';
import { extractContentWords } from '../text/extract-content-words';
import { extractTerms } from '../text/extract-terms';
import { stemWord } from '../text/stem-word';
import { isStopWord } from '../text/stop-words';
import type { BoundedMemo } from './research-runtime';

/** A subject the member keeps writing about, learned from their imported posts. */
export interface MemberTheme {
  term: string;
  /** How it reads to a person: the hashtag or phrase as the member wrote it. */
  label: string;
  /** Relative weight; the strongest theme is 1. */
  weight: number;
  /** In how many of the posts read it appears. */
  posts: number;
  postsRead: number;
}

/** The latest posts are the member's current interests; older ones add little. */
const POSTS_READ = 200;
const MAX_THEMES = 12;

// What nearly every LinkedIn post says, whatever it is about.
const LINKEDIN_FILLER = new Set(
  `linkedin post thank thanks excited proud happy congratulation congrats journey grateful share sharing join check link comment
  comments thought thoughts love learn learned team great amazing incredible opportunity honored honoured delighted pleased
  welcome everyone anyone someone work working job role company today week month let's follow repost dm`
    .split(/\s+/)
    .map(stemWord),
);

export async function findMemberThemes(database: Database, userId: string, memo?: BoundedMemo<unknown>): Promise<MemberTheme[]> {
  const rows = await database.db
    .selectFrom('imported_posts')
    .select('content')
    .where('user_id', '=', userId)
    .orderBy('posted_at', 'desc')
    .limit(POSTS_READ)
    .execute();
  const contents = rows.map((r) => r.content);
  if (!memo) return themesFromPosts(contents);
  // Posts change only on import: the same posts give the same themes without re-reading them.
  const key = `themes:${createHash('sha1').update(contents.join('\u0000')).digest('base64url')}`;
  const known = memo.get(key) as MemberTheme[] | undefined;
  if (known) return known;
  const themes = themesFromPosts(contents);
  memo.set(key, themes);
  return themes;
}

/**
 * Keyphrases of the member's posts: terms that recur across posts (document frequency), with
 * phrases and hashtags favoured because they name a subject where single words are ambiguous.
 */
export function themesFromPosts(contents: string[]): MemberTheme[] {
  const posts = contents.map((c) => c.replace(/\\([\\|{}@[\]()<>#*_~])/g, '$1')).filter((c) => c.trim().length > 0);
  if (posts.length === 0) return [];
  const documentFrequency = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const post of posts) {
    const seen = new Set<string>();
    for (const term of extractTerms(post)) if (!isFiller(term)) seen.add(term);
    for (const match of post.matchAll(/#([\p{L}\p{N}_]{2,40})/gu)) {
      const label = match[1]!;
      const term = extractContentWords(label.replace(/_/g, ' ')).join(' ');
      if (term && !isFiller(term)) {
        seen.add(term);
        if (!labels.has(term)) labels.set(term, label);
      }
    }
    for (const term of seen) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  // With a handful of posts every word recurs once; beyond that a theme must recur.
  const minPosts = posts.length >= 5 ? 2 : 1;
  // A term in nearly every post is the member's style ("team", their company), not a subject.
  const maxShare = posts.length >= 10 ? 0.6 : 1;
  const scored = [...documentFrequency]
    .filter(([, df]) => df >= minPosts && df / posts.length <= maxShare)
    .map(([term, df]) => ({ term, df, score: df * (term.includes(' ') ? 1.6 : 1) * (labels.has(term) ? 1.5 : 1) }))
    .sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
  const chosen: typeof scored = [];
  for (const candidate of scored) {
    if (chosen.length >= MAX_THEMES) break;
    // "pricing" adds nothing once "saas pricing" is in, unless it stands clearly on its own.
    const covered = chosen.some((c) => c.term.split(' ').includes(candidate.term) && c.df >= candidate.df * 0.6);
    if (!covered) chosen.push(candidate);
  }
  const top = chosen[0]?.score ?? 1;
  return chosen.map((c) => ({
    term: c.term,
    label: labels.get(c.term) ?? c.term,
    weight: c.score / top,
    posts: c.df,
    postsRead: posts.length,
  }));
}

function isFiller(term: string): boolean {
  return term.split(' ').some((w) => LINKEDIN_FILLER.has(w) || isStopWord(w));
}
