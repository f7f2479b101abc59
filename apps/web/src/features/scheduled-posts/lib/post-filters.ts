import { CANCELLABLE_STATUSES, type TPostStatus, type TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';

export const STATUS_FILTERS = ['all', 'scheduled', 'drafts', 'published', 'cancelled', 'failed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  scheduled: 'Scheduled',
  drafts: 'Drafts',
  published: 'Published',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** 'Scheduled' holds everything still on its way out, the post a worker is sending included. */
const FILTER_STATUSES: Record<Exclude<StatusFilter, 'all'>, readonly TPostStatus[]> = {
  scheduled: ['pending', 'pending_content', 'publishing'],
  drafts: ['draft'],
  published: ['published'],
  cancelled: ['cancelled'],
  failed: ['failed'],
};

/** Spec §4: All, Published, Cancelled and Failed ask the server for past and inactive posts too. */
export const filterNeedsPast = (filter: StatusFilter) =>
  filter === 'all' || filter === 'published' || filter === 'cancelled' || filter === 'failed';

/** Applied in the browser (spec §4). */
export const matchesFilter = (post: TScheduledPost, filter: StatusFilter) =>
  filter === 'all' || FILTER_STATUSES[filter].includes(post.status);

export const parseFilter = (value: string | null): StatusFilter => STATUS_FILTERS.find((filter) => filter === value) ?? 'all';

/** Only pending and pending_content posts can be selected, edited or cancelled (spec §4). */
export const isCancellable = (post: TScheduledPost) => CANCELLABLE_STATUSES.includes(post.status);

/** A draft gets a time and becomes scheduled: approved at its own time, or edited. */
export const isEditable = (post: TScheduledPost) => isCancellable(post) || post.status === 'draft';

/** The schedule arrives grouped by the member's dates, ascending; cards read it as one list. */
export function flattenSchedule(scheduleByDate: Record<string, TScheduledPost[]>): TScheduledPost[] {
  return Object.keys(scheduleByDate)
    .sort()
    .flatMap((date) => scheduleByDate[date] ?? []);
}
