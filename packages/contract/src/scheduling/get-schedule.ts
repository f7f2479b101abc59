import { z } from 'zod';
import { apiSuccess } from '../common';
import { ZScheduledPostSchema } from './scheduled-post';

export const MAX_SCHEDULE_DAYS = 366;

const ZBooleanQuery = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** Spec §7: GET /api/scheduling/schedule?days=N&include_past=true. */
export const ZGetScheduleQuerySchema = z.object({
  days: z.coerce
    .number({ message: 'days must be a whole number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(MAX_SCHEDULE_DAYS, `days must be at most ${MAX_SCHEDULE_DAYS}`)
    .default(7),
  include_past: ZBooleanQuery.default(false),
});
export type TGetScheduleQuery = z.input<typeof ZGetScheduleQuerySchema>;

/**
 * Without include_past: posts still to go out (draft, pending_content, pending, publishing) up to
 * `days` ahead, overdue ones included. With it: also published, failed and cancelled posts.
 */
export const ZGetScheduleResponseSchema = apiSuccess(
  z.object({
    /** The IANA zone the dates below were grouped in (the one stored on the profile). */
    time_zone: z.string(),
    /** Keys are the member's local dates, YYYY-MM-DD, ascending; each day's posts by time. */
    schedule_by_date: z.record(z.string(), z.array(ZScheduledPostSchema)),
    total_posts: z.number().int(),
    /**
     * Set when a pending post is due after the LinkedIn connection stops working (60-day tokens,
     * no refresh) or the connection was revoked: the header and the tab ask the member to reconnect.
     */
    connection_warning: z
      .object({
        code: z.enum(['expires_before_post', 'expired', 'revoked']),
        message: z.string(),
        expires_at: z.string().nullable(),
      })
      .nullable(),
  }),
);
export type TGetScheduleResponse = z.infer<typeof ZGetScheduleResponseSchema>;
