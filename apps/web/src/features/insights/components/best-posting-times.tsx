import { INSIGHTS_LIMITS, type TInsightsExtracted } from '@cadence/contract/linkedin/insights';
import { hourLabel, oneDecimal } from '../lib/insights-format';

type BestTime = TInsightsExtracted['engagement_patterns']['best_posting_times'][number];

/** Spec §2: the top 5 hours with AM/PM and a score out of 10. */
export function BestPostingTimes({ times }: { times: readonly BestTime[] }) {
  const shown = times.slice(0, INSIGHTS_LIMITS.bestTimes);
  if (shown.length === 0) return <p className="text-sm text-slate-500">Not enough activity to tell yet.</p>;
  return (
    <ol aria-label="Best posting times" className="flex flex-col gap-2">
      {shown.map((time, index) => (
        <li key={time.hour} className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-100 ring-inset">
          <span
            aria-hidden="true"
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-white text-xs font-semibold text-slate-500 ring-1 ring-slate-200"
          >
            {index + 1}
          </span>
          <span className="w-14 shrink-0 text-sm font-semibold text-slate-900 tabular-nums">{hourLabel(time.hour)}</span>
          <span aria-hidden="true" className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200">
            <span className="block h-full rounded-full bg-emerald-500" style={{ width: `${time.engagement_score * 10}%` }} />
          </span>
          <span className="shrink-0 text-sm text-slate-600 tabular-nums">
            <span aria-hidden="true">
              {oneDecimal(time.engagement_score)}
              <span className="text-slate-400">/10</span>
            </span>
            <span className="sr-only">score {oneDecimal(time.engagement_score)} out of 10</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
