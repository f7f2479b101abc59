export type Plan = {
  name: string;
  price: string;
  /** Shown after the price; absent for a custom price. */
  period?: string;
  cadence: string;
  description: string;
  features: readonly string[];
  cta: string;
  mostPopular?: boolean;
};

export const plans: readonly Plan[] = [
  {
    name: 'Starter',
    price: '$49',
    period: 'per month',
    cadence: '3 posts per week',
    description: 'For professionals building a consistent presence.',
    features: [
      '3 posts per week',
      'Posts written in your voice',
      'Trending topics in your niche',
      'Content calendar',
      'Analytics',
    ],
    cta: 'Start Free Trial',
  },
  {
    name: 'Professional',
    price: '$99',
    period: 'per month',
    cadence: 'Daily posts',
    description: 'For people whose pipeline depends on being seen.',
    features: ['Daily posts', 'Everything in Starter', 'All three approval modes', 'Best-time scheduling from your data'],
    cta: 'Start Free Trial',
    mostPopular: true,
  },
  {
    name: 'Business',
    price: 'Custom',
    cadence: 'Unlimited posts',
    description: 'For teams and agencies running several voices.',
    features: ['Unlimited posts', 'Multi-account', 'Team', 'White-label reports', 'API access'],
    cta: 'Get Early Access',
  },
];
