import { Card } from '../../../components/ui/card';
import { approvalModes, features } from '../data/features';
import { SectionHeading } from './section-heading';

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" eyebrow="Features" title="Everything you need to post consistently">
          From the first idea to the published post, Cadence handles the work that keeps you from showing up every week.
        </SectionHeading>

        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {features.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full p-6">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
              </Card>
            </li>
          ))}
        </ul>

        <Card className="mt-6 p-6 sm:p-8 lg:mt-8">
          <div className="grid gap-8 lg:grid-cols-3">
            <div>
              <h3 className="text-xl font-semibold text-slate-900">Three approval modes</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                Decide how much control you keep. Switch modes at any time, and pause automation with one click.
              </p>
            </div>
            <ul className="grid gap-4 sm:grid-cols-3 lg:col-span-2">
              {approvalModes.map(({ title, description, icon: Icon }) => (
                <li key={title} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <Icon aria-hidden="true" className="size-5 text-brand-600" />
                  <h4 className="mt-3 text-sm font-semibold text-slate-900">{title}</h4>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{description}</p>
                </li>
              ))}
            </ul>
          </div>
        </Card>
      </div>
    </section>
  );
}
