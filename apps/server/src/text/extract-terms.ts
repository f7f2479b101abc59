import { extractContentWords } from './extract-content-words';

/**
 * Terms for similarity and keyphrases: every content word plus every pair of neighbouring
 * content words ("interest rate", "return office"), because a shared phrase says more than
 * shared words. Pairs skip stop words, so "return to office" and "return-to-office" agree.
 */
export function extractTerms(text: string): string[] {
  const sequence = extractContentWords(text);
  const out: string[] = [...sequence];
  for (let i = 0; i + 1 < sequence.length; i++) out.push(`${sequence[i]} ${sequence[i + 1]}`);
  return out;
}

/** A vocabulary phrase ("interest rates", "AI") as the term it will match. */
export function phraseTerm(phrase: string): string | null {
  const content = extractContentWords(phrase);
  if (content.length === 0) return null;
  // Longer phrases match on their first two content words, as pairs are the longest terms.
  return content.slice(0, 2).join(' ');
}

const termCache = new Map<string, readonly string[]>();
// About 20 MB at most: titles and summaries are short.
const TERM_CACHE_SIZE = 20_000;

/**
 * `extractTerms`, remembered: stored items are the same from one request to the next, so the
 * cached path of trending topics re-reads them without re-tokenising. Cleared wholesale when
 * full, which is cheap and rare.
 */
export function cachedTerms(text: string): readonly string[] {
  let found = termCache.get(text);
  if (!found) {
    if (termCache.size >= TERM_CACHE_SIZE) termCache.clear();
    found = extractTerms(text);
    termCache.set(text, found);
  }
  return found;
}
