import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { WIZARD_STEPS, type WizardStep } from '../hooks/use-quick-post-wizard';

/** Niche, Format, Topics, Create: where the member is, with the current step announced. */
export function WizardSteps({ step }: { step: WizardStep }) {
  return (
    <nav aria-label="Quick Post progress">
      <ol className="flex items-center gap-1 sm:gap-2">
        {WIZARD_STEPS.map((label, index) => {
          const done = index < step;
          const current = index === step;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={cn('flex min-w-0 items-center gap-1.5 sm:gap-2', index < WIZARD_STEPS.length - 1 && 'flex-1')}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold transition-colors',
                  done && 'bg-brand-500 text-white',
                  current && 'bg-brand-500 text-white ring-4 ring-brand-100',
                  !done && !current && 'bg-slate-100 text-slate-500 ring-1 ring-slate-200 ring-inset',
                )}
              >
                {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              {/* Phones show only the current step's name; the others stay readable to screen readers. */}
              <span
                className={cn(
                  'text-xs font-medium whitespace-nowrap sm:text-sm',
                  current ? 'text-slate-900' : 'sr-only text-slate-500 sm:not-sr-only',
                )}
              >
                <span className="sr-only">
                  Step {index + 1} of {WIZARD_STEPS.length}:{' '}
                </span>
                {label}
                {done && <span className="sr-only"> (done)</span>}
              </span>
              {index < WIZARD_STEPS.length - 1 && (
                <span aria-hidden="true" className={cn('h-px min-w-2 flex-1', done ? 'bg-brand-400' : 'bg-slate-200')} />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
