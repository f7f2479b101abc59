import { z } from 'zod';
import { ZPreferencesSchema, type TPreferences } from './preferences';

export const ZPreferenceTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  preferences: ZPreferencesSchema.pick({
    frequency_type: true,
    posts_per_week: true,
    preferred_times: true,
    content_formats: true,
    approval_mode: true,
    auto_publish: true,
  }),
});
export type TPreferenceTemplate = z.infer<typeof ZPreferenceTemplateSchema>;

/** GET /api/preferences/templates (no token): ready-made sets for common goals. */
export const ZPreferenceTemplatesResponseSchema = z.object({
  success: z.literal(true),
  templates: z.array(ZPreferenceTemplateSchema),
});
export type TPreferenceTemplatesResponse = z.infer<typeof ZPreferenceTemplatesResponseSchema>;

type TemplatePreferences = Pick<
  TPreferences,
  'frequency_type' | 'posts_per_week' | 'preferred_times' | 'content_formats' | 'approval_mode'
>;
const template = (id: string, name: string, description: string, preferences: TemplatePreferences): TPreferenceTemplate => ({
  id,
  name,
  description,
  preferences: { ...preferences, auto_publish: preferences.approval_mode !== 'review_all' },
});

/** Posting at the times most professionals read LinkedIn: weekday mornings and lunch. */
export const PREFERENCE_TEMPLATES: TPreferenceTemplate[] = [
  template('steady-presence', 'Steady presence', 'Three posts a week on weekday mornings, with smart approval.', {
    frequency_type: 'weekly',
    posts_per_week: 3,
    preferred_times: [
      { day: 'Tuesday', time: '09:00' },
      { day: 'Wednesday', time: '12:00' },
      { day: 'Thursday', time: '09:00' },
    ],
    content_formats: ['insight', 'list', 'question'],
    approval_mode: 'smart',
  }),
  template('thought-leader', 'Thought leader', 'A post every weekday morning: insights, takes and stories.', {
    frequency_type: 'custom',
    posts_per_week: 5,
    preferred_times: (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => ({ day, time: '08:00' })),
    content_formats: ['insight', 'controversial', 'story', 'problem_solution'],
    approval_mode: 'smart',
  }),
  template('weekly-reflection', 'Weekly reflection', 'One story a week, reviewed by you before it goes out.', {
    frequency_type: 'weekly',
    posts_per_week: 1,
    preferred_times: [{ day: 'Friday', time: '10:00' }],
    content_formats: ['story', 'insight'],
    approval_mode: 'review_all',
  }),
  template('daily-builder', 'Build in public', 'A short post every day at lunchtime, published automatically.', {
    frequency_type: 'daily',
    posts_per_week: 7,
    preferred_times: [{ day: 'Monday', time: '12:00' }],
    content_formats: ['list', 'problem_solution', 'question', 'story'],
    approval_mode: 'full',
  }),
];
