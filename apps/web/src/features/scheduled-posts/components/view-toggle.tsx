import { CalendarDays, LayoutGrid, List, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

export const VIEWS = ['grid', 'list', 'calendar'] as const;
export type PostsView = (typeof VIEWS)[number];

const OPTIONS: Record<PostsView, { label: string; icon: LucideIcon }> = {
  grid: { label: 'Grid', icon: LayoutGrid },
  list: { label: 'List', icon: List },
  calendar: { label: 'Calendar', icon: CalendarDays },
};

export const parseView = (value: string | null): PostsView => VIEWS.find((view) => view === value) ?? 'grid';

export function ViewToggle({ value, onChange }: { value: PostsView; onChange: (view: PostsView) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex shrink-0 self-start rounded-lg bg-slate-100 p-0.5 lg:self-auto">
      {VIEWS.map((view) => {
        const { label, icon: Icon } = OPTIONS[view];
        return (
          <button
            key={view}
            type="button"
            aria-pressed={value === view}
            onClick={() => onChange(view)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-brand-500',
              value === view ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            <span>{label}</span>
          </button>
        );
      })}
    </div>
  );
}
