import { plans } from '../data/plans';
import { PlanCard } from './plan-card';
import { SectionHeading } from './section-heading';

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple pricing that grows with you">
          Start with a 14-day free trial. No credit card required.
        </SectionHeading>

        <ul className="mx-auto mt-14 grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.name}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
