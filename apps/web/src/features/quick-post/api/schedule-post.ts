import { ZSchedulePostResponseSchema, type TSchedulePostRequest } from '@cadence/contract/scheduling/schedule-post';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TSchedulePostRequest };

export const schedulePost = (body: TSchedulePostRequest) =>
  apiRequest('/api/scheduling/post', { method: 'POST', body, schema: ZSchedulePostResponseSchema, refreshFirst: true });

export const useSchedulePost = () => useMutation({ mutationFn: schedulePost, retry: false });
