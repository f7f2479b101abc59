import { CircleCheck, FileSpreadsheet, RotateCw, Upload, UploadCloud } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
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
import { cn } from '../../../lib/cn';
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
              <XlsxPicker file={file} error={fileError} onFile={choose} />
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

/** A real file input (Enter or Space opens the picker) inside a label that also takes a dropped file. */
function XlsxPicker({ file, error, onFile }: { file: File | null; error: string | null; onFile: (file: File) => void }) {
  const inputId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <>
      <label
        htmlFor={inputId}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500',
          dragging
            ? 'border-brand-400 bg-brand-50'
            : error
              ? 'border-red-300 bg-red-50/40'
              : 'border-slate-300 bg-slate-50 hover:border-brand-300 hover:bg-brand-50/50',
        )}
      >
        <input
          id={inputId}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label="LinkedIn analytics export (.xlsx file)"
          aria-describedby={error ? errorId : undefined}
          aria-invalid={!!error || undefined}
          className="sr-only"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked) onFile(picked);
            event.target.value = '';
          }}
        />
        {file && !error ? (
          <>
            <FileSpreadsheet aria-hidden="true" className="size-8 text-brand-500" />
            <span className="max-w-full text-sm font-medium break-all text-slate-900">{file.name}</span>
            <span className="text-xs font-medium text-brand-600 underline">Choose another file</span>
          </>
        ) : (
          <>
            <UploadCloud aria-hidden="true" className="size-8 text-slate-400" />
            <span className="text-sm text-slate-700">
              Drop your analytics export here, or <span className="font-medium text-brand-600 underline">choose a file</span>
            </span>
            <span className="text-xs text-slate-500">The .xlsx file from linkedin.com/analytics</span>
          </>
        )}
      </label>
      {error && (
        <div id={errorId}>
          <InlineAlert title={error} />
        </div>
      )}
    </>
  );
}
