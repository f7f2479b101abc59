import { extractContentWords } from '../text/extract-content-words';

/**
 * Words every post and every topic has: sharing them says nothing ("I spent 4 years doing incident
 * reviews the hard way" was quoted under return-to-office attrition data for "year" and "review").
 */
const COMMON = new Set(
  extractContentWords(
    'year years time times way ways week weeks day days month months team teams people work thing things new hard good big lot data review reviews ' +
      // Verbs and adverbs any title may use: "What AI coding assistants really change …" is not about "changing any prompt".
      'change changes changed changing make makes made get gets take takes use uses used need needs keep keeps real really actually',
  ),
);

/**
 * The words that say what a text is about, for telling whether a line speaks of a topic: content
 * words (stemmed) less the ones every post has, a hyphenated compound read as one word. The
 * "real-time" of "banks switch on real-time rails" is not the "real" of "the real change was in how
 * we talked about on-call rotations", which the thirty-sixth blind review found quoted under that story.
 */
export function findTopicWords(text: string): string[] {
  return extractContentWords(text.replace(/(?<=\p{L})-(?=\p{L})/gu, '')).filter((word) => !COMMON.has(word));
}
