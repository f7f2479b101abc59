import type { TPreferencesSuggestion } from '@cadence/contract/preferences/get-preferences';
import type { TPreferenceTemplate } from '@cadence/contract/preferences/preference-templates';
import {
  MAX_PREFERRED_TIMES,
  POSTING_TIMES,
  WEEKDAYS,
  type TApprovalMode,
  type TFrequencyType,
  type TPreferences,
  type TPreferencesInput,
  type TPreferredTime,
} from '@cadence/contract/preferences/preferences';

/** What the form edits: everything but the Activate/Pause state and the zone (always the member's). */
export type PreferencesDraft = Omit<TPreferences, 'is_active' | 'time_zone'>;

export const toDraft = ({ is_active: _active, time_zone: _zone, ...draft }: TPreferences): PreferencesDraft => draft;

/** The body of save and preview: the whole form, in the member's zone. */
export const toInput = (draft: PreferencesDraft, timeZone: string): TPreferencesInput => ({
  ...draft,
  sub_niche: draft.sub_niche.trim(),
  auto_publish: draft.approval_mode !== 'review_all',
  time_zone: timeZone,
});

const timeKey = (time: TPreferredTime) => `${WEEKDAYS.indexOf(time.day)} ${time.time}`;
const sortedKeys = (times: TPreferredTime[]) => times.map(timeKey).sort();
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Unsaved changes? Order of rows and of formats does not matter to the plan. */
export function sameDraft(a: PreferencesDraft, b: PreferencesDraft): boolean {
  return (
    a.frequency_type === b.frequency_type &&
    a.posts_per_week === b.posts_per_week &&
    a.niche === b.niche &&
    a.sub_niche.trim() === b.sub_niche.trim() &&
    sameSet(sortedKeys(a.preferred_times), sortedKeys(b.preferred_times)) &&
    sameSet(a.content_formats, b.content_formats) &&
    a.approval_mode === b.approval_mode &&
    a.smart_min_voice_match === b.smart_min_voice_match
  );
}

/** Whether the import suggests anything the form does not already hold. */
export function suggestionDiffers(draft: PreferencesDraft, suggestion: TPreferencesSuggestion): boolean {
  return (
    (suggestion.niche !== null && suggestion.niche !== draft.niche) ||
    (suggestion.sub_niche.trim() !== '' && suggestion.sub_niche.trim() !== draft.sub_niche.trim()) ||
    (suggestion.content_formats.length > 0 && !sameSet(suggestion.content_formats, draft.content_formats)) ||
    (suggestion.preferred_times.length > 0 && !sameSet(sortedKeys(suggestion.preferred_times), sortedKeys(draft.preferred_times)))
  );
}

/** The import's niche, themes and best times over the form; what it left empty stays as it was. */
export function applySuggestion(draft: PreferencesDraft, suggestion: TPreferencesSuggestion): PreferencesDraft {
  return {
    ...draft,
    niche: suggestion.niche ?? draft.niche,
    sub_niche: suggestion.sub_niche.trim() || draft.sub_niche,
    content_formats: suggestion.content_formats.length > 0 ? [...suggestion.content_formats] : draft.content_formats,
    preferred_times: suggestion.preferred_times.length > 0 ? [...suggestion.preferred_times] : draft.preferred_times,
  };
}

/** A template sets the plan and the approval; the niche stays the member's own. */
export const applyTemplate = (draft: PreferencesDraft, template: TPreferenceTemplate): PreferencesDraft => ({
  ...draft,
  frequency_type: template.preferences.frequency_type,
  posts_per_week: template.preferences.posts_per_week,
  preferred_times: [...template.preferences.preferred_times],
  content_formats: [...template.preferences.content_formats],
  approval_mode: template.preferences.approval_mode,
  auto_publish: template.preferences.approval_mode !== 'review_all',
});

/** 'Add Time' proposes the day after the last row at its hour, skipping a day and time already listed. */
export function nextPreferredTime(times: TPreferredTime[]): TPreferredTime | null {
  if (times.length >= MAX_PREFERRED_TIMES) return null;
  const last = times.at(-1);
  const start = last ? WEEKDAYS.indexOf(last.day) + 1 : 0;
  const hours = last ? [last.time, ...POSTING_TIMES] : ['09:00', ...POSTING_TIMES];
  const taken = new Set(times.map(timeKey));
  for (const time of hours) {
    for (let offset = 0; offset < WEEKDAYS.length; offset++) {
      const candidate = { day: WEEKDAYS[(start + offset) % WEEKDAYS.length]!, time };
      if (!taken.has(timeKey(candidate))) return candidate;
    }
  }
  return null;
}

/** Indexes of rows that repeat an earlier row's day and time (the server refuses them). */
export function repeatedTimes(times: TPreferredTime[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  times.forEach((time, index) => {
    const key = timeKey(time);
    if (seen.has(key)) repeated.add(index);
    seen.add(key);
  });
  return repeated;
}

/** One line each under the frequency cards. */
export const FREQUENCY_TEXTS: Record<TFrequencyType, { label: string; description: string }> = {
  daily: { label: 'Daily', description: 'Every day, at each of your preferred times.' },
  weekly: { label: 'Weekly', description: 'A set number of posts a week, spread over your preferred times.' },
  custom: { label: 'Custom', description: 'Exactly the days and times you list, nothing more.' },
};

export const autoPublishes = (mode: TApprovalMode) => mode !== 'review_all';

/** '2 hours', '30 minutes', '8 days': how long before its time a post is written. */
export function describeLead(minutes: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return unit(minutes, 'minute');
  if (minutes < 48 * 60) return unit(Math.round(minutes / 60), 'hour');
  return unit(Math.round(minutes / (24 * 60)), 'day');
}
