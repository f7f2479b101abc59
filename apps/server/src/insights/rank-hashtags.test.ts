import { describe, expect, it } from 'vitest';
import { rankHashtags } from './rank-hashtags';

describe('rankHashtags', () => {
  it('counts posts using a tag, spelled the way the member writes it most', () => {
    const posts = [
      'Ship small. #DevOps #devops #Kubernetes',
      'On-call without burnout. #DevOps #SRE',
      'Quick one #devops',
      'Post-mortems that teach. #DevOps #SRE #Kubernetes',
    ];
    expect(rankHashtags(posts)).toEqual([
      { hashtag: 'DevOps', usage_count: 4 },
      { hashtag: 'Kubernetes', usage_count: 2 },
      { hashtag: 'SRE', usage_count: 2 },
    ]);
  });

  it('keeps the ten most used, ties broken alphabetically, and skips what is not a hashtag', () => {
    const posts = ['#b #a #c #d #e #f #g #h #i #j #k #l', 'Issue #42, C# and a#b are not tags. #k'];
    const ranked = rankHashtags(posts);
    expect(ranked).toHaveLength(10);
    expect(ranked[0]).toEqual({ hashtag: 'k', usage_count: 2 });
    expect(ranked.slice(1).map((h) => h.hashtag)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });

  it('is empty without hashtags', () => {
    expect(rankHashtags([])).toEqual([]);
    expect(rankHashtags(['No tags here.'])).toEqual([]);
  });
});
