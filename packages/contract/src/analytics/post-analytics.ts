import { z } from 'zod';
import { apiSuccess } from '../common';

/** The creator analytics export covers up to 365 days ending yesterday; one more day of slack. */
export const MAX_ANALYTICS_DAYS = 366;

/** GET /api/analytics/posts?days=N (issue 28). */
export const ZAnalyticsPostsQuerySchema = z.object({
  days: z.coerce
    .number({ message: 'days must be a whole number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(MAX_ANALYTICS_DAYS, `days must be at most ${MAX_ANALYTICS_DAYS}`)
    .default(30),
});
export type TAnalyticsPostsQuery = z.input<typeof ZAnalyticsPostsQuerySchema>;

export const ZAnalyticsSourceSchema = z.enum(['api', 'export']);

/** One post's latest numbers. A count LinkedIn did not give (the export has no reshares) is null. */
export const ZPostAnalyticsSchema = z.object({
  /** The Cadence post, when the post was published by Cadence. */
  post_id: z.string().nullable(),
  /** urn:li:share:… / urn:li:ugcPost:… / urn:li:activity:… */
  platform_post_id: z.string().nullable(),
  post_url: z.string().nullable(),
  /** ISO 8601 in UTC; the browser shows it in the member's zone. */
  published_at: z.string().nullable(),
  impressions: z.number().int(),
  members_reached: z.number().int().nullable(),
  reactions: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  reshares: z.number().int().nullable(),
  engagements: z.number().int().nullable(),
  source: ZAnalyticsSourceSchema,
  /** When these numbers were read (from LinkedIn's API, or the export's own date). */
  measured_at: z.string(),
});
export type TPostAnalytics = z.infer<typeof ZPostAnalyticsSchema>;

export const ZAnalyticsPostsResponseSchema = apiSuccess(
  z.object({
    /** The member's zone the daily series is grouped in. */
    time_zone: z.string(),
    posts: z.array(ZPostAnalyticsSchema),
    /** Local dates YYYY-MM-DD, ascending, every day of the window (zero where nothing was measured). */
    daily: z.array(z.object({ date: z.string(), impressions: z.number().int(), engagements: z.number().int() })),
    totals: z.object({ impressions: z.number().int(), engagements: z.number().int() }),
  }),
);
export type TAnalyticsPostsResponse = z.infer<typeof ZAnalyticsPostsResponseSchema>;

/**
 * POST /api/analytics/refresh: the member's published posts measured now through LinkedIn's member
 * post analytics API. Without LINKEDIN_POST_ANALYTICS, or when LinkedIn refuses the scope, answers
 * `available: false` with a sentence pointing at the export import instead.
 */
export const ZRefreshAnalyticsResponseSchema = apiSuccess(
  z.object({
    available: z.boolean(),
    posts_refreshed: z.number().int(),
    message: z.string(),
  }),
);
export type TRefreshAnalyticsResponse = z.infer<typeof ZRefreshAnalyticsResponseSchema>;

/** POST /api/analytics/import: multipart `file`, the .xlsx from linkedin.com/analytics → Export. */
export const ZImportAnalyticsResponseSchema = apiSuccess(
  z.object({
    posts_matched: z.number().int(),
    posts_total: z.number().int(),
    days: z.number().int(),
  }),
);
export type TImportAnalyticsResponse = z.infer<typeof ZImportAnalyticsResponseSchema>;

/** A published card's latest numbers (GET /api/scheduling/schedule). */
export const ZPostMetricsSchema = z.object({
  impressions: z.number().int(),
  reactions: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  reshares: z.number().int().nullable(),
  measured_at: z.string(),
  source: ZAnalyticsSourceSchema,
});
export type TPostMetrics = z.infer<typeof ZPostMetricsSchema>;
