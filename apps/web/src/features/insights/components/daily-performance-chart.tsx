import type { TAnalyticsPostsResponse } from '@cadence/contract/analytics/post-analytics';
import { countLabel } from '../../../lib/analytics/format-metrics';
import { ChartTable, tableClasses } from './insights-section';

type Day = TAnalyticsPostsResponse['data']['daily'][number];

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** '2026-11-03' (already the member's local date) → 'Nov 3'; formatted in UTC so no zone moves it. */
function dayLabel(date: string, long = false): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return (long ? longDayFormat : dayFormat).format(Date.UTC(year, month - 1, day));
}

/**
 * Impressions and engagements per day, each on its own scale (engagements are a few percent of
 * impressions: on one axis they would be a flat line). SVG drawn in a fixed viewBox and stretched
 * to the card's width, so it scales from 360 px to a desktop without scrolling; the figures are in
 * the table below for screen readers and keyboard users.
 */
export function DailyPerformanceChart({ daily }: { daily: readonly Day[] }) {
  const first = daily[0];
  const last = daily.at(-1);
  if (!first || !last) return null;
  const impressions = daily.reduce((sum, d) => sum + d.impressions, 0);
  const engagements = daily.reduce((sum, d) => sum + d.engagements, 0);
  const best = daily.reduce((top, d) => (d.impressions > top.impressions ? d : top), first);
  const range = `${dayLabel(first.date, true)} to ${dayLabel(last.date, true)}`;
  const summary =
    `Impressions and engagements per day, ${range}: ${countLabel(impressions)} impressions and ` +
    `${countLabel(engagements)} engagements in all` +
    (best.impressions > 0 ? `; most impressions on ${dayLabel(best.date, true)} (${countLabel(best.impressions)}).` : '.');

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <figure role="img" aria-label={summary} className="flex min-w-0 flex-col gap-3" data-testid="performance-chart">
        <Series label="Impressions" days={daily} pick={(d) => d.impressions} colour="fill-brand-500" height={112} />
        <Series label="Engagements" days={daily} pick={(d) => d.engagements} colour="fill-emerald-500" height={64} />
        <div className="flex justify-between pl-10 text-[10px] text-slate-500 sm:text-xs">
          <span>{dayLabel(first.date)}</span>
          {first !== last && <span>{dayLabel(last.date)}</span>}
        </div>
      </figure>
      <ChartTable summary="Show as table">
        <table className={tableClasses.table}>
          <caption className="sr-only">Impressions and engagements per day</caption>
          <thead>
            <tr>
              <th scope="col" className={tableClasses.th}>
                Date
              </th>
              <th scope="col" className={`${tableClasses.th} text-right`}>
                Impressions
              </th>
              <th scope="col" className={`${tableClasses.th} text-right`}>
                Engagements
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {daily.map((d) => (
              <tr key={d.date}>
                <th scope="row" className={tableClasses.rowHeader}>
                  {dayLabel(d.date, true)}
                </th>
                <td className={`${tableClasses.td} text-right`}>{countLabel(d.impressions)}</td>
                <td className={`${tableClasses.td} text-right`}>{countLabel(d.engagements)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-200">
              <th scope="row" className={tableClasses.rowHeader}>
                Total
              </th>
              <td className={`${tableClasses.td} text-right font-medium text-slate-900`}>{countLabel(impressions)}</td>
              <td className={`${tableClasses.td} text-right font-medium text-slate-900`}>{countLabel(engagements)}</td>
            </tr>
          </tfoot>
        </table>
      </ChartTable>
    </div>
  );
}

const WIDTH = 1000;

/** One series as bars: the label and its top value on the left, the bars stretched over the rest. */
function Series({
  label,
  days,
  pick,
  colour,
  height,
}: {
  label: string;
  days: readonly Day[];
  pick: (day: Day) => number;
  colour: string;
  height: number;
}) {
  const max = Math.max(1, ...days.map(pick));
  const slot = WIDTH / days.length;
  const gap = days.length > 120 ? 0 : slot * 0.2;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p aria-hidden="true" className="flex items-center gap-1.5 text-xs font-medium text-slate-700">
        <span className={`inline-block size-2.5 rounded-sm ${colour.replace('fill-', 'bg-')}`} />
        {label}
      </p>
      <div className="flex min-w-0 gap-1" style={{ height }}>
        <div
          aria-hidden="true"
          className="flex w-9 shrink-0 flex-col justify-between text-right text-[10px] text-slate-500 tabular-nums sm:text-xs"
        >
          <span>{compact(max)}</span>
          <span>0</span>
        </div>
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${WIDTH} ${height}`}
          preserveAspectRatio="none"
          className="h-full min-w-0 flex-1 overflow-visible border-b border-slate-200"
        >
          <line
            x1="0"
            x2={WIDTH}
            y1="0.5"
            y2="0.5"
            className="stroke-slate-200"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
          {days.map((d, index) => {
            const value = pick(d);
            if (value === 0) return null;
            const barHeight = Math.max((value / max) * height, 1.5);
            return (
              <rect
                key={d.date}
                x={index * slot + gap / 2}
                y={height - barHeight}
                width={Math.max(slot - gap, 0.5)}
                height={barHeight}
                className={colour}
              >
                <title>{`${dayLabel(d.date, true)}: ${countLabel(value)} ${label.toLowerCase()}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
    </div>
  );
}

/** 12400 → '12.4k': the axis label has room for five characters. */
function compact(value: number): string {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
