import type { TInsightsExtracted } from '@cadence/contract/linkedin/insights';
import type { TPreferencesSuggestion } from '@cadence/contract/preferences/get-preferences';
import { FIRST_POSTING_HOUR, LAST_POSTING_HOUR, WEEKDAYS, type TPreferredTime } from '@cadence/contract/preferences/preferences';
import type { TAutomationFormatId } from '@cadence/contract/content/formats';

/** Spec §9: imported themes map to formats, Career to story and all others to insight, at most 3. */
const MAX_THEMES = 3;
const SUGGESTED_TIMES = 3;

/**
 * What an import suggests for the automation (issue 11): its niche and sub-niche, formats from its
 * themes, and its best posting hours (within 06:00-22:00), each on the weekday the member was most
 * active at that hour. Null when the import found nothing to suggest.
 */
export function suggestPreferences(insights: TInsightsExtracted): TPreferencesSuggestion | null {
  const formats: TAutomationFormatId[] = [];
  for (const theme of insights.content_themes.slice(0, MAX_THEMES)) {
    const format: TAutomationFormatId = theme.toLowerCase() === 'career' ? 'story' : 'insight';
    if (!formats.includes(format)) formats.push(format);
  }

  const times: TPreferredTime[] = [];
  const grid = insights.activity.by_weekday_hour;
  for (const { hour } of insights.engagement_patterns.best_posting_times) {
    if (times.length === SUGGESTED_TIMES) break;
    if (hour < FIRST_POSTING_HOUR || hour > LAST_POSTING_HOUR) continue;
    const taken = new Set(times.filter((t) => t.time === timeOf(hour)).map((t) => t.day));
    // The busiest weekday at that hour (Monday first in the grid), not already suggested.
    const ranked = WEEKDAYS.map((day, i) => ({ day, count: grid[i]?.[hour] ?? 0 }))
      .filter((d) => !taken.has(d.day))
      .sort((a, b) => b.count - a.count);
    if (ranked[0]) times.push({ day: ranked[0].day, time: timeOf(hour) });
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
