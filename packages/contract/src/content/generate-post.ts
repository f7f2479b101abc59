import { z } from 'zod';
import { apiSuccess } from '../common';
import { ZPostFormatSchema } from './formats';
import { userText } from '../text/user-text';
import { ZTrendingTopicSchema } from './trending-topics';
import { ZCarouselRequestSchema } from '../media/media';
import { ZPollSchema } from '../media/post-attachments';

/** The topic the member picked, sent back as it was shown: its texts get the same cleaning as typed text. */
const ZPickedTopicSchema = ZTrendingTopicSchema.extend({
  title: userText({ field: 'title', max: 1000 }),
  description: userText({ field: 'description', max: 5000, multiline: true }),
  trend_reason: userText({ field: 'trend_reason', max: 1000 }),
  evidence: z
    .array(
      z.object({
        title: userText({ field: 'title', max: 1000 }),
        url: userText({ field: 'url', max: 4000 }),
        source: userText({ field: 'source', max: 200 }),
        published_at: userText({ field: 'published_at', max: 100 }),
      }),
    )
    .max(50)
    .optional(),
});

export const ZGeneratePostRequestSchema = z.object({
  niche: userText({ field: 'niche', max: 100, required: true }),
  sub_niche: userText({ field: 'sub_niche', max: 200 }).optional().default(''),
  topic: userText({ field: 'topic', max: 300, required: true }),
  format: ZPostFormatSchema,
  context: userText({ field: 'context', max: 2000, multiline: true }).optional().default(''),
  trending_topic_data: ZPickedTopicSchema.nullish(),
  /** Same request, another draft: the offline composer is deterministic per seed. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
});
export type TGeneratePostRequest = z.input<typeof ZGeneratePostRequestSchema>;

export const ZDraftVoiceSchema = z.enum(['imported', 'neutral']);
export type TDraftVoice = z.infer<typeof ZDraftVoiceSchema>;

export const ZDraftWriterSchema = z.object({
  kind: z.enum(['offline', 'model']),
  /** 'Cadence offline writer', or the model's configured name ('gpt-4o-mini'). */
  name: z.string().max(200),
});
export type TDraftWriter = z.infer<typeof ZDraftWriterSchema>;

export const ZGeneratePostResponseSchema = apiSuccess(
  z.object({
    content: z.string().max(3000),
    hashtags: z.array(z.string()),
    /** Stylometric similarity of this draft to the voice it was written in, 0-100. */
    voice_match: z.number().min(0).max(100),
    /**
     * Whose voice the draft follows: the member's imported posts, or a neutral profile when they
     * have imported none. Only an imported voice makes voice_match a match with their own posts.
     */
    voice: ZDraftVoiceSchema,
    /** What wrote the draft, named for the member: the offline writer or the configured model. */
    writer: ZDraftWriterSchema,
    /**
     * Issue 27: slides the carousel maker can open, proposed for Tips & Tricks and List formats
     * (drawn from the draft itself); absent or null otherwise.
     */
    carousel_outline: ZCarouselRequestSchema.nullish(),
    /** Issue 27: a poll proposed for Question formats (Question & Answer, Question Hook). */
    poll: ZPollSchema.nullish(),
  }),
);
export type TGeneratePostResponse = z.infer<typeof ZGeneratePostResponseSchema>;

/**
 * POST /api/content/generate-post/stream answers server-sent events: `delta` with the post text
 * written so far (not yet validated), then one `done` carrying exactly what generate-post answers,
 * or one `error` with a message for the member. The offline writer answers a single `done`.
 */
export const ZGeneratePostStreamDeltaSchema = z.object({ text: z.string() });
export type TGeneratePostStreamDelta = z.infer<typeof ZGeneratePostStreamDeltaSchema>;
export const GENERATE_POST_STREAM_EVENTS = ['delta', 'done', 'error'] as const;
