import { Card } from '../../../components/ui/card';

/** Which notifications this member receives, by email and in the app's bell. */
export function NotificationSettings() {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="notification-settings-title">
        <h2 id="notification-settings-title" className="text-lg font-semibold text-slate-900">
          Notifications
        </h2>
        <p className="mt-1 text-sm text-slate-600">Choose what Cadence tells you about, by email and in the app.</p>
      </section>
    </Card>
  );
}
