import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type TNotificationKind,
} from '@cadence/contract/notifications/notification-kinds';
import { Mail, MailX } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { FetchError } from '../../../components/ui/fetch-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { messageForPerson } from '../../../lib/message-for-person';
import { toast } from '../../../lib/toast';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useSaveNotificationSettings } from '../api/save-notification-settings';

/** Which notifications this member receives, by email and in the app's bell. */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const onChange = (kind: TNotificationKind, on: boolean) => {
    const { label } = NOTIFICATION_KIND_LABELS[kind];
    save.mutate(
      { kinds: { [kind]: on } },
      {
        onSuccess: () => toast.success(on ? `“${label}” turned on` : `“${label}” turned off`),
        onError: (error) => toast.error('Failed to save notification settings', { description: messageForPerson(error) }),
      },
    );
  };

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="notification-settings-title">
        <h2 id="notification-settings-title" className="text-lg font-semibold text-slate-900">
          Notifications
        </h2>
        <p className="mt-1 text-sm text-slate-600">Choose what Cadence tells you about, by email and in the app.</p>
        {settings.isPending ? (
          <div className="mt-4 flex flex-col gap-3">
            {NOTIFICATION_KINDS.map((kind) => (
              <Skeleton key={kind} className="h-12" />
            ))}
          </div>
        ) : settings.isError ? (
          <div className="mt-4">
            <FetchError
              title="Failed to load notification settings"
              error={settings.error}
              retrying={settings.isFetching}
              onRetry={() => void settings.refetch()}
            />
          </div>
        ) : (
          <>
            <p className="mt-4 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
              {settings.data.email_enabled ? (
                <>
                  <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  Email is on: what you keep on below is emailed to you and shown in the bell.
                </>
              ) : (
                <>
                  <MailX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                  This Cadence server does not send email, so notifications appear in the bell at the top of the page only.
                </>
              )}
            </p>
            <ul className="mt-2 divide-y divide-slate-100">
              {NOTIFICATION_KINDS.map((kind) => (
                <KindSwitch key={kind} kind={kind} on={settings.data.kinds[kind]} onChange={(on) => onChange(kind, on)} />
              ))}
            </ul>
          </>
        )}
      </section>
    </Card>
  );
}

function KindSwitch({ kind, on, onChange }: { kind: TNotificationKind; on: boolean; onChange: (on: boolean) => void }) {
  const { label, description } = NOTIFICATION_KIND_LABELS[kind];
  const labelId = `notification-kind-${kind}`;
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-slate-900">
          {label}
        </p>
        <p id={`${labelId}-description`} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-description`}
        onClick={() => onChange(!on)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          on ? 'bg-brand-500' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </li>
  );
}
