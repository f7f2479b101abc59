import { tokenizeWords } from './measure-text';
import { FUNCTION_WORDS } from './style-features';

const STOP_WORDS = new Set<string>([
  ...FUNCTION_WORDS,
  'i',
  'me',
  'my',
  'we',
  'our',
  'us',
  'you',
  'your',
  'they',
  'their',
  'them',
  'he',
  'she',
  'his',
  'her',
  "i'm",
  "it's",
  "don't",
  "that's",
  "we're",
  "you're",
  'get',
  'got',
  'make',
  'like',
  'just',
  'know',
  'think',
]);

/** Content terms, lightly stemmed so "teams" finds "team" and "reviewed" finds "review". */
function terms(text: string): string[] {
  return tokenizeWords(text)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !/^\d+$/.test(w))
    .map(
      (w) =>
        w
          .replace(/'s$/, '')
          .replace(/(ies)$/, 'y')
          .replace(/(ing|ed|es|s)$/, '') || w,
    );
}

type Vector = Map<string, number>;

/**
 * The member's posts closest to a topic by TF-IDF cosine: the examples a language model imitates.
 * When nothing overlaps, the first posts given (the most recent) still show the voice.
 */
export function findSimilarPosts(query: string, posts: readonly string[], limit = 3): string[] {
  if (posts.length <= limit) return [...posts];
  const documents = posts.map(terms);
  const documentFrequency = new Map<string, number>();
  for (const doc of documents)
    for (const term of new Set(doc)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log((posts.length + 1) / ((documentFrequency.get(term) ?? 0) + 1)) + 1;
  const vectorOf = (doc: string[]): Vector => {
    const counts = new Map<string, number>();
    for (const term of doc) counts.set(term, (counts.get(term) ?? 0) + 1);
    return new Map([...counts].map(([term, count]) => [term, (1 + Math.log(count)) * idf(term)]));
  };
  const queryVector = vectorOf(terms(query));
  const scored = documents.map((doc, index) => ({ index, score: cosine(queryVector, vectorOf(doc)) }));
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen = ranked.slice(0, limit).map((s) => s.index);
  for (let i = 0; chosen.length < limit && i < posts.length; i++) if (!chosen.includes(i)) chosen.push(i);
  return chosen.map((i) => posts[i] as string);
}

function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  for (const [term, weight] of a) dot += weight * (b.get(term) ?? 0);
  if (dot === 0) return 0;
  const norm = (v: Vector) => Math.sqrt([...v.values()].reduce((s, w) => s + w * w, 0));
  return dot / (norm(a) * norm(b));
}
