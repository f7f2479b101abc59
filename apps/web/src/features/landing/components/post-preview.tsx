import { CalendarDays, CircleCheck, Clock, PenLine, TrendingUp } from 'lucide-react';
import { cn } from '../../../lib/cn';

const week = [
  { day: 'Mon', time: '8:30 AM', title: 'Three lessons from shipping our first AI feature', status: 'Published' },
  { day: 'Wed', time: '12:00 PM', title: 'Why the best onboarding is invisible', status: 'Scheduled' },
  { day: 'Fri', time: '9:00 AM', title: 'What a failed launch taught me about pricing', status: 'Draft' },
] as const;

const statusStyles = {
  Published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Scheduled: 'bg-brand-50 text-brand-700 ring-brand-200',
  Draft: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

/** A decorative glimpse of the product: a week of posts and a drafted post. */
export function PostPreview({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('w-full max-w-4xl select-none', className)}>
      <div className="rounded-2xl border border-slate-200 bg-white/90 p-2 shadow-xl shadow-brand-900/5 ring-1 ring-slate-900/5 backdrop-blur">
        <div className="grid grid-cols-1 gap-2 md:grid-cols-5">
          <div className="flex flex-col rounded-xl bg-slate-50 p-4 sm:p-5 md:col-span-3">
            <div className="flex items-center justify-between">
              <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <CalendarDays className="size-4 text-brand-500" />
                This week
              </p>
              <p className="text-xs text-slate-600">3 posts</p>
            </div>
            <ul className="mt-4 space-y-2">
              {week.map((post) => (
                <li key={post.day} className="flex items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200">
                  <div className="w-14 shrink-0 text-center">
                    <p className="text-xs font-semibold text-slate-900">{post.day}</p>
                    <p className="text-[0.7rem] text-slate-600">{post.time}</p>
                  </div>
                  <p className="min-w-0 flex-1 truncate text-sm text-slate-700">{post.title}</p>
                  <span
                    className={cn(
                      'hidden shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset sm:inline',
                      statusStyles[post.status],
                    )}
                  >
                    {post.status}
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-xs text-slate-600">
              <span className="inline-flex items-center gap-1.5 font-medium text-emerald-800">
                <span className="size-2 rounded-full bg-emerald-500" />
                Automation active
              </span>
              <span className="hidden whitespace-nowrap sm:inline">Next post: Wed, 12:00 PM</span>
            </div>
          </div>

          <div className="rounded-xl bg-slate-50 p-4 sm:p-5 md:col-span-2">
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <PenLine className="size-4 text-brand-500" />
              Draft in your voice
            </p>
            <div className="mt-4 rounded-lg bg-white p-3 text-left text-sm leading-relaxed text-slate-700 ring-1 ring-slate-200">
              We cut our onboarding from 9 steps to 3. Activation went up 41%.
              <br />
              <br />
              The trick was not a better tutorial. It was removing the need for one.
              <p className="mt-2 text-brand-600">#productdesign #saas</p>
            </div>
            <div className="mt-3 flex flex-wrap gap-2 text-xs text-slate-600">
              <span className="inline-flex items-center gap-1">
                <TrendingUp className="size-3.5" />
                Trending in Product
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" />
                Best time: 12 PM
              </span>
              <span className="inline-flex items-center gap-1">
                <CircleCheck className="size-3.5 text-emerald-700" />
                Matches your tone
              </span>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
