import {
  MAX_PREFERRED_TIMES,
  POSTING_TIMES,
  WEEKDAYS,
  type TFrequencyType,
  type TPreferredTime,
  type TWeekday,
} from '@cadence/contract/preferences/preferences';
import { Plus, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/textarea';
import { nextPreferredTime, repeatedTimes } from '../lib/preferences-form';
import { FieldError } from './field-error';

const selectClasses = (invalid: boolean) => fieldClasses(invalid, 'h-10 cursor-pointer px-2.5 py-0');

/** Spec §3: a day (lowercase here, capitalised on the wire) and a time on the hour, 06:00-22:00. */
export function PreferredTimesField({
  times,
  frequency,
  shortfall,
  onChange,
}: {
  times: TPreferredTime[];
  frequency: TFrequencyType;
  /** Weekly with more posts than times: the sentence asking for more (the plan never invents a day). */
  shortfall?: { id: string; text: string } | null;
  onChange: (times: TPreferredTime[]) => void;
}) {
  const repeated = repeatedTimes(times);
  const next = nextPreferredTime(times);
  const addButton = useRef<HTMLButtonElement>(null);
  const setRow = (index: number, changes: Partial<TPreferredTime>) =>
    onChange(times.map((time, i) => (i === index ? { ...time, ...changes } : time)));
  const removeRow = (index: number) => {
    onChange(times.filter((_, i) => i !== index));
    // Rows are keyed by place: the next row's Remove takes the focus; after the last row, Add Time does
    // (on the next frame, once a full list's Add Time is enabled again).
    if (index === times.length - 1) requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <div>
      {frequency === 'daily' && (
        <p className="mb-3 text-sm text-slate-600">
          Daily posts go out at each of these hours every day, whichever day a row names.
        </p>
      )}
      {times.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600 ring-1 ring-slate-200 ring-inset">
          No posting times yet. Add the days and hours your audience reads LinkedIn.
        </p>
      ) : (
        <ul aria-label="Preferred posting times" className="flex flex-col gap-2">
          {times.map((time, index) => {
            const n = index + 1;
            const errorId = `preferred-time-${n}-error`;
            const isRepeat = repeated.has(index);
            return (
              <li key={index}>
                <div className="flex items-center gap-2">
                  <label htmlFor={`preferred-day-${n}`} className="sr-only">
                    Day {n}
                  </label>
                  {/* The day takes the room a phone has left; the time needs only 'HH:00'. */}
                  <div className="min-w-0 flex-1 sm:max-w-56">
                    <select
                      id={`preferred-day-${n}`}
                      value={time.day}
                      aria-invalid={isRepeat || undefined}
                      aria-describedby={isRepeat ? errorId : undefined}
                      onChange={(event) => setRow(index, { day: event.target.value as TWeekday })}
                      className={selectClasses(isRepeat)}
                    >
                      {WEEKDAYS.map((day) => (
                        <option key={day} value={day}>
                          {day.toLowerCase()}
                        </option>
                      ))}
                    </select>
                  </div>
                  <label htmlFor={`preferred-time-${n}`} className="sr-only">
                    Time {n}
                  </label>
                  <div className="w-24 shrink-0 sm:w-32">
                    <select
                      id={`preferred-time-${n}`}
                      value={time.time}
                      aria-invalid={isRepeat || undefined}
                      aria-describedby={isRepeat ? errorId : undefined}
                      onChange={(event) => setRow(index, { time: event.target.value })}
                      className={selectClasses(isRepeat)}
                    >
                      {POSTING_TIMES.map((option) => (
                        <option key={option} value={option}>
                          {option}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Button
                    variant="ghost"
                    size="md"
                    aria-label={`Remove ${time.day.toLowerCase()} ${time.time}`}
                    onClick={() => removeRow(index)}
                    className="shrink-0 px-2.5"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                {isRepeat && <FieldError id={errorId}>This day and time is already listed.</FieldError>}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          ref={addButton}
          variant="secondary"
          size="sm"
          disabled={!next}
          aria-describedby={shortfall?.id}
          onClick={() => next && onChange([...times, next])}
        >
          <Plus aria-hidden="true" className="size-4" /> Add Time
        </Button>
        {!next && <p className="text-sm text-slate-600">{MAX_PREFERRED_TIMES} times is the most a plan holds.</p>}
      </div>
      {shortfall && <FieldError id={shortfall.id}>{shortfall.text}</FieldError>}
    </div>
  );
}
