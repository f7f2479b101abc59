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
    // "pricing" alone is covered by "SaaS pricing" (themesFromPosts); "churn" recurs twice.
    expect(interests).toEqual(['SaaS pricing', 'Churn', 'Go-to-Market Strategy']);
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
    const skills = Array.from({ length: 20 }, (_, i) => `Skill ${String.fromCharCode(65 + i)}`);
    expect(findProfessionalInterests({ posts: [], skills, hashtags: [], inferences: [] })).toEqual(skills.slice(0, 12));
  });
});
