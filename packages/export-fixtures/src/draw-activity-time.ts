import type { ActivitySchedule } from './create-persona.ts';
import type { Random } from './create-random.ts';
import { isoWeekday, type ZoneClock } from './zone-clock.ts';

const DAY = 86_400_000;

/** Local calendar days as whole days since 1970-01-01. */
export interface DayRange {
  firstDay: number;
  lastDay: number;
}

/**
 * A UTC instant (ms) of member activity: usually inside the schedule's window, in the member's own
 * zone, otherwise any hour of any day. Converting through the zone clock keeps it right across DST.
 */
export function drawActivityTime(random: Random, schedule: ActivitySchedule, clock: ZoneClock, range: DayRange): number {
  const inWindow = random.chance(schedule.windowShare);
  let day = random.int(range.firstDay, range.lastDay);
  let date = new Date(day * DAY);
  if (inWindow) {
    for (let tries = 0; tries < 50; tries += 1) {
      if (schedule.weekdays.includes(isoWeekday(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()))) break;
      day = random.int(range.firstDay, range.lastDay);
      date = new Date(day * DAY);
    }
  }
  const hour = inWindow ? random.weighted(schedule.hours, schedule.hourWeights) : random.int(0, 23);
  return clock.toUtc({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour,
    minute: random.int(0, 59),
    second: random.int(0, 59),
  });
}

export const dayNumber = (instant: number): number => Math.floor(instant / DAY);
