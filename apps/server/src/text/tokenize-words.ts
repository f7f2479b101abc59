const WORD = /[\p{L}\p{N}]+(?:['’]\p{L}+)*/gu;

/**
 * Every word as written, lower-cased, in order, function words and contractions ("don't") kept:
 * what stylometry counts and what lexicon phrases ("head of") are matched on. For the words a
 * text is about, use `extractContentWords`.
 */
export function tokenizeWords(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.toLowerCase().replace(/’/g, "'"));
}
