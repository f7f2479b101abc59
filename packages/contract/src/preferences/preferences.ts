import { z } from 'zod';
import { describeInput } from '../text/describe-input';
import { ZTimeZoneSchema } from '../auth/set-time-zone';
import { AUTOMATION_FORMATS, type TAutomationFormatId } from '../content/formats';
import { NICHES } from '../content/niches';
import { userText } from '../text/user-text';

/** Spec §3: Monday to Sunday, capitalised on the wire (the UI shows them lowercase). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

/** Spec §9: posting hours 06:00-22:00, on the hour. */
export const FIRST_POSTING_HOUR = 6;
export const LAST_POSTING_HOUR = 22;
export const POSTING_TIMES = Array.from(
  { length: LAST_POSTING_HOUR - FIRST_POSTING_HOUR + 1 },
  (_, i) => `${String(FIRST_POSTING_HOUR + i).padStart(2, '0')}:00`,
);

export const FREQUENCY_TYPES = ['daily', 'weekly', 'custom'] as const;
export type TFrequencyType = (typeof FREQUENCY_TYPES)[number];

/**
 * review_all: every written post waits as a draft for the member. smart: a post goes out on its own
 * only when it passes the quality bar, else it waits as a draft with the reason. full: every
 * written post is scheduled. auto_publish false is review_all (spec §4: drafts when it is off).
 */
export const APPROVAL_MODES = ['review_all', 'smart', 'full'] as const;
export type TApprovalMode = (typeof APPROVAL_MODES)[number];

/** One line each, shown beside the choice. */
export const APPROVAL_MODE_TEXTS: Record<TApprovalMode, { label: string; description: string }> = {
  review_all: { label: 'Review every post', description: 'Every post Cadence writes waits in Drafts until you approve it.' },
  smart: {
    label: 'Smart approval',
    description: 'Posts that pass the quality bar publish on their own; the rest wait in Drafts with the reason.',
  },
  full: { label: 'Full automation', description: 'Every post Cadence writes is scheduled and published at its time.' },
};

export const POSTS_PER_WEEK = { min: 1, max: 7, default: 3 } as const;
/** Enough rows for two a day, every day; more is a mistake, not a plan. */
export const MAX_PREFERRED_TIMES = 14;
export const DEFAULT_SMART_MIN_VOICE_MATCH = 60;
export const DEFAULT_CONTENT_FORMATS: TAutomationFormatId[] = ['insight', 'story', 'list'];
export const AUTOMATION_FORMAT_IDS = Object.keys(AUTOMATION_FORMATS) as [TAutomationFormatId, ...TAutomationFormatId[]];

export const ZWeekdaySchema = z.enum(WEEKDAYS, {
  error: (issue) =>
    issue.input === undefined
      ? 'day is required'
      : `Unknown day "${describeInput(issue.input)}". Use one of: ${WEEKDAYS.join(', ')}`,
});

export const ZPostingTimeSchema = z.string({ error: 'time is required' }).refine((time) => POSTING_TIMES.includes(time), {
  message: `time must be on the hour between ${POSTING_TIMES[0]} and ${POSTING_TIMES.at(-1)} (HH:00)`,
});

export const ZPreferredTimeSchema = z.object({ day: ZWeekdaySchema, time: ZPostingTimeSchema });
export type TPreferredTime = z.infer<typeof ZPreferredTimeSchema>;

export const ZAutomationFormatIdSchema = z.enum(AUTOMATION_FORMAT_IDS, {
  error: (issue) => `Unknown content format "${describeInput(issue.input)}". Use one of: ${AUTOMATION_FORMAT_IDS.join(', ')}`,
});

const ZNicheSchema = z.enum(NICHES, {
  error: (issue) => `Unknown niche "${describeInput(issue.input)}". Use one of: ${NICHES.join(', ')}`,
});

