import type { TDataExport } from '@cadence/contract/account/data-export';
import { Download, FileArchive, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FetchError } from '../../../components/ui/fetch-error';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-store';
import { useMemberTimeZone } from '../../../lib/member-time-zone';
import { messageForPerson } from '../../../lib/message-for-person';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadDataExport } from '../api/download-data-export';
import { useDataExport } from '../api/get-data-export';
import { useRequestDataExport } from '../api/request-data-export';

/** Settings → Your data: download everything Cadence keeps about the member, or delete the account. */
export function YourDataSection() {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="your-data-title">
        <h2 id="your-data-title" className="text-lg font-semibold text-slate-900">
          Your data
        </h2>
        <p className="mt-1 text-sm text-slate-600">Take a copy of everything Cadence keeps about you, or remove it all.</p>
        <DownloadMyData />
        <div className="mt-6 border-t border-slate-100 pt-5">
          <DeleteMyAccount />
        </div>
      </section>
    </Card>
  );
}

function DownloadMyData() {
  const current = useDataExport();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const zone = useMemberTimeZone();

  const start = () =>
    request.mutate(undefined, {
      onError: (error) => toast.error('Failed to prepare your data', { description: messageForPerson(error) }),
    });
  const save = (ready: TDataExport) =>
    download.mutate(ready, {
      onError: (error) => toast.error('Failed to download your data', { description: messageForPerson(error) }),
    });

  const data = current.data;
  return (
    <div className="mt-5">
      <h3 className="text-base font-medium text-slate-900">Download my data</h3>
      <p className="mt-1 text-sm text-slate-600">
        A ZIP of your posts, schedule, preferences, imports’ summaries and notifications, each as JSON and CSV.
      </p>
      <div className="mt-3" aria-live="polite">
        {current.isPending ? (
          <Skeleton className="h-10 w-48" />
        ) : current.isError ? (
          <FetchError
            title="Failed to load your data export"
            error={current.error}
            retrying={current.isFetching}
            onRetry={() => void current.refetch()}
          />
        ) : data?.status === 'building' ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner className="size-4" />
            Preparing your data… this takes a few seconds.
          </p>
        ) : data?.status === 'ready' ? (
          <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset sm:flex-row sm:items-center sm:justify-between">
            <p className="flex min-w-0 items-start gap-2 text-sm text-slate-700">
              <FileArchive aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <span className="min-w-0">
                <span className="block font-medium break-all text-slate-900">{data.file_name}</span>
                {formatSize(data.byte_size)} · ready until {formatUntil(data.expires_at, zone)}
              </span>
            </p>
            <Button className="shrink-0" onClick={() => save(data)} disabled={download.isPending}>
              <Download aria-hidden="true" className="size-4" />
              {download.isPending ? 'Downloading…' : 'Download ZIP'}
            </Button>
          </div>
        ) : (
          <>
            {data?.status === 'failed' && (
              <div className="mb-3">
                <InlineAlert title="Your data could not be prepared." detail={data.error_message ?? undefined} />
              </div>
            )}
            <Button variant="secondary" onClick={start} disabled={request.isPending}>
              <Download aria-hidden="true" className="size-4" />
              {request.isPending ? 'Starting…' : 'Download my data'}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function DeleteMyAccount() {
  const auth = useAuth();
  const email = auth.status === 'signed-in' ? auth.user.email : '';
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const inputId = useId();
  const matches = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(typed, {
      // The session is gone on the server and its cookies cleared: a fresh load lands signed out.
      onSuccess: () => window.location.replace('/'),
    });
  };

  return (
    <div>
      <h3 className="text-base font-medium text-slate-900">Delete my account</h3>
      <p className="mt-1 text-sm text-slate-600">
        Signs you out everywhere, disconnects LinkedIn, cancels every scheduled post and deletes all your data. This cannot be
        undone.
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setTyped('');
            remove.reset();
          }
        }}
      >
        <Button variant="danger" className="mt-3" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my account
        </Button>
        <DialogContent>
          <form onSubmit={onSubmit} className="flex min-h-0 flex-col">
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Your posts, schedule, preferences, imports and notifications are deleted, queued posts are never published, and
                Cadence’s access to LinkedIn is revoked. Posts already on LinkedIn stay there.
              </DialogDescription>
            </DialogHeader>
            <DialogBody className="flex flex-col gap-3">
              <label htmlFor={inputId} className="text-sm text-slate-800">
                Type <span className="font-semibold break-all">{email}</span> to confirm
              </label>
              <Input
                id={inputId}
                type="email"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                placeholder={email}
              />
              {remove.isError && <InlineAlert title="Failed to delete your account" detail={messageForPerson(remove.error)} />}
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  Keep my account
                </Button>
              </DialogClose>
              <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete my account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function formatUntil(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
