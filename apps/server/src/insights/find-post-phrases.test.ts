import { describe, expect, it } from 'vitest';
import { findPostPhrases } from './find-post-phrases';

const find = (posts: string[], key: string) => findPostPhrases(posts).find((p) => p.key === key);

describe('findPostPhrases', () => {
  it('reads noun phrases as the tagger reads the sentence: never a subject and its verb', () => {
    const posts = ['It sounds obvious, but it took me months.', 'It sounds obvious, but it took me a year.'];
    expect(find(posts, 'obvious took')).toBeUndefined();
    expect(find(posts, 'sounds obvious')).toBeUndefined();
  });

  it('keeps hyphenated compounds and connectors, counts each post once, and keeps the member’s spelling', () => {
    const posts = [
      'We review driver-based models and cost per lead weekly. Driver-based models again.',
      'Our driver-based models beat the old ones; cost per lead fell.',
    ];
    expect(find(posts, 'driver-based models')).toMatchObject({ posts: 2, label: 'Driver-based models', contentWords: 2 });
    expect(find(posts, 'cost per lead')).toMatchObject({ posts: 2, contentWords: 2 });
    expect(find(posts, 'based models')).toBeUndefined();
  });

  it('leaves out a verb and its object, and notes a name', () => {
    const posts = [
      'We doubled demo requests. Train your managers first.',
      'To train managers, we doubled demo requests. Train the new ones too.',
      'Congrats to everyone at Mosaic Insurance and to the Mosaic Insurance team.',
      'I joined Mosaic Insurance.',
    ];
    expect(find(posts, 'doubled demo requests')).toBeUndefined();
    expect(find(posts, 'train managers')).toBeUndefined();
    expect(find(posts, 'demo requests')?.posts).toBe(2);
    expect(find(posts, 'mosaic insurance')?.isName).toBe(true);
  });

  it('skips hashtags, mentions, links and numbers', () => {
    const keys = findPostPhrases(['#FinOps @Acme https://x.io/a-b 42 budgets']).map((p) => p.key);
    expect(keys).toEqual(['budgets']);
  });
});
