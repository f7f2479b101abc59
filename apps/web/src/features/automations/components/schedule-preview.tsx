import type { TPreviewSlot } from '@cadence/contract/preferences/preview-schedule';
import { CalendarDays } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeTimeZone } from '../../../lib/schedule/schedule-time';

/** '2025-06-03' as 'Jun 3, 2025': a calendar date already in the member's zone, so read as UTC. */
const formatDate = (date: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Spec §2: up to 8 entries with day of week, date and time, for the form as it was when asked. */
export function SchedulePreview({
  preview,
  timeZone,
  formatNote,
  loading,
  stale,
}: {
  preview: TPreviewSlot[] | null;
  timeZone: string;
  /** Why the rotation favours a format (issue 28), as the server writes it; null when it favours none. */
  formatNote: string | null;
  loading: boolean;
  stale: boolean;
}) {
  if (loading) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">Loading the schedule preview…</span>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-9 w-full" />
        ))}
      </div>
    );
  }
  if (!preview) return null;
  if (preview.length === 0) {
    return <p className="text-sm text-slate-600">These preferences plan no posts. Add a preferred time, then preview again.</p>;
  }
  return (
    <div>
      {stale && (
        <p className="mb-2 text-sm text-amber-800">
          The form changed since this preview: press Preview Schedule again to update it.
        </p>
      )}
      <ol aria-label="Next posts" className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200 ring-inset">
        {preview.map((slot) => (
          <li key={slot.scheduled_time} className="flex items-center gap-3 px-3 py-2 text-sm">
            <CalendarDays aria-hidden="true" className="hidden size-4 shrink-0 text-slate-400 sm:block" />
            <span className="w-22 shrink-0 font-medium text-slate-900 sm:w-28">{slot.day_of_week}</span>
            <span className="flex-1 whitespace-nowrap text-slate-700">{formatDate(slot.date)}</span>
            <span className="font-medium text-slate-900 tabular-nums">{slot.time}</span>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-xs text-slate-500">Times in {describeTimeZone(timeZone)}.</p>
      {formatNote && (
        <p className="mt-1 text-xs text-slate-500" data-testid="format-note">
          {formatNote}
        </p>
      )}
    </div>
  );
}
