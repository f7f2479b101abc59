import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { openImportDialog } from '../../../lib/linkedin-data/import-dialog';
import type { WriterDraft } from '../hooks/use-quick-post-wizard';
import { WriterSetupDialog } from './writer-setup-dialog';

/**
 * Whose voice the draft follows and what wrote it. A voice match is only claimed against the
 * member's imported posts; without them the draft is neutral and the import is offered instead.
 */
export function DraftSource({ draft, action }: { draft: WriterDraft; action?: ReactNode }) {
  const writer = draft.writer.kind === 'offline' ? `the ${draft.writer.name}` : draft.writer.name;
  return (
    // On a phone the action wraps under the text rather than squeezing it into a column.
    <div className="flex flex-wrap items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200 ring-inset">
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
      <div className="min-w-48 flex-1">
        {draft.voice === 'imported' ? (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="text-sm text-slate-700">Drafted in your voice</p>
            <Badge
              tone={draft.voiceMatch >= 70 ? 'success' : draft.voiceMatch >= 40 ? 'brand' : 'neutral'}
              title="How closely the draft's style matches your imported posts"
            >
              Voice match {Math.round(draft.voiceMatch)}%
            </Badge>
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            Drafted in a neutral voice.{' '}
            <button
              type="button"
              onClick={() => openImportDialog()}
              aria-haspopup="dialog"
              className="text-left font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              Import your LinkedIn data
            </button>{' '}
            so drafts sound like you.
          </p>
        )}
        <p className="mt-0.5 text-xs text-slate-500">
          <span>Written by {writer}</span> · <WriterSetupDialog />
        </p>
      </div>
      {action}
    </div>
  );
}
