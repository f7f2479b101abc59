import type { TExperienceLevel, TImportedProfile, TInsightsExtracted } from '@cadence/contract/linkedin/insights';
import type { TNiche } from '@cadence/contract/content/niches';

/**
 * Activity counts by UTC quarter-hour (Math.floor(epochMs / 900_000)), as [quarterHour, count]
 * pairs sorted by quarterHour. Every real time zone's offset is a multiple of 15 minutes, so any
 * zone's local hour and weekday can be read from these exactly, long after the import.
 */
export type QuarterHourCounts = Array<[number, number]>;

/**
 * What an import keeps besides the posts themselves (stored as JSON on the import): everything
 * the Insights tab shows that does not depend on the member's time zone, plus the activity times
 * that do, kept so the tab can be drawn again in whatever zone the member is in.
 */
export interface ExportSummary {
  /** The profile section of the tab; the picture comes from the sign-in, not the export. */
  profile: Omit<TImportedProfile, 'profile_picture_url'>;
  detected_niche: TNiche | null;
  detected_sub_niche: string | null;
  experience_level: TExperienceLevel | null;
  content_themes: string[];
  professional_interests: string[];
  top_hashtags: TInsightsExtracted['engagement_patterns']['top_hashtags'];
  counts: TInsightsExtracted['counts'];
  activity: { posts: QuarterHourCounts; comments: QuarterHourCounts; reactions: QuarterHourCounts };
}
