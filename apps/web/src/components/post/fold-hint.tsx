import { LINKEDIN_SEE_MORE_FOLD } from '@cadence/contract/linkedin/limits';
import { Eye } from 'lucide-react';

/**
 * Readers decide from the first lines whether to open a post, so show the member exactly which
 * part of their text is visible before LinkedIn's "…see more".
 */
export function FoldHint({ id, content }: { id: string; content: string }) {
  const text = content.trim();
  if (!text) return null;
  const folds = text.length > LINKEDIN_SEE_MORE_FOLD;
  return (
    <div id={id} className="rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200 ring-inset">
      <p className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <Eye aria-hidden="true" className="size-3.5" />
        {folds
          ? `First ${LINKEDIN_SEE_MORE_FOLD} characters show before “…see more”`
          : `Under ${LINKEDIN_SEE_MORE_FOLD} characters: the whole post shows without “…see more”`}
      </p>
      {folds && (
        <p className="mt-1.5 text-sm break-words whitespace-pre-line text-slate-800">
          {text.slice(0, LINKEDIN_SEE_MORE_FOLD)}
          <span className="text-slate-500">…see more</span>
        </p>
      )}
    </div>
  );
}
