import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryFirstComment } from '../../../lib/media/media-api';
import { scheduleQueryKey } from '../../../lib/schedule/get-schedule';

/** A published post's failed first comment, sent again; the card reads its new state from the schedule. */
export const useRetryFirstComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFirstComment,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey }),
  });
};
