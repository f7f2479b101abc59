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
] as const;

export type ScheduledPostRow = Pick<Selectable<PostsTable>, (typeof SCHEDULED_POST_COLUMNS)[number]>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export function toScheduledPost(row: ScheduledPostRow, timeZone: string): TScheduledPost {
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
    // Issue 27: filled from the post's attachments by the rich-posts work; a text post until then.
    kind: 'text',
    media: [],
    document_title: null,
    poll: null,
    link_url: null,
    link_title: null,
    first_comment: null,
  };
}
