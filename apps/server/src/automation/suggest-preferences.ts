import type { TInsightsExtracted } from '@cadence/contract/linkedin/insights';
import type { TPreferencesSuggestion } from '@cadence/contract/preferences/get-preferences';
import { FIRST_POSTING_HOUR, LAST_POSTING_HOUR, WEEKDAYS, type TPreferredTime } from '@cadence/contract/preferences/preferences';
import type { TAutomationFormatId } from '@cadence/contract/content/formats';

/** Spec §9: imported themes map to formats, Career to story and all others to insight, at most 3. */
const MAX_THEMES = 3;
const SUGGESTED_TIMES = 3;

/**
 * What an import suggests (issue 11): its niche and sub-niche, formats from its themes, and three
 * posting times on three different days (issue 26: all three had landed on one Wednesday afternoon).
 * Each takes the next best hour (within 06:00-22:00; the best again when there are fewer) on the
 * weekday the member was most active at that hour among the days not yet taken, and on a tie the day
 * furthest from those taken. Null when the import found nothing to suggest.
 */
export function suggestPreferences(insights: TInsightsExtracted): TPreferencesSuggestion | null {
  const formats: TAutomationFormatId[] = [];
  for (const theme of insights.content_themes.slice(0, MAX_THEMES)) {
    const format: TAutomationFormatId = theme.toLowerCase() === 'career' ? 'story' : 'insight';
    if (!formats.includes(format)) formats.push(format);
  }

  const hours = insights.engagement_patterns.best_posting_times
    .map((t) => t.hour)
    .filter((hour) => hour >= FIRST_POSTING_HOUR && hour <= LAST_POSTING_HOUR);
  const grid = insights.activity.by_weekday_hour;
  const times: TPreferredTime[] = [];
  const used: number[] = [];
  for (let i = 0; hours.length > 0 && i < SUGGESTED_TIMES; i++) {
    const hour = hours[i % hours.length]!;
    // Monday = 0 in the grid; distance goes round the week (Sunday is next to Monday).
    const gap = (day: number) => Math.min(7, ...used.map((u) => Math.min(Math.abs(u - day), 7 - Math.abs(u - day))));
    const [best] = WEEKDAYS.map((_, day) => day)
      .filter((day) => !used.includes(day))
      .sort((a, b) => (grid[b]?.[hour] ?? 0) - (grid[a]?.[hour] ?? 0) || gap(b) - gap(a) || a - b);
    used.push(best!);
    times.push({ day: WEEKDAYS[best!]!, time: timeOf(hour) });
  }

  if (!insights.detected_niche && formats.length === 0 && times.length === 0) return null;
  return {
    niche: insights.detected_niche,
    sub_niche: insights.detected_sub_niche ?? '',
    content_formats: formats.length > 0 ? formats : ['insight'],
    preferred_times: times.sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.time.localeCompare(b.time)),
  };
}

const timeOf = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
