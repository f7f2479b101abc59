import { describe, expect, it } from 'vitest';
import { isStopWord } from '../text/stop-words';
import { findFollowedHashtags, FOLLOWED_HASHTAG_TAGS, NICHE_HASHTAGS } from './find-followed-hashtags';

describe('findFollowedHashtags', () => {
  it('holds each tag once, spelled as a tag (letters and digits, no stop word)', () => {
    const all = [...FOLLOWED_HASHTAG_TAGS, ...Object.values(NICHE_HASHTAGS).flat()];
    for (const tag of all) {
      expect(tag).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(isStopWord(tag.toLowerCase())).toBe(false);
    }
    expect(new Set(FOLLOWED_HASHTAG_TAGS).size).toBe(FOLLOWED_HASHTAG_TAGS.length);
  });

  it('matches a cue as whole words, in its plural and hyphenated forms', () => {
    expect(findFollowedHashtags(['Rate-cut hopes fade'])).toEqual(['InterestRates']);
    expect(findFollowedHashtags(['Three rate cuts priced in'])).toEqual(['InterestRates']);
    expect(findFollowedHashtags(['An accurate cut of the data'])).toEqual([]);
    expect(findFollowedHashtags(['OpenAI ships a new model'])).toEqual([]);
    expect(findFollowedHashtags(['FP&A teams rethink the budget season'])).toEqual(['FPandA']);
    // Found by the twelfth: the "economic buyer" of a sale is no #Economy.
    expect(findFollowedHashtags(['Find the economic buyer early in discovery'])).toEqual([]);
    // Found by the twenty-fourth: a sales plan's "commission accelerators" are no startup accelerator.
    expect(findFollowedHashtags(['Contoso cuts sales commission accelerators and reps revolt'])).toEqual(['SalesCompensation']);
    expect(findFollowedHashtags(['Northwind Ventures accelerator shuts down after a decade'])).toEqual(['Startups']);
  });

  it('calls for the tag named in the text’s own word (the thirty-eighth and thirty-ninth reviews)', () => {
    expect(findFollowedHashtags(['The reading habit: 20 pages a day'])).toEqual(['Reading', 'Habits']);
    expect(findFollowedHashtags(['Reading a cash flow statement in ten minutes'])).not.toContain('Reading');
    expect(findFollowedHashtags(['Brands move a fifth of paid social budget into creator partnerships'])).toContain(
      'CreatorEconomy',
    );
    expect(findFollowedHashtags(['Brands move a fifth of paid social budget into creator partnerships'])).not.toContain(
      'InfluencerMarketing',
    );
  });

  it('puts the head of a compound before the words that modify it', () => {
    // The thirty-fifth review: "Northwind Cloud outage" led with #CloudComputing, and its draft spoke of cloud bills.
    expect(findFollowedHashtags(['The Northwind Cloud outage is a reminder to plan for multi-region failover'])).toEqual([
      'DevOps',
      'CloudComputing',
    ]);
    expect(findFollowedHashtags(['Cloud costs and the outage nobody planned for'])).toEqual(['CloudComputing', 'DevOps']);
  });

  it('puts the title’s tags first, in the order the title names them', () => {
    expect(
      findFollowedHashtags([
        'Layoffs hit recruiters as hiring freezes spread',
        'Startups are cutting headcount.',
        'Startups freeze hiring',
      ]),
    ).toEqual(['Layoffs', 'Recruiting', 'Hiring', 'Startups']);
    // One word in one other text is incidental (the tenth blind review: #Startups on a chip-export story).
    expect(
      findFollowedHashtags([
        'New chip export rules leave hardware makers scrambling',
        'Buyers of GPUs face new licences.',
        'Hardware startups react to the new chip export rules',
      ]),
    ).toEqual(['Semiconductors']);
    expect(findFollowedHashtags(['Generative AI tools in the newsroom'])).toEqual(['GenerativeAI', 'AI']);
    expect(findFollowedHashtags(['A tiny SQLite-backed job queue for side projects'])).toEqual(['Databases']);
  });
});
