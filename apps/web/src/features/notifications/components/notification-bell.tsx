import type { TNotification } from '@cadence/contract/notifications/get-notifications';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useMemberTimeZone } from '../../../lib/member-time-zone';
import { scheduleQueryKey } from '../../../lib/schedule/get-schedule';
import { formatScheduleTime } from '../../../lib/schedule/schedule-time';
import { toast } from '../../../lib/toast';
import { notificationsQueryKey, useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** The dashboard's pages a notification may open; any other link the server sends is left off. */
const DASHBOARD_PATHS = new Set(['/automations', '/scheduled-posts', '/profile-insights', '/quick-post', '/settings']);

const itemClasses = cn(
  'flex w-full cursor-pointer gap-2.5 rounded-lg px-2.5 py-2 text-left outline-none select-none',
  'data-highlighted:bg-brand-50',
);

/** '9+' keeps the badge one small circle. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * A post that fails or is shortened reaches the browser as a live update, which reads the schedule
 * again; the bell reads its notifications with it instead of waiting for the next poll.
 */
function useRefetchWithSchedule() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.query.queryKey[0] !== scheduleQueryKey[0] || event.query.queryKey[1] !== scheduleQueryKey[1]) return;
        void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      }),
    [queryClient],
  );
}

/** The header's bell: unread count on its badge, the newest notifications in its menu. */
export function NotificationBell() {
  const bell = useNotifications();
  const markRead = useMarkNotificationsRead();
  const timeZone = useMemberTimeZone();
  useRefetchWithSchedule();

  const unread = bell.data?.unread_count ?? 0;
  const notifications = bell.data?.notifications ?? [];
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  const mark = (ids?: string[]) =>
    markRead.mutate({ ids }, { onError: () => toast.error('Failed to mark notifications as read') });

  return (
    <DropdownMenu.Root onOpenChange={(open) => open && void bell.refetch()}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          className="relative flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        >
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
            >
              {badgeText(unread)}
            </span>
          )}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-30 flex max-h-[min(32rem,calc(100dvh-5rem))] w-96 max-w-[calc(100vw-1rem)] flex-col rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2.5">
            <p className="text-sm font-semibold text-slate-900">Notifications</p>
            {unread > 0 && (
              <DropdownMenu.Item
                className="flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand-600 outline-none select-none data-highlighted:bg-brand-50"
                // The menu stays open so the member sees the list turn read.
                onSelect={(event) => {
                  event.preventDefault();
                  mark();
                }}
              >
                <CheckCheck aria-hidden="true" className="size-4" /> Mark all as read
              </DropdownMenu.Item>
            )}
          </div>
          <div className="overflow-y-auto p-1.5">
            {bell.isPending ? (
              <p className="px-2.5 py-6 text-center text-sm text-slate-500">Loading notifications…</p>
            ) : bell.isError && notifications.length === 0 ? (
              <p className="px-2.5 py-6 text-center text-sm text-red-700">Failed to load notifications</p>
            ) : notifications.length === 0 ? (
              <p className="px-2.5 py-6 text-center text-sm text-slate-500">No notifications yet</p>
            ) : (
              notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  timeZone={timeZone}
                  onRead={() => !notification.read && mark([notification.id])}
                />
              ))
            )}
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function NotificationItem({
  notification,
  timeZone,
  onRead,
}: {
  notification: TNotification;
  timeZone: string;
  onRead: () => void;
}) {
  const link = notification.link && DASHBOARD_PATHS.has(notification.link) ? notification.link : null;
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', notification.read ? 'bg-transparent' : 'bg-brand-500')}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm text-slate-900', !notification.read && 'font-semibold')}>
          {!notification.read && <span className="sr-only">Unread: </span>}
          {notification.title}
        </span>
        <span className="mt-0.5 block text-sm break-words whitespace-pre-line text-slate-600">{notification.body}</span>
        <span className="mt-1 block text-xs text-slate-500">
          <time dateTime={notification.created_at}>{formatScheduleTime(new Date(notification.created_at), timeZone)}</time>
          {link && <span className="font-medium text-brand-600"> · Open</span>}
        </span>
      </span>
    </>
  );
  return link ? (
    <DropdownMenu.Item className={itemClasses} onSelect={onRead} asChild>
      <Link to={link}>{content}</Link>
    </DropdownMenu.Item>
  ) : (
    <DropdownMenu.Item
      className={itemClasses}
      onSelect={(event) => {
        // Nothing to open: the item only turns read, and the menu stays.
        event.preventDefault();
        onRead();
      }}
    >
      {content}
    </DropdownMenu.Item>
  );
}
