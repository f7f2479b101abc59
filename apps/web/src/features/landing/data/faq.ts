export type FaqEntry = { question: string; answer: string };

export const faqEntries: readonly FaqEntry[] = [
  {
    question: 'How does Cadence write in my voice?',
    answer:
      'When you import your LinkedIn data export, Cadence reads the posts you have already published and learns your tone, typical length, emoji and hashtag habits and the themes you return to. Every draft it writes follows that profile, and you can edit anything before it goes out.',
  },
  {
    question: 'How do I get my LinkedIn data export?',
    answer:
      'On LinkedIn, open Settings, then Data privacy, then "Get a copy of your data". The basic archive usually arrives within minutes as a ZIP file. Upload that file to Cadence as it is; there is nothing to unpack.',
  },
  {
    question: 'Where do the trending topics come from?',
    answer:
      'Cadence looks at what is being discussed in your niche right now and suggests topics with a short explanation of why each one is trending and how relevant it is to you. You can always skip the suggestions and write about anything you like.',
  },
  {
    question: 'Will anything be posted without my approval?',
    answer:
      'Only if you want it to be. Choose "Review every post" and nothing is published until you approve it. "Smart approval" and "Full automation" let Cadence publish on your schedule, and you can pause automation at any time.',
  },
  {
    question: 'Is my LinkedIn account safe?',
    answer:
      "You connect through LinkedIn's own sign-in, so Cadence never sees your password. Access tokens are encrypted at rest, and you can cancel or delete any scheduled post, or disconnect your account, whenever you like.",
  },
  {
    question: 'Can I edit or cancel a scheduled post?',
    answer:
      'Yes. Every post waiting to be published can be edited, cancelled (with an optional reason) or deleted from your content calendar until the moment it goes out.',
  },
  {
    question: 'Can I manage more than one LinkedIn account?',
    answer:
      'The Business plan includes multiple accounts, team access, white-label reports and API access. Get early access and we will set it up with you.',
  },
  {
    question: 'Do I need a credit card to try Cadence?',
    answer: 'No. Start your free trial without a credit card and choose a plan only if Cadence earns its place in your week.',
  },
];
