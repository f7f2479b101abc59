import { cn } from '../../../lib/cn';

// Dark enough for white initials to pass WCAG AA.
const palette = [
  'bg-brand-600',
  'bg-emerald-700',
  'bg-violet-700',
  'bg-amber-700',
  'bg-rose-700',
  'bg-teal-700',
  'bg-indigo-600',
  'bg-sky-700',
  'bg-slate-700',
] as const;

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0];
}

const sizes = { sm: 'size-7 text-[0.65rem]', md: 'size-10 text-sm' } as const;

/** A generated avatar for sample people: a coloured circle with their initials, no photo. */
export function InitialsAvatar({
  name,
  size = 'md',
  className,
}: {
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white',
        sizes[size],
        colourOf(name),
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
