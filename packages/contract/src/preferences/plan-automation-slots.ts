import { instantFromWallTime, zonedParts } from '../time/zoned-time';
import { WEEKDAYS, type TFrequencyType, type TPreferredTime, type TWeekday } from './preferences';

export interface SlotPlan {
  frequency_type: TFrequencyType;
  posts_per_week: number;
  preferred_times: readonly TPreferredTime[];
  time_zone: string;
}

const DAY_MS = 86_400_000;
/** Monday = 0 … Sunday = 6, the order the tab lists days in. */
const dayIndex = (day: TWeekday) => WEEKDAYS.indexOf(day);
const hourOf = (time: string) => Number(time.slice(0, 2));

/**
 * The wall-clock slots of one week (Monday = 0), by frequency: daily posts at every preferred time
 * on every day; custom at exactly the preferred times; weekly posts_per_week of the preferred times,
 * spread evenly through them. A weekly plan never goes beyond the times the member chose: with fewer
 * times than posts it plans those times (saving refuses such a plan, see `weeklyTimesShortfall`).
 */
export function weeklySlots(plan: Pick<SlotPlan, 'frequency_type' | 'posts_per_week' | 'preferred_times'>) {
  const byWeek = [...plan.preferred_times]
    .map((t) => ({ day: dayIndex(t.day), hour: hourOf(t.time) }))
    .sort((a, b) => a.day - b.day || a.hour - b.hour);
  if (byWeek.length === 0) return [];
  if (plan.frequency_type === 'custom') return byWeek;
  if (plan.frequency_type === 'daily') {
    const hours = [...new Set(byWeek.map((t) => t.hour))].sort((a, b) => a - b);
    return Array.from({ length: 7 }, (_, day) => hours.map((hour) => ({ day, hour }))).flat();
  }
  const wanted = Math.min(plan.posts_per_week, byWeek.length);
  return Array.from({ length: wanted }, (_, i) => byWeek[Math.floor((i * byWeek.length) / wanted)]!);
}

/**
 * Why a weekly plan cannot give its posts a week (more posts than chosen times), in words the
 * member can act on; null when it can. No times at all is said elsewhere ("Add at least one…").
 */
export function weeklyTimesShortfall(
  plan: Pick<SlotPlan, 'frequency_type' | 'posts_per_week' | 'preferred_times'>,
): string | null {
  const chosen = plan.preferred_times.length;
  const wanted = plan.posts_per_week;
  if (plan.frequency_type !== 'weekly' || chosen === 0 || chosen >= wanted) return null;
  const missing = wanted - chosen;
  return (
    `${wanted} posts a week need ${wanted} preferred times, and ${chosen} ${chosen === 1 ? 'is' : 'are'} chosen: ` +
    `add ${missing} more ${missing === 1 ? 'time' : 'times'} or lower posts per week.`
  );
}

/** A planned slot: its instant, and the date and time it names on the member's wall clock. */
export interface PlannedSlot {
  at: Date;
  /** '2027-01-09T10:00': the slot's identity, which a change of zone does not change (decision 029). */
  local: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Every slot in [from, until), as instants, in the member's own zone: 09:00 stays 09:00 on the
 * wall clock across a daylight-saving change. Sorted, without repeats.
 */
export function planAutomationSlots(plan: SlotPlan, from: Date, until: Date): Date[] {
  return planNamedSlots(plan, from, until).map((slot) => slot.at);
}

/** `planAutomationSlots` with each slot's wall-clock name. */
export function planNamedSlots(plan: SlotPlan, from: Date, until: Date): PlannedSlot[] {
  const week = weeklySlots(plan);
  if (week.length === 0 || until <= from) return [];
  const slots: PlannedSlot[] = [];
  // Walk the member's local calendar days that the window touches (one day of margin each side) by
  // the calendar, not by 24-hour steps: a day with 23 hours would be stepped over from 23:00 (the
  // property test found Berlin's spring-forward Sunday of 2030 without its slots).
  const first = zonedParts(from.getTime() - DAY_MS, plan.time_zone);
  const last = zonedParts(until.getTime() + DAY_MS, plan.time_zone);
  const lastDate = Date.UTC(last.year, last.month - 1, last.day);
  for (let date = Date.UTC(first.year, first.month - 1, first.day); date <= lastDate; date += DAY_MS) {
    const calendar = new Date(date);
    const day = (calendar.getUTCDay() + 6) % 7;
    for (const slot of week) {
      if (slot.day !== day) continue;
      const wall = {
        year: calendar.getUTCFullYear(),
        month: calendar.getUTCMonth() + 1,
        day: calendar.getUTCDate(),
        hour: slot.hour,
        minute: 0,
      };
      const at = instantFromWallTime(wall, plan.time_zone);
      const local = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:00`;
      if (at >= from && at < until) slots.push({ at, local });
    }
  }
  return [...new Map(slots.map((s) => [s.at.getTime(), s])).values()].sort((a, b) => a.at.getTime() - b.at.getTime());
}
