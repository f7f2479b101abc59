import { z } from 'zod';
import { apiSuccess } from '../common';
import { userText } from '../text/user-text';

export const ZTrendingTopicsRequestSchema = z.object({
  niche: userText({ field: 'niche', max: 100, required: true }),
  sub_niche: userText({ field: 'sub_niche', max: 200 }).optional().default(''),
  /** The wizard sends the chosen format's text here. */
  context: userText({ field: 'context', max: 2000, multiline: true }).optional().default(''),
});
export type TTrendingTopicsRequest = z.input<typeof ZTrendingTopicsRequestSchema>;

/** One item behind a topic: the evidence a member can open. */
export const ZTopicEvidenceSchema = z.object({
  title: z.string(),
  url: z.string(),
  /** The outlet of the linked item. */
  source: z.string(),
  /** Every outlet that carried this same headline, the linked one first (one line, not one per outlet). */
  outlets: z.array(z.string()).optional(),
  published_at: z.string(),
});
export type TTopicEvidence = z.infer<typeof ZTopicEvidenceSchema>;

export const ZTrendingTopicSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Plain words with numbers: "14 stories from 4 sources in the past 8 days: 7 in the last 24 h, up from 1 a day last week". */
  trend_reason: z.string(),
  /** 0-10, best first. */
  relevance_score: z.number().min(0).max(10),
  /**
   * Why the topic ranks higher for this member (issue 28): it resembles their best-performing posts,
   * "Like your best posts about Leadership (3 of your top 5 by impressions)." Absent otherwise.
   */
  performance_reason: z.string().optional(),
  evidence: z.array(ZTopicEvidenceSchema).optional(),
});
export type TTrendingTopic = z.infer<typeof ZTrendingTopicSchema>;

export const ZTrendingTopicsResponseSchema = apiSuccess(
  z.object({
    topics: z.array(ZTrendingTopicSchema),
    /** 'live' when computed from fetched sources, 'fallback' when none answered (said so on screen). */
    source: z.enum(['live', 'fallback']),
    /** One line when the list is not what was asked for, e.g. no live story fits the sub-niche closely. */
    notice: z.string().optional(),
  }),
);
export type TTrendingTopicsResponse = z.infer<typeof ZTrendingTopicsResponseSchema>;
