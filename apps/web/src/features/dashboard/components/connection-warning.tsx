import { TriangleAlert } from 'lucide-react';
import { useSchedule } from '../../../lib/schedule/get-schedule';
import { ReconnectButton } from './reconnect-button';

/**
 * LinkedIn tokens last 60 days with no refresh token (design.md §3): when a scheduled post is due
 * after the connection stops working, or it already has, the header says so with 'Reconnect'.
 */
export function ConnectionWarning() {
  const schedule = useSchedule();
  const warning = schedule.data?.connection_warning;
  if (!warning) return null;

  return (
    <div
      role="status"
      className="flex items-start gap-2 border-t border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:items-center sm:px-6"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 sm:mt-0" />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
        <p className="min-w-0 break-words">{warning.message}</p>
        <ReconnectButton className="shrink-0 rounded-md bg-white px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset hover:bg-amber-100 disabled:opacity-60" />
      </div>
    </div>
  );
}
