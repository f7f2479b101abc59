import { describe, expect, it } from 'vitest';
import { describeTrend, headlineKey, pickEvidence } from './describe-trend';
import { detectTrends, type RelevanceProfile } from './detect-trends';
import { resolveNiche } from './load-niche-sources';
import type { TopicItem } from './topic-source';

const NOW = new Date('2025-06-10T12:00:00Z');
const tech: RelevanceProfile = { niche: resolveNiche('Technology').keywords, subNiche: [], themes: [] };

let counter = 0;
function item(title: string, hoursAgo: number, outlet: string): TopicItem {
  counter++;
  return {
    sourceId: outlet,
    outlet,
    url: `https://news.example/${counter}`,
    title,
    summary: '',
    publishedAt: new Date(NOW.getTime() - hoursAgo * 3_600_000),
    points: null,
    comments: null,
  };
}

describe('evidence: each distinct headline once', () => {
  it('compares headlines without case, punctuation or an outlet suffix', () => {
    const key = headlineKey('Northwind Cloud outage knocks apps offline for six hours');
    expect(headlineKey('Northwind cloud outage knocks apps offline for six hours! - The Verge', ['The Verge'])).toBe(key);
    expect(headlineKey('“Northwind Cloud outage knocks apps offline for six hours” | Wired')).toBe(key);
    expect(headlineKey('NORTHWIND CLOUD OUTAGE: KNOCKS APPS OFFLINE FOR SIX HOURS')).toBe(key);
    // A clause after a dash is part of the headline, not an outlet.
    expect(headlineKey('Northwind Cloud outage knocks apps offline - and nobody noticed for an hour')).not.toBe(
      headlineKey('Northwind Cloud outage knocks apps offline'),
    );
  });

  it('shows a headline three outlets carried as one line naming the three outlets', () => {
    const headline = 'Northwind Cloud outage knocks thousands of cloud apps offline for six hours';
    const items = [
      item(headline, 1, 'The Verge'),
      item(`${headline} - Ars Technica`, 2, 'Ars Technica'),
      item(headline.toUpperCase(), 3, 'TechCrunch'),
      item(headline, 4, 'The Verge'),
      item('Northwind Cloud blames a faulty configuration push for its cloud outage', 2, 'Hacker News'),
      item('Northwind Cloud blames a faulty configuration push for its cloud outage', 3, 'r/technology'),
    ];
    const [trend] = detectTrends(items, tech, NOW);
    expect(trend!.items).toHaveLength(6);
    const topic = describeTrend(trend!, { subNiche: '', now: NOW });
    const evidence = topic.evidence!;
    expect(evidence).toHaveLength(2);
    const outage = evidence.find((e) => headlineKey(e.title) === headlineKey(headline))!;
    expect(new Set(outage.outlets)).toEqual(new Set(['The Verge', 'Ars Technica', 'TechCrunch']));
    expect(outage.outlets![0]).toBe(outage.source);
    expect(outage.title).not.toMatch(/Ars Technica$/);
    expect(evidence.find((e) => e !== outage)!.outlets).toEqual(expect.arrayContaining(['Hacker News', 'r/technology']));
    expect(new Set(evidence.map((e) => headlineKey(e.title))).size).toBe(evidence.length);
  });

  it('puts headlines that name a new outlet before ones that add none', () => {
    const picked = pickEvidence([
      item('One headline about the outage today', 1, 'A'),
      item('One headline about the outage today', 1, 'B'),
      item('Another headline from the same outlets', 1, 'A'),
      item('A third headline from a new outlet', 1, 'C'),
    ]);
    expect(picked.map((p) => p.outlets)).toEqual([['A', 'B'], ['C'], ['A']]);
  });
});
