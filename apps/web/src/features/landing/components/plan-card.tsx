import { Check } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { Plan } from '../data/plans';
import { LandingLink } from './landing-link';

export function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.name.toLowerCase()}`;
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col p-6 sm:p-8',
        plan.mostPopular && 'border-brand-500 ring-1 ring-brand-500 shadow-lg shadow-brand-900/10',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </h3>
        {plan.mostPopular ? (
          <span className="rounded-full bg-brand-500 px-3 py-1 text-xs font-semibold text-white">Most Popular</span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>

      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-semibold tracking-tight text-slate-900">{plan.price}</span>
        {plan.period ? <span className="text-sm text-slate-600">{plan.period}</span> : null}
      </p>
      <p className="mt-1 text-sm font-medium text-brand-600">{plan.cadence}</p>

      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
            {feature}
          </li>
        ))}
      </ul>

      <LandingLink
        to="/login"
        aria-describedby={titleId}
        className={buttonClasses(plan.mostPopular ? 'primary' : 'secondary', 'lg', 'mt-8 w-full')}
      >
        {plan.cta}
      </LandingLink>
    </Card>
  );
}
