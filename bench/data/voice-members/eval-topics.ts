import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';

/**
 * The topics every synthetic member writes about in the voice eval. The same topics for all three,
 * so a draft can only sound like its member through style, never through subject matter.
 */
export const EVAL_TOPICS: Array<{ topic: string; data: TTrendingTopic | null }> = [
  {
    topic: 'AI coding assistants move into code review',
    data: {
      title: 'AI coding assistants move into code review',
      description: 'Several vendors shipped review bots this week. Teams report faster merges but more noise in pull requests.',
      trend_reason:
        '7 stories from 4 sources in the last 24 h, up from 1 a day last week. Matches your focus on “developer tools”.',
      relevance_score: 8.4,
      evidence: [
        {
          title: 'GitHub expands Copilot code review to all plans',
          url: 'https://example.com/1',
          source: 'The Verge',
          published_at: '2025-05-02T09:00:00Z',
        },
        {
          title: 'Review bots: faster merges, noisier threads',
          url: 'https://example.com/2',
          source: 'InfoQ',
          published_at: '2025-05-02T11:00:00Z',
        },
      ],
    },
  },
  {
    topic: 'Central banks signal a slower path for rate cuts',
    data: {
      title: 'Central banks signal a slower path for rate cuts',
      description: 'Policy makers in three major economies pushed back against early easing. Bond markets repriced within hours.',
      trend_reason: '12 stories from 6 sources in the last 24 h, up from 3 a day last week.',
      relevance_score: 7.9,
      evidence: [
        {
          title: 'Fed officials warn against cutting too soon',
          url: 'https://example.com/3',
          source: 'Reuters',
          published_at: '2025-05-01T15:00:00Z',
        },
      ],
    },
  },
  {
    topic: 'Four-day week pilots report lower burnout',
    data: {
      title: 'Four-day week pilots report lower burnout',
      description:
        'A new round of pilots across 60 companies found lower burnout and stable output. Most firms kept the schedule after the trial.',
      trend_reason: '5 stories from 3 sources in the last 24 h, none in the week before.',
      relevance_score: 7.1,
      evidence: [],
    },
  },
  { topic: 'remote onboarding', data: null },
  {
    topic: 'Cloud costs: why the bill keeps growing and what to do first',
    data: {
      title: 'Cloud costs: why the bill keeps growing and what to do first',
      description:
        'Idle resources, chatty services and missing ownership; the first three fixes that usually pay for themselves within a quarter.',
      trend_reason: "Live sources were unreachable just now, so this comes from Cadence's evergreen library for Technology.",
      relevance_score: 6.3,
    },
  },
  {
    topic: 'Creator-led B2B marketing overtakes paid social',
    data: {
      title: 'Creator-led B2B marketing overtakes paid social',
      description:
        'Budgets are moving from paid social to partnerships with niche creators. Buyers say they trust practitioners more than brands.',
      trend_reason: '9 stories from 5 sources in the past 3 days, the latest 2 hours ago.',
      relevance_score: 6.8,
      evidence: [
        {
          title: 'Why B2B brands are paying LinkedIn creators',
          url: 'https://example.com/4',
          source: 'Marketing Week',
          published_at: '2025-04-30T08:00:00Z',
        },
      ],
    },
  },
];
