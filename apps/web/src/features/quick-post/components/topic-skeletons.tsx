import { Skeleton } from '../../../components/ui/skeleton';

/** Stand-ins shaped like topic cards while the search runs. */
export function TopicSkeletons({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p role="status" className="text-sm text-slate-600">
        {label}
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-4">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-5 w-12 rounded-full" />
          </div>
          <Skeleton className="mt-3 h-3 w-full" />
          <Skeleton className="mt-2 h-3 w-5/6" />
          <Skeleton className="mt-4 h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}
