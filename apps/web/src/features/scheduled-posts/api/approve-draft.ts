import { ZApproveDraftResponseSchema } from '@cadence/contract/scheduling/approve-draft';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scheduleQueryKey } from '../../../lib/schedule/get-schedule';

/** POST /api/scheduling/post/{id}/approve: the draft goes out at its own time (now `pending`). */
export const approveDraft = async (id: string) =>
  (
    await apiRequest(`/api/scheduling/post/${encodeURIComponent(id)}/approve`, {
      method: 'POST',
      schema: ZApproveDraftResponseSchema,
      refreshFirst: true,
    })
  ).data;

export const useApproveDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDraft,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey }),
  });
};
