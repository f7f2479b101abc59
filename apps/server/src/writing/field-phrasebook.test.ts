import { describe, expect, it } from 'vitest';
import { NEUTRAL_VOICE } from './build-voice-profile';
import { composeOffline } from './compose-offline';
import { ALL_FIELD_LINES, FIELD_TAGS, fieldLinesFor } from './field-phrasebook';
import { FOLLOWED_HASHTAG_TAGS } from './find-followed-hashtags';
import { findTopicWords } from './find-topic-words';
import { PHRASEBOOK } from './phrasebook';

const NUMBER_WORDS =
  /\b(two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|hundred|thousand|dozen|half|twice|an hour|a day)\b/i;

describe('the field phrasebook', () => {
  it('keeps the phrasebook’s rules: fragments, no figure, no "I" or "we", balanced optional clauses', () => {
    for (const line of ALL_FIELD_LINES) {
      expect(line, line).not.toMatch(/\d/);
      // Nor a figure in words: "wait an hour" beside a list's "three facts" read to the thirty-eighth review as two.
      expect(line, line).not.toMatch(NUMBER_WORDS);
      expect(line, line).not.toMatch(/\b(I|me|my|we|us|our)\b/i);
      expect(line, line).not.toMatch(/[.!?]$/);
      // Field lines are said of guides and typed topics too: nothing of news, coverage or a trend's pace
      // (the property test over drafts bans these on a random run; here every line is held to it).
      expect(line, line).not.toMatch(/the pace\b|launch|headlines?|this (shift|trend|development)|overhyped|talking about/i);
      expect((line.match(/\[/g) ?? []).length, line).toBe((line.match(/\]/g) ?? []).length);
    }
  });

  it('never claims results no one can see, in a stock line or a field line (the seventeenth and eighteenth reviews)', () => {
    // "Yes, there are real wins here, and some teams are already seeing them" points at teams the reader
    // never meets; "The teams measuring it honestly are pulling ahead" is a finding with no study behind it.
    const unseen =
      /\b(early results|results (are|look)|pulling ahead|some teams are|already seeing|teams report|studies show|research shows|the data shows)\b/i;
    const lines = [...Object.values(PHRASEBOOK).flat(), ...ALL_FIELD_LINES];
    expect(lines.filter((line) => unseen.test(line))).toEqual([]);
    // Nor coverage or a trend's pace, which the property test over drafts bans on a random run.
    const coverage = /writing about it|is everywhere|slow burn|the pace\b|in the headlines|talking about|as noisy as/i;
    expect(lines.filter((line) => coverage.test(line))).toEqual([]);
  });

  it('places a topic by the followed tags it calls for, and only by tags that exist', () => {
    // A topic's own narrow field before the broad one that also lists its tag.
    expect(fieldLinesFor('tips.item', ['SalesProspecting'])).toContain('Write the first line about them, never about you');
    expect(fieldLinesFor('tips.item', ['B2BSales'])).toContain('Lead with the buyer’s problem, not with your product');
    // A narrow field with too few lines for the list gives way to the broad one.
    expect(fieldLinesFor('tips.item', ['Pricing'], 6)).toContain('Lead with the buyer’s problem, not with your product');
    expect(fieldLinesFor('tips.item', ['Semiconductors'])).toBe(null);
    expect(fieldLinesFor('hook.tips', ['SalesProspecting'])).toBe(null);
    expect(fieldLinesFor('tips.item', ['Hiring'], 50)).toBe(null);
    // Every field is reachable: each of its tags is one a topic can call for.
    for (const tag of FIELD_TAGS) expect(FOLLOWED_HASHTAG_TAGS, tag).toContain(tag);
  });

  it('gives a tips post the tips of its topic’s field (every blind review: the same tips under every title)', () => {
    const tips = (niche: string, topic: string) =>
      Array.from(
        { length: 6 },
        (_, seed) => composeOffline({ niche, topic, format: 'Tips & Tricks' }, NEUTRAL_VOICE, seed).content,
      );
    const stock = PHRASEBOOK['tips.item'].map((t) => t.replace(/\[.*$/, ''));
    for (const [niche, topic] of [
      ['Sales', 'Cold email reply rates are falling'],
      ['Productivity', 'Protecting deep work in a week of meetings'],
      ['HR', 'Structured interviews for hiring managers'],
    ] as const)
      for (const content of tips(niche, topic)) for (const line of stock) expect(content, topic).not.toContain(line);
    // A topic no field knows keeps the phrasebook's tips.
    expect(tips('Technology', 'Quantum error correction milestones').some((c) => stock.some((l) => c.includes(l)))).toBe(true);
  });

  it('argues a topic of a known field with that field’s points, not with lines said under every topic', () => {
    const stock = /It matters more than it looks|Start small, measure honestly|was never the tools|We keep treating/;
    for (const format of ['Industry Insight', 'insight', 'Opinion Piece', 'controversial'] as const)
      for (let seed = 0; seed < 6; seed++) {
        const { content } = composeOffline(
          { niche: 'Sales', topic: 'Cold email reply rates keep falling', format },
          NEUTRAL_VOICE,
          seed,
        );
        expect(content, `${format} ${seed}`).not.toMatch(stock);
      }
  });

  it('looks for a topic’s field first among those at home in the member’s niche (the fourteenth review: AI tips on AI SDR outreach)', () => {
    expect(fieldLinesFor('tips.item', ['AI', 'SalesProspecting'], 1, 'Sales')).toContain(
      'Write the first line about them, never about you',
    );
    expect(fieldLinesFor('tips.item', ['AI', 'SalesProspecting'], 1, 'Technology')).toContain(
      'Keep a human review step until the error rate is something you have actually measured',
    );
    // A niche typed by the member is at home nowhere: the topic's first tag decides.
    expect(fieldLinesFor('tips.item', ['AI', 'SalesProspecting'], 1, 'growth hacking')).toContain(
      'Keep a human review step until the error rate is something you have actually measured',
    );
  });

  it('keeps the lines for those who build a thing to their own niches (the twenty-ninth review: retrieval tips on a Productivity post)', () => {
    const about = (topic: string) => new Set(findTopicWords(topic));
    const evaluating = about('How should teams evaluate LLMs?');
    expect(fieldLinesFor('tips.item', ['GenerativeAI'], 1, 'Data Science', evaluating)).toContain(
      'Measure retrieval quality separately from the answers',
    );
    // At home too, only for a topic about building a model: using a coding assistant is adopting a tool.
    const using = fieldLinesFor(
      'tips.item',
      ['GenerativeAI', 'AI'],
      1,
      'Technology',
      about('What AI coding assistants really change in a team’s workflow'),
    );
    expect(using).not.toContain('Measure retrieval quality separately from the answers');
    expect(using).toContain('Pick one task people already dislike doing, and try the tool there first');
    // Away from home even for a topic about building one: the niche rule, not the topic's words, keeps them out.
    const atWork = fieldLinesFor('tips.item', ['GenerativeAI'], 1, 'Productivity', evaluating);
    expect(atWork).not.toContain('Measure retrieval quality separately from the answers');
    expect(atWork).toContain('Pick one task people already dislike doing, and try the tool there first');
  });

  it('gives a commission cut the lines of pay, not of selling (the thirty-third review)', () => {
    const tips = fieldLinesFor('tips.item', ['SalesCompensation'], 3, 'Sales');
    expect(tips).toContain('Keep the plan simple enough for a rep to calculate their own pay');
    expect(tips).not.toContain('Lead with the buyer’s problem, not with your product');
  });
});
