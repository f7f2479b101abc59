import { INSIGHTS_LIMITS, type TInsightsExtracted } from '@cadence/contract/linkedin/insights';
import type { VoiceProfile } from '../writing/build-voice-profile';
import { describeWritingStyle } from './describe-writing-style';
import type { ExportSummary } from './export-summary';
import { readActivity } from './rank-posting-times';

/**
 * The Insights tab's `insights_extracted`: the stored summary, read in the member's time zone, with
 * the writing style taken from the voice profile the writer uses.
 */
export function buildInsights(summary: ExportSummary, voice: VoiceProfile, timeZone: string): TInsightsExtracted {
  const { best_posting_times, ...activity } = readActivity(summary.activity, timeZone);
  return {
    detected_niche: summary.detected_niche,
    detected_sub_niche: summary.detected_sub_niche,
    experience_level: summary.experience_level,
    content_themes: summary.content_themes,
    professional_interests: summary.professional_interests.slice(0, INSIGHTS_LIMITS.interests),
    writing_style: describeWritingStyle(voice),
    engagement_patterns: {
      best_posting_times,
      top_hashtags: summary.top_hashtags.slice(0, INSIGHTS_LIMITS.hashtags),
    },
    activity,
    counts: summary.counts,
  };
}
