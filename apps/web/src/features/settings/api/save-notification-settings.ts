import {
  ZNotificationSettingsResponseSchema,
  type TNotificationSettingsResponse,
  type TSaveNotificationSettingsRequest,
} from '@cadence/contract/notifications/notification-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationSettingsQueryKey } from './get-notification-settings';

/** PUT /api/notification-settings: only the kinds in the body change. */
export const saveNotificationSettings = async (body: TSaveNotificationSettingsRequest) =>
  (await apiRequest('/api/notification-settings', { method: 'PUT', body, schema: ZNotificationSettingsResponseSchema })).data;

type Settings = TNotificationSettingsResponse['data'];

const saveKey = ['notification-settings', 'save'] as const;

/** A switch moves at once; a refused save puts it back. */
export const useSaveNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveKey,
    mutationFn: saveNotificationSettings,
    retry: false,
    onMutate: async ({ kinds }) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsQueryKey });
      const before = queryClient.getQueryData<Settings>(notificationSettingsQueryKey);
      if (before)
        queryClient.setQueryData<Settings>(notificationSettingsQueryKey, { ...before, kinds: { ...before.kinds, ...kinds } });
      return { before };
    },
    onError: (_error, { kinds }, context) => {
      // Only this save's kinds go back: another switch flipped meanwhile keeps its own state.
      const previous = context?.before?.kinds;
      if (!previous) return;
      queryClient.setQueryData<Settings>(notificationSettingsQueryKey, (current) =>
        current
          ? {
              ...current,
              kinds: {
                ...current.kinds,
                ...Object.fromEntries(Object.keys(kinds).map((kind) => [kind, previous[kind as keyof typeof previous]])),
              },
            }
          : current,
      );
    },
    onSettled: () => {
      // The last save to finish reads the server's state; an earlier one would undo a later switch on screen.
      if (queryClient.isMutating({ mutationKey: saveKey }) === 1)
        return queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey });
    },
  });
};
