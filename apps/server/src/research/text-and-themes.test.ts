import { describe, expect, it } from 'vitest';
import { cleanText, decodeEntities, truncate } from './clean-text';
import { themesFromPosts } from './find-member-themes';
import { planFeeds, resolveNiche } from './load-niche-sources';

describe('cleanText', () => {
  it('turns feed HTML into plain text', () => {
    expect(cleanText('<p>Hello&nbsp;<b>world</b></p><script>alert(1)</script><p>Bye &amp;amp; thanks</p>')).toBe(
      'Hello world Bye & thanks',
    );
    expect(decodeEntities('&#8216;quoted&#x2019; &unknown;')).toBe('‘quoted’ &unknown;');
  });

  it('truncates at a word boundary', () => {
    expect(truncate('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
  });
});

describe('themesFromPosts', () => {
  it('finds the subjects a member keeps returning to, hashtags and phrases first', () => {
    const posts = [
      'Pricing is the most underrated lever in B2B SaaS. We raised prices 20% and churn did not move. #pricing',
      'Three things I learned about SaaS pricing from 50 customer calls. #pricing #saas',
      'Thrilled to share that our team grew to 40 people! Thank you all.',
      'Customer interviews changed our SaaS pricing page completely.',
      'Hiring is hard. What we look for in a first product marketer.',
      'Why annual plans beat monthly plans for early-stage SaaS pricing.',
    ];
    const themes = themesFromPosts(posts);
    expect(themes[0]).toMatchObject({ term: 'pricing', label: 'pricing', posts: 4, weight: 1, postsRead: 6 });
    expect(themes.map((t) => t.term)).toContain('saas pricing');
    // What every LinkedIn post says is not a subject.
    expect(themes.map((t) => t.term)).not.toContain('thrilled');
    expect(themes.map((t) => t.term)).not.toContain('team');
  });

  it('gives nothing for no posts', () => {
    expect(themesFromPosts([])).toEqual([]);
  });
});

describe('planFeeds', () => {
  const options = { mode: 'live' as const, newsSandboxBaseUrl: 'http://127.0.0.1:9/sandbox/news' };

  it('knows the wizard’s niches by name and alias, and searches query sources for the sub-niche too', () => {
    expect(resolveNiche('  data science ').name).toBe('Data Science');
    expect(resolveNiche('Human Resources').name).toBe('HR');
    const feeds = planFeeds(resolveNiche('Marketing'), 'B2B SaaS', options);
    expect(feeds.find((f) => f.sourceId === 'hn-marketing')?.url).toBe(
      'https://hn.algolia.com/api/v1/search_by_date?tags=story&hitsPerPage=50&query=marketing',
    );
    expect(feeds.find((f) => f.sourceId === 'hn-marketing+b2b-saas')?.url).toBe(
      'https://hn.algolia.com/api/v1/search_by_date?tags=story&hitsPerPage=50&query=B2B%20SaaS',
    );
    expect(feeds.filter((f) => f.kind === 'reddit').map((f) => f.sourceId)).toEqual([
      'reddit-marketing',
      'reddit-digital-marketing',
    ]);
  });

  it('searches for a niche it does not know, under keys of its own', () => {
    const feeds = planFeeds(resolveNiche('Veterinary Medicine'), '', options);
    expect(feeds.map((f) => f.sourceId)).toEqual(['hn-search+veterinary-medicine', 'google-news-search+veterinary-medicine']);
    expect(feeds[1]!.url).toContain('q=Veterinary%20Medicine%20when%3A7d');
  });

  it('sends the same requests to the news sandbox in sandbox mode, keeping its items apart', () => {
    const feeds = planFeeds(resolveNiche('Technology'), '', { ...options, mode: 'sandbox' });
    const base = 'http://127.0.0.1:9/sandbox/news/technology';
    expect(feeds.find((f) => f.sourceId === 'sandbox:reddit-technology')?.url).toBe(
      `${base}/reddit/r/technology/hot.json?limit=50`,
    );
    expect(feeds.find((f) => f.sourceId === 'sandbox:the-verge')?.url).toBe(`${base}/feeds/the-verge.atom`);
    expect(feeds.find((f) => f.sourceId === 'sandbox:google-news-technology')?.url).toBe(
      `${base}/google-news/rss/search?q=technology%20when%3A7d&hl=en-US&gl=US&ceid=US:en`,
    );
    expect(feeds.find((f) => f.sourceId === 'sandbox:hn-technology')?.url).toBe(
      `${base}/hn/api/v1/search_by_date?tags=story&numericFilters=points%3E20&hitsPerPage=100`,
    );
  });
});
