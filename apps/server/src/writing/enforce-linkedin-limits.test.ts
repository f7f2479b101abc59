import { LINKEDIN_MAX_POST_LENGTH } from '@cadence/contract/linkedin/limits';
import { describe, expect, it } from 'vitest';
import { composePostText } from '@cadence/contract/linkedin/compose-post-text';
import { cutAtSentence, enforceLinkedInLimits } from './enforce-linkedin-limits';

describe('LinkedIn limits on a draft', () => {
  it('moves a trailing block of hashtags out of the text', () => {
    const draft = enforceLinkedInLimits({
      content: 'Shipping beats polishing.\n\n#engineering #DevOps\n#sre\n',
      hashtags: ['#leadership'],
    });
    expect(draft).toEqual({ content: 'Shipping beats polishing.', hashtags: ['leadership', 'engineering', 'DevOps', 'sre'] });
  });

  it('keeps the word of an inline hashtag and lists the tag once', () => {
    const draft = enforceLinkedInLimits({
      content: 'Why #AI needs boring process. C# is not a tag, #1 is not either.',
      hashtags: ['ai'],
    });
    expect(draft.content).toBe('Why AI needs boring process. C# is not a tag, #1 is not either.');
    expect(draft.hashtags).toEqual(['ai']);
  });

  it('cuts an overlong draft at a sentence so text and hashtags fit in 3,000 characters', () => {
    const sentence = 'This sentence is exactly as long as it needs to be. ';
    const draft = enforceLinkedInLimits({ content: sentence.repeat(80), hashtags: ['one', 'two', 'three'] });
    expect(composePostText(draft.content, draft.hashtags).length).toBeLessThanOrEqual(LINKEDIN_MAX_POST_LENGTH);
    expect(draft.content.endsWith('to be.')).toBe(true);
    expect(draft.hashtags).toEqual(['one', 'two', 'three']);
  });

  it('falls back to a word boundary when no sentence ends in reach', () => {
    expect(cutAtSentence('word '.repeat(100), 42)).toMatch(/^(word )*word…$/);
    expect(cutAtSentence('Short.', 100)).toBe('Short.');
  });
});
