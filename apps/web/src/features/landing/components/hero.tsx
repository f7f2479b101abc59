import { ArrowRight, CirclePlay } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { testimonials } from '../data/testimonials';
import { InitialsAvatar } from './initials-avatar';
import { Lamp } from './lamp';
import { LandingLink } from './landing-link';
import { PostPreview } from './post-preview';

const avatarNames = testimonials.slice(0, 3).map((person) => person.name);

export function Hero() {
  return (
    <section aria-labelledby="hero-title">
      <Lamp className="pb-16 sm:pb-24">
        <div className="flex max-w-3xl flex-col items-center text-center">
          <p className="inline-flex items-center gap-3 rounded-full border border-slate-200 bg-white/80 py-1 pr-4 pl-1.5 text-sm text-slate-700 shadow-sm">
            <span className="flex -space-x-0.5">
              {avatarNames.map((name) => (
                <InitialsAvatar key={name} name={name} size="sm" className="ring-2 ring-white" />
              ))}
            </span>
            <span>
              Trusted by <strong className="font-semibold text-slate-900">1000+ active users</strong>
            </span>
          </p>

          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            LinkedIn posts in your own voice, on a steady cadence
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">
            Cadence&rsquo;s AI researches trending topics in your niche, writes posts in your voice, then schedules and publishes
            them to your LinkedIn account.
          </p>

          <div className="mt-8 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row">
            <LandingLink to="/login" className={buttonClasses('primary', 'lg')}>
              Get Started
              <ArrowRight aria-hidden="true" className="size-4" />
            </LandingLink>
            {/* The spec's Watch Demo button has no action. */}
            <button type="button" className={buttonClasses('secondary', 'lg')}>
              <CirclePlay aria-hidden="true" className="size-5 text-brand-500" />
              Watch Demo
            </button>
          </div>
        </div>

        <PostPreview className="mt-16 sm:mt-20" />
      </Lamp>
    </section>
  );
}
