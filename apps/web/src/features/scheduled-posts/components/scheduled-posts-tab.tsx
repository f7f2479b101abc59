import { CalendarClock, Plus, Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { TabHeader } from '../../../components/ui/tab-header';

export function ScheduledPostsTab() {
  return (
    <>
      <TabHeader
        title="Scheduled Posts"
        actions={
          <>
            <Link to="/automations" className={buttonClasses('secondary', 'sm')}>
              <Settings2 aria-hidden="true" className="size-4" /> Edit Schedule
            </Link>
            <Link to="/quick-post" className={buttonClasses('primary', 'sm')}>
              <Plus aria-hidden="true" className="size-4" /> Create Post Now
            </Link>
          </>
        }
      />
      <EmptyState icon={CalendarClock} title="No posts found">
        <Link to="/quick-post" className={buttonClasses('primary', 'md', 'mt-6')}>
          Create Your First Post
        </Link>
      </EmptyState>
    </>
  );
}
