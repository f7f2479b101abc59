import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { messageForPerson } from '../../../../lib/message-for-person';
import { isFarEnoughAhead, TOO_EARLY_MESSAGE } from '../../../../lib/schedule/schedule-time';
import { toast } from '../../../../lib/toast';
import {
  addDays,
  addMonths,
  dayKey,
  dropInstant,
  formatClock,
  formatDay,
  formatMonth,
  formatWeekRange,
  placePost,
  STATUS_DOTS,
  today,
  type CalendarDay,
  type CalendarView,
  type PlacedPost,
} from './calendar-dates';
import { CalendarMovesContext, type CalendarMoves } from './calendar-moves';
import { MonthView } from './month-view';
import { WeekView } from './week-view';

const RESCHEDULE_FAILED = 'Failed to reschedule post';

/** A move on its way to the server: shown at its new place until the schedule says otherwise. */
interface PendingMove {
  /** The post's scheduled_time when it was moved: once the schedule answers another, the move is done. */
  from: string;
  to: Date;
}

const VIEW_OPTIONS = [
  { option: 'week', label: 'Week' },
  { option: 'month', label: 'Month' },
] as const;

const LEGEND = [
  { label: 'Scheduled', dot: STATUS_DOTS.pending },
  { label: 'Publishing', dot: STATUS_DOTS.publishing },
  { label: 'Published', dot: STATUS_DOTS.published },
  { label: 'Failed', dot: STATUS_DOTS.failed },
  { label: 'Cancelled', dot: STATUS_DOTS.cancelled },
  { label: 'Draft', dot: STATUS_DOTS.draft },
];

/**
 * The content calendar (issue 9): a week by hours or a whole month, in the member's zone. A pending
 * post moves by drag and drop, or by pressing it and choosing 'Move here' (keyboard, touch); the
 * move goes through `onReschedule`, the same rules as Edit. A refused move is explained in a toast
 * and the post goes back where it was.
 */
