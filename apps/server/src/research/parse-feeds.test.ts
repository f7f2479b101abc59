import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAtom } from './parse-atom';
import { parseFeed } from './parse-feed';
import { parseGoogleNews } from './parse-google-news';
import { parseHackerNews } from './parse-hacker-news';
import { parseReddit } from './parse-reddit';
import { parseRss } from './parse-rss';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const MALFORMED_XML = [
  ['truncated', '<?xml version="1.0"?><rss version="2.0"><channel><title>x</title><item><title>Half'],
  ['an HTML error page', '<!DOCTYPE html><html><head><title>503</title></head><body><p>Service unavailable<br></body></html>'],
  ['JSON', '{"hits": []}'],
  ['empty', ''],
  ['mismatched tags', '<rss><channel><item><title>a</link></item></channel></rss>'],
] as const;

const MALFORMED_JSON = [
  ['truncated', '{"hits":[{"title":"a"'],
  ['HTML', '<html><body>Too Many Requests</body></html>'],
  ['null', 'null'],
  ['an array', '[1,2,3]'],
] as const;

describe('parseRss', () => {
  it('reads a WordPress RSS 2.0 feed: entities, CDATA, WordPress furniture, guids and enclosures', () => {
    const { items, problem } = parseRss(fixture('wordpress.rss.xml'));
    expect(items.map((i) => i.title)).toEqual([
      'Q&A: Why the ‘agentic’ browser is this year’s hot category',
      'Chipmaker posts record quarter on data center demand',
      'Podcast: the week in tech',
    ]);
    const [first, second, third] = items;
    expect(first).toMatchObject({
      url: 'https://tech.example/2025/06/10/agentic-browsers/',
      summary:
        'Three startups raised a combined $90 million this quarter to build browsers that act on your behalf. Here is what they do differently.',
      comments: 14,
      points: null,
    });
    expect(first!.publishedAt?.toISOString()).toBe('2025-06-10T13:45:00.000Z');
    expect(second!.url).toBe('https://tech.example/2025/06/10/chip-record-quarter/?utm_source=rss&utm_medium=rss');
    expect(second!.summary).toBe('Revenue rose 40% year over year & margins widened.');
    // A guid without isPermaLink="false" is the item's address.
    expect(third!.url).toBe('https://tech.example/podcast/week-24');
    expect(third!.publishedAt?.toISOString()).toBe('2025-06-09T13:00:00.000Z');
    // The untitled item and the javascript: link are dropped, and said so.
    expect(problem).toMatch(/2 item\(s\)/);
  });

  it('reads RSS 1.0 (RDF) feeds', () => {
    const rdf = `<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel rdf:about="https://a.example/"><title>A</title><link>https://a.example/</link></channel>
      <item rdf:about="https://a.example/1"><title>First paper</title><link>https://a.example/1</link><dc:date>2025-06-10T08:00:00Z</dc:date></item>
    </rdf:RDF>`;
    const { items } = parseRss(rdf);
    expect(items).toEqual([expect.objectContaining({ title: 'First paper', url: 'https://a.example/1' })]);
    expect(items[0]!.publishedAt?.toISOString()).toBe('2025-06-10T08:00:00.000Z');
  });

  it('tolerates bare ampersands, the commonest flaw of real feeds', () => {
    const { items } = parseRss(
      '<rss><channel><item><title>Q&A with R&D</title><link>https://a.example/?a=1&b=2</link></item></channel></rss>',
    );
    expect(items[0]).toMatchObject({ title: 'Q&A with R&D', url: 'https://a.example/?a=1&b=2' });
  });

  it.each(MALFORMED_XML)('gives no items and a reason for %s', (_name, body) => {
    const result = parseRss(body);
    expect(result.items).toEqual([]);
    expect(result.problem).toBeTruthy();
  });

  it('does not expand entity bombs', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;"><!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">]><rss><channel><item><title>&lol5;&lol5;&lol5;&lol5;</title><link>https://a.example/</link></item></channel></rss>`;
    const result = parseRss(bomb);
    expect(result.items.every((i) => i.title.length < 10_000)).toBe(true);
  });

  it('refuses bodies over the size cap without parsing them', () => {
    const huge = `<rss><channel>${'<item><title>x</title><link>https://a.example/</link></item>'.repeat(50_000)}</channel></rss>`;
    expect(parseRss(huge)).toEqual({ items: [], problem: expect.stringMatching(/too large/) });
  });
});

