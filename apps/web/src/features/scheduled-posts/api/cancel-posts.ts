import { ZCancelPostsResponseSchema, type TCancelPostsRequest } from '@cadence/contract/scheduling/cancel-posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scheduleQueryKey } from '../../../lib/schedule/get-schedule';

/** Spec §7: POST /api/scheduling/posts/cancel, the bulk bar. All or nothing on the server. */
export const cancelPosts = (body: TCancelPostsRequest) =>
  apiRequest('/api/scheduling/posts/cancel', {
    method: 'POST',
    body,
    schema: ZCancelPostsResponseSchema,
    refreshFirst: true,
  });

export const useCancelPosts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPosts,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey }),
  });
};
