import { profileCompleteness, UPGRADE_PANEL_BELOW } from '@cadence/contract/preferences/profile-completeness';
import { ArrowRight, Check, Circle } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useInsights } from '../../../lib/linkedin-data/get-insights';
import { openImportDialog } from '../../../lib/linkedin-data/import-dialog';

/** Spec §9: base 25, +40 import with insights, +25 posts analysed, +10 two or more preferred times; upgrade below 90. */
export function ProfileCompletenessPanel({ preferredTimes }: { preferredTimes: number }) {
  const insights = useInsights();
  if (insights.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading profile completeness…</span>
        <Skeleton className="h-2.5 w-full rounded-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  // Without the insights the score would be a guess: say nothing rather than something wrong.
  if (insights.isError) return <p className="text-sm text-slate-600">Profile completeness is unavailable right now.</p>;

  const latest = insights.data.latest_import;
  const postsAnalysed = latest?.insights_extracted.writing_style.total_posts_analyzed ?? 0;
  const score = profileCompleteness({ importCompletedWithInsights: latest !== null, postsAnalysed, preferredTimes });
  const steps = [
    { done: true, label: 'Signed in with LinkedIn', points: 25 },
    { done: latest !== null, label: 'LinkedIn data imported', points: 40 },
    { done: postsAnalysed > 0, label: 'Your posts analysed for your voice', points: 25 },
    { done: preferredTimes >= 2, label: 'Two or more preferred times', points: 10 },
  ];

  return (
    <div>
      <div className="flex items-baseline justify-between">
        <span id="completeness-label" className="text-sm text-slate-600">
          Your profile score
        </span>
        <span className="text-2xl font-semibold text-slate-900 tabular-nums">{score}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="completeness-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn('h-full rounded-full', score >= UPGRADE_PANEL_BELOW ? 'bg-emerald-500' : 'bg-brand-500')}
          style={{ width: `${score}%` }}
        />
      </div>
      <ul className="mt-4 flex flex-col gap-2">
        {steps.map((step) => (
          <li key={step.label} className="flex items-center gap-2 text-sm">
            {step.done ? (
              <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600" strokeWidth={3} />
            ) : (
              <Circle aria-hidden="true" className="size-4 shrink-0 text-slate-300" />
            )}
            <span className={cn('flex-1', step.done ? 'text-slate-800' : 'text-slate-600')}>
              {step.label}
              <span className="sr-only">{step.done ? ' (done)' : ' (not yet)'}</span>
            </span>
            <span className="text-xs text-slate-500 tabular-nums">+{step.points}</span>
          </li>
        ))}
      </ul>
      {score < UPGRADE_PANEL_BELOW && (
        <div className="mt-4 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100 ring-inset">
          <p className="text-sm font-semibold text-slate-900">Upgrade your automation with your LinkedIn data</p>
          <p className="mt-0.5 text-sm text-slate-700">
            {latest
              ? 'Your last export held no posts Cadence could read. Import a newer one so posts follow your own voice.'
              : 'Import your LinkedIn data export: Cadence then writes in your voice and suggests your niche, themes and best times.'}
          </p>
          <button
            type="button"
            onClick={() => openImportDialog()}
            aria-haspopup="dialog"
            className="mt-3 inline-flex items-center gap-1.5 rounded-lg bg-white px-3 py-2 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
          >
            Import LinkedIn Data <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
