import {
  ZEditScheduledPostResponseSchema,
  type TEditScheduledPostRequest,
} from '@cadence/contract/scheduling/edit-scheduled-post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scheduleQueryKey } from '../../../lib/schedule/get-schedule';

export interface EditScheduledPostInput {
  id: string;
  changes: TEditScheduledPostRequest;
}

/** PATCH /api/scheduling/post/{id}: Edit, and a drag in the calendar. A post a worker took answers 409. */
export const editScheduledPost = async ({ id, changes }: EditScheduledPostInput) =>
  (
    await apiRequest(`/api/scheduling/post/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: changes,
      schema: ZEditScheduledPostResponseSchema,
      refreshFirst: true,
    })
  ).data;

export const useEditScheduledPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editScheduledPost,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey }),
  });
};
