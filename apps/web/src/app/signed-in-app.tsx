import { AutomationsTab } from '../features/automations/components/automations-tab';
import { useAuth } from '../lib/auth/auth-store';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { InsightsTab } from '../features/insights/components/insights-tab';
import { ImportDialog } from '../features/linkedin-import/components/import-dialog';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { QuickPostTab } from '../features/quick-post/components/quick-post-tab';
import { SettingsPage } from '../features/settings/components/settings-page';
import { ScheduledPostsTab } from '../features/scheduled-posts/components/scheduled-posts-tab';
import { usePostEvents } from '../lib/schedule/post-events';
import { useSyncTimeZone } from '../lib/sync-time-zone';

/** The dashboard, and the import dialog its header, Insights tab and Quick Post open; the route picks the active tab. */
export function SignedInApp() {
  const auth = useAuth();
  usePostEvents();
  useSyncTimeZone();
  if (auth.status !== 'signed-in') return null;
  return (
    <>
      <DashboardLayout email={auth.user.email} bell={<NotificationBell />} />
      <ImportDialog />
    </>
  );
}

export const tabs = {
  automations: AutomationsTab,
  'scheduled-posts': ScheduledPostsTab,
  'profile-insights': InsightsTab,
  'quick-post': QuickPostTab,
  settings: SettingsPage,
} as const;
