import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import { CalendarClock, CheckCircle2, Plus, Settings2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabHeader } from '../../../components/ui/tab-header';
import { cn } from '../../../lib/cn';
import { useMemberTimeZone } from '../../../lib/member-time-zone';
import { messageForPerson, refusalForPerson } from '../../../lib/message-for-person';
import { useSchedule } from '../../../lib/schedule/get-schedule';
import { describeTimeZone, formatScheduleTime } from '../../../lib/schedule/schedule-time';
import { toast } from '../../../lib/toast';
import { useCancelPost } from '../../../lib/schedule/cancel-post';
import { useApproveDraft } from '../api/approve-draft';
import { useCancelPosts } from '../api/cancel-posts';
import { useEditScheduledPost } from '../api/edit-scheduled-post';
import { useSuccessBanner } from '../hooks/use-success-banner';
import { filterNeedsPast, flattenSchedule, isCancellable, matchesFilter, parseFilter } from '../lib/post-filters';
import { BulkActionBar } from './bulk-action-bar';
import { ScheduleCalendar } from './calendar/schedule-calendar';
import { CancelReasonDialog } from './cancel-reason-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ConnectionWarningBanner } from './connection-warning-banner';
import { EditPostDialog } from './edit-post-dialog';
import type { PostAction } from './post-card-menu';
import { ScheduledPostCard } from './scheduled-post-card';
import { StatusFilterBar } from './status-filter-bar';
import { parseView, ViewToggle } from './view-toggle';

/** The cards look the spec's 7 days ahead (§9); the calendar a quarter, to page through. */
const LIST_DAYS = 7;
const CALENDAR_DAYS = 92;

// The spec's texts, word for word (§8).
const FETCH_FAILED = 'Failed to fetch scheduled posts';
const POST_FAILED = 'Failed to cancel/delete post';
const POSTS_FAILED = 'Failed to cancel/delete selected posts';
const APPROVE_FAILED = 'Failed to approve draft';

type Outcome = 'cancelled' | 'deleted permanently';
const postDone = (outcome: Outcome) => `Post ${outcome} successfully`;
const postsDone = (n: number, outcome: Outcome) => (n === 1 ? postDone(outcome) : `${n} posts ${outcome} successfully`);

