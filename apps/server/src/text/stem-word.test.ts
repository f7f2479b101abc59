import { describe, expect, it } from 'vitest';
import { stemWord } from './stem-word';

describe('stemWord', () => {
  it('merges the plural and singular a person would call the same word', () => {
    const pairs = [
      ['agents', 'agent'],
      ['companies', 'company'],
      ['strategies', 'strategy'],
      ['classes', 'class'],
      ['layoffs', 'layoff'],
      ['équipes', 'équipe'],
    ];
    for (const [plural, singular] of pairs) expect(stemWord(plural!), plural).toBe(stemWord(singular!));
  });

  it('keeps words whose final s is no plural, so a stem still reads as the word', () => {
    for (const word of ['sales', 'analytics', 'business', 'news', 'status', 'kubernetes', 'devops', 'chaos', 'bus']) {
      expect(stemWord(word), word).toBe(word);
    }
  });

  it('keeps names with digits or signs whole', () => {
    for (const word of ['gpt-5', 'node.js', 'c++', 'k8s', "o'neils"]) expect(stemWord(word), word).toBe(word);
  });

  it('leaves other endings alone: "marketing" is not "markets", "news" not "new"', () => {
    expect(stemWord('marketing')).not.toBe(stemWord('markets'));
    expect(stemWord('news')).not.toBe(stemWord('new'));
  });
});
