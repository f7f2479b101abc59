/** The wizard's ten niches (spec §2, Quick Post step 1). */
export const NICHES = [
  'Technology',
  'Marketing',
  'Sales',
  'Leadership',
  'Entrepreneurship',
  'Data Science',
  'Finance',
  'HR',
  'Productivity',
  'Personal Development',
] as const;
export type TNiche = (typeof NICHES)[number];
