import { describe, expect, it } from 'vitest';
import { cachedTerms, extractTerms, phraseTerm } from './extract-terms';

describe('extractTerms', () => {
  it('pairs neighbouring content words into phrases across stop words', () => {
    expect(extractTerms('Return to office mandates')).toEqual(['return', 'office', 'mandate', 'return office', 'office mandate']);
    expect(extractTerms('return-to-office mandate')).toEqual(extractTerms('Return to office mandates'));
  });

  it('is the same remembered or not', () => {
    const text = 'AI coding assistants move into code review';
    expect(cachedTerms(text)).toEqual(extractTerms(text));
    expect(cachedTerms(text)).toBe(cachedTerms(text));
  });
});

describe('phraseTerm', () => {
  it('matches a vocabulary phrase on its first two content words', () => {
    expect(phraseTerm('Interest rates')).toBe('interest rate');
    expect(phraseTerm('AI')).toBe('ai');
    expect(phraseTerm('the state of remote work')).toBe('state remote');
    expect(phraseTerm('the latest')).toBeNull();
  });
});
