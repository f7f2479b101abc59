import { ClosingCta } from './closing-cta';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { HowItWorksSection } from './how-it-works-section';
import { LandingNavigation } from './landing-link';
import { PricingSection } from './pricing-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TestimonialsSection } from './testimonials-section';

/**
 * The public page at / for signed-out visitors. `navigate` opens a page of the app (the sign-in
 * page) without a full page load; see LandingLink.
 */
export function LandingPage({ navigate }: { navigate?: (path: string) => void }) {
  return (
    <LandingNavigation.Provider value={navigate ?? null}>
      <div className="flex min-h-dvh flex-col overflow-x-clip bg-white text-slate-900">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          <Hero />
          <FeaturesSection />
          <HowItWorksSection />
          <PricingSection />
          <TestimonialsSection />
          <FaqSection />
          <ClosingCta />
        </main>
        <SiteFooter />
      </div>
    </LandingNavigation.Provider>
  );
}
