import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import { ArrowRight, Ban, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FetchError } from '../../../components/ui/fetch-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { messageForPerson } from '../../../lib/message-for-person';
import { useCancelPost } from '../../../lib/schedule/cancel-post';
import { useSchedule } from '../../../lib/schedule/get-schedule';
import { formatScheduleTime } from '../../../lib/schedule/schedule-time';
import { toast } from '../../../lib/toast';
import { upcomingAutomationPosts } from '../lib/upcoming-posts';

// The spec's texts, word for word (§8).
const CANCELLED = 'Scheduled post cancelled successfully.';
const CANCEL_FAILED = 'Failed to cancel post';
const FETCH_FAILED = 'Failed to fetch scheduled posts';

/** Spec §2: the automation's next posts (up to 5), each with Cancel; a draft points to where it is approved. */
export function UpcomingPosts({ timeZone, isActive, leadMinutes }: { timeZone: string; isActive: boolean; leadMinutes: number }) {
  const schedule = useSchedule();
  const cancelPost = useCancelPost();
  const [cancelling, setCancelling] = useState<string | null>(null);
  // The pressed Cancel leaves with its post: focus goes to the list (or its empty note) once it is read again.
  const focusTarget = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    focusTarget.current?.focus({ preventScroll: true });
  }, [schedule.dataUpdatedAt]);

  const cancel = async (post: TScheduledPost) => {
    refocus.current = true;
    setCancelling(post.id);
    try {
      await cancelPost.mutateAsync({ id: post.id, deletePermanently: false });
      toast.success(CANCELLED);
    } catch (error) {
      toast.error(CANCEL_FAILED, { description: messageForPerson(error) });
    } finally {
      setCancelling(null);
    }
  };

  if (schedule.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading upcoming posts…</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (schedule.isError) {
    return (
      <FetchError
        title={FETCH_FAILED}
        error={schedule.error}
        retrying={schedule.isFetching}
        onRetry={() => void schedule.refetch()}
      />
    );
  }

  const posts = upcomingAutomationPosts(schedule.data.schedule_by_date);
  if (posts.length === 0) {
    return (
      <p
        ref={(node) => {
          focusTarget.current = node;
        }}
        tabIndex={-1}
        className="rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600 ring-1 ring-slate-200 ring-inset"
      >
        {isActive
          ? 'No automation posts in the next 7 days yet. Cadence plans them from your preferred times.'
          : 'Automation is paused. Activate it and Cadence plans your next 7 days here.'}
      </p>
    );
  }

  return (
    <ul
      ref={(node) => {
        focusTarget.current = node;
      }}
      tabIndex={-1}
      aria-label="Upcoming automation posts"
      className="flex flex-col gap-2"
    >
      {posts.map((post) => {
        const at = post.scheduled_time ? new Date(post.scheduled_time) : null;
        const when = at ? formatScheduleTime(at, timeZone) : 'No time yet';
        // Said only while it lies ahead (measured from when the list was read): a past one is being written.
        const writeAt = at ? new Date(at.getTime() - leadMinutes * 60_000) : null;
        const topic = post.content_metadata.topic;
        return (
          <li key={post.id} aria-label={`Automation post, ${when}`} className="rounded-xl border border-slate-200 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={post.status === 'draft' ? 'neutral' : 'brand'}>
                {post.status === 'draft' ? 'draft' : 'scheduled'}
              </Badge>
              <span className="text-sm font-medium text-slate-900">{when}</span>
            </div>
            {post.content === null ? (
              <p className="mt-2 flex items-start gap-2 text-sm text-slate-600 italic">
                <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
                <span>
                  Content will be generated automatically
                  {writeAt && writeAt.getTime() > schedule.dataUpdatedAt && (
                    <span className="block text-xs not-italic">Written around {formatScheduleTime(writeAt, timeZone)}</span>
                  )}
                </span>
              </p>
            ) : (
              <>
                {topic && <p className="mt-2 text-xs font-medium text-slate-500">Topic: {topic}</p>}
                <p className="mt-1 line-clamp-3 text-sm break-words text-slate-800">{post.content}</p>
              </>
            )}
            {post.status === 'draft' && post.content_metadata.review_reason && (
              <p className="mt-2 text-sm text-amber-900">{post.content_metadata.review_reason}</p>
            )}
            <div className="mt-2 flex justify-end">
              {post.status === 'draft' ? (
                <Link
                  to="/scheduled-posts?status=drafts"
                  className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-600 hover:text-brand-700"
                >
                  Review in Drafts <ArrowRight aria-hidden="true" className="size-3.5" />
                </Link>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={cancelling === post.id}
                  aria-label={`Cancel post of ${when}`}
                  onClick={() => void cancel(post)}
                >
                  {cancelling === post.id ? <Spinner /> : <Ban aria-hidden="true" className="size-4" />} Cancel
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
