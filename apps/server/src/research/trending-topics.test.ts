import { startNewsSandbox, type RunningNewsSandbox } from '@cadence/linkedin-sandbox';
import type { TTrendingTopicsResponse } from '@cadence/contract/content/trending-topics';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type SignedIn, type TestServer } from '../test-support/test-server';
import { findTrendingTopics } from './find-trending-topics';

describe.each(databaseKinds)('trending topics on %s', (kind) => {
  let news: RunningNewsSandbox;
  let server: TestServer;
  let member: SignedIn;

  beforeAll(async () => {
    news = await startNewsSandbox();
    server = await startTestServer(kind, { TOPIC_SOURCES: 'sandbox', NEWS_SANDBOX_URL: news.url, TOPIC_FETCH_TIMEOUT_MS: '800' });
    member = await server.signIn({ email: 'topics@example.com' });
  });
  afterEach(() => news.controls.reset());
  afterAll(async () => {
    await server?.close();
    await news?.close();
  });

  const ask = (payload: unknown, who: SignedIn | null = member) =>
    server.app.inject({
      method: 'POST',
      url: '/api/content/trending-topics',
      payload,
      ...(who ? { headers: bearer(who.accessToken) } : {}),
    } as InjectOptions);
  const topicsOf = (body: unknown) => (body as TTrendingTopicsResponse).data;

  it('needs a signed-in member', async () => {
    expect((await ask({ niche: 'Technology' }, null)).statusCode).toBe(401);
  });

  it('answers 400 with a message when the niche is missing or empty', async () => {
    for (const payload of [{}, { niche: '   ' }, { sub_niche: 'AI' }]) {
      const res = await ask(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'Invalid body: niche: niche is required' });
    }
  });

  it('finds trends in live sources, best first, with the evidence behind them', async () => {
    const res = await ask({ niche: 'Technology', sub_niche: '', context: 'Industry Insight' });
    expect(res.statusCode).toBe(200);
    const { topics, source } = topicsOf(res.json());
    expect(source).toBe('live');
    expect(topics.length).toBeGreaterThanOrEqual(5);
    expect(topics.length).toBeLessThanOrEqual(10);
    const scores = topics.map((t) => t.relevance_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The sandbox's two bursts lead.
    expect(
      topics
        .slice(0, 2)
        .map((t) => t.title)
        .join(' '),
    ).toMatch(/Kestrel[\s\S]*Northwind|Northwind[\s\S]*Kestrel/);
    const top = topics[0]!;
    expect(top.trend_reason).toMatch(/^\d+ stories from \d+ sources in the (last 24 h|past \d+ days: \d+ in the last 24 h)/);
    expect(top.evidence!.length).toBeGreaterThanOrEqual(3);
    expect(new Set(top.evidence!.map((e) => e.source)).size).toBeGreaterThanOrEqual(3);
    expect(top.evidence!.every((e) => e.url.startsWith('https://') && !Number.isNaN(Date.parse(e.published_at)))).toBe(true);
    // Off-niche chatter on the subreddits never makes the list.
    expect(topics.some((t) => /celebrity|championship/i.test(t.title))).toBe(false);
    const { rows } = await server.deps.database.executeSql(
      "SELECT count(*)::int AS n FROM topic_items WHERE source_id LIKE 'sandbox:%'",
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(50);
  });

  it('never offers a match report under Productivity because its headline says "goals"', async () => {
    // "Championship final: the goals everyone is talking about" matched the niche's word "goals" (the
    // trend bench counted it in 10 of 737 topics); the niche's vocabulary now says "goal setting".
    const res = await ask({ niche: 'Productivity', sub_niche: '', context: 'Industry Insight' });
    expect(res.statusCode).toBe(200);
    const titles = topicsOf(res.json()).topics.flatMap((t) => [t.title, ...(t.evidence ?? []).map((e) => e.title)]);
    expect(titles.filter((t) => /championship|celebrity/i.test(t))).toEqual([]);
  });

  it('answers again from stored items without fetching anything', async () => {
    await ask({ niche: 'Technology' });
    const before = news.controls.requestCount();
    const res = await ask({ niche: 'Technology' });
    expect(topicsOf(res.json()).source).toBe('live');
    expect(news.controls.requestCount()).toBe(before);
  });

  it('favours the sub-niche and the member’s own themes', async () => {
    await server.deps.database.db
      .insertInto('imported_posts')
      .values(
        [
          'Our newsletter open rates fell until we fixed email deliverability. #deliverability',
          'Three email deliverability checks before any campaign. #deliverability',
          'Why email deliverability is a brand problem, not an IT one.',
          'What 300 customer interviews taught me about positioning.',
          'Deliverability again: authentication is not optional any more. #deliverability',
        ].map((content, i) => ({ user_id: member.userId, content, posted_at: new Date(Date.now() - i * 86_400_000) })),
      )
      .execute();
    const { topics } = topicsOf((await ask({ niche: 'Marketing', sub_niche: 'B2B SaaS' })).json());
    expect(topics[0]!.trend_reason).toMatch(/\d+ of the \d+ stories mention “B2B SaaS”\./);
    expect(topics.some((t) => t.trend_reason.includes('Close to your own posts about deliverability'))).toBe(true);
  });

  it('lists each distinct headline once, naming every outlet that carried it', async () => {
    const { topics } = topicsOf((await ask({ niche: 'Technology' })).json());
    for (const topic of topics) {
      const lines = (topic.evidence ?? []).map((e) =>
        e.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, ' ')
          .trim(),
      );
      expect(new Set(lines).size).toBe(lines.length);
      for (const e of topic.evidence ?? []) {
        expect(e.outlets![0]).toBe(e.source);
        expect(new Set(e.outlets).size).toBe(e.outlets!.length);
      }
    }
    // The sandbox's outage headline went out on r/technology, Hacker News and TechCrunch alike.
    const outage = topics.find((t) => /Northwind/.test(t.title))!;
    const line = outage.evidence!.find(
      (e) => e.title === 'The Northwind Cloud outage is a reminder to plan for multi-region failover',
    )!;
    expect(line.outlets).toEqual(expect.arrayContaining(['r/technology', 'Hacker News', 'TechCrunch']));
    expect(line.outlets!.length).toBeGreaterThanOrEqual(3);
    expect(topicsOf((await ask({ niche: 'Technology' })).json()).notice).toBeUndefined();
  });

  it('says so when no live story fits the sub-niche, and leads with angles on it instead of off-topic news', async () => {
    const res = await ask({ niche: 'Technology', sub_niche: 'AI in healthcare', context: 'Industry Insight' });
    expect(res.statusCode).toBe(200);
    const { topics, source, notice } = topicsOf(res.json());
    expect(source).toBe('live');
    expect(notice).toBe(
      'No live story fits “AI in healthcare” closely right now; here are the strongest Technology stories and angles on your sub-niche.',
    );
    const onSubNiche = (t: (typeof topics)[number]) =>
      /AI in healthcare/.test(t.title) ||
      / of the \d+ stories mention “AI in healthcare”|mentions? “AI in healthcare”/.test(t.trend_reason);
    // Sub-niche items first: the cloud outage no longer leads.
    expect(onSubNiche(topics[0]!)).toBe(true);
    expect(topics[0]!.title).not.toMatch(/Northwind|outage/i);
    const angles = topics.filter((t) => !t.evidence);
    expect(angles.length).toBeGreaterThanOrEqual(2);
    expect(
      angles.every((t) => /AI in healthcare/.test(t.title) && t.trend_reason.startsWith('No live story fits “AI in healthcare”')),
    ).toBe(true);
    // Beside them, the strongest broader stories with their evidence.
    expect(
      topics
        .filter((t) => t.evidence)
        .map((t) => t.title)
        .join(' '),
    ).toMatch(/Northwind[\s\S]*Kestrel|Kestrel[\s\S]*Northwind/);
    const scores = topics.map((t) => t.relevance_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(topics.length).toBeLessThanOrEqual(10);
  });

  it('puts a story that names the sub-niche in passing first, still with the notice', async () => {
    // A few outage stories mention status pages: not a close fit, but on the sub-niche.
    const { topics, notice } = topicsOf((await ask({ niche: 'Technology', sub_niche: 'status pages' })).json());
    expect(notice).toMatch(/^No live story fits “status pages” closely right now/);
    expect(topics[0]!.title).toMatch(/Northwind/);
    expect(topics[0]!.trend_reason).toMatch(/\d+ of the \d+ stories mention “status pages”\./);
    expect(topics[1]!.evidence).toBeUndefined();
    expect(topics[1]!.title).toMatch(/status pages/);
  });

  it('gives no notice when a live story fits the sub-niche, and ranks it first', async () => {
    const { topics, notice } = topicsOf((await ask({ niche: 'Technology', sub_niche: 'open-weight models' })).json());
    expect(notice).toBeUndefined();
    expect(topics[0]!.title).toMatch(/Kestrel/);
    expect(topics[0]!.evidence!.length).toBeGreaterThan(0);
  });

  it('survives failing, slow and malformed sources', async () => {
    news.controls.setFault('reddit', { status: 503 });
    news.controls.setFault('hacker-news', { status: 200, delayMs: 3000 });
    news.controls.setFault('hubspot-sales', { status: 200, body: '<html><body>Just a moment...</body></html>' });
    const started = Date.now();
    const res = await ask({ niche: 'Sales' });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(res.statusCode).toBe(200);
    expect(topicsOf(res.json()).source).toBe('live');
    expect(topicsOf(res.json()).topics.length).toBeGreaterThanOrEqual(5);
    const states = await server.deps.database.db
      .selectFrom('topic_feed_states')
      .select(['source_id', 'last_status', 'last_error', 'failure_count'])
      .where('source_id', 'in', ['sandbox:reddit-sales', 'sandbox:hn-sales', 'sandbox:hubspot-sales', 'sandbox:salesforce-news'])
      .orderBy('source_id')
      .execute();
    expect(states).toEqual([
      { source_id: 'sandbox:hn-sales', last_status: null, last_error: 'timed out after 800 ms', failure_count: 1 },
      {
        source_id: 'sandbox:hubspot-sales',
        last_status: 200,
        last_error: expect.stringMatching(/malformed XML|not an RSS feed/),
        failure_count: 1,
      },
      { source_id: 'sandbox:reddit-sales', last_status: 503, last_error: 'answered HTTP 503', failure_count: 1 },
      { source_id: 'sandbox:salesforce-news', last_status: 200, last_error: null, failure_count: 0 },
    ]);
  });

  it('falls back to evergreen topics and the member’s themes when no source answers, and says so', async () => {
    news.controls.setFault('*', { status: 503 });
    const res = await ask({ niche: 'Marketing', sub_niche: 'Email' });
    // Marketing answered earlier in this suite: stored items still count as live for a day.
    expect(topicsOf(res.json()).source).toBe('live');
    const fresh = await ask({ niche: 'Finance', sub_niche: 'Payments' });
    expect(fresh.statusCode).toBe(200);
    const { topics, source } = topicsOf(fresh.json());
    expect(source).toBe('fallback');
    expect(topics.length).toBeGreaterThanOrEqual(5);
    expect(topics.every((t) => t.trend_reason.startsWith('Live sources were unreachable just now'))).toBe(true);
    expect(topics[0]!.trend_reason).toContain('It fits your focus on “Payments”');
    expect(topics.some((t) => t.title.includes('deliverability'))).toBe(true);
  });

  it('lets a language model polish titles and descriptions, never the evidence', async () => {
    const request = { niche: 'Technology', sub_niche: '', context: '' };
    const plain = await findTrendingTopics(server.deps, member.userId, request);
    const polished = await findTrendingTopics(server.deps, member.userId, request, {
      polish: async (topics) => topics.map((t) => ({ title: `Polished: ${t.title}`, description: 'Better words.' })),
    });
    expect(polished.topics.map((t) => t.title)).toEqual(plain.topics.map((t) => `Polished: ${t.title}`));
    expect(polished.topics.map((t) => [t.trend_reason, t.relevance_score, t.evidence])).toEqual(
      plain.topics.map((t) => [t.trend_reason, t.relevance_score, t.evidence]),
    );
    const broken = await findTrendingTopics(server.deps, member.userId, request, {
      polish: () => Promise.reject(new Error('model down')),
    });
    expect(broken.topics).toEqual(plain.topics);
  });
});
