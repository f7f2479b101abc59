import { describe, expect, it } from 'vitest';
import { findProfessionalInterests } from './find-professional-interests';

const inference = (type: string, value: string) => ({ category: 'Interests', type, description: '', inference: value });

describe('findProfessionalInterests', () => {
  it('merges one interest however it is written, keeping the spelling the member typed in a list', () => {
    const interests = findProfessionalInterests({
      posts: [],
      skills: ['Machine Learning', 'Public Speaking'],
      hashtags: [
        { hashtag: 'MachineLearning', usage_count: 4 },
        { hashtag: 'AIAgents', usage_count: 2 },
      ],
      inferences: [inference('Member interests', 'AI agents; machine learning')],
    });
    expect(interests).toEqual(['Machine Learning', 'AI agents', 'Public Speaking']);
  });

  it('puts recurring post themes first, in the member’s own spelling', () => {
    const interests = findProfessionalInterests({
      posts: [
        'SaaS pricing is a product decision.',
        'We tested three SaaS pricing pages.',
        'Annual plans and SaaS pricing.',
        'Churn is a pricing problem in disguise.',
        'Onboarding emails that reduce churn.',
      ],
      skills: ['Go-to-Market Strategy'],
      hashtags: [],
      inferences: [],
    });
    // "pricing" alone is covered by "SaaS pricing"; "churn" recurs twice, but a lone word from posts is a
    // topic, not an interest, unless the member lists it (a skill, a hashtag, an inference).
    expect(interests).toEqual(['SaaS pricing', 'Go-to-Market Strategy']);
  });

  it('reads only inference rows about interests, and no yes/no flags', () => {
    const interests = findProfessionalInterests({
      posts: [],
      skills: [],
      hashtags: [],
      inferences: [
        inference('Inferred interests', 'Cloud computing'),
        inference('Age', '25-34'),
        inference('Interested in job opportunities', 'Yes'),
        { category: 'Demographics', type: 'Gender', description: '', inference: 'Female' },
      ],
    });
    expect(interests).toEqual(['Cloud computing']);
  });

  it('gives at most twelve', () => {
    const skills = Array.from({ length: 20 }, (_, i) => `Skill ${String.fromCharCode(65 + i).repeat(3)}`);
    expect(findProfessionalInterests({ posts: [], skills, hashtags: [], inferences: [] })).toEqual(skills.slice(0, 12));
  });
});

describe('findProfessionalInterests: what a person would be glad to see', () => {
  it('shows hashtags as words, in the member’s own spelling when they write it elsewhere', () => {
    const interests = findProfessionalInterests({
      posts: [],
      skills: ['Financial Planning & Analysis (FP&A)'],
      hashtags: [
        { hashtag: 'FinancialPlanning', usage_count: 5 },
        { hashtag: 'FPandA', usage_count: 4 },
        { hashtag: 'B2BMarketing', usage_count: 2 },
      ],
      inferences: [],
    });
    expect(interests).toEqual(['Financial Planning', 'FP&A', 'B2B Marketing', 'Financial Planning & Analysis (FP&A)']);
  });

  it('merges inflections, keeping the form the member uses most', () => {
    const interests = findProfessionalInterests({
      posts: [],
      skills: ['Recruitment', 'Forecasts'],
      hashtags: [
        { hashtag: 'Recruiting', usage_count: 6 },
        { hashtag: 'Forecasting', usage_count: 3 },
      ],
      inferences: [],
    });
    expect(interests).toEqual(['Recruiting', 'Forecasting']);
  });

  it('takes from posts only recurring noun phrases with a domain term or naming what the member lists', () => {
    const interests = findProfessionalInterests({
      posts: [
        'It sounds obvious, but it took me 8 months. Review budget variances every Friday.',
        'It sounds obvious, but it took me a year. We pair budget variances with board packs.',
        'Share the numbers, good or bad. Our board packs got shorter. Single numbers lie.',
        'Share the numbers, good or bad. Nothing fancy. Single numbers lie again.',
        'We joined Mosaic Insurance. I joined Mosaic Insurance.',
        'Congrats to Mosaic Insurance on the launch at Mosaic Insurance HQ.',
      ],
      skills: [],
      hashtags: [],
      inferences: [{ category: 'Interests', type: 'Professional interest', description: '', inference: 'board packs' }],
    });
    // "board packs" is an inference and recurs; "Budget variances" holds a Finance term. Not "Obvious took",
    // "Sounds obvious", "Numbers", "Single numbers", "Nothing" nor the company's name.
    // The tagger reads "packs" in "with board packs." as a verb, so "board packs" counts from one post.
    expect(interests).toEqual(['Budget variances', 'board packs']);
  });
});

describe('phrases inside longer ones', () => {
  it('keeps "Days sales outstanding" and drops "Days sales", but keeps a lone subject word', () => {
    const interests = findProfessionalInterests({
      posts: [],
      skills: ['Days sales', 'Days sales outstanding', 'Leadership', 'Executive leadership'],
      hashtags: [],
      inferences: [],
    });
    expect(interests).toContain('Days sales outstanding');
    expect(interests).not.toContain('Days sales');
    expect(interests).toEqual(expect.arrayContaining(['Leadership', 'Executive leadership']));
  });
});
