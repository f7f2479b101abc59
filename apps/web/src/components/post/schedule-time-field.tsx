import { CalendarClock, Globe } from 'lucide-react';
import { useId } from 'react';
import { describeTimeZone, formatScheduleTime, fromDateTimeLocal } from '../../lib/schedule/schedule-time';
import { Input } from '../ui/input';

/**
 * The picker of the Schedule modal and of Edit: a datetime-local on the wall clock of the member's
 * zone (not the browser's), the spec's 'Scheduled for' line, and the zone said out loud.
 */
export function ScheduleTimeField({
  value,
  min,
  timeZone,
  disabled,
  invalid,
  onChange,
}: {
  value: string;
  min: string;
  timeZone: string;
  disabled?: boolean;
  invalid?: boolean;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const chosen = fromDateTimeLocal(value, timeZone);
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Date and time
      </label>
      <Input
        id={inputId}
        type="datetime-local"
        className="mt-1.5"
        value={value}
        min={min}
        step={60}
        required
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={`${inputId}-when ${inputId}-zone`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${inputId}-when`} className="mt-2 flex items-start gap-1.5 text-sm text-slate-700">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
        <span>
          Scheduled for <strong className="font-semibold">{chosen ? formatScheduleTime(chosen, timeZone) : '—'}</strong>
        </span>
      </p>
      <p id={`${inputId}-zone`} className="mt-1 flex items-start gap-1.5 text-xs text-slate-500">
        <Globe aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span>Times are in your time zone: {describeTimeZone(timeZone, chosen ?? undefined)}</span>
      </p>
    </div>
  );
}
