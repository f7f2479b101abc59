import { Zap } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { TabHeader } from '../../../components/ui/tab-header';

export function AutomationsTab() {
  return (
    <>
      <TabHeader title="Automation Preferences" description="Choose how often Cadence posts for you, when, and about what." />
      <EmptyState icon={Zap} title="No automation set up yet">
        <p className="mt-2 max-w-md text-sm text-slate-600">
          Posting frequency, preferred times, your niche and content formats will be set here. Until then, create posts by hand in
          Quick Post.
        </p>
      </EmptyState>
    </>
  );
}
