import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** One card of the tab: a region named by its heading, so screen readers can jump between them. */
export function InsightsSection({
  title,
  description,
  action,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className={cn('min-w-0 p-4 sm:p-5', className)}>
      <section aria-labelledby={headingId} className="flex h-full min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
          </div>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A chart's figures as a table, folded away under the chart for whoever prefers to read them. */
export function ChartTable({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer rounded-md text-sm font-medium text-brand-600 select-none hover:text-brand-700">
        {summary}
      </summary>
      <div className="mt-3 max-h-80 overflow-auto rounded-lg ring-1 ring-slate-200">{children}</div>
    </details>
  );
}

export const tableClasses = {
  table: 'w-full border-collapse text-left text-xs tabular-nums',
  th: 'sticky top-0 bg-slate-50 px-2 py-1.5 font-medium text-slate-700',
  rowHeader: 'bg-white px-2 py-1 font-medium whitespace-nowrap text-slate-700',
  td: 'px-2 py-1 text-slate-600',
};

/** Chips for skills, interests and themes; past `limit` they say how many more there are. */
export function TagList({ items, limit, empty }: { items: readonly string[]; limit?: number; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  const shown = limit ? items.slice(0, limit) : items;
  const more = items.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-2">
      {shown.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-200 ring-inset">
          {item}
        </li>
      ))}
      {more > 0 && <li className="px-1 py-1 text-sm text-slate-500">+{more} more</li>}
    </ul>
  );
}

/** Label and value pairs (Writing Style, Professional Context). */
export function FactList({ facts }: { facts: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
      {facts.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
