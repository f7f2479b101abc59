import { AutomationsTab } from '../features/automations/components/automations-tab';
import { useAuth } from '../lib/auth/auth-store';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { InsightsTab } from '../features/insights/components/insights-tab';
import { QuickPostTab } from '../features/quick-post/components/quick-post-tab';
import { ScheduledPostsTab } from '../features/scheduled-posts/components/scheduled-posts-tab';

/** The dashboard; the route picks the active tab. */
export function SignedInApp() {
  const auth = useAuth();
  if (auth.status !== 'signed-in') return null;
  return <DashboardLayout email={auth.user.email} />;
}

export const tabs = {
  automations: AutomationsTab,
  'scheduled-posts': ScheduledPostsTab,
  'profile-insights': InsightsTab,
  'quick-post': QuickPostTab,
} as const;
