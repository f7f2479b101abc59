import type { TPreferenceTemplate } from '@cadence/contract/preferences/preference-templates';
import { ArrowRight } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePreferenceTemplates } from '../api/get-preference-templates';

/** Ready-made sets as quick starts: one press fills the plan below; nothing is saved until the member saves. */
export function TemplatePicker({ onApply }: { onApply: (template: TPreferenceTemplate) => void }) {
  const templates = usePreferenceTemplates();
  if (templates.isPending) {
    return (
      <div aria-busy="true" className="grid gap-2 sm:grid-cols-2">
        <span className="sr-only">Loading templates…</span>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-20 rounded-xl" />
        ))}
      </div>
    );
  }
  // Quick starts are a convenience: without them the form below still does everything.
  if (templates.isError || templates.data.length === 0) {
    return <p className="text-sm text-slate-600">No templates right now. Set your plan below.</p>;
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {templates.data.map((template) => (
        <li key={template.id} className="flex">
          <button
            type="button"
            onClick={() => onApply(template)}
            className="group flex w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-slate-900">{template.name}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{template.description}</span>
            </span>
            <ArrowRight
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-slate-400 transition-colors group-hover:text-brand-600"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
