import { feedTitle, hash, slug, type NewsItem } from './generate-news.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** RSS 2.0 as publishers' WordPress-style feeds write it: HTML summaries in CDATA, RFC 822 dates. */
export function renderRss(feedId: string, items: NewsItem[], built: Date): string {
  const title = `${feedTitle(feedId)} (news sandbox)`;
  const site = `https://${slug(feedTitle(feedId))}.example/`;
  const entries = items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <dc:creator><![CDATA[${item.author}]]></dc:creator>
      <pubDate>${item.publishedAt.toUTCString()}</pubDate>
      <category><![CDATA[News]]></category>
      <guid isPermaLink="false">${escapeXml(site)}?p=${hash(item.id) % 1_000_000}</guid>
      <description><![CDATA[<p>${item.summary}</p><p>The post <a href="${item.url}">${escapeXml(item.title)}</a> appeared first on ${escapeXml(feedTitle(feedId))}.</p>]]></description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <atom:link href="${escapeXml(site)}feed/" rel="self" type="application/rss+xml" />
    <link>${escapeXml(site)}</link>
    <description>Stories for the Cadence news sandbox: not real news</description>
    <lastBuildDate>${built.toUTCString()}</lastBuildDate>
    <language>en-US</language>
${entries}
  </channel>
</rss>
`;
}

/** Atom 1.0 as news sites serve it: typed text constructs, alternate links, RFC 3339 dates. */
export function renderAtom(feedId: string, items: NewsItem[], built: Date): string {
  const site = `https://${slug(feedTitle(feedId))}.example/`;
  const entries = items
    .map(
      (item) => `  <entry>
    <author><name>${escapeXml(item.author)}</name></author>
    <title type="html">${escapeXml(item.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}" />
    <id>${escapeXml(item.url)}</id>
    <updated>${item.publishedAt.toISOString()}</updated>
    <published>${item.publishedAt.toISOString()}</published>
    <summary type="html">${escapeXml(`<p>${item.summary}</p>`)}</summary>
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">
  <title type="text">${escapeXml(feedTitle(feedId))} (news sandbox)</title>
  <subtitle>Stories for the Cadence news sandbox: not real news</subtitle>
  <id>${escapeXml(site)}</id>
  <link rel="alternate" type="text/html" href="${escapeXml(site)}" />
  <link rel="self" type="application/atom+xml" href="${escapeXml(site)}rss/index.xml" />
  <updated>${built.toISOString()}</updated>
${entries}
</feed>
`;
}

/** Google News search RSS: "Headline - Outlet" titles, redirect links, and the outlet in <source>. */
export function renderGoogleNews(query: string, items: NewsItem[], built: Date): string {
  const entries = items
    .map((item) => {
      const site = `https://${slug(item.publisher)}.example`;
      const description = `<a href="${item.url}" target="_blank">${escapeXml(item.title)}</a>&nbsp;&nbsp;<font color="#6f6f6f">${escapeXml(item.publisher)}</font>`;
      return `<item><title>${escapeXml(`${item.title} - ${item.publisher}`)}</title><link>${escapeXml(item.url)}</link><guid isPermaLink="false">CBMi${item.id}</guid><pubDate>${item.publishedAt.toUTCString()}</pubDate><description>${escapeXml(description)}</description><source url="${escapeXml(site)}">${escapeXml(item.publisher)}</source></item>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><generator>NFE/5.0</generator><title>${escapeXml(`"${query}" - Google News (news sandbox)`)}</title><link>https://news.google.com/search?q=${encodeURIComponent(query)}&amp;hl=en-US&amp;gl=US&amp;ceid=US:en</link><language>en-US</language><webMaster>news-webmaster@google.com</webMaster><copyright>Not real news: Cadence news sandbox</copyright><lastBuildDate>${built.toUTCString()}</lastBuildDate><description>Google News</description>${entries}</channel></rss>`;
}

/** The Algolia Hacker News search answer, field for field. */
export function renderHackerNews(query: string, items: NewsItem[], hitsPerPage: number) {
  return {
    hits: items.map((item) => {
      const objectID = String(30_000_000 + (hash(item.id) % 9_000_000));
      return {
        _tags: ['story', `author_${item.author}`, `story_${objectID}`],
        author: item.author,
        children: [],
        created_at: item.publishedAt.toISOString(),
        created_at_i: Math.floor(item.publishedAt.getTime() / 1000),
        num_comments: item.comments,
        objectID,
        points: item.points,
        story_id: Number(objectID),
        title: item.title,
        updated_at: item.publishedAt.toISOString(),
        url: item.url,
      };
    }),
    hitsPerPage,
    nbHits: items.length,
    nbPages: 1,
    page: 0,
    params: `query=${encodeURIComponent(query)}&hitsPerPage=${hitsPerPage}`,
    processingTimeMS: 3,
    query,
  };
}

/** A Reddit listing (`/r/<sub>/hot.json`), with the pinned weekly thread real subreddits have. */
export function renderReddit(subreddit: string, items: NewsItem[], built: Date) {
  const post = (item: NewsItem, extra: Record<string, unknown> = {}) => {
    const id = (hash(item.id) % 60_466_176).toString(36).padStart(5, '0');
    const permalink = `/r/${subreddit}/comments/${id}/${slug(item.title).slice(0, 50).replace(/-/g, '_')}/`;
    return {
      kind: 't3',
      data: {
        subreddit,
        subreddit_name_prefixed: `r/${subreddit}`,
        title: item.title,
        selftext: '',
        author: item.author,
        name: `t3_${id}`,
        id,
        score: item.points,
        ups: item.points,
        upvote_ratio: 0.94,
        num_comments: item.comments,
        created: Math.floor(item.publishedAt.getTime() / 1000),
        created_utc: Math.floor(item.publishedAt.getTime() / 1000),
        domain: new URL(item.url).hostname,
        url: item.url,
        url_overridden_by_dest: item.url,
        permalink,
        is_self: false,
        stickied: false,
        over_18: false,
        ...extra,
      },
    };
  };
  const pinned = post(
    {
      id: `weekly-${subreddit}`,
      title: `Weekly discussion thread for r/${subreddit}`,
      summary: '',
      url: `https://www.reddit.com/r/${subreddit}/`,
      publisher: 'reddit',
      author: 'AutoModerator',
      publishedAt: new Date(built.getTime() - 3 * 86_400_000),
      points: 12,
      comments: 40,
    },
    { stickied: true, is_self: true, selftext: 'Share what you are working on this week.' },
  );
  const children = [pinned, ...items.map((item) => post(item))];
  return { kind: 'Listing', data: { after: null, dist: children.length, modhash: '', geo_filter: null, children, before: null } };
}
