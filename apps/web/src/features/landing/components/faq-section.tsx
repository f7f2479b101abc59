import { ChevronDown } from 'lucide-react';
import { faqEntries } from '../data/faq';
import { SectionHeading } from './section-heading';

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />

        <div className="mt-12 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {faqEntries.map((entry) => (
            <details key={entry.question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-6 [&::-webkit-details-marker]:hidden">
                <span className="text-base">{entry.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="px-5 pb-5 text-sm leading-relaxed text-slate-600 sm:px-6">{entry.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
