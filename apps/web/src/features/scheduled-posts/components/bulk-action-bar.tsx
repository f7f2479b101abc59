import { Ban, CheckSquare, Trash2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** Spec §2: Cancel Selected, Delete Selected, Clear Selection, Select All Pending. */
export function BulkActionBar({
  selectedCount,
  selectableCount,
  busy,
  onCancelSelected,
  onDeleteSelected,
  onClearSelection,
  onSelectAllPending,
}: {
  selectedCount: number;
  selectableCount: number;
  busy: 'cancel' | 'delete' | null;
  onCancelSelected: () => void;
  onDeleteSelected: () => void;
  onClearSelection: () => void;
  onSelectAllPending: () => void;
}) {
  const none = selectedCount === 0;
  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:flex-row sm:items-center"
    >
      <p aria-live="polite" className="text-sm font-medium text-slate-700 sm:mr-auto">
        {selectedCount} selected
      </p>
      {/* Two by two on a phone, icons dropped so every label stays on one line. */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>button]:whitespace-nowrap max-sm:[&>button]:px-2 max-sm:[&>button]:text-xs max-sm:[&_svg:not(.animate-spin)]:hidden">
        <Button variant="ghost" size="sm" onClick={onSelectAllPending} disabled={selectableCount === 0 || busy !== null}>
          <CheckSquare aria-hidden="true" className="size-4" /> Select All Pending
        </Button>
        <Button variant="ghost" size="sm" onClick={onClearSelection} disabled={none || busy !== null}>
          <X aria-hidden="true" className="size-4" /> Clear Selection
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancelSelected} disabled={none || busy !== null}>
          {busy === 'cancel' ? <Spinner /> : <Ban aria-hidden="true" className="size-4" />} Cancel Selected
        </Button>
        <Button variant="danger" size="sm" onClick={onDeleteSelected} disabled={none || busy !== null}>
          {busy === 'delete' ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />} Delete Selected
        </Button>
      </div>
    </section>
  );
}