export function ScheduleCalendar({
  posts,
  timeZone,
  onReschedule,
}: {
  posts: TScheduledPost[];
  timeZone: string;
  onReschedule: (postId: string, newTime: Date) => Promise<void>;
}) {
  const todayDay = today(timeZone);
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState<CalendarDay>(todayDay);
  const [dragging, setDragging] = useState<PlacedPost | null>(null);
  const [moving, setMoving] = useState<PlacedPost | null>(null);
  const [pendingMoves, setPendingMoves] = useState<ReadonlyMap<string, PendingMove>>(new Map());
  const section = useRef<HTMLElement>(null);

  // After a move without the pointer, focus follows the post to its new cell (the 'Move here' buttons are gone).
  const focusPost = useCallback((postId: string) => {
    requestAnimationFrame(() => section.current?.querySelector<HTMLElement>(`[data-post-id="${postId}"]`)?.focus());
  }, []);

  const postsByDay = useMemo(() => {
    const byDay = new Map<string, PlacedPost[]>();
    for (const post of posts) {
      if (post.scheduled_time === null) continue;
      const pending = pendingMoves.get(post.id);
      const instant = pending && pending.from === post.scheduled_time ? pending.to : new Date(post.scheduled_time);
      const placed = placePost(post, instant, timeZone);
      const key = dayKey(placed.day);
      byDay.set(key, [...(byDay.get(key) ?? []), placed]);
    }
    for (const day of byDay.values()) day.sort((a, b) => a.instant.getTime() - b.instant.getTime());
    return byDay;
  }, [posts, pendingMoves, timeZone]);

  const forgetMove = useCallback((postId: string) => {
    setPendingMoves((current) => {
      const next = new Map(current);
      next.delete(postId);
      return next;
    });
  }, []);

  const move = useCallback(
    async (placed: PlacedPost, day: CalendarDay, hour: number | null) => {
      const { post } = placed;
      const target = dropInstant(placed, day, hour, timeZone);
      if (target.getTime() === placed.instant.getTime() || post.scheduled_time === null) return;
      if (!isFarEnoughAhead(target)) {
        toast.error(TOO_EARLY_MESSAGE);
        return;
      }
      const from = post.scheduled_time;
      setPendingMoves((current) => new Map(current).set(post.id, { from, to: target }));
      try {
        await onReschedule(post.id, target);
        const moved = placePost(post, target, timeZone);
        toast.success(`Post moved to ${formatDay(moved.day)} at ${formatClock(moved.hour, moved.minute)}`);
      } catch (error) {
        forgetMove(post.id);
        toast.error(RESCHEDULE_FAILED, { description: messageForPerson(error) });
      }
    },
    [forgetMove, onReschedule, timeZone],
  );

  const moves = useMemo<CalendarMoves>(
    () => ({
      timeZone,
      dragging,
      moving,
      startDrag: (placed) => {
        setMoving(null);
        setDragging(placed);
      },
      endDrag: () => setDragging(null),
      startMove: setMoving,
      cancelMove: () => {
        if (moving) focusPost(moving.post.id);
        setMoving(null);
      },
      canDropOn: (day, hour) => {
        const carried = dragging ?? moving;
        if (!carried) return false;
        const target = dropInstant(carried, day, hour, timeZone).getTime();
        return target !== carried.instant.getTime() && isFarEnoughAhead(new Date(target));
      },
      dropOn: (day, hour) => {
        const carried = dragging ?? moving;
        setDragging(null);
        setMoving(null);
        if (!carried) return;
        void move(carried, day, hour);
        if (moving) focusPost(moving.post.id);
      },
    }),
    [dragging, focusPost, move, moving, timeZone],
  );

  const step = (direction: -1 | 1) =>
    setAnchor((current) => (view === 'week' ? addDays(current, 7 * direction) : addMonths(current, direction)));

  return (
    <CalendarMovesContext.Provider value={moves}>
      <section
        ref={section}
        aria-label="Calendar"
        className="flex flex-col gap-3"
        onKeyDown={(event) => onCalendarKeyDown(event, moves)}
      >
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setAnchor(todayDay)}>
            Today
          </Button>
          <div className="flex items-center">
            <Button variant="ghost" size="sm" className="px-2" aria-label={`Previous ${view}`} onClick={() => step(-1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
            </Button>
            <Button variant="ghost" size="sm" className="px-2" aria-label={`Next ${view}`} onClick={() => step(1)}>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
          {/* Phones give the period a line of its own above the controls. */}
          <h2
            aria-live="polite"
            className="order-first basis-full text-base font-semibold text-slate-900 sm:order-none sm:min-w-0 sm:flex-1 sm:basis-auto"
          >
            {view === 'week' ? formatWeekRange(anchor) : formatMonth(anchor)}
          </h2>
          <div role="group" aria-label="Calendar view" className="ml-auto flex rounded-lg bg-slate-100 p-0.5 sm:ml-0">
            {VIEW_OPTIONS.map(({ option, label }) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={cn(
                  'rounded-md px-3 py-1 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-brand-500',
                  view === option ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {label}
              </button>
            ))}
          </div>
        </div>

        {/* The zone is named above the views by the tab; the colours are the calendar's own. */}
        <ul aria-label="Status colours" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          {LEGEND.map(({ label, dot }) => (
            <li key={label} className="flex items-center gap-1">
              <span aria-hidden="true" className={cn('size-2 rounded-full', dot)} />
              {label}
            </li>
          ))}
        </ul>

        {moving && (
          <div
            role="status"
            className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800 ring-1 ring-brand-200 ring-inset"
          >
            <span className="min-w-0 flex-1">
              Moving the post of {formatDay(moving.day)} at {formatClock(moving.hour, moving.minute)}: choose Move here on its new{' '}
              {view === 'week' ? 'day and hour' : 'day'}.
            </span>
            <Button variant="secondary" size="sm" onClick={moves.cancelMove}>
              Cancel move
            </Button>
          </div>
        )}

        {view === 'week' ? (
          <WeekView anchor={anchor} todayDay={todayDay} postsByDay={postsByDay} />
        ) : (
          <MonthView
            anchor={anchor}
            todayDay={todayDay}
            postsByDay={postsByDay}
            onOpenWeek={(day) => {
              setAnchor(day);
              setView('week');
            }}
          />
        )}
      </section>
    </CalendarMovesContext.Provider>
  );
}

/**
 * While a post is picked up: Escape puts it back, and the arrow keys walk between the cells' 'Move
 * here' buttons (a day sideways; an hour, or a week in the month view, up and down).
 */
function onCalendarKeyDown(event: KeyboardEvent<HTMLElement>, moves: CalendarMoves) {
  if (!moves.moving) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    moves.cancelMove();
    return;
  }
  const steps: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  const delta = steps[event.key];
  const cell = (event.target as HTMLElement).closest<HTMLElement>('td[data-day]');
  const grid = cell?.closest('table');
  if (!delta || !cell || !grid) return;
  event.preventDefault();
  const cells = [...grid.querySelectorAll<HTMLElement>('td[data-day]')];
  const columns = 7;
  let index = cells.indexOf(cell);
  // Rows run by hour (week) or by week (month); columns by day in both.
  for (;;) {
    index += delta[0] + delta[1] * columns;
    const next = cells[index];
    if (!next) return;
    const target = next.querySelector<HTMLButtonElement>('button[data-move-target]');
    if (target) {
      target.focus();
      return;
    }
  }
}
