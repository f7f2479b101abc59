import type { TPostMetrics } from '@cadence/contract/analytics/post-analytics';
import type { TMedia } from '@cadence/contract/media/media';
import type { TPoll, TPostRichContent } from '@cadence/contract/media/post-attachments';
import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import type { Selectable } from 'kysely';
import type { PostsTable } from '../db/schema';
import { describePostNotice } from './describe-post-notice';

/** The columns a card needs; the schedule list selects exactly these. */
export const SCHEDULED_POST_COLUMNS = [
  'id',
  'status',
  'content',
  'hashtags',
  'scheduled_time',
  'content_metadata',
  'error_message',
  'platform_post_id',
  'post_url',
  'cancel_reason',
  'published_at',
  'failure_kind',
  'notice_code',
  'publish_after',
  'document_title',
  'poll',
  'link_url',
  'link_title',
  'first_comment',
  'first_comment_status',
  'first_comment_urn',
  'first_comment_error',
] as const;

export type ScheduledPostRow = Pick<Selectable<PostsTable>, (typeof SCHEDULED_POST_COLUMNS)[number]>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * `media` is the post's attachments in order, loaded for every listed post at once (loadPostMedia);
 * `metrics` its latest measurement, likewise (loadCardMetrics).
 */
export function toScheduledPost(
  row: ScheduledPostRow,
  timeZone: string,
  media: TMedia[] = [],
  metrics: TPostMetrics | null = null,
): TScheduledPost {
  const metadata = row.content_metadata ?? {};
  return {
    id: row.id,
    status: row.status,
    content: row.content,
    hashtags: row.hashtags,
    scheduled_time: iso(row.scheduled_time),
    content_metadata: {
      ...metadata,
      format: textOrNull(metadata.format),
      source: textOrNull(metadata.source),
      slot_type: textOrNull(metadata.slot_type),
    },
    error_message: row.error_message,
    platform_post_id: row.platform_post_id,
    post_url: row.post_url,
    cancel_reason: row.cancel_reason,
    published_at: iso(row.published_at),
    failure_kind: row.failure_kind,
    notice: describePostNotice(row.notice_code, row.publish_after === null ? null : new Date(row.publish_after), timeZone),
    kind: postKind(media, row),
    media,
    document_title: row.document_title,
    poll: (row.poll ?? null) as TPoll | null,
    link_url: row.link_url,
    link_title: row.link_title,
    first_comment:
      row.first_comment === null
        ? null
        : {
            text: row.first_comment,
            // Until the post is published its comment waits to be sent after it.
            status: row.first_comment_status ?? 'pending',
            comment_urn: row.first_comment_urn,
            error_message: row.first_comment_error,
          },
    // Issue 28: a published post's latest numbers (API or export), none until it is measured.
    metrics: row.status === 'published' ? metrics : null,
  };
}

/** One kind per post (checkPostAttachments): what the calendar and the cards label it. */
export function postKind(
  media: ReadonlyArray<Pick<TMedia, 'kind'>>,
  row: Pick<ScheduledPostRow, 'poll' | 'link_url'>,
): TPostRichContent['kind'] {
  const first = media[0];
  if (first?.kind === 'image') return media.length > 1 ? 'images' : 'image';
  if (first) return first.kind;
  if (row.poll !== null && row.poll !== undefined) return 'poll';
  if (row.link_url !== null) return 'link';
  return 'text';
}
