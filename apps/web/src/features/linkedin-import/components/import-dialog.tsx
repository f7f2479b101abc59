import { checkImportFile, megabytes } from '@cadence/contract/linkedin/import-limits';
import type { TImportResult } from '@cadence/contract/linkedin/import-linkedin-data';
import { ArrowRight, CircleCheck, CircleMinus, FileArchive, RotateCw, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
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
import { closeImportDialog, takeReturnFocus, useImportDialogOpen } from '../../../lib/linkedin-data/import-dialog';
import { UPLOAD_FAILED } from '../../../lib/upload-file';
import { useImportLinkedInData } from '../api/import-linkedin-data';
import { useImportProgress } from '../hooks/use-import-progress';
import type { ImportProgress } from '../lib/import-progress';

const TITLE = 'Import LinkedIn Data';

/**
 * Spec §2, Import modal: upload, processing (a real progress bar), complete; or back to upload with
 * the error. Mounted once by the app; the header, the Insights tab and Quick Post's banner open it.
 */
export function ImportDialog() {
  const open = useImportDialogOpen();
  const navigate = useNavigate();
  const importData = useImportLinkedInData();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  const [startedAt, setStartedAt] = useState(0);
  const [imported, setImported] = useState(false);
  const progress = useImportProgress(importData.isPending, startedAt, sent, imported);
  const processing = importData.isPending;

  // Signing out unmounts the dashboard: the dialog must not reopen at the next sign-in.
  useEffect(() => closeImportDialog, []);

  const close = () => {
    closeImportDialog();
    importData.reset();
    setFile(null);
    setFileError(null);
  };

  // Spec §2: the window stays open while the import runs (Escape and outside clicks included).
  const onOpenChange = (next: boolean) => {
    if (!next && !processing) close();
  };

  const choose = (picked: File) => {
    const problem = checkImportFile(picked);
    setFile(picked);
    setFileError(problem);
  };

  const start = () => {
    if (!file || fileError) return;
    setSent(0);
    setImported(false);
    setStartedAt(Date.now());
    importData.mutate({ file, onProgress: setSent, onImported: () => setImported(true) });
  };

  const continueToDashboard = () => {
    close();
    void navigate('/profile-insights');
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        hideCloseButton={processing}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          takeReturnFocus()?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{TITLE}</DialogTitle>
          <DialogDescription>
            {importData.isSuccess
              ? 'Your export is imported: Cadence now writes in your voice.'
              : 'Cadence learns your voice, themes and best posting times from your LinkedIn data export.'}
          </DialogDescription>
        </DialogHeader>

        {importData.isIdle && (
          <UploadStep file={file} fileError={fileError} onFile={choose} onStart={start} canStart={!!file && !fileError} />
        )}
        {processing && <ProcessingStep progress={progress} />}
        {importData.isSuccess && <CompleteStep result={importData.data} onContinue={continueToDashboard} />}
        {importData.isError && <FailedStep message={failureMessage(importData.error)} onTryAgain={() => importData.reset()} />}
      </DialogContent>
    </Dialog>
  );
}

function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UPLOAD_FAILED;
}

function UploadStep({
  file,
  fileError,
  canStart,
  onFile,
  onStart,
}: {
  file: File | null;
  fileError: string | null;
  canStart: boolean;
  onFile: (file: File) => void;
  onStart: () => void;
}) {
  const errorId = useId();
  return (
    <>
      <DialogBody className="flex flex-col gap-4">
        <Instructions />
        <FileDropZone
          file={file}
          invalid={!!fileError}
          describedBy={fileError ? errorId : undefined}
          onFile={onFile}
          accept=".zip"
          inputLabel="LinkedIn data export (ZIP file)"
          fileIcon={FileArchive}
          dropWhat="your LinkedIn export"
          hint="A .zip file of up to 100MB"
          fileDetail={(chosen) => `${megabytes(chosen.size)}MB`}
        />
        {fileError && (
          <div id={errorId}>
            <InlineAlert title={fileError} />
          </div>
        )}
        <p className="text-xs text-slate-500">
          Cadence reads your posts, profile, positions and skills. Private messages are skipped, and the archive is deleted as
          soon as it has been read.
        </p>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button onClick={onStart} disabled={!canStart}>
          <Upload aria-hidden="true" className="size-4" /> Import
        </Button>
      </DialogFooter>
    </>
  );
}

function Instructions() {
  return (
    <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
      <p className="font-medium text-slate-900">Getting your export from LinkedIn</p>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 marker:text-slate-400">
        <li>
          On LinkedIn, open <span className="font-medium text-slate-900">Settings → Data privacy → Get a copy of your data</span>.
        </li>
        <li>Request the archive. The Basic archive arrives within minutes; LinkedIn emails you when it is ready.</li>
        <li>Download the ZIP and drop it below as it is: no need to unzip it.</li>
      </ol>
    </div>
  );
}

function ProcessingStep({ progress }: { progress: ImportProgress }) {
  const percent = Math.round(progress.fraction * 100);
  const labelId = useId();
  return (
    <DialogBody className="flex flex-col gap-4 py-6">
      <div>
        <p className="text-base font-semibold text-slate-900">Importing your LinkedIn data</p>
        <p className="mt-1 text-sm text-slate-600">This takes a few seconds. Please keep this window open.</p>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          {/* Announced when the stage changes, not at every percent. */}
          <span id={labelId} role="status" className="font-medium text-slate-800">
            {progress.label}…
          </span>
          <span aria-hidden="true" className="text-slate-500 tabular-nums">
            {percent}%
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-describedby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%: ${progress.label}`}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-[width] duration-300 ease-out motion-reduce:transition-none"
            style={{ width: `${Math.max(percent, 2)}%` }}
          />
        </div>
      </div>
    </DialogBody>
  );
}

function CompleteStep({ result, onContinue }: { result: TImportResult['data']; onContinue: () => void }) {
  const posts = result.posts_processed;
  return (
    <>
      <DialogBody className="flex flex-col items-center gap-4 py-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-1 ring-emerald-200">
          <CircleCheck aria-hidden="true" className="size-7" />
        </span>
        <p className="text-base font-semibold text-slate-900">Import complete</p>
        <dl className="grid w-full max-w-xs gap-2 text-sm">
          <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200 ring-inset">
            <dt className="text-slate-600">Posts processed</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{posts.toLocaleString()}</dd>
          </div>
          <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200 ring-inset">
            <dt className="text-slate-600">Insights generated</dt>
            <dd className="flex items-center gap-1.5 font-medium">
              {result.insights_generated ? (
                <>
                  <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
                  <span className="text-emerald-800">Yes</span>
                </>
              ) : (
                <>
                  <CircleMinus aria-hidden="true" className="size-4 text-slate-400" />
                  <span className="text-slate-600">Not this time</span>
                </>
              )}
            </dd>
          </div>
        </dl>
        {!result.insights_generated && (
          <p className="max-w-sm text-sm text-slate-600">
            This export holds no posts and no profile to draw insights from. Request the Basic archive from LinkedIn (it includes
            both) and import it.
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        <Button autoFocus onClick={onContinue}>
          Continue to Dashboard <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </DialogFooter>
    </>
  );
}

function FailedStep({ message, onTryAgain }: { message: string; onTryAgain: () => void }) {
  return (
    <>
      <DialogBody className="flex flex-col gap-3 py-6">
        <InlineAlert title={message} />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button autoFocus onClick={onTryAgain}>
          <RotateCw aria-hidden="true" className="size-4" /> Try Again
        </Button>
      </DialogFooter>
    </>
  );
}
