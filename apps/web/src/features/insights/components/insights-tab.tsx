import { Lightbulb, Upload } from 'lucide-react';
import { EmptyState } from '../../dashboard/components/empty-state';
import { TabHeader } from '../../dashboard/components/tab-header';
import { Button } from '../../../components/ui/button';

export function InsightsTab() {
  return (
    <>
      <TabHeader title="Insights" description="What your LinkedIn data says about your audience and your writing." />
      <EmptyState icon={Lightbulb} title="No LinkedIn Data Available">
        <p className="mt-2 max-w-md text-sm text-slate-600">
          Import your LinkedIn data export to see your best posting times, top hashtags, content themes and writing style.
        </p>
        <Button className="mt-6" disabled title="The importer arrives with the import feature">
          <Upload aria-hidden="true" className="size-4" /> Import LinkedIn Data
        </Button>
      </EmptyState>
    </>
  );
}
