import { z } from 'zod';
import { apiSuccess } from '../common';
import { NICHES } from '../content/niches';

/** Read from the dated positions: total years worked, and whether a title leads people or a company. */
export const EXPERIENCE_LEVELS = ['Entry level', 'Mid level', 'Senior', 'Executive'] as const;
export type TExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** Spec §9 limits: what the Insights tab shows at most. */
export const INSIGHTS_LIMITS = { bestTimes: 5, hashtags: 10, interests: 12, skills: 12, positions: 5 } as const;

export const ZWritingStyleSchema = z.object({
  /** One word or two a person recognises: "conversational", "professional", "enthusiastic", … */
  tone: z.string(),
  /** Share of posts holding at least one emoji, 0-1 (the tab shows it as a percentage). */
  emoji_usage_frequency: z.number().min(0).max(1),
  /** Hashtags per post on average. */
  hashtag_usage_frequency: z.number().min(0),
  total_posts_analyzed: z.number().int().min(0),
  /** Characters of written text per post (median of the voice profile). */
  avg_post_length: z.number().int().min(0),
});
export type TWritingStyle = z.infer<typeof ZWritingStyleSchema>;

export const ZBestPostingTimeSchema = z.object({
  /** 0-23 in the member's own time zone. */
  hour: z.number().int().min(0).max(23),
  /** Out of 10: the busiest hour scores 10. */
  engagement_score: z.number().min(0).max(10),
});

export const ZTopHashtagSchema = z.object({ hashtag: z.string(), usage_count: z.number().int().min(1) });

/** What the charts draw; every figure also has a text equivalent on the tab. */
export const ZActivitySchema = z.object({
  /** The IANA zone the hours are in (the member's own). */
  time_zone: z.string(),
  /** 7 rows (Monday first) of 24 counts: posts, comments and reactions the member made at that local hour. */
  by_weekday_hour: z.array(z.array(z.number().int().min(0)).length(24)).length(7),
  /** Posts per calendar month (member's zone), oldest first, months without posts included. */
  posts_by_month: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), posts: z.number().int().min(0) })),
  totals: z.object({ posts: z.number().int(), comments: z.number().int(), reactions: z.number().int() }),
});
export type TActivity = z.infer<typeof ZActivitySchema>;

export const ZInsightsExtractedSchema = z.object({
  detected_niche: z.enum(NICHES).nullable(),
  detected_sub_niche: z.string().nullable(),
  experience_level: z.enum(EXPERIENCE_LEVELS).nullable(),
  content_themes: z.array(z.string()),
  professional_interests: z.array(z.string()),
  writing_style: ZWritingStyleSchema,
  engagement_patterns: z.object({
    best_posting_times: z.array(ZBestPostingTimeSchema),
    /**
     * One line when the best times weigh the member's measured results (issue 28): "Posts at 08:00
     * reach 2.1× your median impressions, from 6 posts: …". Absent or null while too few are measured.
     */
    best_posting_times_note: z.string().nullable().optional(),
    top_hashtags: z.array(ZTopHashtagSchema),
  }),
  activity: ZActivitySchema,
  counts: z.object({
    connections: z.number().int().min(0),
    positions: z.number().int().min(0),
    skills: z.number().int().min(0),
    certifications: z.number().int().min(0),
    languages: z.number().int().min(0),
    education: z.number().int().min(0),
  }),
});
export type TInsightsExtracted = z.infer<typeof ZInsightsExtractedSchema>;

/** Months as "YYYY-MM" (the export gives "Sep 2024"); finished_on null means current. */
export const ZPositionSchema = z.object({
  title: z.string(),
  company: z.string(),
  started_on: z.string().nullable(),
  finished_on: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
});
export type TPosition = z.infer<typeof ZPositionSchema>;

/** A row of Inferences_about_you.csv: what LinkedIn itself concluded about the member. */
export const ZLinkedInInsightSchema = z.object({
  type: z.string(),
  category: z.string(),
  description: z.string(),
  inference: z.string(),
});
export type TLinkedInInsight = z.infer<typeof ZLinkedInInsightSchema>;

export const ZImportedProfileSchema = z.object({
  full_name: z.string().nullable(),
  headline: z.string().nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  /** The picture LinkedIn gave at sign-in (the export holds none). */
  profile_picture_url: z.string().nullable(),
  current_position: z.object({ title: z.string(), company: z.string() }).nullable(),
  skills: z.array(z.string()),
  profile_data: z.object({
    positions: z.array(ZPositionSchema),
    linkedin_insights: z.array(ZLinkedInInsightSchema),
    certifications: z.array(z.object({ name: z.string(), authority: z.string().nullable() })),
    languages: z.array(z.object({ name: z.string(), proficiency: z.string().nullable() })),
  }),
});
export type TImportedProfile = z.infer<typeof ZImportedProfileSchema>;

/** The automation preferences in brief (issue 11 fills them; until saved, null). */
export const ZPreferencesSummarySchema = z.object({
  frequency_type: z.string(),
  posts_per_week: z.number().int(),
  niche: z.string().nullable(),
  sub_niche: z.string().nullable(),
  is_active: z.boolean(),
  preferred_times: z.array(z.object({ day: z.string(), time: z.string() })),
});

/** Spec §3: GET /api/linkedin/insights. */
export const ZInsightsResponseSchema = apiSuccess(
  z.object({
    latest_import: z
      .object({
        status: z.literal('completed'),
        completed_at: z.string(),
        posts_processed: z.number().int().min(0),
        insights_extracted: ZInsightsExtractedSchema,
      })
      .nullable(),
    profile: ZImportedProfileSchema.nullable(),
    preferences: ZPreferencesSummarySchema.nullable(),
    has_imported_data: z.boolean(),
  }),
);
export type TInsightsResponse = z.infer<typeof ZInsightsResponseSchema>;
export type TInsights = TInsightsResponse['data'];
