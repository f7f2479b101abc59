export type Step = { title: string; description: string };

export const steps: readonly Step[] = [
  {
    title: 'Connect LinkedIn',
    description: 'Sign in with your LinkedIn account in one click. Cadence never sees your password.',
  },
  {
    title: 'Import your LinkedIn data',
    description:
      'Upload the ZIP export LinkedIn gives you. Cadence studies your past posts to learn how you write and when your audience is listening.',
  },
  {
    title: 'Set your niche and cadence',
    description: 'Choose your niche, the formats you like and the days and times you want to post.',
  },
  {
    title: 'Review or auto-publish',
    description: 'Pick an approval mode. Cadence drafts each post, lets you review it if you want to, and publishes it on time.',
  },
];
