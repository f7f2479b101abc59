import { AUTOMATION_FORMATS } from '@cadence/contract/content/formats';
import type { TPreferencesSuggestion } from '@cadence/contract/preferences/get-preferences';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** What the import found (niche, themes as formats, best times), offered when the form holds something else. */
export function SuggestionBanner({ suggestion, onApply }: { suggestion: TPreferencesSuggestion; onApply: () => void }) {
  const facts = [
    suggestion.niche && [suggestion.niche, suggestion.sub_niche].filter(Boolean).join(' · '),
    suggestion.content_formats.length > 0 && suggestion.content_formats.map((id) => AUTOMATION_FORMATS[id]).join(', '),
    suggestion.preferred_times.length > 0 && suggestion.preferred_times.map((t) => `${t.day.toLowerCase()} ${t.time}`).join(', '),
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 ring-inset sm:flex-row sm:items-center">
      <Sparkles aria-hidden="true" className="hidden size-5 shrink-0 text-brand-600 sm:block" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">Your LinkedIn data suggests a plan</p>
        <p className="mt-0.5 text-sm break-words text-slate-700">{facts.join(' — ')}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onApply} className="shrink-0 self-start sm:self-auto">
        Use suggestions from your LinkedIn data
      </Button>
    </div>
  );
}
