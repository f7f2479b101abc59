import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder block; the caller marks the region aria-busy and says what is loading. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />;
}
