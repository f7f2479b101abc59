import type { TNiche } from '@cadence/contract/content/niches';
import { describe, expect, it } from 'vitest';
import { detectNiche } from './detect-niche';
import { job, shares, testExport } from './test-export';

/** A typical member of each niche: what their headline, current title and skills say. */
const TYPICAL: Array<[TNiche, string, string, string[]]> = [
  [
    'Technology',
    'Senior Software Engineer | Cloud Infrastructure | Kubernetes',
    'Senior Software Engineer',
    ['Kubernetes', 'AWS', 'Terraform', 'Go'],
  ],
  [
    'Marketing',
    'Growth Marketing Lead at Brightly | Demand Generation & SEO',
    'Growth Marketing Lead',
    ['SEO', 'Content Marketing', 'Google Ads', 'HubSpot'],
  ],
  [
    'Sales',
    'Enterprise Account Executive | B2B SaaS Sales',
    'Enterprise Account Executive',
    ['Sales', 'Salesforce', 'Negotiation', 'Prospecting'],
  ],
  [
    'Leadership',
    'VP of Operations | Building high-performing teams',
    'VP of Operations',
    ['Leadership', 'Change Management', 'Strategic Planning'],
  ],
  [
    'Entrepreneurship',
    'Founder at Tinyco | Bootstrapping a calmer SaaS',
    'Founder',
    ['Entrepreneurship', 'Fundraising', 'Start-ups', 'Product-Market Fit'],
  ],
  [
    'Data Science',
    'Data Scientist | Machine Learning | NLP',
    'Data Scientist',
    ['Python', 'Machine Learning', 'SQL', 'Pandas', 'Statistics'],
  ],
  [
    'Finance',
    'Financial Analyst | FP&A | Corporate Finance',
    'Financial Analyst',
    ['Financial Modeling', 'Excel', 'Budgeting', 'Valuation'],
  ],
  [
    'HR',
    'Talent Acquisition Partner | Tech Recruiting',
    'Talent Acquisition Partner',
    ['Recruiting', 'Talent Acquisition', 'Onboarding', 'Employer Branding'],
  ],
  [
    'Productivity',
    'Productivity coach | Time management & deep work for busy teams',
    'Productivity Coach',
    ['Time Management', 'Productivity', 'Notion'],
  ],
  [
    'Personal Development',
    'Life Coach | Mindset, Resilience & Personal Growth',
    'Life Coach',
    ['Life Coaching', 'Mindfulness', 'Public Speaking', 'Emotional Intelligence'],
  ],
];

describe('detectNiche', () => {
  it.each(TYPICAL)('finds %s from a typical headline, title and skills', (niche, headline, title, skills) => {
    const exp = testExport({ profile: { headline }, positions: [job(title, 'Acme', '2020-01')], skills });
    expect(detectNiche(exp).niche).toBe(niche);
  });

  it.each(TYPICAL)('finds %s from the headline alone, and from the skills alone', (niche, headline, _title, skills) => {
    expect(detectNiche(testExport({ profile: { headline } })).niche).toBe(niche);
    expect(detectNiche(testExport({ skills })).niche).toBe(niche);
  });

  it('names no niche without evidence', () => {
    expect(detectNiche(testExport())).toEqual({ niche: null, subNiche: null });
    expect(detectNiche(testExport({ profile: { headline: 'Open to opportunities' }, skills: ['Microsoft Word'] }))).toEqual({
      niche: null,
      subNiche: null,
    });
  });

  it('weighs the current title over older ones', () => {
    // A career changer: seven years in sales, data analyst since last year.
    const exp = testExport({
      positions: [
        job('Sales Associate', 'Shop', '2015-01', '2022-12'),
        job('Data Analyst', 'Numbers', '2023-01'),
        job('Sales Rep', 'Shop', '2012-01', '2014-12'),
      ],
    });
    expect(detectNiche(exp).niche).toBe('Data Science');
  });

  it('reads the industry and the posts when the profile says little', () => {
    expect(detectNiche(testExport({ profile: { industry: 'Financial Services' } })).niche).toBe('Finance');
    const seller = testExport({
      shares: shares([
        'Cold calling is not dead. Prospecting takes discipline.',
        'Your sales pipeline is a lie if you never ask for the close.',
        'Three prospecting habits of the best SDRs I managed.',
      ]),
    });
    expect(detectNiche(seller).niche).toBe('Sales');
  });

  it('lets what the member posts about decide between two close niches', () => {
    const profile = { headline: 'Consultant | Marketing & Sales' };
    const marketer = testExport({
      profile,
      shares: shares([
        'Content marketing that works: write for one reader.',
        'Your brand is what people say when you are not in the room.',
        'SEO is a long game. Here is what a year of it did for us.',
        'The best campaigns start with a customer interview.',
        'Email marketing is not dead, your newsletter is just boring.',
      ]),
    });
    expect(detectNiche(marketer).niche).toBe('Marketing');
  });
});

