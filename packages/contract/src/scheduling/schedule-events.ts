import { z } from 'zod';

/**
 * GET /api/scheduling/events: server-sent events (text/event-stream) for the signed-in member,
 * read with fetch so the bearer token travels in a header. Each `post` event carries one change;
 * the browser refetches the schedule. A comment line every 25 s keeps proxies from closing it.
 */
export const ZPostChangeEventSchema = z.object({
  post_id: z.string(),
  /** The new status, or 'deleted'. */
  status: z.string(),
});
export type TPostChangeEvent = z.infer<typeof ZPostChangeEventSchema>;
