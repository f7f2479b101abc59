import { Skeleton } from '../../../components/ui/skeleton';

/** The tab's shape while the preferences load: form cards on the left, the side panels on the right. */
export function AutomationsSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <span className="sr-only">Loading automation preferences…</span>
      <div className="flex flex-col gap-6">
        {[0, 1, 2].map((n) => (
          <div key={n} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-3.5 w-2/3" />
            <div className="grid gap-2 sm:grid-cols-3">
              <Skeleton className="h-16 rounded-xl" />
              <Skeleton className="h-16 rounded-xl" />
              <Skeleton className="h-16 rounded-xl" />
            </div>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-6">
        {[0, 1].map((n) => (
          <div key={n} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-14 w-full rounded-xl" />
            <Skeleton className="h-14 w-full rounded-xl" />
          </div>
        ))}
      </div>
    </div>
  );
}
