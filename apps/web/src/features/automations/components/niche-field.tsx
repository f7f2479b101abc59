import { NICHES, type TNiche } from '@cadence/contract/content/niches';
import { Input } from '../../../components/ui/input';
import { fieldClasses } from '../../../components/ui/textarea';

/** The wizard's ten niches and an optional sub-niche: what the research looks for. */
export function NicheField({
  niche,
  subNiche,
  onNicheChange,
  onSubNicheChange,
}: {
  niche: TNiche | null;
  subNiche: string;
  onNicheChange: (niche: TNiche | null) => void;
  onSubNicheChange: (subNiche: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="automation-niche" className="block text-sm font-medium text-slate-800">
          Niche
        </label>
        <select
          id="automation-niche"
          value={niche ?? ''}
          aria-describedby="automation-niche-hint"
          onChange={(event) => onNicheChange((event.target.value || null) as TNiche | null)}
          className={fieldClasses(false, 'mt-1.5 h-10 cursor-pointer py-0 pr-8')}
        >
          <option value="">Choose a niche</option>
          {NICHES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <p id="automation-niche-hint" className="mt-1.5 text-xs text-slate-500">
          Needed before automation can start.
        </p>
      </div>
      <div>
        <label htmlFor="automation-sub-niche" className="block text-sm font-medium text-slate-800">
          Sub-niche <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <Input
          id="automation-sub-niche"
          className="mt-1.5 h-10"
          value={subNiche}
          maxLength={200}
          placeholder="e.g. AI in healthcare"
          onChange={(event) => onSubNicheChange(event.target.value)}
        />
      </div>
    </div>
  );
}
