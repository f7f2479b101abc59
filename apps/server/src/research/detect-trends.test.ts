import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractTerms } from '../text/extract-terms';
import { describeTrend } from './describe-trend';
import { detectTrends, type RelevanceProfile } from './detect-trends';
import { resolveNiche } from './load-niche-sources';
import type { TopicItem } from './topic-source';

const NOW = new Date('2025-06-10T12:00:00Z');
const HOUR = 3_600_000;
const tech: RelevanceProfile = { niche: resolveNiche('Technology').keywords, subNiche: [], themes: [] };

const BURST = [
  'Lumen Labs releases Kestrel 2, an open-weight AI model for developers',
  'Kestrel 2 open-weight model tops coding benchmarks for software developers',
  'Developers test Lumen Labs’ Kestrel 2 AI model: fast and open',
  'What the Kestrel 2 open-weight AI model means for software teams',
];
const STEADY = [
  'Passkeys are replacing passwords in more apps, security teams say',
  'A practical guide to rolling out passkeys for app security',
  'Passkeys replacing passwords: security teams report fewer account takeovers',
];
const OFF_NICHE = [
  'Celebrity couple announces surprise wedding on a private island',
  'Fans react to the celebrity couple’s surprise island wedding',
];
const OUTLETS = ['Hacker News', 'r/technology', 'The Verge', 'Ars Technica', 'TechCrunch', 'Google News'];

let counter = 0;
function item(title: string, hoursAgo: number, outlet: string, engagement = 0): TopicItem {
  counter++;
  return {
    sourceId: outlet,
    outlet,
    url: `https://news.example/${counter}`,
    title,
    summary: '',
    publishedAt: new Date(NOW.getTime() - hoursAgo * HOUR),
    points: engagement,
    comments: Math.round(engagement / 3),
  };
}

const burstItems = (recent: number, outlets: number, hoursSpread: number, engagement: number) =>
  Array.from({ length: recent }, (_, i) =>
    item(BURST[i % BURST.length]!, 1 + (((i * hoursSpread) / recent) % 22), OUTLETS[i % outlets]!, engagement),
  );
const steadyItems = (days: number, perDay: number, engagement: number) =>
  Array.from({ length: days * perDay }, (_, i) =>
    item(STEADY[i % STEADY.length]!, 2 + Math.floor(i / perDay) * 24 + (i % perDay), OUTLETS[i % 2]!, engagement),
  );

const topicOf = (trends: ReturnType<typeof detectTrends>, words: string) =>
  trends.findIndex((t) => t.items.some((i) => i.title.includes(words)));

describe('detectTrends', () => {
  it('groups differently worded headlines about one story and keeps stories apart', () => {
    const trends = detectTrends(
      [...burstItems(8, 4, 20, 100), ...steadyItems(8, 1, 20), ...OFF_NICHE.map((t) => item(t, 3, 'r/technology', 5000))],
      tech,
      NOW,
    );
    const burst = trends[topicOf(trends, 'Kestrel')]!;
    expect(burst.items).toHaveLength(8);
    expect(burst.items.every((i) => i.title.includes('Kestrel'))).toBe(true);
    expect(trends[topicOf(trends, 'asskey')]!.items.every((i) => /passkey/i.test(i.title))).toBe(true);
    expect(trends).toHaveLength(3);
  });

  it('ranks a burst above a steady topic, however the numbers fall', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 15 }), // stories in the burst's last 24 h
        fc.integer({ min: 3, max: 6 }), // outlets carrying the burst
        fc.integer({ min: 1, max: 22 }), // how the burst's stories spread over the day
        fc.integer({ min: 1, max: 3 }), // the steady topic's stories a day
        fc.integer({ min: 0, max: 500 }), // engagement per burst story
        fc.integer({ min: 0, max: 500 }), // engagement per steady story
        (recent, outlets, spread, perDay, burstEngagement, steadyEngagement) => {
          const trends = detectTrends(
            [...burstItems(recent, outlets, spread, burstEngagement), ...steadyItems(8, perDay, steadyEngagement)],
            tech,
            NOW,
          );
          expect(topicOf(trends, 'Kestrel')).toBe(0);
          expect(trends[0]!.scores.velocity).toBeGreaterThan(trends[1]!.scores.velocity);
        },
      ),
    );
  });

  it('ranks an off-niche topic below on-niche ones, however loud it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 0, max: 50_000 }), (loudness, engagement) => {
        const offNiche = Array.from({ length: loudness }, (_, i) =>
          item(OFF_NICHE[i % 2]!, 1 + (i % 20), OUTLETS[i % OUTLETS.length]!, engagement),
        );
        const trends = detectTrends([...offNiche, ...steadyItems(8, 1, 0)], tech, NOW);
        expect(trends.map((t) => (t.items[0]!.title.includes('elebrity') ? 'off-niche' : 'on-niche'))).toEqual([
          'on-niche',
          'off-niche',
        ]);
        // Below the floor under which topics are not offered at all.
        expect(trends.at(-1)!.scores.relevance).toBeLessThan(0.2);
      }),
    );
  });

  it('ranks a story matching the sub-niche above an equally strong one that does not', () => {
    const other = [
      'Northwind Cloud outage takes thousands of apps offline',
      'Northwind Cloud blames a configuration push for its software outage',
    ];
    const items = [
      ...burstItems(6, 3, 20, 50),
      ...Array.from({ length: 6 }, (_, i) => item(other[i % 2]!, 1 + (i * 20) / 6, OUTLETS[i % 3]!, 50)),
    ];
    const bySub = (sub: string) => detectTrends(items, { ...tech, subNiche: [...new Set(extractTerms(sub))] }, NOW);
    expect(bySub('cloud reliability')[0]!.items[0]!.title).toMatch(/Northwind/);
    expect(bySub('open-weight models')[0]!.items[0]!.title).toMatch(/Kestrel/);
  });

  it('favours the member’s own themes', () => {
    const items = [
      ...burstItems(6, 3, 20, 50),
      ...Array.from({ length: 6 }, (_, i) =>
        item(
          ['Northwind Cloud outage takes apps offline', 'Northwind Cloud blames a configuration push for the outage'][i % 2]!,
          1 + (i * 20) / 6,
          OUTLETS[i % 3]!,
          50,
        ),
      ),
    ];
    const trends = detectTrends(items, { ...tech, themes: [{ term: 'outage', label: 'outages', weight: 1 }] }, NOW);
    expect(trends[0]!.matchedThemes).toEqual(['outages']);
  });

  it('ignores items older than the look-back window', () => {
    expect(detectTrends([item(BURST[0]!, 24 * 9, 'Hacker News')], tech, NOW)).toEqual([]);
  });
});