describe('detectNiche: sub-niche', () => {
  it('takes a specific phrase of the member’s own from the headline', () => {
    const pm = testExport({
      profile: { headline: 'Product Manager | AI in Healthcare | Ex-Google' },
      positions: [
        job('Product Manager', 'Acme Health', '2022-03'),
        job('Associate Product Manager', 'Google', '2019-01', '2022-02'),
      ],
      skills: ['Product Management', 'Machine Learning', 'Healthcare', 'Agile'],
    });
    expect(detectNiche(pm)).toEqual({ niche: 'Technology', subNiche: 'AI in Healthcare' });
    const [tech, , sales] = TYPICAL;
    expect(detectNiche(testExport({ profile: { headline: tech![1] }, skills: tech![3] })).subNiche).toBe('Cloud Infrastructure');
    expect(detectNiche(testExport({ profile: { headline: sales![1] }, skills: sales![3] })).subNiche).toBe('B2B SaaS Sales');
  });

  it('drops role words and seniority, keeping a phrase that needs them ("Lead Generation")', () => {
    const growth = testExport({ profile: { headline: 'Head of Growth Marketing | Lead Generation Specialist' } });
    expect(detectNiche(growth)).toEqual({ niche: 'Marketing', subNiche: 'Growth Marketing' });
    const leads = testExport({ profile: { headline: 'Senior Lead Generation Specialist' } });
    expect(detectNiche(leads)).toEqual({ niche: 'Marketing', subNiche: 'Lead Generation' });
  });

  it('finds a phrase that recurs in posts', () => {
    const exp = testExport({
      profile: { headline: 'Engineer' },
      shares: shares([
        'Platform engineering is product work. Treat your internal developers as customers.',
        'Three mistakes we made building our platform engineering team.',
        'Golden paths beat documentation: a platform engineering lesson.',
        'Why I stopped writing Terraform by hand.',
        'Kubernetes is not a platform. Platform engineering is about people.',
      ]),
    });
    expect(detectNiche(exp)).toEqual({ niche: 'Technology', subNiche: 'Platform engineering' });
  });

  it('is never a company, a stop word or the niche’s own name; null when nothing specific is said', () => {
    const stripe = testExport({
      profile: { headline: 'Software Engineer at Stripe | Stripe' },
      positions: [job('Software Engineer', 'Stripe, Inc.', '2020-01')],
      skills: ['Stripe', 'Software Development', 'Engineering'],
    });
    expect(detectNiche(stripe)).toEqual({ niche: 'Technology', subNiche: null });
    const filler = testExport({
      profile: { headline: 'The | And | Of the Data | Data Scientist' },
      skills: ['Data Science', 'Data'],
    });
    expect(detectNiche(filler)).toEqual({ niche: 'Data Science', subNiche: null });
  });

  it('ignores a company named like a speciality, even one the member lists as a skill', () => {
    const exp = testExport({
      profile: { headline: 'Account Executive at Cloud Infrastructure Partners' },
      positions: [
        job('Account Executive', 'Cloud Infrastructure Partners', '2021-01'),
        job('SDR', 'Salesforce', '2018-01', '2020-12'),
      ],
      skills: ['Salesforce', 'Cloud Infrastructure Partners', 'Enterprise Sales'],
    });
    expect(detectNiche(exp)).toEqual({ niche: 'Sales', subNiche: 'Enterprise Sales' });
  });
});

describe('detectNiche: a speciality stated in the headline', () => {
  it('takes a headline part that is no job title over a phrase recurring in posts', () => {
    const exp = testExport({
      profile: { headline: 'Talent acquisition | HR Director | 13+ years in people and culture' },
      shares: shares([
        'Company culture is built in exit interviews.',
        'Exit interviews tell you what your culture is.',
        'Three exit interviews that changed our onboarding.',
        'Exit interviews, again: what managers hear last.',
        'Culture is what you tolerate. Exit interviews show it.',
      ]),
    });
    expect(detectNiche(exp)).toEqual({ niche: 'HR', subNiche: 'Talent acquisition' });
  });

  it('reads the topics of "Helping … with" and "Writing about" when the headline names no speciality on its own', () => {
    const helping = testExport({
      profile: { headline: 'Finance Director at Meridian Retail | Helping finance teams with rolling forecasts' },
    });
    expect(detectNiche(helping)).toEqual({ niche: 'Finance', subNiche: 'rolling forecasts' });
    const writing = testExport({
      profile: { headline: 'CFO @ Fjord Systems · Fintech · Writing about month-end close and payments' },
    });
    expect(detectNiche(writing)).toEqual({ niche: 'Finance', subNiche: 'Fintech' });
  });
});
