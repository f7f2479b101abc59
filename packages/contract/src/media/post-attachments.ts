import { z } from 'zod';
import { userText } from '../text/user-text';
import {
  DOCUMENT_TITLE_MAX_LENGTH,
  FIRST_COMMENT_MAX_LENGTH,
  LINK_TITLE_MAX_LENGTH,
  LINK_URL_MAX_LENGTH,
  MULTI_IMAGE_MAX,
  POLL_DURATIONS_DAYS,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_QUESTION_MAX_LENGTH,
} from './media-limits';
import { ZMediaSchema } from './media';

export const ZPollSchema = z.object({
  question: userText({ field: 'poll question', max: POLL_QUESTION_MAX_LENGTH, required: true }),
  options: z
    .array(userText({ field: 'poll option', max: POLL_OPTION_MAX_LENGTH, required: true }))
    .min(POLL_MIN_OPTIONS, `A poll needs at least ${POLL_MIN_OPTIONS} options`)
    .max(POLL_MAX_OPTIONS, `A poll can have at most ${POLL_MAX_OPTIONS} options`)
    .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, {
      message: 'Each poll option must be different',
    }),
  duration_days: z.union(
    POLL_DURATIONS_DAYS.map((d) => z.literal(d)),
    { message: 'duration_days must be 1, 3, 7 or 14' },
  ),
});
export type TPoll = z.infer<typeof ZPollSchema>;

const linkUrl = userText({ field: 'link_url', max: LINK_URL_MAX_LENGTH }).refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  },
  { message: 'link_url must be a web address starting with https://' },
);

/**
 * What Quick Post, Schedule and Edit may attach (issue 27). One kind per post: images (1 to 20),
 * one document, one video, a poll, or a link; a first comment goes with any of them. Each rule the
 * server checks answers 400 with a sentence and saves nothing. On an edit, an absent field keeps
 * what the post has; `null` (or an empty media_ids) removes it.
 */
export const ZPostAttachmentsSchema = z.object({
  media_ids: z
    .array(z.string().uuid('media_ids must be ids of uploaded files'))
    .max(MULTI_IMAGE_MAX, `A post can carry at most ${MULTI_IMAGE_MAX} images`)
    .optional(),
  document_title: userText({ field: 'document_title', max: DOCUMENT_TITLE_MAX_LENGTH }).nullish(),
  poll: ZPollSchema.nullish(),
  first_comment: userText({ field: 'first_comment', max: FIRST_COMMENT_MAX_LENGTH, multiline: true }).nullish(),
  link_url: linkUrl.nullish(),
  link_title: userText({ field: 'link_title', max: LINK_TITLE_MAX_LENGTH }).nullish(),
});
export type TPostAttachments = z.input<typeof ZPostAttachmentsSchema>;

/** A post's first comment as its card shows it: sent after the post, on its own, with a Retry. */
export const ZFirstCommentSchema = z.object({
  text: z.string(),
  status: z.enum(['pending', 'sending', 'posted', 'failed']),
  /** The comment's URN once LinkedIn took it. */
  comment_urn: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type TFirstComment = z.infer<typeof ZFirstCommentSchema>;

/** What a post in the schedule carries besides its text. */
export const ZPostRichContentSchema = z.object({
  /** 'text' when nothing is attached. */
  kind: z.enum(['text', 'image', 'images', 'document', 'video', 'poll', 'link']),
  media: z.array(ZMediaSchema),
  document_title: z.string().nullable(),
  poll: ZPollSchema.nullable(),
  link_url: z.string().nullable(),
  link_title: z.string().nullable(),
  first_comment: ZFirstCommentSchema.nullable(),
});
export type TPostRichContent = z.infer<typeof ZPostRichContentSchema>;