describe('describeTrend', () => {
  it('states the evidence in plain words with numbers', () => {
    const items = [
      ...Array.from({ length: 7 }, (_, i) => item(BURST[i % 4]!, 1 + i * 3, OUTLETS[i % 4]!, i < 2 ? 300 : 0)),
      ...Array.from({ length: 7 }, (_, i) => item(BURST[i % 4]!, 30 + i * 24, 'Hacker News')),
    ];
    const [trend] = detectTrends(items, { ...tech, subNiche: extractTerms('Open-weight models') }, NOW);
    const topic = describeTrend(trend!, { subNiche: 'Open-weight models', now: NOW });
    expect(topic.trend_reason).toBe(
      '14 stories from 4 sources in the past 8 days: 7 in the last 24 h, up from 1 a day last week; 600 points and 200 comments on Hacker News, r/technology, The Verge and Ars Technica. All 14 stories mention “Open-weight models”.',
    );
    expect(topic.title).toBe(BURST[0]);
    expect(topic.relevance_score).toBeGreaterThan(5);
    expect(topic.relevance_score).toBeLessThanOrEqual(10);
    expect(topic.evidence?.map((e) => e.source).slice(0, 4)).toEqual(
      expect.arrayContaining(['Hacker News', 'r/technology', 'The Verge', 'Ars Technica']),
    );
    expect(topic.evidence?.[0]?.published_at).toMatch(/^2025-06-\d\dT/);
  });

  it('says when a topic is new this week and when it is only steady', () => {
    const fresh = detectTrends(burstItems(3, 3, 10, 0), tech, NOW);
    expect(describeTrend(fresh[0]!, { subNiche: '', now: NOW }).trend_reason).toBe(
      '3 stories from 3 sources in the last 24 h, none in the week before.',
    );
    const steady = detectTrends(steadyItems(8, 2, 0), tech, NOW);
    expect(describeTrend(steady[0]!, { subNiche: '', now: NOW }).trend_reason).toBe(
      '16 stories from 2 sources in the past 8 days: 2 in the last 24 h, about 2 a day last week too.',
    );
  });

  it('counts the stories and sources the card lists, then how many came in the last 24 h (issue 26)', () => {
    // One outlet today; three others carried it earlier in the week: the card names all four.
    const items = [
      item(BURST[0]!, 2, 'Hacker News'),
      item(BURST[1]!, 30, 'The Verge'),
      item(BURST[2]!, 60, 'Ars Technica'),
      item(BURST[3]!, 100, 'TechCrunch'),
    ];
    const [trend] = detectTrends(items, tech, NOW);
    expect(trend!.items).toHaveLength(4);
    const topic = describeTrend(trend!, { subNiche: '', now: NOW });
    const listed = new Set(topic.evidence!.flatMap((e) => e.outlets ?? [e.source]));
    expect(listed.size).toBe(4);
    expect(topic.trend_reason).toBe(
      '4 stories from 4 sources in the past 5 days: 1 in the last 24 h, up from 3 in the 7 days before.',
    );
  });

  it('cleans outlet furniture from headlines', () => {
    const [trend] = detectTrends([item('Show HN: Kestrel 2, an open-weight AI model | Lumen Labs', 2, 'Hacker News')], tech, NOW);
    expect(describeTrend(trend!, { subNiche: '', now: NOW }).title).toBe('Kestrel 2, an open-weight AI model');
  });
});
