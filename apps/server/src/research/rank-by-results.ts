import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';
import { bestPerformerSignature, LEARNING_DAYS, resemblance } from '../analytics/performance/learn-from-results';
import { readMeasuredPosts } from '../analytics/performance/read-measured-posts';
import type { ResearchDeps } from './research-runtime';

/** How much a topic that resembles the member's best performers rises: about one place in a typical list. */
export const RESULTS_BOOST = 1.5;

/**
 * Topics that resemble the member's best-performing posts (a theme two of them share, or two
 * recurring words) rise by RESULTS_BOOST out of 10 and say why in `performance_reason`; the rest
 * keep their order. Without enough measured posts the list is returned as it came.
 */
export async function rankByResults(
  deps: ResearchDeps,
  userId: string,
  topics: TTrendingTopic[],
  now: Date,
): Promise<TTrendingTopic[]> {
  if (topics.length === 0) return topics;
  const posts = await readMeasuredPosts(deps.database.db, userId, LEARNING_DAYS, now);
  return boostResembling(topics, bestPerformerSignature({ posts }));
}

export function boostResembling(
  topics: TTrendingTopic[],
  signature: ReturnType<typeof bestPerformerSignature>,
): TTrendingTopic[] {
  if (!signature) return topics;
  const ranked = topics.map((topic, index) => {
    const reason = resemblance(`${topic.title}\n${topic.description}`, signature);
    if (!reason) return { topic, index };
    const relevance_score = Math.round(Math.min(10, topic.relevance_score + RESULTS_BOOST) * 10) / 10;
    return { topic: { ...topic, relevance_score, performance_reason: reason }, index };
  });
  // Best first, and the order research chose among equals.
  return ranked.sort((a, b) => b.topic.relevance_score - a.topic.relevance_score || a.index - b.index).map((r) => r.topic);
}
