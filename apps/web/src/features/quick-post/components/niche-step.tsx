import { NICHES, type TNiche } from '@cadence/contract/content/niches';
import {
  ArrowRight,
  ChartColumn,
  Cpu,
  Crown,
  Handshake,
  Landmark,
  ListChecks,
  Megaphone,
  Rocket,
  Sprout,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ChoiceCard } from '../../../components/ui/choice-card';
import { StepLayout } from './step-layout';

const nicheIcons: Record<TNiche, LucideIcon> = {
  Technology: Cpu,
  Marketing: Megaphone,
  Sales: Handshake,
  Leadership: Crown,
  Entrepreneurship: Rocket,
  'Data Science': ChartColumn,
  Finance: Landmark,
  HR: Users,
  Productivity: ListChecks,
  'Personal Development': Sprout,
};

export function NicheStep({
  niche,
  subNiche,
  onNicheChange,
  onSubNicheChange,
  onContinue,
}: {
  niche: TNiche | null;
  subNiche: string;
  onNicheChange: (niche: TNiche) => void;
  onSubNicheChange: (subNiche: string) => void;
  onContinue: () => void;
}) {
  return (
    <StepLayout
      title="Choose your niche"
      description="What do you post about? Trending topics and the draft are tailored to it."
      actions={
        <Button onClick={onContinue} disabled={!niche}>
          Continue <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      }
    >
      <fieldset className="min-w-0">
        <legend className="sr-only">Niche</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
          {NICHES.map((option) => {
            const Icon = nicheIcons[option];
            return (
              <ChoiceCard
                key={option}
                name="quick-post-niche"
                value={option}
                checked={niche === option}
                onChange={(value) => onNicheChange(value as TNiche)}
                className="min-h-20 flex-col justify-between gap-2"
              >
                <Icon aria-hidden="true" className="size-5 text-brand-500" />
                <span className="text-sm font-medium text-slate-900">{option}</span>
              </ChoiceCard>
            );
          })}
        </div>
      </fieldset>
      <div className="max-w-md">
        <label htmlFor="quick-post-sub-niche" className="block text-sm font-medium text-slate-800">
          Sub-niche <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <Input
          id="quick-post-sub-niche"
          className="mt-1.5"
          value={subNiche}
          maxLength={200}
          placeholder="e.g. AI in healthcare"
          onChange={(event) => onSubNicheChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && niche) onContinue();
          }}
        />
        <p className="mt-1.5 text-xs text-slate-500">Narrows the search, for example to one industry or audience.</p>
      </div>
    </StepLayout>
  );
}
