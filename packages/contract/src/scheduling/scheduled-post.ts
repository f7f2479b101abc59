import { z } from 'zod';
import { ZPostRichContentSchema } from '../media/post-attachments';
import { ZPostMetricsSchema } from '../analytics/post-analytics';

/** design.md §5. pending and pending_content both read 'scheduled' in the UI (spec §4). */
export const POST_STATUSES = ['draft', 'pending_content', 'pending', 'publishing', 'published', 'failed', 'cancelled'] as const;
export const ZPostStatusSchema = z.enum(POST_STATUSES);
export type TPostStatus = z.infer<typeof ZPostStatusSchema>;

/** Only these can be edited or cancelled; any post can be deleted (spec §4). */
export const CANCELLABLE_STATUSES: readonly TPostStatus[] = ['pending', 'pending_content'];

/**
 * What a card says besides an error, written by the server at read time in the member's zone:
 * 'shortened' (LinkedIn kept less than was sent), 'held_daily_limit' (429, waits for midnight UTC),
 * 'retrying' (LinkedIn unreachable, trying again), 'late' (due while Cadence was down; asks the member).
 */
export const ZPostNoticeSchema = z.object({
  code: z.enum(['shortened', 'held_daily_limit', 'retrying', 'late']),
  message: z.string(),
});
export type TPostNotice = z.infer<typeof ZPostNoticeSchema>;

/** Spec §3 "Scheduled post", plus what the cards need beyond it. */
export const ZScheduledPostSchema = z.object({
  id: z.string(),
  status: ZPostStatusSchema,
  /** Null while an automation slot waits for its text: 'Content will be generated automatically'. */
  content: z.string().nullable(),
  hashtags: z.array(z.string()),
  /** ISO 8601 in UTC. */
  scheduled_time: z.string().nullable(),
  content_metadata: z
    .object({
      format: z.string().nullable().optional(),
      source: z.string().nullable().optional(),
      slot_type: z.string().nullable().optional(),
      /** Why an automation draft waits for the member (smart approval's bar, a gap to fill, review every post). */
      review_reason: z.string().nullable().optional(),
      /** How smart approval's bar leaned on the member's results for this format (issue 28); null when it did not. */
      approval_note: z.string().nullable().optional(),
      /** The trending topic an automation post was written about. */
      topic: z.string().nullable().optional(),
    })
    .loose(),
  error_message: z.string().nullable(),
  platform_post_id: z.string().nullable(),
  post_url: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  published_at: z.string().nullable(),
  /** 'unknown' when LinkedIn may have published it anyway: the member should look before retrying. */
  failure_kind: z.enum(['rejected', 'unknown']).nullable(),
  notice: ZPostNoticeSchema.nullable(),
  /** Issue 27: what the post carries besides its text (kind, media, poll, link, first comment). */
  ...ZPostRichContentSchema.shape,
  /** Issue 28: a published post's latest numbers and when they were measured; null until measured. */
  metrics: ZPostMetricsSchema.nullable(),
});
export type TScheduledPost = z.infer<typeof ZScheduledPostSchema>;
