import type { TLinkedInConnection } from '@cadence/contract/auth/get-profile';
import type { ReactNode } from 'react';
import { ArrowLeft, CalendarClock, CircleAlert, Eye, RefreshCw, Send, Square, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import type { WriterDraft } from '../hooks/use-quick-post-wizard';
import { normalizeHashtags } from '@cadence/contract/linkedin/compose-post-text';
import { CharacterMeter, meterLevel, OverLimitMessage } from '../../../components/post/character-meter';
import { FoldHint } from '../../../components/post/fold-hint';
import { DraftSource } from './draft-source';
import { PlaceholderGaps } from './placeholder-gaps';
import { StepLayout } from './step-layout';

export function CreateStep({
  content,
  hashtagsText,
  hashtags,
  length,
  draft,
  placeholders,
  notice,
  connection,
  connectionLoading,
  posting,
  regenerating,
  streaming = 'idle',
  onStop,
  canRegenerate,
  onContentChange,
  onHashtagsChange,
  onDismissNotice,
  onRegenerate,
  onPreview,
  onBack,
  onSchedule,
  onPostNow,
  attachments,
  attachmentProblem = null,
}: {
  content: string;
  hashtagsText: string;
  hashtags: string[];
  length: number;
  draft: WriterDraft | null;
  /** The gaps still in the text ("[your moment]"): while any remains, nothing is published. */
  placeholders: string[];
  notice: string | null;
  connection: TLinkedInConnection | null;
  connectionLoading: boolean;
  posting: boolean;
  regenerating: boolean;
  /** 'writing' while a model writes into the editor (read-only, with Stop); 'stopped' after Stop. */
  streaming?: 'idle' | 'writing' | 'stopped';
  onStop?: () => void;
  canRegenerate: boolean;
  onContentChange: (content: string) => void;
  onHashtagsChange: (hashtags: string) => void;
  onDismissNotice: () => void;
  onRegenerate: () => void;
  onPreview: () => void;
  onBack: () => void;
  onSchedule: () => void;
  onPostNow: () => void;
  /** Issue 27: the attachment editor, under the hashtags. */
  attachments?: ReactNode;
  /** Why the attachments keep the post back (an upload running, a poll half written), or null. */
  attachmentProblem?: string | null;
}) {
  const hasContent = content.trim().length > 0;
  const over = meterLevel(length) === 'over';
  const writing = streaming === 'writing';
  const busy = posting || regenerating || writing;
  const noConnection = !connectionLoading && !connection;
  const unfilled = placeholders.length > 0;
  const held = attachmentProblem !== null;
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <StepLayout
      title="Create your post"
      description="Edit the draft until it sounds like you, then preview, schedule or post it."
      actions={
        <>
          <Button variant="ghost" onClick={onBack} disabled={busy} className="sm:mr-auto">
            <ArrowLeft aria-hidden="true" className="size-4" /> Back
          </Button>
          <Button variant="secondary" onClick={onPreview} disabled={busy}>
            <Eye aria-hidden="true" className="size-4" /> Preview
          </Button>
          <Button
            variant="secondary"
            onClick={onSchedule}
            disabled={!hasContent || !connection || over || unfilled || held || busy}
            aria-describedby={describedBy(
              noConnection && 'quick-post-connection-hint',
              over && 'quick-post-over-limit',
              unfilled && 'quick-post-placeholders',
              held && 'quick-post-attachment-problem',
            )}
          >
            <CalendarClock aria-hidden="true" className="size-4" /> Schedule
          </Button>
          <Button
            onClick={onPostNow}
            disabled={!hasContent || over || unfilled || held || busy || connectionLoading}
            aria-describedby={describedBy(
              over && 'quick-post-over-limit',
              unfilled && 'quick-post-placeholders',
              held && 'quick-post-attachment-problem',
            )}
          >
            {posting ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
            {posting ? 'Posting...' : 'Post Now'}
          </Button>
        </>
      }
    >
      {notice && (
        // The toast announced it already; this copy stays so the reason is still there later.
        <div className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="flex-1">{notice}</p>
          <button
            type="button"
            onClick={onDismissNotice}
            className="-m-1 rounded p-1 text-amber-800 hover:bg-amber-100"
            aria-label="Dismiss message"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}

      {draft && (
        <DraftSource
          draft={draft}
          action={
            canRegenerate && (
              <Button variant="ghost" size="sm" onClick={onRegenerate} disabled={busy} className="-my-1 ml-auto shrink-0">
                {regenerating ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
                {regenerating ? 'Regenerating...' : 'Regenerate'}
              </Button>
            )
          }
        />
      )}

      <div>
        <div className="flex min-h-8 items-center gap-2">
          <label htmlFor="quick-post-content" className="block text-sm font-medium text-slate-800">
            Post
          </label>
          {writing && (
            <>
              <span role="status" className="flex items-center gap-1.5 text-xs text-slate-500">
                <Spinner /> Writing…
              </span>
              <Button variant="secondary" size="sm" onClick={onStop} className="ml-auto">
                <Square aria-hidden="true" className="size-3.5" /> Stop
              </Button>
            </>
          )}
        </div>
        {streaming === 'stopped' && (
          <p id="quick-post-stopped" className="mt-1 text-sm text-slate-600">
            Stopped: the text written so far is kept as your draft to edit.
          </p>
        )}
        <Textarea
          id="quick-post-content"
          className="mt-1.5"
          rows={8}
          readOnly={writing}
          aria-busy={writing || undefined}
          value={content}
          placeholder="Share an insight, a story or a lesson…"
          aria-invalid={over || undefined}
          aria-describedby={describedBy(unfilled && 'quick-post-placeholders', 'quick-post-meter', 'quick-post-fold')}
          onChange={(event) => onContentChange(event.target.value)}
        />
        <div className="mt-2 flex flex-col gap-2">
          <PlaceholderGaps
            id="quick-post-placeholders"
            editorId="quick-post-content"
            content={content}
            placeholders={placeholders}
          />
          <CharacterMeter id="quick-post-meter" length={length} />
          <OverLimitMessage id="quick-post-over-limit" length={length} />
          <FoldHint id="quick-post-fold" content={content} />
        </div>
      </div>

      <div>
        <label htmlFor="quick-post-hashtags" className="block text-sm font-medium text-slate-800">
          Hashtags
        </label>
        <Input
          id="quick-post-hashtags"
          className="mt-1.5"
          value={hashtagsText}
          placeholder="leadership, productivity, remotework"
          aria-describedby="quick-post-hashtags-hint"
          onChange={(event) => onHashtagsChange(event.target.value)}
        />
        <p id="quick-post-hashtags-hint" className="mt-1.5 text-xs text-slate-500">
          Separate hashtags with commas.
        </p>
        {normalizeHashtags(hashtags).length > 0 && (
          // Spelled as they will be posted: LinkedIn ends a tag at a space or punctuation.
          <ul aria-label="Hashtags in this post" className="mt-2 flex flex-wrap gap-1.5">
            {normalizeHashtags(hashtags).map((tag) => (
              <li key={tag}>
                <Badge tone="brand">#{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>

      {attachments}
      {attachmentProblem && (
        <p id="quick-post-attachment-problem" className="flex items-center gap-2 text-sm text-slate-600">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
          {attachmentProblem}
        </p>
      )}

      {noConnection && (
        <p id="quick-post-connection-hint" className="flex items-center gap-2 text-sm text-slate-600">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
          Please connect your LinkedIn account first
        </p>
      )}
    </StepLayout>
  );
}
