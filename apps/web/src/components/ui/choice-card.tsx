import { Check } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The card's border, selected ring and keyboard focus ring; exported for wrappers that draw it. */
export const choiceFrameClasses = cn(
  'rounded-xl border border-slate-200 bg-white hover:border-brand-300',
  'has-checked:border-brand-500 has-checked:ring-1 has-checked:ring-brand-500',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
);

/**
 * One option of a radio group drawn as a card. A real radio input, transparent and stretched over
 * the card, does the work: arrow keys, Space, screen-reader announcements and clicks anywhere on
 * the card come for free.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  disabled,
  children,
  className,
  labelledBy,
  describedBy,
  framed = true,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
  /** For rich cards whose whole text would make too long a name. */
  labelledBy?: string;
  describedBy?: string;
  /** false when a wrapper draws the frame, so the card can share it with content outside the label. */
  framed?: boolean;
}) {
  return (
    <label
      className={cn(
        // The right padding keeps content clear of the check mark in the corner.
        'relative flex cursor-pointer p-3 pr-10 text-left transition-colors sm:p-4 sm:pr-11',
        'hover:bg-brand-50/40 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60',
        framed && choiceFrameClasses,
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
      />
      {children}
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-2 right-2 flex size-5 items-center justify-center rounded-full border transition-colors',
          checked ? 'border-brand-500 bg-brand-500 text-white' : 'border-slate-300 bg-white text-transparent',
        )}
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    </label>
  );
}
