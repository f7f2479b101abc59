import { stemWord } from '../text/stem-word';
import { tokenizeWords } from '../text/tokenize-words';

export interface PhraseHit<T> {
  /** Every value listed under the phrase (one phrase may name two themes). */
  values: readonly T[];
  /** Word positions [start, end) in the text the phrase was found in. */
  start: number;
  end: number;
}

interface Node<T> {
  next: Map<string, Node<T>>;
  values: T[] | null;
}

/**
 * The words lexicons are matched on: lower case, plurals stripped by the shared stemmer, and
 * stopwords kept, because "head of", "new role" and "laid off" only mean something whole.
 */
export function phraseWords(text: string): string[] {
  return tokenizeWords(text).map(stemWord);
}

/**
 * A matcher for a hand-built lexicon of words and phrases. At each word the longest phrase wins
 * and its words are used up, so "business development" is sales, not software "development".
 */
export function createPhraseMatcher<T>(entries: Iterable<readonly [phrase: string, value: T]>) {
  const root: Node<T> = { next: new Map(), values: null };
  for (const [phrase, value] of entries) {
    const words = phraseWords(phrase);
    if (words.length === 0) throw new Error(`Lexicon phrase without words: "${phrase}"`);
    let node = root;
    for (const word of words) {
      let child = node.next.get(word);
      if (!child) {
        child = { next: new Map(), values: null };
        node.next.set(word, child);
      }
      node = child;
    }
    (node.values ??= []).push(value);
  }

  return (words: readonly string[]): Array<PhraseHit<T>> => {
    const hits: Array<PhraseHit<T>> = [];
    let i = 0;
    while (i < words.length) {
      let node: Node<T> | undefined = root;
      let found: PhraseHit<T> | null = null;
      for (let j = i; j < words.length; j++) {
        node = node.next.get(words[j] as string);
        if (!node) break;
        if (node.values) found = { values: node.values, start: i, end: j + 1 };
      }
      if (found) {
        hits.push(found);
        i = found.end;
      } else i++;
    }
    return hits;
  };
}