/** Spec §2, Scheduled Posts: filters, grid / list / calendar, bulk actions, and each post's menu. */
export function ScheduledPostsTab() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('status'));
  const view = parseView(params.get('view'));
  const timeZone = useMemberTimeZone();
  const includePast = filterNeedsPast(filter);
  const days = view === 'calendar' ? CALENDAR_DAYS : LIST_DAYS;
  const schedule = useSchedule({ days, includePast });
  const editPost = useEditScheduledPost();
  const cancelPost = useCancelPost();
  const cancelPosts = useCancelPosts();
  const approveDraft = useApproveDraft();
  const banner = useSuccessBanner();

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<TScheduledPost | null>(null);
  const [reasonFor, setReasonFor] = useState<TScheduledPost | null>(null);
  // One post from its menu, or the bulk bar's selection.
  const [deleting, setDeleting] = useState<{ post: TScheduledPost } | { selection: number } | null>(null);
  const [bulkBusy, setBulkBusy] = useState<'cancel' | 'delete' | null>(null);
  // An approved draft leaves Drafts with its button: focus goes to the posts (or the empty note) once they are read again.
  const results = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (list.current ?? results.current)?.focus({ preventScroll: true });
  }, [schedule.dataUpdatedAt]);

  const allPosts = useMemo(() => (schedule.data ? flattenSchedule(schedule.data.schedule_by_date) : []), [schedule.data]);
  const posts = useMemo(() => allPosts.filter((post) => matchesFilter(post, filter)), [allPosts, filter]);
  const selectable = posts.filter(isCancellable);
  // A selected post that was published, cancelled or filtered out meanwhile is no longer selected.
  const selection = selectable.filter((post) => selected.has(post.id)).map((post) => post.id);

  const setParam = (key: 'status' | 'view', value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const markBusy = (id: string, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const runOne = async (post: TScheduledPost, deletePermanently: boolean, reason?: string) => {
    markBusy(post.id, true);
    try {
      await cancelPost.mutateAsync({ id: post.id, deletePermanently, reason });
      setSelected((current) => new Set([...current].filter((id) => id !== post.id)));
      banner.show(postDone(deletePermanently ? 'deleted permanently' : 'cancelled'));
      return true;
    } catch (error) {
      toast.error(POST_FAILED, { description: messageForPerson(error) });
      return false;
    } finally {
      markBusy(post.id, false);
    }
  };

  const approve = async (post: TScheduledPost) => {
    refocus.current = true;
    markBusy(post.id, true);
    try {
      const approved = await approveDraft.mutateAsync(post.id);
      toast.success(
        approved.scheduled_time
          ? `Draft approved and scheduled for ${formatScheduleTime(new Date(approved.scheduled_time), timeZone)}`
          : 'Draft approved and scheduled',
      );
    } catch (error) {
      // The server says why in words for the member: its time has passed, or a [your …] gap is left.
      toast.error(APPROVE_FAILED, { description: refusalForPerson(error) });
    } finally {
      markBusy(post.id, false);
    }
  };

  const runMany = async (deletePermanently: boolean) => {
    const ids = selection;
    if (ids.length === 0) return false;
    setBulkBusy(deletePermanently ? 'delete' : 'cancel');
    try {
      const result = await cancelPosts.mutateAsync({ post_ids: ids, delete_permanently: deletePermanently });
      setSelected(new Set());
      banner.show(
        deletePermanently ? postsDone(result.data.deleted, 'deleted permanently') : postsDone(result.data.cancelled, 'cancelled'),
      );
      return true;
    } catch (error) {
      toast.error(POSTS_FAILED, { description: messageForPerson(error) });
      return false;
    } finally {
      setBulkBusy(null);
    }
  };

  const onAction = (post: TScheduledPost, action: PostAction) => {
    if (action === 'approve') void approve(post);
    if (action === 'edit') setEditing(post);
    if (action === 'cancel') void runOne(post, false);
    if (action === 'cancel-with-reason') setReasonFor(post);
    if (action === 'delete') setDeleting({ post });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const done = 'post' in deleting ? await runOne(deleting.post, true) : await runMany(true);
    if (done) setDeleting(null);
  };

  const reschedule = async (postId: string, newTime: Date) => {
    // The calendar explains a refusal itself (a toast); the schedule is refetched either way.
    await editPost.mutateAsync({ id: postId, changes: { scheduled_time: newTime.toISOString() } });
  };

  const deletingPending = deleting !== null && (cancelPost.isPending || bulkBusy === 'delete');

  return (
    <>
      <TabHeader
        title="Scheduled Posts"
        actions={
          <>
            <Link to="/automations" className={buttonClasses('secondary', 'sm')}>
              <Settings2 aria-hidden="true" className="size-4" /> Edit Schedule
            </Link>
            <Link to="/quick-post" className={buttonClasses('primary', 'sm')}>
              <Plus aria-hidden="true" className="size-4" /> Create Post Now
            </Link>
          </>
        }
      />

      {schedule.data?.connection_warning && <ConnectionWarningBanner warning={schedule.data.connection_warning} />}

      {/* Always rendered: a live region that appears with its text is not read out everywhere. */}
      <div role="status" aria-live="polite">
        {banner.text && (
          <p className="mb-4 flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200 ring-inset">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
            {banner.text}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <StatusFilterBar value={filter} onChange={(next) => setParam('status', next, 'all')} />
        <ViewToggle value={view} onChange={(next) => setParam('view', next, 'grid')} />
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {includePast ? `The next ${days} days and past posts` : `The next ${days} days`} · times in {describeTimeZone(timeZone)}
      </p>

      <div ref={results} tabIndex={-1} className="mt-4 flex flex-col gap-4">
        {view !== 'calendar' && selectable.length > 0 && (
          <BulkActionBar
            selectedCount={selection.length}
            selectableCount={selectable.length}
            busy={bulkBusy}
            onCancelSelected={() => void runMany(false)}
            onDeleteSelected={() => setDeleting({ selection: selection.length })}
            onClearSelection={() => setSelected(new Set())}
            onSelectAllPending={() => setSelected(new Set(selectable.map((post) => post.id)))}
          />
        )}

        {schedule.isPending && <LoadingCards view={view} />}

        {schedule.isError && (
          <FetchError
            title={FETCH_FAILED}
            error={schedule.error}
            retrying={schedule.isFetching}
            onRetry={() => void schedule.refetch()}
          />
        )}

        {schedule.isSuccess && view === 'calendar' && (
          <ScheduleCalendar posts={posts} timeZone={timeZone} onReschedule={reschedule} />
        )}

        {schedule.isSuccess && view !== 'calendar' && posts.length === 0 && (
          <EmptyState icon={CalendarClock} title="No posts found">
            {/* "First" only when it would be: a member whose Drafts are empty may have published plenty. */}
            <Link to="/quick-post" className={buttonClasses('primary', 'md', 'mt-6')}>
              {allPosts.length === 0 ? 'Create Your First Post' : 'Create Post Now'}
            </Link>
          </EmptyState>
        )}

        {schedule.isSuccess && view !== 'calendar' && posts.length > 0 && (
          <ul
            ref={list}
            tabIndex={-1}
            aria-label="Posts"
            className={cn('grid gap-4', view === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1')}
          >
            {posts.map((post) => (
              <li key={post.id} className="flex min-w-0">
                <ScheduledPostCard
                  post={post}
                  layout={view}
                  timeZone={timeZone}
                  selected={selected.has(post.id)}
                  busy={busyIds.has(post.id) || (bulkBusy !== null && selected.has(post.id))}
                  onSelectedChange={(checked) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (checked) next.add(post.id);
                      else next.delete(post.id);
                      return next;
                    })
                  }
                  onAction={(action) => onAction(post, action)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <EditPostDialog
        post={editing}
        timeZone={timeZone}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          if (saved.scheduled_time)
            banner.show(`Post scheduled for ${formatScheduleTime(new Date(saved.scheduled_time), timeZone)}`);
        }}
      />
      <CancelReasonDialog
        open={reasonFor !== null}
        pending={reasonFor !== null && busyIds.has(reasonFor.id)}
        onOpenChange={(open) => !open && setReasonFor(null)}
        onConfirm={(reason) => {
          if (!reasonFor) return;
          void runOne(reasonFor, false, reason).then((done) => done && setReasonFor(null));
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        count={deleting && 'selection' in deleting ? deleting.selection : 1}
        includesPublished={deleting !== null && 'post' in deleting && deleting.post.status === 'published'}
        pending={deletingPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

function LoadingCards({ view }: { view: 'grid' | 'list' | 'calendar' }) {
  return (
    <div aria-busy="true" className={cn('grid gap-4', view === 'grid' && 'sm:grid-cols-2 xl:grid-cols-3')}>
      <span className="sr-only">Loading scheduled posts…</span>
      {[0, 1, 2].map((n) => (
        <div key={n} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-11/12" />
          <Skeleton className="h-3.5 w-2/3" />
          <Skeleton className="mt-2 h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}
