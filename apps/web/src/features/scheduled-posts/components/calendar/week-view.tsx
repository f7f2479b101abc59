import { useLayoutEffect, useRef } from 'react';
import { cn } from '../../../../lib/cn';
import { CalendarCell } from './calendar-cell';
import {
  canMove,
  dayKey,
  formatDay,
  formatHour,
  formatLongDay,
  sameDay,
  weekDays,
  type CalendarDay,
  type PlacedPost,
} from './calendar-dates';
import { CalendarPostChip } from './calendar-post-chip';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The working day starts here when the week has nothing earlier to show. */
const FIRST_HOUR_SHOWN = 8;

/**
 * Seven days by 24 wall-clock hours in the member's zone. Phones scroll it sideways (the hour
 * column stays put); the hours scroll inside the frame, starting at the week's first movable post or 08:00.
 */
export function WeekView({
  anchor,
  todayDay,
  postsByDay,
}: {
  anchor: CalendarDay;
  todayDay: CalendarDay;
  postsByDay: Map<string, PlacedPost[]>;
}) {
  const days = weekDays(anchor);
  const scroller = useRef<HTMLDivElement>(null);
  const weekKey = dayKey(days[0] as CalendarDay);
  const firstHour = Math.min(
    FIRST_HOUR_SHOWN,
    ...days.flatMap((day) =>
      (postsByDay.get(dayKey(day)) ?? []).filter((placed) => canMove(placed.post)).map((placed) => placed.hour),
    ),
  );

  // Each new week opens at its first post (or the morning), not at midnight.
  useLayoutEffect(() => {
    const frame = scroller.current;
    const row = frame?.querySelector<HTMLElement>(`[data-hour-row="${firstHour}"]`);
    const header = frame?.querySelector<HTMLElement>('thead');
    if (frame && row) frame.scrollTop = row.offsetTop - (header?.offsetHeight ?? 0);
    // A phone shows two or three days at once: bring today's column into view beside the hours.
    const todayColumn = frame?.querySelector<HTMLElement>('th[aria-current="date"]');
    const hours = frame?.querySelector<HTMLElement>('thead th');
    if (frame && todayColumn) frame.scrollLeft = todayColumn.offsetLeft - (hours?.offsetWidth ?? 0);
    // Only when the week changes: a post moving must not yank the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [weekKey]);

  return (
    <div ref={scroller} className="max-h-[70vh] overflow-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full min-w-[52rem] table-fixed border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Posts by day and hour</caption>
        <colgroup>
          <col className="w-14" />
          {days.map((day) => (
            <col key={dayKey(day)} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="sticky top-0 left-0 z-20 border-b border-slate-200 bg-white">
              <span className="sr-only">Hour</span>
            </th>
            {days.map((day) => {
              const isToday = sameDay(day, todayDay);
              return (
                <th
                  key={dayKey(day)}
                  scope="col"
                  aria-label={formatLongDay(day)}
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(
                    'sticky top-0 z-10 border-b border-l border-slate-200 bg-white px-2 py-2 text-left text-xs font-semibold',
                    isToday ? 'text-brand-700' : 'text-slate-700',
                  )}
                >
                  <span className={cn('rounded-md px-1.5 py-0.5', isToday && 'bg-brand-50')}>{formatDay(day)}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((hour) => (
            <tr key={hour} data-hour-row={hour}>
              <th
                scope="row"
                className="sticky left-0 z-10 border-b border-slate-100 bg-white px-2 py-1 text-right align-top text-[11px] font-medium text-slate-500 tabular-nums"
              >
                {formatHour(hour)}
              </th>
              {days.map((day) => {
                const here = (postsByDay.get(dayKey(day)) ?? []).filter((placed) => placed.hour === hour);
                return (
                  <CalendarCell
                    key={dayKey(day)}
                    day={day}
                    hour={hour}
                    className={cn('h-12 border-b border-l border-slate-100 p-1', sameDay(day, todayDay) && 'bg-brand-50/30')}
                  >
                    {here.length > 0 && (
                      <ul className="flex flex-col gap-1">
                        {here.map((placed) => (
                          <li key={placed.post.id}>
                            <CalendarPostChip placed={placed} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </CalendarCell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
