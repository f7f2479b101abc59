import { describe, expect, it } from 'vitest';
import { findSimilarPosts } from './find-similar-posts';

const posts = [
  'Our quarterly hiring plan is finally done. Recruiting engineers is harder than ever.',
  'Code review bots landed in our repositories this week. Reviews got faster, threads got noisier.',
  'A short note on pricing: raise prices before you think you are ready.',
  'We reviewed every pull request by hand for years. Then we tried an AI reviewer.',
  'Weekend reading: three books on leadership that changed how I run meetings.',
];

describe('finding the member’s most similar posts', () => {
  it('ranks posts by TF-IDF cosine with the topic', () => {
    const found = findSimilarPosts('AI coding assistants move into code review: review bots and pull requests', posts, 2);
    expect(found).toEqual([posts[1], posts[3]]);
  });

  it('still gives examples of the voice when nothing overlaps', () => {
    expect(findSimilarPosts('quantum chemistry', posts, 2)).toEqual([posts[0], posts[1]]);
    expect(findSimilarPosts('anything', posts.slice(0, 1), 3)).toEqual([posts[0]]);
  });
});
