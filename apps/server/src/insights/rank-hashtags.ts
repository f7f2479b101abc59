import { INSIGHTS_LIMITS, type TInsightsExtracted } from '@cadence/contract/linkedin/insights';
import { extractHashtags } from '../writing/measure-text';

type TopHashtag = TInsightsExtracted['engagement_patterns']['top_hashtags'][number];

/**
 * The member's hashtags by how many posts use them (a tag repeated in one post counts once),
 * each spelled the way the member writes it most often (#DevOps rather than a stray #devops).
 * Ties go to the one used more often in all, then alphabetically, so the list is stable.
 */
export function rankHashtags(posts: readonly string[], limit: number = INSIGHTS_LIMITS.hashtags): TopHashtag[] {
  const tags = new Map<string, { posts: number; uses: number; spellings: Map<string, number> }>();
  for (const post of posts) {
    const seen = new Set<string>();
    for (const written of extractHashtags(post)) {
      const key = written.toLowerCase();
      let tag = tags.get(key);
      if (!tag) {
        tag = { posts: 0, uses: 0, spellings: new Map() };
        tags.set(key, tag);
      }
      tag.uses++;
      tag.spellings.set(written, (tag.spellings.get(written) ?? 0) + 1);
      if (!seen.has(key)) {
        seen.add(key);
        tag.posts++;
      }
    }
  }
  return [...tags.entries()]
    .sort(([keyA, a], [keyB, b]) => b.posts - a.posts || b.uses - a.uses || keyA.localeCompare(keyB))
    .slice(0, limit)
    .map(([, tag]) => ({ hashtag: favouriteSpelling(tag.spellings), usage_count: tag.posts }));
}

/** The most used spelling; the first one written wins a tie. */
function favouriteSpelling(spellings: Map<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [spelling, count] of spellings) {
    if (count > bestCount) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}
