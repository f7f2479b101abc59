import { describe, expect, it } from 'vitest';
import { summariseExport } from './summarise-export';
import { job, shares, testExport } from './test-export';

const NOW = new Date('2026-01-01T00:00:00Z');

// Issue 26, point 9: what two members' exports showed as their sub-niche and interests, each a
// piece of a sentence ("the buyer went dark", "a $2M deal", "every dashboard needs an owner").
const marco = testExport({
  profile: {
    firstName: 'Marco',
    lastName: 'Bellini',
    headline: 'Account Executive at Brightwave',
    industry: 'Software Development',
  },
  positions: [
    job('Account Executive', 'Brightwave', '2021-02'),
    job('Sales Development Representative', 'Callhub', '2018-05', '2021-01'),
  ],
  skills: ['Negotiation', 'Salesforce', 'Prospecting'],
  shares: shares([
    'The buyer went dark after the demo. Two weeks of silence. Then a one-line email: budget frozen. #b2b #sales',
    'A tight discovery call beats demo theatre every single time. #b2b',
    'We closed a $2M deal last quarter and the buyer went quiet the week before signing. #sales',
    'The prospect hung up on me in eleven seconds. Best cold call lesson I ever got. #b2b',
    'Discovery beats demo. Ask about the pain before you show the product. #sales #b2b',
    'My first $2M deal took 14 months. Worth it. The prospect hung up on me twice in that time.',
    'b2b buyers read everything before they talk to you. Your champion needs a business case they can forward.',
    'When the buyer went silent, I sent the business case to the CFO instead. Deal closed in March. #b2b',
  ]),
});

const priya = testExport({
  profile: {
    firstName: 'Priya',
    lastName: 'Nair',
    headline: 'Analytics Manager | Making data useful',
    industry: 'Technology, Information and Internet',
  },
  positions: [job('Analytics Manager', 'Tallyworks', '2022-03'), job('Data Analyst', 'Tallyworks', '2019-06', '2022-02')],
  skills: ['SQL', 'Tableau', 'Data Analysis'],
  shares: shares([
    'Every dashboard needs an owner. Not a team, a person. #analytics',
    'A dashboard needs a question before it needs a chart. #dataviz',
    'Our data team deleted forty dashboards nobody opened. Nobody noticed. #analytics',
    'If your dashboard needs a manual, it is a report. #dataviz',
    'SQL is still the most useful skill in analytics. #analytics',
    'Data quality starts where the data is entered, not in the warehouse. #dataquality',
  ]),
});

describe('junk phrases (issue 26, point 9)', () => {
  it('gives Marco a sub-niche and interests that are names of subjects, not pieces of his sentences', () => {
    const summary = summariseExport(marco, NOW);
    expect(summary.detected_niche).toBe('Sales');
    expect(summary.detected_sub_niche ?? '').not.toMatch(/went|hung|beats/i);
    for (const junk of ['Buyer went', 'Beats demo', '2M deal', 'Prospect hung', 'B2b'])
      expect(summary.professional_interests).not.toContain(junk);
    expect(summary.professional_interests.join(' | ')).not.toMatch(/\bwent\b|\bhung\b|\bbeats\b|^\d|\| \d|\bB2b\b/);
  });

  it('gives Priya no "Dashboard needs"', () => {
    const summary = summariseExport(priya, NOW);
    expect(summary.professional_interests).not.toContain('Dashboard needs');
    expect(summary.detected_sub_niche).not.toBe('Dashboard needs');
  });
});
