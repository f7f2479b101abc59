import { INSIGHTS_LIMITS, type TPosition } from '@cadence/contract/linkedin/insights';
import { Briefcase } from 'lucide-react';
import { positionDates } from '../lib/insights-format';

/** Current positions first, then the most recently started: months are 'YYYY-MM', so they sort as text. */
const newestFirst = (a: TPosition, b: TPosition) =>
  Number(a.finished_on !== null) - Number(b.finished_on !== null) || (b.started_on ?? '').localeCompare(a.started_on ?? '');

/** Spec §2 and §9: the five most recent positions, with their dates ('Sep 2024 – Present'). */
export function WorkExperience({ positions }: { positions: readonly TPosition[] }) {
  if (positions.length === 0) return <p className="text-sm text-slate-500">No positions in your export.</p>;
  const shown = [...positions].sort(newestFirst).slice(0, INSIGHTS_LIMITS.positions);
  return (
    <ol className="flex flex-col">
      {shown.map((position, index) => (
        <li key={`${position.company}-${position.title}-${position.started_on ?? index}`} className="flex gap-3 pb-4 last:pb-0">
          <span className="flex flex-col items-center" aria-hidden="true">
            <span className="flex size-8 items-center justify-center rounded-full bg-slate-100 text-slate-500">
              <Briefcase className="size-4" />
            </span>
            {index < shown.length - 1 && <span className="mt-1 w-px flex-1 bg-slate-200" />}
          </span>
          <div className="min-w-0 flex-1 pt-1">
            <p className="text-sm font-semibold break-words text-slate-900">{position.title}</p>
            <p className="text-sm text-slate-700">{position.company}</p>
            <p className="mt-0.5 text-xs text-slate-500">
              {positionDates(position.started_on, position.finished_on)}
              {position.location && ` · ${position.location}`}
            </p>
            {position.description && (
              <p className="mt-1.5 line-clamp-3 text-sm whitespace-pre-line text-slate-600">{position.description}</p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
