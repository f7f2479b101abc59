import { describe, expect, it } from 'vitest';
import { tokenizeWords } from './tokenize-words';

describe('tokenizeWords', () => {
  it('keeps every word as written, lower-cased, function words and contractions included', () => {
    expect(tokenizeWords('Head of Growth: I don’t think we’re done. 3 teams!')).toEqual([
      'head',
      'of',
      'growth',
      'i',
      "don't",
      'think',
      "we're",
      'done',
      '3',
      'teams',
    ]);
  });

  it('gives nothing for text without words', () => {
    expect(tokenizeWords(' — 🚀 …')).toEqual([]);
  });
});
