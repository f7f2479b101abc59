import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// The scheduling contract arrives with the Scheduled Posts issue; until then the wizard relies
// only on what the spec promises (success, or an error the api client raises). Move this schema
// to @cadence/contract/scheduling when it lands.
const ZSchedulePostResponseSchema = z.object({ success: z.literal(true) });

export type TSchedulePostRequest = {
  content: string;
  hashtags: string[];
  /** ISO 8601 in UTC; the picker's local time is converted before sending. */
  scheduled_time: string;
  platform_connection_id: string;
};

export const schedulePost = (body: TSchedulePostRequest) =>
  apiRequest('/api/scheduling/post', { method: 'POST', body, schema: ZSchedulePostResponseSchema });

export const useSchedulePost = () => useMutation({ mutationFn: schedulePost, retry: false });
