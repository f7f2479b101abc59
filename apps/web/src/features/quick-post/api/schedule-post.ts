import { ZSchedulePostResponseSchema, type TSchedulePostRequest } from '@cadence/contract/scheduling/schedule-post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scheduleQueryKey } from '../../../lib/schedule/get-schedule';

export type { TSchedulePostRequest };

export const schedulePost = (body: TSchedulePostRequest) =>
  apiRequest('/api/scheduling/post', { method: 'POST', body, schema: ZSchedulePostResponseSchema, refreshFirst: true });

export const useSchedulePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: schedulePost,
    retry: false,
    // The Scheduled Posts tab, the header's warning and the calendar all read the schedule.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey }),
  });
};
