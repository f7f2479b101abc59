import { TabHeader } from '../../../components/ui/tab-header';
import { NotificationSettings } from './notification-settings';
import { YourDataSection } from './your-data-section';

/**
 * Settings, opened from the account menu. Each section is its own component: this page only lays
 * them out, so a section is added with one import and one line.
 */
export function SettingsPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <TabHeader title="Settings" description="How Cadence keeps you informed, and your data." />
      <div className="flex flex-col gap-6">
        <NotificationSettings />
        <YourDataSection />
      </div>
    </div>
  );
}
