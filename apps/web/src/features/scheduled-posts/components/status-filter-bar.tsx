import { cn } from '../../../lib/cn';
import { FILTER_LABELS, STATUS_FILTERS, type StatusFilter } from '../lib/post-filters';

/** Spec §2: All, Scheduled, Drafts, Published, Cancelled, Failed; wraps on a phone so none hides. */
export function StatusFilterBar({ value, onChange }: { value: StatusFilter; onChange: (filter: StatusFilter) => void }) {
  return (
    <div role="group" aria-label="Filter posts by status" className="flex flex-wrap gap-1.5">
      {STATUS_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            value === filter
              ? 'bg-slate-900 text-white'
              : 'bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50',
          )}
        >
          {FILTER_LABELS[filter]}
        </button>
      ))}
    </div>
  );
}
