import { Lightbulb, Upload } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { TabHeader } from '../../../components/ui/tab-header';
import { Button } from '../../../components/ui/button';

const IMPORT_NOT_READY_ID = 'insights-import-not-ready';

export function InsightsTab() {
  return (
    <>
      <TabHeader title="Insights" description="What your LinkedIn data says about your audience and your writing." />
      <EmptyState icon={Lightbulb} title="No LinkedIn Data Available">
        <p className="mt-2 max-w-md text-sm text-slate-600">
          Import your LinkedIn data export to see your best posting times, top hashtags, content themes and writing style.
        </p>
        {/* Said on screen, not in a hover tooltip: phones and keyboards never see a tooltip. */}
        <Button className="mt-6" disabled aria-describedby={IMPORT_NOT_READY_ID}>
          <Upload aria-hidden="true" className="size-4" /> Import LinkedIn Data
        </Button>
        <p id={IMPORT_NOT_READY_ID} className="mt-3 max-w-md text-sm text-slate-500">
          Importing your LinkedIn data is not available yet; it is coming soon. Until then, Quick Post writes from your niche and
          the topics trending in it.
        </p>
      </EmptyState>
    </>
  );
}
