import { describe, expect, it } from 'vitest';
import { createPhraseMatcher, phraseWords } from './create-phrase-matcher';

describe('createPhraseMatcher', () => {
  const match = createPhraseMatcher<string>([
    ['development', 'tech'],
    ['business development', 'sales'],
    ['head of', 'lead'],
    ['new role', 'career'],
    ['interview', 'career'],
    ['interview', 'hiring'],
  ]);
  const found = (text: string) => match(phraseWords(text)).map((h) => h.values.join('+'));

  it('prefers the longest phrase and uses its words up', () => {
    expect(found('Business Development at a software development shop')).toEqual(['sales', 'tech']);
  });

  it('keeps stopwords, so phrases made of them match, and strips plurals', () => {
    expect(found('Head of People, starting a new role')).toEqual(['lead', 'career']);
    expect(found('Three interviews this week')).toEqual(['career+hiring']);
    expect(found('a role that is new')).toEqual([]);
  });

  it('reports where each phrase is', () => {
    expect(match(phraseWords('my new role'))).toEqual([{ values: ['career'], start: 1, end: 3 }]);
  });
});
