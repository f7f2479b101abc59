import type { TGetScheduleResponse } from '@cadence/contract/scheduling/get-schedule';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useReconnectLinkedIn } from '../../../lib/auth/use-reconnect-linkedin';

type ConnectionWarning = NonNullable<TGetScheduleResponse['data']['connection_warning']>;

/**
 * LinkedIn grants 60-day tokens and no refresh token: when scheduled posts are due after the
 * connection stops working, the tab says so where the posts are, with the sign-in popup one click
 * away (LinkedIn skips consent while its grant is valid). The posts wait meanwhile; none is lost.
 */
export function ConnectionWarningBanner({ warning }: { warning: ConnectionWarning }) {
  const reconnect = useReconnectLinkedIn();

  return (
    <section
      aria-label="LinkedIn connection"
      data-code={warning.code}
      className="mb-5 flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="break-words">{warning.message}</p>
          {reconnect.error && (
            <p role="alert" className="mt-1 text-red-700">
              {reconnect.error}
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          disabled={reconnect.loading}
          onClick={() => void reconnect.start()}
        >
          {reconnect.loading && <Spinner />}
          {reconnect.loading ? 'Connecting...' : 'Reconnect LinkedIn'}
        </Button>
      </div>
    </section>
  );
}
