import { LINKEDIN_MAX_POST_LENGTH } from '@cadence/contract/linkedin/limits';
import { cn } from '../../lib/cn';

/** Warn while there is still room to edit, not at the last character. */
const NEAR_LIMIT = Math.round(LINKEDIN_MAX_POST_LENGTH * 0.9);
const count = new Intl.NumberFormat('en-US');

export type MeterLevel = 'ok' | 'near' | 'over';

export const meterLevel = (length: number): MeterLevel =>
  length > LINKEDIN_MAX_POST_LENGTH ? 'over' : length >= NEAR_LIMIT ? 'near' : 'ok';

/** `n / 3,000` with a bar that turns amber near LinkedIn's limit and red past it. */
export function CharacterMeter({ id, length }: { id: string; length: number }) {
  const level = meterLevel(length);
  const ratio = Math.min(length / LINKEDIN_MAX_POST_LENGTH, 1);
  return (
    <div id={id} className="flex items-center gap-3">
      <div aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
        <div
          className={cn(
            'h-full rounded-full transition-[width,background-color]',
            level === 'ok' && 'bg-brand-400',
            level === 'near' && 'bg-amber-500',
            level === 'over' && 'bg-red-500',
          )}
          style={{ width: `${ratio * 100}%` }}
        />
      </div>
      <p
        className={cn(
          'shrink-0 text-xs font-medium tabular-nums',
          level === 'ok' && 'text-slate-600',
          level === 'near' && 'text-amber-700',
          level === 'over' && 'text-red-700',
        )}
      >
        {count.format(length)} / {count.format(LINKEDIN_MAX_POST_LENGTH)}
        <span className="sr-only"> characters, hashtags included</span>
      </p>
    </div>
  );
}

/** Said under the post while it is longer than LinkedIn accepts; Schedule and Post Now wait for it. */
export function OverLimitMessage({ id, length }: { id?: string; length: number }) {
  const over = length - LINKEDIN_MAX_POST_LENGTH;
  if (over <= 0) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      This post is {count.format(over)} {over === 1 ? 'character' : 'characters'} over LinkedIn&apos;s{' '}
      {count.format(LINKEDIN_MAX_POST_LENGTH)}-character limit. Shorten it to post or schedule it.
    </p>
  );
}
