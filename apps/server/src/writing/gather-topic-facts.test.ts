import { describe, expect, it } from 'vitest';
import { gatherTopicFacts, subjectOf } from './gather-topic-facts';

describe('subjectOf', () => {
  it('takes the thing a title is about, never a journey or a question before its colon', () => {
    expect(subjectOf('Cloud costs: why the bill grows')).toBe('Cloud costs');
    expect(subjectOf('AI coding assistants move into code review')).toBe(null);
    expect(subjectOf('From notebook to production: where models go to die')).toBe(null);
    expect(subjectOf('Why hiring is slow: three reasons')).toBe(null);
  });
});

describe('gatherTopicFacts', () => {
  const angle = {
    title: 'The biggest change in FP&A over the past year',
    description: 'An angle.',
    trend_reason: '',
    relevance_score: 5,
  };
  const story = {
    ...angle,
    title: 'Instant payments volume doubles as banks switch on real-time rails',
    trend_reason: '7 stories from 4 sources in the last 24 h, none in the week before.',
    evidence: [
      { title: 'Instant payments volume doubles', url: 'https://example.com/a', source: 'Example', published_at: '2026-11-20' },
    ],
  };

  it('introduces an evergreen angle instead of quoting it as news', () => {
    const facts = gatherTopicFacts({ niche: 'Finance', topic: angle.title, trending_topic_data: angle }, 'this trend');
    expect(facts).toMatchObject({ news: false, headline: 'Worth a closer look: the biggest change in FP&A over the past year.' });
  });

  it('joins an angle that has its own colon with a dash, not a second colon', () => {
    const journey = { ...angle, title: 'From notebook to production: where models go to die' };
    expect(
      gatherTopicFacts({ niche: 'Data Science', topic: journey.title, trending_topic_data: journey }, 'this trend').headline,
    ).toBe('Worth a closer look — from notebook to production: where models go to die.');
  });

  it('quotes a story’s headline as news and says its pace without counting stories', () => {
    const facts = gatherTopicFacts({ niche: 'Finance', topic: story.title, trending_topic_data: story }, 'this trend');
    expect(facts).toMatchObject({
      news: true,
      headline: 'Instant payments volume doubles as banks switch on real-time rails.',
      signal: 'A week ago hardly anyone was writing about it; now it is everywhere.',
    });
  });
});
