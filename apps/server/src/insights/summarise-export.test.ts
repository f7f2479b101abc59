import { describe, expect, it } from 'vitest';
import { summariseExport } from './summarise-export';
import { priya, testExport } from './test-export';

const NOW = new Date('2026-01-01T00:00:00Z');

describe('summariseExport', () => {
  const summary = summariseExport(priya, NOW);

  it('builds the profile: name, headline, the job held now, skills once each, positions most recent first', () => {
    expect(summary.profile).toMatchObject({
      full_name: 'Priya Sharma',
      headline: 'Engineering Manager | Cloud Infrastructure | Ex-Amazon',
      industry: 'Software Development',
      location: 'Bengaluru, Karnataka, India',
      current_position: { title: 'Engineering Manager', company: 'Northwind Cloud' },
      skills: ['Kubernetes', 'AWS', 'Terraform', 'Team Leadership'],
    });
    expect(summary.profile.profile_data.positions.map((p) => [p.title, p.started_on, p.finished_on])).toEqual([
      ['Engineering Manager', '2021-04', null],
      ['Mentor', '2019-01', null],
      ['Senior Software Engineer', '2016-07', '2021-03'],
      ['Software Engineer', '2013-08', '2016-06'],
    ]);
    expect(summary.profile.profile_data.linkedin_insights).toEqual([
      {
        type: 'Member interests',
        category: 'Interests',
        description: 'Topics LinkedIn thinks you follow',
        inference: 'Cloud computing',
      },
    ]);
    expect(summary.profile.profile_data.certifications).toEqual([{ name: 'CKA', authority: 'The Linux Foundation' }]);
    expect(summary.profile.profile_data.languages).toEqual([
      { name: 'English', proficiency: 'Full professional proficiency' },
      { name: 'Hindi', proficiency: null },
    ]);
  });

  it('detects the niche, sub-niche and level', () => {
    expect(summary.detected_niche).toBe('Technology');
    expect(summary.detected_sub_niche).toBe('Cloud Infrastructure');
    // 2013-08 to 2026-01, without a gap: twelve years and five months.
    expect(summary.experience_level).toBe('Executive');
  });

  it('finds themes, interests and hashtags in her posts (not in the reshare)', () => {
    // Platform engineering in two posts; her move to Northwind (years at, last day, next chapter) in one; "product
    // work" once, but "product" alone is an ambiguous word (theme-lexicon.ts): no Product theme.
    expect(summary.content_themes).toEqual(['Software Engineering', 'Career']);
    expect(summary.top_hashtags).toEqual([
      { hashtag: 'Kubernetes', usage_count: 2 },
      { hashtag: 'Career', usage_count: 1 },
      { hashtag: 'PlatformEngineering', usage_count: 1 },
    ]);
    // "Platform engineering" is written in two posts and tagged once ("#PlatformEngineering" joins it): first.
    // Kubernetes is her top hashtag and a skill: one interest, next. A hashtag is read once, as a hashtag, not
    // again as a post phrase. LinkedIn's inference and the other skills follow.
    expect(summary.professional_interests).toEqual([
      'Platform engineering',
      'Kubernetes',
      'Career',
      'Cloud computing',
      'AWS',
      'Terraform',
      'Team Leadership',
    ]);
  });

  it('counts what the export holds', () => {
    expect(summary.counts).toEqual({ connections: 812, positions: 4, skills: 4, certifications: 1, languages: 2, education: 1 });
  });

  it('keeps activity times by UTC quarter-hour', () => {
    const quarter = (iso: string) => Date.parse(iso) / 900_000;
    expect(summary.activity.posts).toEqual([
      [quarter('2021-03-31T12:30:00Z'), 1],
      [quarter('2024-02-05T04:00:00Z'), 1],
      [quarter('2024-02-12T04:00:00Z'), 1],
    ]);
    expect(summary.activity.comments).toEqual([
      [quarter('2024-02-05T05:00:00Z'), 1],
      [quarter('2024-02-06T05:00:00Z'), 1],
    ]);
    expect(summary.activity.reactions).toEqual([[quarter('2024-02-07T13:00:00Z'), 2]]);
  });

  it('summarises an empty export without inventing anything', () => {
    expect(summariseExport(testExport(), NOW)).toEqual({
      profile: {
        full_name: null,
        headline: null,
        industry: null,
        location: null,
        current_position: null,
        skills: [],
        profile_data: { positions: [], linkedin_insights: [], certifications: [], languages: [] },
      },
      detected_niche: null,
      detected_sub_niche: null,
      experience_level: null,
      content_themes: [],
      professional_interests: [],
      top_hashtags: [],
      counts: { connections: 0, positions: 0, skills: 0, certifications: 0, languages: 0, education: 0 },
      activity: { posts: [], comments: [], reactions: [] },
    });
  });
});
