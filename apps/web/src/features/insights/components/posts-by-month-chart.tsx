import type { TActivity } from '@cadence/contract/linkedin/insights';
import { monthLabel, plural } from '../lib/insights-format';
import { ChartTable, tableClasses } from './insights-section';

type Month = TActivity['posts_by_month'][number];

/** Posts per calendar month, oldest first, as bars; the figures are in a table below it too. */
export function PostsByMonthChart({ months }: { months: readonly Month[] }) {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return <p className="text-sm text-slate-500">The export holds no posts to count.</p>;

  const max = Math.max(1, ...months.map((m) => m.posts));
  const busiest = months.reduce((best, m) => (m.posts > best.posts ? m : best), first);
  const total = months.reduce((sum, m) => sum + m.posts, 0);
  const range = first === last ? monthLabel(first.month) : `${monthLabel(first.month)} to ${monthLabel(last.month)}`;
  const summary = `Posts per month, ${range}: ${plural(total, 'post')} in all, most in ${monthLabel(busiest.month)} (${plural(busiest.posts, 'post')}).`;

  return (
    <div className="flex flex-col gap-3">
      <div role="img" aria-label={summary} className="flex flex-col gap-1">
        <div className="relative h-40 border-b border-slate-200">
          <span className="absolute inset-x-0 top-0 border-t border-dashed border-slate-200" />
          <span className="absolute top-0 left-0 -translate-y-1/2 bg-white pr-1 text-[10px] text-slate-500 tabular-nums sm:text-xs">
            {max}
          </span>
          <div className="absolute inset-0 flex items-end gap-px pl-6 sm:gap-0.5">
            {months.map((m) => (
              <span
                key={m.month}
                title={`${monthLabel(m.month)}: ${plural(m.posts, 'post')}`}
                className="min-w-0 flex-1 rounded-t-[2px] bg-brand-500 hover:bg-brand-600"
                style={{ height: m.posts === 0 ? '0' : `${Math.max((m.posts / max) * 100, 2)}%` }}
              />
            ))}
          </div>
        </div>
        <div className="flex justify-between pl-6 text-[10px] text-slate-500 sm:text-xs">
          <span>{monthLabel(first.month)}</span>
          {first !== last && <span>{monthLabel(last.month)}</span>}
        </div>
      </div>
      <p className="text-xs text-slate-500">
        {plural(total, 'post')} over {plural(months.length, 'month')}; the busiest was {monthLabel(busiest.month)}.
      </p>
      <ChartTable summary="Show posts per month as a table">
        <table className={tableClasses.table}>
          <caption className="sr-only">Posts per month</caption>
          <thead>
            <tr>
              <th scope="col" className={tableClasses.th}>
                Month
              </th>
              <th scope="col" className={tableClasses.th}>
                Posts
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className={tableClasses.rowHeader}>
                  {monthLabel(m.month)}
                </th>
                <td className={tableClasses.td}>{m.posts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartTable>
    </div>
  );
}
