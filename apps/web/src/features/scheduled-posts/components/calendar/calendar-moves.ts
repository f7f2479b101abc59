import { createContext, useContext } from 'react';
import type { CalendarDay, PlacedPost } from './calendar-dates';

/**
 * What the cells and chips of both views share: the post being dragged with the pointer, or picked
 * up with 'Move' (keyboard and touch, where HTML5 drag and drop does not exist), and the way to
 * put it down.
 */
export interface CalendarMoves {
  timeZone: string;
  /** The post under the pointer during a drag. */
  dragging: PlacedPost | null;
  /** The post picked up with 'Move': every cell offers 'Move here' until it is put down or Escape. */
  moving: PlacedPost | null;
  startDrag(placed: PlacedPost): void;
  endDrag(): void;
  startMove(placed: PlacedPost): void;
  cancelMove(): void;
  /** Whether the carried post may go to this cell (not before the five-minute lead). */
  canDropOn(day: CalendarDay, hour: number | null): boolean;
  dropOn(day: CalendarDay, hour: number | null): void;
}

export const CalendarMovesContext = createContext<CalendarMoves | null>(null);

export function useCalendarMoves(): CalendarMoves {
  const moves = useContext(CalendarMovesContext);
  if (!moves) throw new Error('useCalendarMoves must be used inside ScheduleCalendar');
  return moves;
}
