import type { Config } from '../config/load-config';
import { AppError } from '../errors/app-error';

/** LinkedIn tokens last 60 days; a year ahead is already far beyond any post that could go out. */
export const MAX_SCHEDULE_AHEAD_DAYS = 365;

/** The spec's own words at the default lead; the same sentence with the configured lead otherwise. */
export function tooSoonMessage(minLeadSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(minLeadSeconds / 60));
  if (minLeadSeconds % 60 !== 0 && minLeadSeconds < 60) return `Please select a time at least ${minLeadSeconds} seconds from now`;
  return `Please select a time at least ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} from now`;
}

/** A time a member picks must leave the lead the spec asks for (checked here too, not only in the browser). */
export function checkScheduleTime(config: Pick<Config, 'scheduling'>, iso: string, now = Date.now()): Date {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) throw new AppError('BAD_REQUEST', 'scheduled_time must be an ISO 8601 date-time');
  const { minLeadSeconds } = config.scheduling;
  if (time.getTime() < now + minLeadSeconds * 1000) throw new AppError('BAD_REQUEST', tooSoonMessage(minLeadSeconds));
  if (time.getTime() > now + MAX_SCHEDULE_AHEAD_DAYS * 86_400_000) {
    throw new AppError('BAD_REQUEST', `Please select a time within the next ${MAX_SCHEDULE_AHEAD_DAYS} days`);
  }
  return time;
}
