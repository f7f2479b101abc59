import { PenSquare } from 'lucide-react';
import { EmptyState } from '../../dashboard/components/empty-state';
import { TabHeader } from '../../dashboard/components/tab-header';

export function QuickPostTab() {
  return (
    <>
      <TabHeader title="Quick Post" description="Pick a niche and a format, choose a trending topic, and get a draft in your voice." />
      <EmptyState icon={PenSquare} title="The post wizard is on its way">
        <p className="mt-2 max-w-md text-sm text-slate-600">Niche, Format, Topics, Create: four steps from idea to published post.</p>
      </EmptyState>
    </>
  );
}
