import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../toast';
import { useLinkedInSignIn } from './use-linkedin-sign-in';

/**
 * 'Reconnect LinkedIn' wherever the connection is about to stop working: the same popup sign-in
 * as the login page (LinkedIn skips consent while its grant is valid), then everything is read
 * again, since the connection, its expiry and the schedule's warning all changed.
 */
export function useReconnectLinkedIn() {
  const queryClient = useQueryClient();
  const onReconnected = useCallback(() => {
    void queryClient.invalidateQueries();
    toast.success('LinkedIn reconnected');
  }, [queryClient]);
  return useLinkedInSignIn(onReconnected);
}