/** The fields a member edits (spec §3 plus time_zone, approval_mode and the smart bar). */
const preferenceFields = {
  frequency_type: z.enum(FREQUENCY_TYPES, {
    error: (issue) => `Unknown frequency_type "${describeInput(issue.input)}". Use daily, weekly or custom`,
  }),
  posts_per_week: z
    .number({ error: 'posts_per_week must be a whole number from 1 to 7' })
    .int('posts_per_week must be a whole number from 1 to 7')
    .min(POSTS_PER_WEEK.min, 'posts_per_week must be a whole number from 1 to 7')
    .max(POSTS_PER_WEEK.max, 'posts_per_week must be a whole number from 1 to 7'),
  niche: ZNicheSchema.nullable(),
  sub_niche: userText({ field: 'sub_niche', max: 200 }),
  preferred_times: z
    .array(ZPreferredTimeSchema, { error: 'preferred_times must be a list of {day, time}' })
    .max(MAX_PREFERRED_TIMES, `At most ${MAX_PREFERRED_TIMES} preferred times`)
    .refine((times) => new Set(times.map((t) => `${t.day} ${t.time}`)).size === times.length, {
      message: 'The same day and time is listed twice in preferred_times',
    }),
  content_formats: z
    .array(ZAutomationFormatIdSchema, { error: 'content_formats must be a list of format ids' })
    .min(1, 'Choose at least one content format')
    .max(AUTOMATION_FORMAT_IDS.length)
    .refine((formats) => new Set(formats).size === formats.length, { message: 'A content format is listed twice' }),
  auto_publish: z.boolean({ error: 'auto_publish must be true or false' }),
  approval_mode: z.enum(APPROVAL_MODES, {
    error: (issue) => `Unknown approval_mode "${describeInput(issue.input)}". Use review_all, smart or full`,
  }),
  smart_min_voice_match: z
    .number({ error: 'smart_min_voice_match must be a whole number from 0 to 100' })
    .int('smart_min_voice_match must be a whole number from 0 to 100')
    .min(0, 'smart_min_voice_match must be a whole number from 0 to 100')
    .max(100, 'smart_min_voice_match must be a whole number from 0 to 100'),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
  time_zone: ZTimeZoneSchema,
};

/** The preferences as stored and answered: every field present, auto_publish and approval_mode agreeing. */
export const ZPreferencesSchema = z.object(preferenceFields);
export type TPreferences = z.infer<typeof ZPreferencesSchema>;

/**
 * POST /api/preferences/ and /preview: any field may be left out (it keeps its saved value or its
 * default). auto_publish and approval_mode must agree when both are sent; one alone sets the other.
 */
export const ZPreferencesInputSchema = z
  .object({
    frequency_type: preferenceFields.frequency_type.optional(),
    posts_per_week: preferenceFields.posts_per_week.optional(),
    niche: preferenceFields.niche.optional(),
    sub_niche: preferenceFields.sub_niche.optional(),
    preferred_times: preferenceFields.preferred_times.optional(),
    content_formats: preferenceFields.content_formats.optional(),
    auto_publish: preferenceFields.auto_publish.optional(),
    approval_mode: preferenceFields.approval_mode.optional(),
    smart_min_voice_match: preferenceFields.smart_min_voice_match.optional(),
    is_active: preferenceFields.is_active.optional(),
    time_zone: preferenceFields.time_zone.optional(),
  })
  .strict()
  .refine(
    (input) =>
      input.auto_publish === undefined ||
      input.approval_mode === undefined ||
      input.auto_publish === (input.approval_mode !== 'review_all'),
    { message: 'auto_publish false means approval_mode review_all; smart and full publish automatically' },
  );
export type TPreferencesInput = z.input<typeof ZPreferencesInputSchema>;

/** What a member starts from before saving anything. */
export function defaultPreferences(timeZone: string): TPreferences {
  return {
    frequency_type: 'weekly',
    posts_per_week: POSTS_PER_WEEK.default,
    niche: null,
    sub_niche: '',
    preferred_times: [
      { day: 'Tuesday', time: '09:00' },
      { day: 'Wednesday', time: '12:00' },
      { day: 'Thursday', time: '09:00' },
    ],
    content_formats: [...DEFAULT_CONTENT_FORMATS],
    auto_publish: true,
    approval_mode: 'smart',
    smart_min_voice_match: DEFAULT_SMART_MIN_VOICE_MATCH,
    is_active: false,
    time_zone: timeZone,
  };
}

/** `base` with `input` applied; auto_publish and approval_mode kept in agreement. */
export function applyPreferencesInput(base: TPreferences, input: z.output<typeof ZPreferencesInputSchema>): TPreferences {
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<TPreferences>;
  const next: TPreferences = { ...base, ...defined };
  if (input.approval_mode !== undefined) next.auto_publish = input.approval_mode !== 'review_all';
  else if (input.auto_publish !== undefined)
    next.approval_mode = input.auto_publish ? (base.approval_mode === 'review_all' ? 'smart' : base.approval_mode) : 'review_all';
  return next;
}
