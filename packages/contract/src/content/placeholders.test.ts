import { describe, expect, it } from 'vitest';
import { findPlaceholders, placeholderMessage } from './placeholders';

describe('findPlaceholders', () => {
  it('finds every marked gap, and nothing in ordinary brackets', () => {
    expect(findPlaceholders('When [your moment] happened, I [your reaction].')).toEqual(['[your moment]', '[your reaction]']);
    expect(findPlaceholders('See [1] and [link] and [Your Moment]')).toEqual(['[Your Moment]']);
    expect(findPlaceholders('No gaps here.')).toEqual([]);
  });

  it('names them for the member', () => {
    expect(placeholderMessage(['[your moment]'])).toBe('Replace "[your moment]" with your own words before posting.');
  });
});
