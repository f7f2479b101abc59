import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { LandingLink } from './landing-link';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-700 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 -top-24 -z-10 mx-auto h-64 max-w-xl rounded-full bg-brand-400/40 blur-3xl"
          />
          <h2
            id="closing-cta-title"
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
          >
            Your next month of LinkedIn posts, ready this afternoon
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-brand-50">
            Start your 7-day free trial today. No credit card required.
          </p>
          <LandingLink to="/login" className={buttonClasses('secondary', 'lg', 'mt-8 focus-visible:outline-white')}>
            Start Free Trial
            <ArrowRight aria-hidden="true" className="size-4" />
          </LandingLink>
        </div>
      </div>
    </section>
  );
}
