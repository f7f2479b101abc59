import { ArrowRight, CircleCheck, Upload } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useImportStatus } from '../../../lib/linkedin-data/get-import-status';
import { openImportDialog } from '../../../lib/linkedin-data/import-dialog';

/** 'Enhanced with LinkedIn data' once an export is imported; until then, an invitation to import one. */
export function ImportBanner() {
  const status = useImportStatus();

  if (status.isPending) return <Skeleton className="h-14 w-full rounded-xl" />;
  // Not knowing is no reason to nag or to block writing: say nothing.
  if (status.isError) return null;

  if (status.data.completed_at) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200 ring-inset">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
        <span>
          <span className="font-semibold">Enhanced with LinkedIn data</span>
          <span className="text-emerald-800"> · drafts follow the voice and themes of your own posts.</span>
        </span>
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100 ring-inset sm:flex-row sm:items-center">
      <span
        aria-hidden="true"
        className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-white text-brand-600 ring-1 ring-brand-100 sm:flex"
      >
        <Upload className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">Upgrade your drafts with your LinkedIn data</p>
        <p className="text-sm text-slate-600">
          Import your LinkedIn data export so drafts match your voice and the topics you post about.
        </p>
      </div>
      <button
        type="button"
        onClick={() => openImportDialog()}
        aria-haspopup="dialog"
        className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg bg-white px-3 py-2 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-200 ring-inset hover:bg-brand-50 sm:self-auto"
      >
        Import LinkedIn Data <ArrowRight aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
