import { describe, expect, it } from 'vitest';
import { wordFamily } from './word-family';

describe('wordFamily', () => {
  it('gives a word and its verb forms one key', () => {
    for (const [a, b] of [
      ['bootstrapping', 'bootstrapped'],
      ['hiring', 'hire'],
      ['Speaking', 'speaker'],
      ['teams', 'team'],
    ])
      expect(wordFamily(a!), a).toBe(wordFamily(b!));
  });

  it('keeps different words apart', () => {
    expect(wordFamily('hiring')).not.toBe(wordFamily('hybrid'));
    expect(wordFamily('deals')).not.toBe(wordFamily('deep'));
  });
});
