import { CircleCheck, FileSpreadsheet, RotateCw, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { FileDropZone } from '../../../components/file-drop-zone';
import { Button } from '../../../components/ui/button';
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
import { InlineAlert } from '../../../components/ui/inline-alert';
import { ApiError } from '../../../lib/api-client';
import { countLabel } from '../../../lib/analytics/format-metrics';
import { UPLOAD_FAILED } from '../../../lib/upload-file';
import { useImportAnalytics } from '../api/analytics';
import { plural } from '../lib/insights-format';

const NOT_XLSX = 'Choose the .xlsx file from LinkedIn’s analytics export (linkedin.com/analytics → Export).';

/**
 * Issue 28: the analytics export (.xlsx) upload, shaped like the LinkedIn data import's dialog:
 * pick, send with a progress bar, then what the server matched, or its sentence on a bad file.
 */
export function ImportAnalyticsDialog({
  open,
  onOpenChange,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}) {
  const importAnalytics = useImportAnalytics();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileErrorId = useId();
  const [sent, setSent] = useState(0);
  const sending = importAnalytics.isPending;

  const close = () => {
    onOpenChange(false);
    importAnalytics.reset();
    setFile(null);
    setFileError(null);
  };

  const choose = (picked: File) => {
    setFile(picked);
    setFileError(/\.xlsx$/i.test(picked.name) ? null : NOT_XLSX);
  };

  const start = () => {
    if (!file || fileError) return;
    setSent(0);
    importAnalytics.mutate({ file, onProgress: setSent });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !sending ? close() : undefined)}>
      <DialogContent
        hideCloseButton={sending}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Import analytics (.xlsx)</DialogTitle>
          <DialogDescription>
            Impressions and engagements for your posts, from the export LinkedIn gives you on linkedin.com/analytics.
          </DialogDescription>
        </DialogHeader>

        {importAnalytics.isIdle && (
          <>
            <DialogBody className="flex flex-col gap-4">
              <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
                <p className="font-medium text-slate-900">Getting your analytics from LinkedIn</p>
                <ol className="mt-2 list-decimal space-y-1.5 pl-5 marker:text-slate-400">
                  <li>
                    Open <span className="font-medium text-slate-900">linkedin.com/analytics</span> (Post impressions) while
                    signed in.
                  </li>
                  <li>
                    Choose <span className="font-medium text-slate-900">Past 365 days</span>, then{' '}
                    <span className="font-medium text-slate-900">Export</span>.
                  </li>
                  <li>Drop the .xlsx file below as it is.</li>
                </ol>
              </div>
              <FileDropZone
                file={file}
                invalid={!!fileError}
                describedBy={fileError ? fileErrorId : undefined}
                onFile={choose}
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                inputLabel="LinkedIn analytics export (.xlsx file)"
                fileIcon={FileSpreadsheet}
                dropWhat="your analytics export"
                hint="The .xlsx file from linkedin.com/analytics"
              />
              {fileError && (
                <div id={fileErrorId}>
                  <InlineAlert title={fileError} />
                </div>
              )}
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button onClick={start} disabled={!file || !!fileError}>
                <Upload aria-hidden="true" className="size-4" /> Import
              </Button>
            </DialogFooter>
          </>
        )}

        {sending && (
          <DialogBody className="flex flex-col gap-3 py-6">
            <p role="status" className="text-sm font-medium text-slate-800">
              {sent < 1 ? 'Sending your analytics export…' : 'Reading your analytics export…'}
            </p>
            <div
              role="progressbar"
              aria-label="Import progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(sent * 100)}
              className="h-2.5 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-500 transition-[width] duration-300 ease-out motion-reduce:transition-none"
                style={{ width: `${Math.max(Math.round(sent * 100), 2)}%` }}
              />
            </div>
          </DialogBody>
        )}

        {importAnalytics.isSuccess && (
          <>
            <DialogBody className="flex flex-col items-center gap-3 py-6 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-1 ring-emerald-200">
                <CircleCheck aria-hidden="true" className="size-7" />
              </span>
              <p role="status" className="text-base font-semibold text-slate-900">
                Analytics imported
              </p>
              <p className="max-w-sm text-sm text-slate-600" data-testid="analytics-import-result">
                {countLabel(importAnalytics.data.posts_matched)} of {plural(importAnalytics.data.posts_total, 'post')} matched to
                your posts, and {plural(importAnalytics.data.days, 'day')} of impressions and engagements.
              </p>
            </DialogBody>
            <DialogFooter>
              <Button autoFocus onClick={close}>
                Done
              </Button>
            </DialogFooter>
          </>
        )}

        {importAnalytics.isError && (
          <>
            <DialogBody className="flex flex-col gap-3 py-6">
              <InlineAlert title={importAnalytics.error instanceof ApiError ? importAnalytics.error.message : UPLOAD_FAILED} />
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button autoFocus onClick={() => importAnalytics.reset()}>
                <RotateCw aria-hidden="true" className="size-4" /> Try Again
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
