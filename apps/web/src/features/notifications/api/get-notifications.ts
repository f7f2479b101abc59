import { ZGetNotificationsResponseSchema } from '@cadence/contract/notifications/get-notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/notifications: the bell's newest 30 and the number unread (decision 031). */
export const getNotifications = async () =>
  (await apiRequest('/api/notifications', { schema: ZGetNotificationsResponseSchema })).data;

export const notificationsQueryKey = ['notifications'] as const;

/** A minute is soon enough for news that also arrives by email; a focused window reads it at once. */
const POLL_MS = 60_000;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: getNotifications,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
