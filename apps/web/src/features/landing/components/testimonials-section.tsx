import { Card } from '../../../components/ui/card';
import { testimonials } from '../data/testimonials';
import { InitialsAvatar } from './initials-avatar';
import { SectionHeading } from './section-heading';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Professionals who show up every week">
          What people say once their LinkedIn runs on a steady cadence.
        </SectionHeading>

        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <Card className="flex h-full flex-col p-6">
                <figure className="flex h-full flex-col">
                  <blockquote className="flex-1 text-sm leading-relaxed text-slate-700">
                    <p>&ldquo;{testimonial.quote}&rdquo;</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <InitialsAvatar name={testimonial.name} />
                    <span>
                      <span className="block text-sm font-semibold text-slate-900">{testimonial.name}</span>
                      <span className="block text-sm text-slate-600">
                        {testimonial.role}, {testimonial.company}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-xs text-slate-600">Sample testimonials shown for illustration.</p>
      </div>
    </section>
  );
}
