import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** The tab's shape while the insights load: the header, then the cards. */
export function InsightsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading insights" className="flex flex-col gap-4 sm:gap-6">
      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 shrink-0 rounded-full sm:size-20" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-6 w-48 max-w-full" />
            <Skeleton className="h-4 w-64 max-w-full" />
            <Skeleton className="h-6 w-56 max-w-full rounded-full" />
          </div>
        </div>
        <Skeleton className="h-10 w-full max-w-md" />
      </Card>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-48 w-full max-w-3xl" />
      </Card>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((card) => (
          <Card key={card} className="flex flex-col gap-3 p-4 sm:p-5">
            <Skeleton className="h-5 w-36" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </Card>
        ))}
      </div>
    </div>
  );
}
