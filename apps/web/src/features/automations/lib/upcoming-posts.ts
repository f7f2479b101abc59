import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';

/** Spec §9: the upcoming automation list shows 5. */
export const UPCOMING_LIMIT = 5;

const WAITING = new Set<TScheduledPost['status']>(['pending', 'pending_content', 'draft']);

/** The automation's posts still to go out (written or not, drafts included), soonest first. */
export function upcomingAutomationPosts(scheduleByDate: Record<string, TScheduledPost[]>): TScheduledPost[] {
  return Object.values(scheduleByDate)
    .flat()
    .filter((post) => post.content_metadata.slot_type === 'automation' && WAITING.has(post.status))
    .sort((a, b) => (a.scheduled_time ?? '').localeCompare(b.scheduled_time ?? ''))
    .slice(0, UPCOMING_LIMIT);
}
