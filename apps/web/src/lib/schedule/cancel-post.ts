import { ZCancelPostsResponseSchema } from '@cadence/contract/scheduling/cancel-posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { scheduleQueryKey } from './get-schedule';

export interface CancelPostInput {
  id: string;
  /** Removes the post; otherwise it stays, as `cancelled`, with its reason. */
  deletePermanently: boolean;
  reason?: string;
}

/** Spec §7: DELETE /api/scheduling/post/{id}?delete_permanently=…&reason=… */
export const cancelPost = ({ id, deletePermanently, reason }: CancelPostInput) => {
  const query = new URLSearchParams({ delete_permanently: String(deletePermanently) });
  if (reason !== undefined) query.set('reason', reason);
  return apiRequest(`/api/scheduling/post/${encodeURIComponent(id)}?${query}`, {
    method: 'DELETE',
    schema: ZCancelPostsResponseSchema,
    refreshFirst: true,
  });
};

export const useCancelPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPost,
    retry: false,
    // Refetched on failure too: a refusal often means the post moved on (published, taken by a worker).
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey }),
  });
};
