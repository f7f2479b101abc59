import {
  CalendarDays,
  ChartLine,
  Eye,
  FileArchive,
  Send,
  SlidersHorizontal,
  Sparkles,
  TrendingUp,
  Zap,
  type LucideIcon,
} from 'lucide-react';

export type Feature = { title: string; description: string; icon: LucideIcon };

export const features: readonly Feature[] = [
  {
    title: 'AI content generation',
    description:
      'Pick a topic and a format (a story, a tip list, an industry insight) and get a ready-to-post draft with hashtags in seconds.',
    icon: Sparkles,
  },
  {
    title: 'Trending topics in your niche',
    description:
      'Cadence researches what people in your field are talking about right now and explains why each topic is trending.',
    icon: TrendingUp,
  },
  {
    title: 'Written in your voice',
    description:
      'Import your LinkedIn data export and Cadence learns your tone, themes, emoji and hashtag habits from the posts you already wrote.',
    icon: FileArchive,
  },
  {
    title: 'Content calendar',
    description: 'See every scheduled, draft and published post in one place. Reschedule, cancel or delete with a click.',
    icon: CalendarDays,
  },
  {
    title: 'Analytics',
    description:
      'Learn your best posting times, top hashtags and the themes your audience responds to, drawn from your own history.',
    icon: ChartLine,
  },
  {
    title: 'Publishes for you',
    description:
      'Posts go out to your LinkedIn account at the times you choose, so your presence stays steady even on your busiest weeks.',
    icon: Send,
  },
];

export const approvalModes: readonly Feature[] = [
  {
    title: 'Review every post',
    description: 'Nothing goes out until you read it, edit it and approve it.',
    icon: Eye,
  },
  {
    title: 'Smart approval',
    description: 'Routine posts publish on schedule; anything unusual waits for your review.',
    icon: SlidersHorizontal,
  },
  {
    title: 'Full automation',
    description: 'Cadence researches, writes and publishes on your cadence while you get on with your work.',
    icon: Zap,
  },
];
