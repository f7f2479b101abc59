import { describe, expect, it } from 'vitest';
import { parseLittleText } from './little-text.ts';

describe('parseLittleText', () => {
  it.each([
    ['plain text', 'plain text', false],
    [String.raw`a \(b\) c`, 'a (b) c', false],
    [String.raw`\\ backslash`, '\\ backslash', false],
    [String.raw`emoji \😀 escaped`, 'emoji 😀 escaped', false],
    [String.raw`{hashtag|\#|tag} and {hashtag|\#|two\_words}`, '#tag and #two_words', false],
    ['@[Ada](urn:li:person:x1) hi', 'Ada hi', false],
    ['cut (here', 'cut ', true],
    ['{hashtag|#|tag}', '', true],
    ['{hashtag|\\#|ta(g}', '', true],
    ['@[Ada](https://example.com)', '', true],
    ['@[Ada] alone', '', true],
    ['end \\', 'end ', true],
  ])('reads %j as %j', (commentary, text, truncated) => {
    expect(parseLittleText(commentary)).toMatchObject({ text, truncated });
  });

  it('keeps the commentary before the cut, which a read-back answers', () => {
    expect(parseLittleText('cut (here').kept).toBe('cut ');
    expect(parseLittleText('{hashtag|\\#|tag} then (cut').kept).toBe('{hashtag|\\#|tag} then ');
    expect(parseLittleText('all kept \\(').kept).toBe('all kept \\(');
  });
});
