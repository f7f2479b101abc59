import type { TGetNotificationsResponse } from '@cadence/contract/notifications/get-notifications';
import {
  ZMarkNotificationsReadResponseSchema,
  type TMarkNotificationsReadRequest,
} from '@cadence/contract/notifications/mark-notifications-read';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/read: the given ids, or all of them when `ids` is absent. */
export const markNotificationsRead = async (body: TMarkNotificationsReadRequest) =>
  (await apiRequest('/api/notifications/read', { method: 'POST', body, schema: ZMarkNotificationsReadResponseSchema })).data;

type Bell = TGetNotificationsResponse['data'];

/** The bell shows them read at once; a failure puts them back as they were. */
export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const before = queryClient.getQueryData<Bell>(notificationsQueryKey);
      if (before) {
        const marked = (id: string) => ids === undefined || ids.includes(id);
        const notifications = before.notifications.map((n) => (marked(n.id) ? { ...n, read: true } : n));
        const newlyRead = before.notifications.filter((n) => !n.read && marked(n.id)).length;
        queryClient.setQueryData<Bell>(notificationsQueryKey, {
          notifications,
          unread_count: ids === undefined ? 0 : Math.max(0, before.unread_count - newlyRead),
        });
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(notificationsQueryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
};