describe('parseAtom', () => {
  it('reads an Atom feed: typed HTML text, alternate links, relative links, published dates', () => {
    const { items, problem } = parseAtom(fixture('verge.atom.xml'));
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      title: 'Contoso’s new headset is lighter — and cheaper',
      url: 'https://verge.example/2025/6/10/contoso-headset',
      summary: 'The second-generation headset weighs 30 percent less and costs $1,499.',
      publisher: null,
    });
    expect(items[0]!.publishedAt?.toISOString()).toBe('2025-06-10T14:00:00.000Z');
    // Relative links resolve against the feed's own alternate link; updated stands in for published.
    expect(items[1]).toMatchObject({ url: 'https://verge.example/2025/6/9/relative', summary: 'Short summary.' });
    expect(items[1]!.publishedAt?.toISOString()).toBe('2025-06-09T18:00:00.000Z');
    expect(problem).toMatch(/1 item/);
  });

  it.each(MALFORMED_XML)('gives no items and a reason for %s', (_name, body) => {
    const result = parseAtom(body);
    expect(result.items).toEqual([]);
    expect(result.problem).toBeTruthy();
  });
});

describe('parseGoogleNews', () => {
  it('takes the outlet from <source> and off the end of the title', () => {
    const { items } = parseGoogleNews(fixture('google-news.rss.xml'));
    expect(items).toEqual([
      expect.objectContaining({
        title: 'Brands shift budgets to creators as ad costs climb',
        publisher: 'Example Business Daily',
        url: 'https://news.google.com/rss/articles/CBMiakFVX3lxTE1hYmNk?oc=5',
        // Google's description only repeats the headline.
        summary: '',
      }),
      expect.objectContaining({ title: 'Retail media networks: the next big ad channel?', publisher: 'The Example Times' }),
    ]);
    expect(items[0]!.publishedAt?.toISOString()).toBe('2025-06-10T12:07:00.000Z');
  });

  it.each(MALFORMED_XML)('gives no items and a reason for %s', (_name, body) => {
    expect(parseGoogleNews(body)).toEqual({ items: [], problem: expect.any(String) });
  });
});

describe('parseHackerNews', () => {
  it('reads the Algolia search answer: points, comments, and Ask HN posts without a url', () => {
    const { items, problem } = parseHackerNews(fixture('hn-search.json'));
    expect(items).toEqual([
      expect.objectContaining({
        title: 'Show HN: A tiny job queue on top of SQLite',
        url: 'https://github.example/pg/queue',
        points: 212,
        comments: 52,
      }),
      expect.objectContaining({
        title: 'Ask HN: What is your boring tech stack in 2025?',
        url: 'https://news.ycombinator.com/item?id=40640001',
        summary: 'We are a team of five and keep arguing about "boring" tech. What do you use?',
        points: 97,
        comments: 88,
      }),
    ]);
    expect(items[0]!.publishedAt?.toISOString()).toBe('2025-06-10T12:30:00.000Z');
    expect(problem).toMatch(/1 item/);
  });

  it.each(MALFORMED_JSON)('gives no items and a reason for %s', (_name, body) => {
    expect(parseHackerNews(body)).toEqual({ items: [], problem: expect.any(String) });
  });
});

describe('parseReddit', () => {
  it('reads a listing: link posts point at the article, text posts at the thread; pinned and adult posts are skipped', () => {
    const { items, problem } = parseReddit(fixture('reddit-hot.json'));
    expect(problem).toBeUndefined();
    expect(items).toEqual([
      expect.objectContaining({
        title: 'Brands are moving budget from paid social to creators & it shows',
        url: 'https://business.example/2025/06/10/creators',
        points: 1843,
        comments: 211,
      }),
      expect.objectContaining({
        url: 'https://www.reddit.com/r/marketing/comments/1l7efgh/anyone_else_seeing_organic_clicks_drop/',
        summary: expect.stringContaining('SEO clients are panicking'),
        points: 412,
      }),
    ]);
    expect(items[0]!.publishedAt?.getTime()).toBe(1749556000 * 1000);
  });

  it.each([...MALFORMED_JSON, ['another JSON shape', '{"kind":"t3","data":{}}']] as const)(
    'gives no items and a reason for %s',
    (_name, body) => {
      expect(parseReddit(body)).toEqual({ items: [], problem: expect.any(String) });
    },
  );
});

describe('parseFeed', () => {
  it('reads a feed listed as RSS that turns out to be Atom, and the other way round', () => {
    expect(parseFeed('rss', fixture('verge.atom.xml')).items).toHaveLength(2);
    expect(parseFeed('atom', fixture('wordpress.rss.xml')).items).toHaveLength(3);
  });
});
