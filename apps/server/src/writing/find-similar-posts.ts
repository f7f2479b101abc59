import { buildTfIdf, countTerms } from '../text/build-tf-idf';
import { dotProduct } from '../text/cosine-similarity';
import { extractTerms } from '../text/extract-terms';

/**
 * The member's posts closest to a topic by TF-IDF cosine: the examples a language model imitates.
 * Terms are research's (stemmed content words and their pairs), so "teams" finds "team" and a
 * shared phrase ("code review") counts more than two loose words. When nothing overlaps, the
 * first posts given (the most recent) still show the voice.
 */
export function findSimilarPosts(query: string, posts: readonly string[], limit = 3): string[] {
  if (posts.length <= limit) return [...posts];
  const chosen = rankPostsByTopic(query, posts).slice(0, limit);
  for (let i = 0; chosen.length < limit && i < posts.length; i++) if (!chosen.includes(i)) chosen.push(i);
  return chosen.map((i) => posts[i] as string);
}

/** The indexes of the posts that share a term with the query, closest by TF-IDF cosine first (ties: most recent first). */
export function rankPostsByTopic(query: string, posts: readonly string[]): number[] {
  const tfIdf = buildTfIdf(posts.map((post) => countTerms(extractTerms(post))));
  const queryVector = tfIdf.vectorize(countTerms(extractTerms(query)));
  return tfIdf.vectors
    .map((vector, index) => ({ index, score: dotProduct(queryVector, vector) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((s) => s.index);
}
