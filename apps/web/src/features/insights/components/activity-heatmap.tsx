import type { TActivity } from '@cadence/contract/linkedin/insights';
import { cn } from '../../../lib/cn';
import { hourLabel, plural, WEEKDAYS } from '../lib/insights-format';
import { ChartTable, tableClasses } from './insights-section';

/** Five shades, from no activity to the busiest hour. */
const SHADES = ['bg-slate-100', 'bg-brand-100', 'bg-brand-200', 'bg-brand-400', 'bg-brand-600'] as const;
const AXIS_HOURS = [0, 6, 12, 18] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const shadeOf = (count: number, max: number) => (count === 0 || max === 0 ? 0 : Math.max(1, Math.ceil((count / max) * 4)));

/**
 * A 7 × 24 grid of the member's posts, comments and reactions by weekday and local hour: where the
 * colour is darkest, they were most active. The figures are in a table below it too.
 */
export function ActivityHeatmap({ activity }: { activity: TActivity }) {
  const rows = activity.by_weekday_hour;
  const max = Math.max(0, ...rows.flat());
  const busiest = busiestSlot(rows);
  const summary = busiest
    ? `Posting activity by weekday and hour. Busiest: ${WEEKDAYS[busiest.day]}s at ${hourLabel(busiest.hour)}, ${plural(busiest.count, 'action')}.`
    : 'Posting activity by weekday and hour: no activity in the export.';

  return (
    <div className="flex flex-col gap-3">
      <div role="img" aria-label={summary} className="max-w-3xl">
        <div className="grid grid-cols-[2.25rem_repeat(24,minmax(0,1fr))] gap-[2px] sm:gap-[3px]">
          {rows.map((counts, day) => (
            <Row key={WEEKDAYS[day]} day={day} counts={counts} max={max} />
          ))}
          <span />
          {AXIS_HOURS.map((hour) => (
            <span key={hour} className="col-span-6 pt-1 text-[10px] text-slate-500 sm:text-xs">
              {hourLabel(hour)}
            </span>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <p>{busiest ? `Most active on ${WEEKDAYS[busiest.day]}s around ${hourLabel(busiest.hour)}` : 'No activity yet'}</p>
        <div aria-hidden="true" className="flex items-center gap-1">
          Less
          {SHADES.map((shade) => (
            <span key={shade} className={cn('size-3 rounded-[3px]', shade)} />
          ))}
          More
        </div>
      </div>
      <ChartTable summary="Show activity as a table">
        <table className={tableClasses.table}>
          <caption className="sr-only">Posts, comments and reactions by local hour (rows) and weekday (columns)</caption>
          <thead>
            <tr>
              <th scope="col" className={tableClasses.th}>
                Hour
              </th>
              {WEEKDAYS.map((day) => (
                <th key={day} scope="col" className={tableClasses.th}>
                  <abbr title={day} className="no-underline">
                    {day.slice(0, 3)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {HOURS.map((hour) => (
              <tr key={hour}>
                <th scope="row" className={tableClasses.rowHeader}>
                  {hourLabel(hour)}
                </th>
                {rows.map((counts, day) => (
                  <td key={WEEKDAYS[day]} className={tableClasses.td}>
                    {counts[hour] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ChartTable>
    </div>
  );
}

function Row({ day, counts, max }: { day: number; counts: readonly number[]; max: number }) {
  const name = WEEKDAYS[day] ?? '';
  return (
    <>
      <span className="self-center text-[10px] text-slate-500 sm:text-xs">{name.slice(0, 3)}</span>
      {counts.map((count, hour) => (
        <span
          key={hour}
          title={`${name}, ${hourLabel(hour)}: ${plural(count, 'action')}`}
          className={cn('aspect-square rounded-[2px] sm:rounded-[3px]', SHADES[shadeOf(count, max)])}
        />
      ))}
    </>
  );
}

function busiestSlot(rows: readonly (readonly number[])[]): { day: number; hour: number; count: number } | null {
  let best: { day: number; hour: number; count: number } | null = null;
  for (const [day, counts] of rows.entries()) {
    for (const [hour, count] of counts.entries()) {
      if (count > (best?.count ?? 0)) best = { day, hour, count };
    }
  }
  return best;
}
