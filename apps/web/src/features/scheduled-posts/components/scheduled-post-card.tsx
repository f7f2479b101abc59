import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import { normalizeHashtags } from '@cadence/contract/linkedin/compose-post-text';
import {
  Ban,
  ChartNoAxesColumnIncreasing,
  CalendarDays,
  Check,
  CircleAlert,
  Clock,
  ExternalLink,
  Info,
  Pencil,
  Sparkles,
  TriangleAlert,
} from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { agoLabel, metricsParts } from '../../../lib/analytics/format-metrics';
import { cn } from '../../../lib/cn';
import { safeExternalUrl } from '../../../lib/safe-url';
import { useNow } from '../../../lib/use-now';
import { isCancellable } from '../lib/post-filters';
import { cutForGrid, formatPostDate, humanize, missingContentLine, STATUS_BADGES } from '../lib/post-labels';
import { PostCardMenu, type PostAction } from './post-card-menu';
import { PostAttachmentSummary } from './post-attachment-summary';

export type CardLayout = 'grid' | 'list';

/** A post LinkedIn may have created although Cadence could not confirm it (a lost answer). */
const UNKNOWN_OUTCOME_HINT = 'LinkedIn may have published this post anyway. Check your LinkedIn profile before posting it again.';

export function ScheduledPostCard({
  post,
  layout,
  timeZone,
  selected,
  busy,
  onSelectedChange,
  onAction,
}: {
  post: TScheduledPost;
  layout: CardLayout;
  timeZone: string;
  selected: boolean;
  busy: boolean;
  onSelectedChange: (selected: boolean) => void;
  onAction: (action: PostAction) => void;
}) {
  const badge = STATUS_BADGES[post.status];
  // A published post shows when it went out; any other the time it is (or was) due.
  const shownAt = post.status === 'published' ? (post.published_at ?? post.scheduled_time) : post.scheduled_time;
  const when = shownAt ? formatPostDate(shownAt, timeZone) : null;
  const summary = post.content
    ? post.content.slice(0, 60)
    : post.status === 'cancelled'
      ? 'cancelled before it was written'
      : 'post with generated content';
  const describedBy = `post-${post.id}-when`;
  const linkedInUrl =
    post.status === 'published' && post.platform_post_id && post.post_url ? safeExternalUrl(post.post_url) : null;
  const hashtags = normalizeHashtags(post.hashtags);
  const format = post.content_metadata.format;
  const source = post.content_metadata.source;
  const slotType = post.content_metadata.slot_type;
  const topic = post.content_metadata.topic;
  const reviewReason = post.status === 'draft' ? post.content_metadata.review_reason : null;
  // The voice-match reason may already carry the bar's note: say it once.
  const approvalNote =
    reviewReason && post.content_metadata.approval_note && !reviewReason.includes(post.content_metadata.approval_note)
      ? post.content_metadata.approval_note
      : null;

  return (
    <article
      aria-label={`${badge.label} post: ${summary}`}
      aria-busy={busy || undefined}
      data-status={post.status}
      className={cn(
        'flex w-full min-w-0 flex-col rounded-2xl border bg-white p-4 shadow-sm transition-colors',
        selected ? 'border-brand-400 ring-2 ring-brand-200' : 'border-slate-200',
        busy && 'opacity-60',
        layout === 'list' && 'sm:p-5',
      )}
    >
      <header className="flex items-center gap-2">
        {isCancellable(post) && (
          <input
            type="checkbox"
            checked={selected}
            disabled={busy}
            onChange={(event) => onSelectedChange(event.target.checked)}
            aria-label={`Select post: ${summary}`}
            aria-describedby={describedBy}
            className="size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-500"
          />
        )}
        <Badge tone={badge.tone} className="capitalize">
          {badge.label}
        </Badge>
        {/* An automation's slot says so; a manual post already says 'Source Manual' below. */}
        {slotType && slotType !== source && <Badge tone="neutral">{humanize(slotType)}</Badge>}
        <div className="ml-auto">
          <PostCardMenu post={post} label={`Actions for post: ${summary}`} disabled={busy} onAction={onAction} />
        </div>
      </header>

      <div className="mt-3 flex-1">
        {post.content === null ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 italic">
            {post.status === 'cancelled' ? (
              <Ban aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            ) : (
              <Sparkles aria-hidden="true" className="size-4 shrink-0 text-brand-500" />
            )}
            {missingContentLine(post)}
          </p>
        ) : (
          <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
            {layout === 'grid' ? cutForGrid(post.content) : post.content}
          </p>
        )}
        {hashtags.length > 0 && (
          <ul aria-label="Hashtags" className="mt-2 flex flex-wrap gap-x-2 gap-y-0.5 text-sm font-medium text-brand-600">
            {hashtags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
        <PostAttachmentSummary post={post} />
      </div>

      <dl
        id={describedBy}
        className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-xs text-slate-600"
      >
        {when && (
          <>
            <div className="flex items-center gap-1">
              <dt className="sr-only">{post.status === 'published' ? 'Published on' : 'Date'}</dt>
              <CalendarDays aria-hidden="true" className="size-3.5 text-slate-400" />
              <dd>{when.date}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt className="sr-only">Time</dt>
              <Clock aria-hidden="true" className="size-3.5 text-slate-400" />
              <dd>{when.time}</dd>
            </div>
          </>
        )}
        {format && (
          <div className="flex items-center gap-1">
            <dt className="text-slate-400">Format</dt>
            <dd className="font-medium text-slate-700">{humanize(format)}</dd>
          </div>
        )}
        {source && (
          <div className="flex items-center gap-1">
            <dt className="text-slate-400">Source</dt>
            <dd className="font-medium text-slate-700">{humanize(source)}</dd>
          </div>
        )}
        {topic && (
          <div className="flex min-w-0 items-center gap-1">
            <dt className="text-slate-400">Topic</dt>
            <dd className="min-w-0 font-medium break-words text-slate-700">{topic}</dd>
          </div>
        )}
      </dl>

      {post.status === 'published' && post.metrics && <PostMetricsLine metrics={post.metrics} timeZone={timeZone} />}

      {reviewReason && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <span className="font-medium">Waiting for you:</span> {reviewReason}
          </span>
        </p>
      )}
      {approvalNote && <p className="mt-1.5 px-3 text-xs break-words text-slate-500">{approvalNote}</p>}

      {post.status === 'cancelled' && post.cancel_reason && (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
          <span className="font-medium">Reason:</span> {post.cancel_reason}
        </p>
      )}
      {post.notice && (
        <p
          data-notice={post.notice.code}
          className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {post.notice.message}
        </p>
      )}
      {post.error_message && (
        <div className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset">
          <p className="flex items-start gap-2">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{post.error_message}</span>
          </p>
          {post.failure_kind === 'unknown' && (
            <p className="mt-1.5 flex items-start gap-2 text-red-700">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {UNKNOWN_OUTCOME_HINT}
            </p>
          )}
        </div>
      )}
      {post.status === 'draft' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => onAction('approve')} aria-describedby={describedBy}>
            <Check aria-hidden="true" className="size-4" /> Approve
          </Button>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => onAction('edit')} aria-describedby={describedBy}>
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </Button>
        </div>
      )}
      {linkedInUrl && (
        <a
          href={linkedInUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'sm', 'mt-3 self-start')}
        >
          <ExternalLink aria-hidden="true" className="size-4" /> View on LinkedIn
        </a>
      )}
    </article>
  );
}

/** Issue 28: a published post's latest numbers and how old they are, small and quiet under its details. */
function PostMetricsLine({ metrics, timeZone }: { metrics: NonNullable<TScheduledPost['metrics']>; timeZone: string }) {
  const measured = agoLabel(metrics.measured_at, useNow(), timeZone);
  const measuredAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    Date.parse(metrics.measured_at),
  );
  return (
    <p data-testid="post-metrics" className="mt-2 flex flex-wrap items-center gap-x-1.5 text-xs text-slate-500 tabular-nums">
      <ChartNoAxesColumnIncreasing aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
      <span>{metricsParts(metrics).join(' · ')}</span>
      {' · '}
      <time
        dateTime={metrics.measured_at}
        title={`Measured ${measuredAt}${metrics.source === 'export' ? ' (from your analytics export)' : ''}`}
      >
        measured {measured}
      </time>
    </p>
  );
}
