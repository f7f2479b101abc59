import type { TLinkedInInsight } from '@cadence/contract/linkedin/insights';
import { Badge } from '../../../components/ui/badge';

/** Spec §2's profile insight cards: the rows of Inferences_about_you.csv (type, inference, category, description). */
export function LinkedInInferences({ insights }: { insights: readonly TLinkedInInsight[] }) {
  if (insights.length === 0) return <p className="text-sm text-slate-500">Your export holds no inferences from LinkedIn.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {insights.map((insight, index) => (
        <li
          key={`${insight.type}-${insight.inference}-${index}`}
          className="flex min-w-0 flex-col gap-1.5 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">{insight.type}</span>
            {insight.category && <Badge tone="brand">{insight.category}</Badge>}
          </div>
          <p className="text-sm font-semibold break-words text-slate-900">{insight.inference}</p>
          {insight.description && <p className="text-sm break-words text-slate-600">{insight.description}</p>}
        </li>
      ))}
    </ul>
  );
}
