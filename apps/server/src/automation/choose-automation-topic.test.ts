import { describe, expect, it } from 'vitest';
import { chooseAutomationTopic } from './write-automation-post';

const topic = (title: string, evidence = 0) => ({
  title,
  description: 'd',
  trend_reason: 'r',
  relevance_score: 5,
  evidence: Array.from({ length: evidence }, (_, i) => ({
    title: `${title} ${i}`,
    url: 'https://example.com/',
    source: 'Example',
    published_at: '2026-11-20T00:00:00Z',
  })),
});

describe('chooseAutomationTopic', () => {
  const angle = topic('A common FP&A mistake and how to avoid it');
  const library = topic('Forecasts leaders can actually trust');
  const story = topic('The biggest change in FP&A over the past year', 2);

  it('passes over an open angle, which would wait for the member, for a topic it can write in full', () => {
    expect(chooseAutomationTopic([angle, library], new Set())?.title).toBe(library.title);
    // A reported story is news, whatever its title reads like.
    expect(chooseAutomationTopic([story, angle], new Set())?.title).toBe(story.title);
  });

  it('writes a topic it can finish again rather than hand the member a gap; an open angle only when nothing else was offered', () => {
    expect(chooseAutomationTopic([angle, library], new Set([library.title]))?.title).toBe(library.title);
    expect(chooseAutomationTopic([angle, library], new Set([angle.title, library.title]))?.title).toBe(library.title);
    expect(chooseAutomationTopic([angle], new Set())?.title).toBe(angle.title);
    expect(chooseAutomationTopic([], new Set())).toBeUndefined();
  });
});
