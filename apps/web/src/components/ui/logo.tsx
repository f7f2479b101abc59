import { cn } from '../../lib/cn';

/** The Cadence mark and word: a pulse line in a LinkedIn-blue tile. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-slate-900', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7">
        <rect width="32" height="32" rx="8" fill="#0A66C2" />
        <path
          d="M9 20.5c2.5 0 3-9 5.5-9s2.5 9 5 9 2.5-5 3.5-5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Cadence
    </span>
  );
}
