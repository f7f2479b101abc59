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
 * spread evenly through the week, or, with fewer preferred times than posts, the remaining posts on
 * the emptiest days at the first preferred time.
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
  const wanted = plan.posts_per_week;
  if (byWeek.length >= wanted) return Array.from({ length: wanted }, (_, i) => byWeek[Math.floor((i * byWeek.length) / wanted)]!);
  // Fewer preferred times than posts: keep them all and add the rest where the week is emptiest.
  const slots = [...byWeek];
  const hour = byWeek[0]!.hour;
  while (slots.length < wanted) {
    const used = new Set(slots.map((s) => s.day));
    let best = -1;
    let bestGap = -1;
    for (let day = 0; day < 7; day++) {
      if (used.has(day)) continue;
      // Distance to the nearest used day, going round the week.
      const gap = Math.min(...[...used].map((u) => Math.min(Math.abs(u - day), 7 - Math.abs(u - day))));
      if (gap > bestGap) [best, bestGap] = [day, gap];
    }
    if (best < 0) break;
    slots.push({ day: best, hour });
  }
  return slots.sort((a, b) => a.day - b.day || a.hour - b.hour);
}

/**
 * Every slot in [from, until), as instants, in the member's own zone: 09:00 stays 09:00 on the
 * wall clock across a daylight-saving change. Sorted, without repeats.
 */
export function planAutomationSlots(plan: SlotPlan, from: Date, until: Date): Date[] {
  const week = weeklySlots(plan);
  if (week.length === 0 || until <= from) return [];
  const slots: Date[] = [];
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
      const instant = instantFromWallTime(
        {
          year: calendar.getUTCFullYear(),
          month: calendar.getUTCMonth() + 1,
          day: calendar.getUTCDate(),
          hour: slot.hour,
          minute: 0,
        },
        plan.time_zone,
      );
      if (instant >= from && instant < until) slots.push(instant);
    }
  }
  return [...new Map(slots.map((s) => [s.getTime(), s])).values()].sort((a, b) => a.getTime() - b.getTime());
}
