// Words whose final "s" is not a plural; stemming them would only make labels read oddly.
const UNSTEMMED = new Set(
  'sales analytics business economics ethics politics physics statistics logistics series species news lens always perhaps ops devops finops mlops revops kubernetes'.split(
    ' ',
  ),
);

/**
 * The key a lower-cased word is compared by: plurals only ("agents" → "agent", "companies" →
 * "company"). A stem is still a word, because stems are shown (keyphrases, themes) and spelled
 * back (recover-spelling.ts); stripping "-ed" and "-ing" without a dictionary would merge
 * "marketing" with "markets" and cut names in headlines. Names with digits or signs stay whole.
 */
export function stemWord(word: string): string {
  if (word.length <= 3 || /[\d.+#'’-]/.test(word) || UNSTEMMED.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is|os|as|news)$/.test(word)) return word.slice(0, -1);
  return word;
}
