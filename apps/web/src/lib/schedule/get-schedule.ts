import { ZGetScheduleResponseSchema } from '@cadence/contract/scheduling/get-schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/**
 * Shared by the Scheduled Posts tab, the Automations tab and the dashboard header (the connection
 * warning): one cached answer per window. Live updates invalidate every key under `scheduleQueryKey`.
 */
export const scheduleQueryKey = ['scheduling', 'schedule'] as const;

export interface ScheduleWindow {
  days?: number;
  includePast?: boolean;
}

export const getSchedule = async ({ days = 7, includePast = false }: ScheduleWindow = {}) => {
  const query = new URLSearchParams({ days: String(days), include_past: String(includePast) });
  // Spec §6 has scheduling calls refresh the session first; the changes do (schedule, edit, cancel),
  // this read does not: live updates refetch it often, and each refresh rotates the cookie.
  const response = await apiRequest(`/api/scheduling/schedule?${query}`, { schema: ZGetScheduleResponseSchema });
  return response.data;
};

export const scheduleQueryOptions = (window: ScheduleWindow = {}) =>
  queryOptions({
    queryKey: [...scheduleQueryKey, window.days ?? 7, window.includePast ?? false],
    queryFn: () => getSchedule(window),
  });

export const useSchedule = (window: ScheduleWindow = {}) => useQuery(scheduleQueryOptions(window));
