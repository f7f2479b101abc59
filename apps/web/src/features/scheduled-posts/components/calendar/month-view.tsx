import { cn } from '../../../../lib/cn';
import { CalendarCell } from './calendar-cell';
import {
  dayKey,
  formatLongDay,
  monthWeeks,
  sameDay,
  weekdayShort,
  weekDays,
  type CalendarDay,
  type PlacedPost,
} from './calendar-dates';
import { CalendarPostChip } from './calendar-post-chip';

/** More than this many posts in a day collapse into '+N more', which opens that day's week. */
const POSTS_SHOWN_PER_DAY = 3;

/**
 * The month in whole weeks, Monday first. On phones a day shows only its posts' times in their
 * status colours; wider screens add the start of each text. Dropping on a day keeps the time of day.
 */
export function MonthView({
  anchor,
  todayDay,
  postsByDay,
  onOpenWeek,
}: {
  anchor: CalendarDay;
  todayDay: CalendarDay;
  postsByDay: Map<string, PlacedPost[]>;
  onOpenWeek: (day: CalendarDay) => void;
}) {
  const weeks = monthWeeks(anchor);
  return (
    <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full table-fixed border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Posts by day</caption>
        <thead>
          <tr>
            {weekDays(anchor).map((day) => (
              <th
                key={weekdayShort(day)}
                scope="col"
                className="border-b border-slate-200 px-1 py-2 text-center text-xs font-semibold text-slate-600 sm:px-2 sm:text-left"
              >
                {weekdayShort(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0] as CalendarDay)}>
              {week.map((day) => {
                const posts = postsByDay.get(dayKey(day)) ?? [];
                const inMonth = day.month === anchor.month;
                const isToday = sameDay(day, todayDay);
                const hidden = posts.length - POSTS_SHOWN_PER_DAY;
                return (
                  <CalendarCell
                    key={dayKey(day)}
                    day={day}
                    hour={null}
                    className={cn(
                      'h-20 border-b border-l border-slate-100 p-0.5 first:border-l-0 sm:h-28 sm:p-1',
                      !inMonth && 'bg-slate-50/70',
                    )}
                  >
                    <span
                      aria-label={formatLongDay(day)}
                      aria-current={isToday ? 'date' : undefined}
                      className={cn(
                        'mb-0.5 inline-flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
                        isToday ? 'bg-brand-500 font-semibold text-white' : inMonth ? 'text-slate-800' : 'text-slate-400',
                      )}
                    >
                      {day.day}
                    </span>
                    {posts.length > 0 && (
                      <ul className="flex flex-col gap-0.5">
                        {posts.slice(0, POSTS_SHOWN_PER_DAY).map((placed) => (
                          <li key={placed.post.id}>
                            <CalendarPostChip placed={placed} compact />
                          </li>
                        ))}
                      </ul>
                    )}
                    {hidden > 0 && (
                      <button
                        type="button"
                        onClick={() => onOpenWeek(day)}
                        className="mt-0.5 w-full rounded px-1 text-left text-[11px] font-medium text-brand-700 hover:bg-brand-50"
                      >
                        +{hidden} more
                      </button>
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
