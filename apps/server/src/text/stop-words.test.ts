import { describe, expect, it } from 'vitest';
import { isStopWord } from './stop-words';

describe('isStopWord', () => {
  it('knows function words, pronouns and their contractions, however the apostrophe is typed', () => {
    for (const word of ['the', 'of', 'and', 'therefore', 'we', 'your', "i'm", 'we’re', 'don’t', "isn't"]) {
      expect(isStopWord(word), word).toBe(true);
    }
  });

  it('knows the words every headline and post uses', () => {
    for (const word of ['new', 'says', 'report', 'week', 'people', 'video', 'latest']) expect(isStopWord(word), word).toBe(true);
  });

  it('leaves the words a text is about', () => {
    for (const word of ['pricing', 'kubernetes', 'ai', 'data', 'hiring', 'review', 'gpt-5']) {
      expect(isStopWord(word), word).toBe(false);
    }
  });
});
