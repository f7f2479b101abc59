import type { TPostStatus, TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';

type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

/** Spec §4: pending and pending_content both read 'scheduled'. */
export const STATUS_BADGES: Record<TPostStatus, { label: string; tone: Tone }> = {
  pending: { label: 'scheduled', tone: 'brand' },
  pending_content: { label: 'scheduled', tone: 'brand' },
  publishing: { label: 'publishing', tone: 'warning' },
  draft: { label: 'draft', tone: 'neutral' },
  published: { label: 'published', tone: 'success' },
  failed: { label: 'failed', tone: 'danger' },
  cancelled: { label: 'cancelled', tone: 'neutral' },
};

/**
 * What a post without content says in its place: spec §2's line for a scheduled slot still waiting
 * for its post; a cancelled slot never got one.
 */
export function missingContentLine(post: Pick<TScheduledPost, 'status'>): string {
  return post.status === 'cancelled' ? 'Cancelled before its post was written' : 'Content will be generated automatically';
}

/** 'problem_solution' → 'Problem solution', 'quick_post' → 'Quick post'. */
export function humanize(value: string): string {
  const words = value.replaceAll(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Spec §9: the grid cuts a post at 150 characters and adds an ellipsis. */
export const GRID_CONTENT_LIMIT = 150;

export function cutForGrid(content: string): string {
  return content.length > GRID_CONTENT_LIMIT ? `${content.slice(0, GRID_CONTENT_LIMIT)}...` : content;
}

/** 'Tue, Jun 3, 2025' and '14:30' on the member's zone's clock. */
export function formatPostDate(iso: string, timeZone: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat(undefined, {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(at),
    time: new Intl.DateTimeFormat(undefined, { timeZone, hour: 'numeric', minute: '2-digit' }).format(at),
  };
}
