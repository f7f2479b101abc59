import { ZSetTimeZoneResponseSchema } from '@cadence/contract/auth/set-time-zone';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from './api-client';
import { profileQueryKey, useProfile } from './get-profile';
import { browserTimeZone } from './member-time-zone';
import { messageForPerson } from './message-for-person';
import { scheduleQueryKey } from './schedule/get-schedule';

export const setTimeZone = (timeZone: string) =>
  apiRequest('/api/auth/time-zone', { method: 'PUT', body: { time_zone: timeZone }, schema: ZSetTimeZoneResponseSchema });

/**
 * Issue 9: every date the member sees is in their own zone, which only the browser knows. Once per
 * signed-in load, a profile whose zone differs from this browser's is updated (a member who flew to
 * another continent sees their schedule in local time), and the dates are read again in it.
 */
export function useSyncTimeZone(): void {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const synced = useRef<string | null>(null);
  const userId = profile.data?.user.id;
  const stored = profile.data?.time_zone;

  useEffect(() => {
    const zone = browserTimeZone();
    if (userId === undefined || stored === undefined || synced.current === userId) return;
    synced.current = userId;
    if (stored === zone) return;
    setTimeZone(zone)
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: profileQueryKey }),
          queryClient.invalidateQueries({ queryKey: scheduleQueryKey }),
        ]),
      )
      // Not worth interrupting the member for: dates stay in the stored zone until the next load.
      .catch((error: unknown) => messageForPerson(error));
  }, [queryClient, stored, userId]);
}
