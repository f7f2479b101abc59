import { z } from 'zod';
import { apiSuccess } from '../common';
import { MAX_ANALYTICS_DAYS } from './post-analytics';

/** GET /api/analytics/performance?days=N (issue 28): what worked in the member's last N days. */
export const ZContentPerformanceQuerySchema = z.object({
  days: z.coerce
    .number({ message: 'days must be a whole number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(MAX_ANALYTICS_DAYS, `days must be at most ${MAX_ANALYTICS_DAYS}`)
    .default(90),
});
export type TContentPerformanceQuery = z.input<typeof ZContentPerformanceQuerySchema>;

/** A post's kind, as rich posts name it (issue 27); 'document' is a carousel or PDF. */
export const PERFORMANCE_KINDS = ['text', 'image', 'images', 'document', 'video', 'poll', 'link'] as const;

/** How a post opens: read from its first line. */
export const HOOK_TYPES = ['question', 'number', 'story', 'bold_claim', 'statement'] as const;
export const HOOK_LABELS: Record<(typeof HOOK_TYPES)[number], string> = {
  question: 'Posts that open with a question',
  number: 'Posts that open with a number or a list',
  story: 'Posts that open with a story (I, my, we…)',
  bold_claim: 'Posts that open with a short bold claim',
  statement: 'Posts that open with a plain statement',
};

/** Characters of text, the buckets the UI names. */
export const LENGTH_BUCKETS = [
  { id: 'short', label: 'Short posts (under 400 characters)', max: 400 },
  { id: 'medium', label: 'Medium posts (400–999 characters)', max: 1000 },
  { id: 'long', label: 'Long posts (1,000–1,999 characters)', max: 2000 },
  { id: 'very_long', label: 'Very long posts (2,000 characters or more)', max: Infinity },
] as const;

/** Parts of the day in the member's zone: single hours are too thin to compare. */
export const DAY_PARTS = [
  { id: 'early', label: 'Posts published 05:00–08:59', from: 5, to: 9 },
  { id: 'morning', label: 'Posts published 09:00–11:59', from: 9, to: 12 },
  { id: 'afternoon', label: 'Posts published 12:00–16:59', from: 12, to: 17 },
  { id: 'evening', label: 'Posts published 17:00–21:59', from: 17, to: 22 },
  { id: 'night', label: 'Posts published 22:00–04:59', from: 22, to: 5 },
] as const;

export const PERFORMANCE_DIMENSIONS = ['kind', 'format', 'hour', 'weekday', 'length', 'hook', 'theme'] as const;
export type TPerformanceDimension = (typeof PERFORMANCE_DIMENSIONS)[number];

export const ZPerformancePostSchema = z.object({
  post_id: z.string().nullable(),
  platform_post_id: z.string(),
  post_url: z.string().nullable(),
  /** ISO 8601 UTC. */
  published_at: z.string().nullable(),
  /** The member's local date and time of publishing, 'YYYY-MM-DD' and 'HH:MM'. */
  local_date: z.string().nullable(),
  local_time: z.string().nullable(),
  /** The first 140 characters of the text, when Cadence or the data import knows it. */
  excerpt: z.string().nullable(),
  kind: z.enum(PERFORMANCE_KINDS).nullable(),
  impressions: z.number().int(),
  engagements: z.number().int().nullable(),
  /** engagements / impressions, 0-1; null without engagements or impressions. */
  engagement_rate: z.number().nullable(),
  measured_at: z.string(),
});
export type TPerformancePost = z.infer<typeof ZPerformancePostSchema>;

/** A difference the data supports: a group of posts against the rest. */
export const ZPerformanceDifferenceSchema = z.object({
  dimension: z.enum(PERFORMANCE_DIMENSIONS),
  /** The group's id within its dimension: 'document', 'story', 'tuesday', 'morning', 'Leadership', … */
  group: z.string(),
  /** "Carousels and documents reach 2.1× your median impressions, from 14 posts (vs 0.9× for the other 30)." */
  sentence: z.string(),
  /** Median impressions of the group over the member's median (all measured posts). */
  ratio: z.number(),
  /** Median impressions of the rest over the member's median. */
  rest_ratio: z.number(),
  posts: z.number().int(),
  rest_posts: z.number().int(),
  direction: z.enum(['better', 'worse']),
  /** Mann-Whitney U's two-sided p-value, before the correction for the number of groups compared. */
  p_value: z.number(),
});
export type TPerformanceDifference = z.infer<typeof ZPerformanceDifferenceSchema>;

/** Every dimension's outcome, so the UI can say why a dimension shows nothing. */
export const ZPerformanceDimensionSchema = z.object({
  dimension: z.enum(PERFORMANCE_DIMENSIONS),
  /** found: at least one difference; none: compared, nothing beyond noise; not_enough: too few posts. */
  status: z.enum(['found', 'none', 'not_enough']),
  /** One line: "Not enough posts yet to compare kinds: at least 4 more measured posts are needed." */
  message: z.string(),
  /** How many more measured posts this dimension needs before it can be compared (0 once it can). */
  posts_needed: z.number().int(),
  /** Every group seen, with its size and median ratio, so a table can show the raw figures too. */
  groups: z.array(z.object({ group: z.string(), label: z.string(), posts: z.number().int(), ratio: z.number().nullable() })),
});
export type TPerformanceDimensionResult = z.infer<typeof ZPerformanceDimensionSchema>;

export const ZContentPerformanceSchema = z.object({
  time_zone: z.string(),
  days: z.number().int(),
  totals: z.object({
    posts: z.number().int(),
    impressions: z.number().int(),
    engagements: z.number().int(),
    /** engagements / impressions, 0-1; null without impressions. */
    engagement_rate: z.number().nullable(),
    /** Median impressions of a measured post: the yardstick every ratio is against. */
    median_impressions: z.number().nullable(),
  }),
  /** The best posts by impressions, at most 10. */
  top_posts: z.array(ZPerformancePostSchema).max(10),
  differences: z.array(ZPerformanceDifferenceSchema),
  dimensions: z.array(ZPerformanceDimensionSchema),
  /** The minimum posts in a group and in the rest before a difference is tested. */
  min_group_posts: z.number().int(),
});
export type TContentPerformance = z.infer<typeof ZContentPerformanceSchema>;

export const ZContentPerformanceResponseSchema = apiSuccess(ZContentPerformanceSchema);
export type TContentPerformanceResponse = z.infer<typeof ZContentPerformanceResponseSchema>;
