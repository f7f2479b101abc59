import { ZNotificationSettingsResponseSchema } from '@cadence/contract/notifications/notification-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/notification-settings: one on/off per kind, and whether this server sends email at all. */
export const getNotificationSettings = async () =>
  (await apiRequest('/api/notification-settings', { schema: ZNotificationSettingsResponseSchema })).data;

export const notificationSettingsQueryKey = ['notification-settings'] as const;

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationSettingsQueryKey, queryFn: getNotificationSettings });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
