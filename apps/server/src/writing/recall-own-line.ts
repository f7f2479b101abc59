import { buildTfIdf, countTerms } from '../text/build-tf-idf';
import { dotProduct } from '../text/cosine-similarity';
import { extractContentWords } from '../text/extract-content-words';
import { extractTerms } from '../text/extract-terms';
import { splitSentences } from './measure-text';

/** A line shorter than this says too little to quote; a longer one is a paragraph. */
const MIN_WORDS = 7;
const MAX_WORDS = 32;
/** Content words a line must share with the topic to be about it, not merely near it. */
const MIN_SHARED = 2;

/**
 * One sentence from the member's own posts that speaks to the topic, word for word, or null. A
 * story told in the member's name may draw on what they really wrote ("I once wrote: “…”") where
 * the writer would otherwise have to invent it or leave a gap (issue 12): the line is theirs, and
 * quoting it claims nothing they did not say. Only a sentence that shares at least two content
 * words with the topic qualifies, from the post closest to it by TF-IDF; never one with a link,
 * a mention, a hashtag or a question, which do not stand alone in quotes.
 */
export function recallOwnLine(topic: string, posts: readonly string[]): string | null {
  if (posts.length === 0) return null;
  const topicStems = new Set(extractContentWords(topic));
  if (topicStems.size === 0) return null;
  const tfIdf = buildTfIdf(posts.map((post) => countTerms(extractTerms(post))));
  const query = tfIdf.vectorize(countTerms(extractTerms(topic)));
  const ranked = tfIdf.vectors
    .map((vector, index) => ({ index, score: dotProduct(query, vector) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  for (const { index } of ranked.slice(0, 3)) {
    const lines = (posts[index] as string)
      .split('\n')
      .flatMap((line) => splitSentences(line.replace(/^\s*([-•→*▪]|\d+[.)])\s+/u, '')));
    const best = lines
      .map((sentence) => ({ sentence: sentence.trim(), shared: sharedStems(sentence, topicStems) }))
      .filter(({ sentence, shared }) => shared >= MIN_SHARED && quotable(sentence))
      .sort((a, b) => b.shared - a.shared)[0];
    if (best) return best.sentence;
  }
  return null;
}

function sharedStems(sentence: string, topicStems: ReadonlySet<string>): number {
  return new Set(extractContentWords(sentence).filter((s) => topicStems.has(s))).size;
}

function quotable(sentence: string): boolean {
  const words = sentence.split(/\s+/).length;
  return (
    words >= MIN_WORDS &&
    words <= MAX_WORDS &&
    /[.!]$/.test(sentence) &&
    !/https?:|www\.|[#@]\p{L}|[“”"]|\[|\]/u.test(sentence) &&
    // A sentence that leans on the one before ("But it …", "That is why …") is not a thought on its own.
    !/^(but|and|so|or|yet|that|this|it|they|which)\b/i.test(sentence)
  );
}
