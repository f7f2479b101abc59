import { useState, type ReactNode } from 'react';
import { cn } from '../../../../lib/cn';
import { dayKey, formatHour, formatLongDay, type CalendarDay } from './calendar-dates';
import { useCalendarMoves } from './calendar-moves';

/**
 * A drop target: a day and an hour in the week view, a whole day in the month view (hour null).
 * While a post is picked up with 'Move', the cell offers a 'Move here' button; arrow keys walk
 * between those buttons (see ScheduleCalendar).
 */
export function CalendarCell({
  day,
  hour,
  className,
  children,
}: {
  day: CalendarDay;
  hour: number | null;
  className?: string;
  children?: ReactNode;
}) {
  const moves = useCalendarMoves();
  const [over, setOver] = useState(false);
  const carried = moves.dragging ?? moves.moving;
  const allowed = carried !== null && moves.canDropOn(day, hour);
  const where = hour === null ? formatLongDay(day) : `${formatLongDay(day)}, ${formatHour(hour)}`;

  return (
    <td
      data-day={dayKey(day)}
      data-hour={hour ?? undefined}
      onDragOver={(event) => {
        if (!moves.dragging || !allowed) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (!over) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (allowed) moves.dropOn(day, hour);
      }}
      className={cn('relative align-top', className, over && 'bg-brand-100/70')}
    >
      {children}
      {moves.moving && allowed && (
        <button
          type="button"
          data-move-target=""
          aria-label={`Move here: ${where}`}
          onClick={() => moves.dropOn(day, hour)}
          className={cn(
            'mt-1 w-full rounded-md border border-dashed border-brand-300 px-1 py-0.5 text-[11px] font-medium text-brand-700',
            'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500',
          )}
        >
          Move here
        </button>
      )}
    </td>
  );
}
