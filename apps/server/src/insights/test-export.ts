import {
  emptyExport,
  type ExportPosition,
  type ExportProfile,
  type ExportShare,
  type LinkedInExport,
} from '../imports/linkedin-export';

/** Hand-written exports for the insights tests: only what a test is about needs saying. */
export function testExport(parts: Partial<Omit<LinkedInExport, 'profile'>> & { profile?: Partial<ExportProfile> } = {}) {
  const { profile, ...rest } = parts;
  const exp: LinkedInExport = { ...emptyExport(), ...rest };
  if (profile)
    exp.profile = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: null,
      summary: null,
      industry: null,
      geoLocation: null,
      websites: null,
      ...profile,
    };
  return exp;
}

export function job(title: string, company: string, startedOn: string | null, finishedOn: string | null = null): ExportPosition {
  return { title, company, startedOn, finishedOn, description: null, location: null };
}

/** A post at an instant ('2024-03-10T06:30:00Z'). */
export function share(commentary: string, at: string | Date = '2024-01-01T09:00:00Z'): ExportShare {
  return { date: new Date(at), commentary, shareLink: null, sharedUrl: null, mediaUrl: null, visibility: 'MEMBER_NETWORK' };
}

/** Posts on consecutive days from 1 January 2024, 09:00 UTC: the last one is the newest. */
export function shares(texts: readonly string[]): ExportShare[] {
  return texts.map((text, i) => share(text, new Date(Date.UTC(2024, 0, 1 + i, 9))));
}

/** A member written out by hand: an engineering manager in Bengaluru who posts about platform work. */
export const priya = testExport({
  profile: {
    firstName: 'Priya',
    lastName: 'Sharma',
    headline: 'Engineering Manager | Cloud Infrastructure | Ex-Amazon',
    summary: 'I lead platform teams that make cloud infrastructure boring, in the best way.',
    industry: 'Software Development',
    geoLocation: 'Bengaluru, Karnataka, India',
  },
  positions: [
    job('Senior Software Engineer', 'Amazon', '2016-07', '2021-03'),
    job('Mentor', 'Women Who Code', '2019-01'),
    job('Engineering Manager', 'Northwind Cloud', '2021-04'),
    job('Software Engineer', 'Infosys', '2013-08', '2016-06'),
  ],
  skills: ['Kubernetes', 'AWS', 'Terraform', 'Team Leadership', 'kubernetes'],
  shares: [
    share(
      'Five years at Amazon taught me to write things down. Today was my last day. Next chapter: Northwind! #Career',
      '2021-03-31T12:30:00Z',
    ),
    share('Platform engineering is product work. #PlatformEngineering #Kubernetes', '2024-02-05T04:00:00Z'),
    share('Our platform engineering team cut deploy times in half. {hashtag|\\#|kubernetes} #Kubernetes', '2024-02-12T04:10:00Z'),
    share('', '2024-02-13T04:00:00Z'), // a plain reshare: not a post of hers
  ],
  comments: [
    { date: new Date('2024-02-05T05:00:00Z'), message: 'Thanks!' },
    { date: new Date('2024-02-06T05:05:00Z'), message: 'Agreed.' },
  ],
  reactions: [
    { date: new Date('2024-02-07T13:00:00Z'), type: 'LIKE' },
    { date: new Date('2024-02-07T13:14:00Z'), type: 'PRAISE' },
  ],
  inferences: [
    {
      category: 'Interests',
      type: 'Member interests',
      description: 'Topics LinkedIn thinks you follow',
      inference: 'Cloud computing',
    },
  ],
  certifications: [{ name: 'CKA', url: null, authority: 'The Linux Foundation', startedOn: '2020-05', finishedOn: null }],
  languages: [
    { name: 'English', proficiency: 'Full professional proficiency' },
    { name: 'Hindi', proficiency: null },
  ],
  education: [{ school: 'IIT Madras', degree: 'B.Tech', startYear: 2009, endYear: 2013, notes: null, activities: null }],
  connections: { count: 812, companies: new Map(), positions: new Map(), byMonth: new Map() },
});
