import { rankPostsByTopic } from './find-similar-posts';
import { findTopicWords } from './find-topic-words';
import { splitSentences, withoutListMarker } from './measure-text';

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
 * words with the topic, one of them the title's and none of them a word every post has, qualifies,
 * from the three posts closest to it by TF-IDF (rankPostsByTopic, as the model's examples are found);
 * never one with a link, a mention, a hashtag or a question, which do not stand alone in quotes.
 */
export function recallOwnLine(topic: string, posts: readonly string[], title = topic): string | null {
  if (posts.length === 0) return null;
  const topicStems = new Set(findTopicWords(topic));
  const titleStems = new Set(findTopicWords(title));
  if (topicStems.size === 0) return null;
  for (const index of rankPostsByTopic(topic, posts).slice(0, 3)) {
    const lines = (posts[index] as string).split('\n').flatMap((line) => splitSentences(withoutListMarker(line)));
    const best = lines
      .map((sentence) => ({ sentence: sentence.trim(), shared: sharedStems(sentence, topicStems) }))
      // At least one of the words is the title's: a line near the description alone is about something else.
      .filter(
        ({ sentence, shared }) => shared.length >= MIN_SHARED && shared.some((s) => titleStems.has(s)) && quotable(sentence),
      )
      .sort((a, b) => b.shared.length - a.shared.length)[0];
    if (best) return best.sentence;
  }
  return null;
}

function sharedStems(sentence: string, topicStems: ReadonlySet<string>): string[] {
  return [...new Set(findTopicWords(sentence).filter((s) => topicStems.has(s)))];
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
