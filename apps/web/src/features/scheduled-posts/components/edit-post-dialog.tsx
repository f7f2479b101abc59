import type { TEditScheduledPostRequest } from '@cadence/contract/scheduling/edit-scheduled-post';
import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import { Eye } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { CharacterMeter, meterLevel, OverLimitMessage } from '../../../components/post/character-meter';
import { FoldHint } from '../../../components/post/fold-hint';
import { PreviewDialog } from '../../../components/post/preview-dialog';
import { ScheduleTimeField } from '../../../components/post/schedule-time-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useActiveConnection } from '../../../lib/get-profile';
import { messageForPerson } from '../../../lib/message-for-person';
import { postLength } from '../../../lib/post-length';
import {
  DEFAULT_LEAD_MINUTES,
  earliestScheduleTime,
  fromDateTimeLocal,
  isFarEnoughAhead,
  minutesFromNow,
  TOO_EARLY_MESSAGE,
  toDateTimeLocal,
} from '../../../lib/schedule/schedule-time';
import { splitHashtags } from '../../../lib/split-hashtags';
import { useEditScheduledPost } from '../api/edit-scheduled-post';
import { AttachmentEditor } from '../../../components/media/attachment-editor';
import { attachmentsRequest, draftFromPost, draftProblem } from '../../../lib/media/attachment-draft';
import { viewFromDraft } from '../../../lib/media/attachments-view';
import { useAttachmentDraft } from '../../../lib/media/use-attachment-draft';

/** Spec §8, the Schedule modal's failure: Edit reschedules the same way. */
const FAILED = 'Failed to schedule post. Please try again.';

/**
 * The card menu's Edit: the post in the same editor as Quick Post's Create step (preview, counter,
 * fold hint) plus the time. A draft given a time becomes scheduled. Saving sends only what changed.
 */
export function EditPostDialog({
  post,
  timeZone,
  onOpenChange,
  onSaved,
}: {
  post: TScheduledPost | null;
  timeZone: string;
  onOpenChange: (open: boolean) => void;
  onSaved: (post: TScheduledPost) => void;
}) {
  const edit = useEditScheduledPost();
  return (
    <Dialog open={post !== null} onOpenChange={(next) => !edit.isPending && onOpenChange(next)}>
      <DialogContent hideCloseButton={edit.isPending} className="md:max-w-2xl">
        {post && (
          <EditForm
            key={post.id}
            post={post}
            timeZone={timeZone}
            pending={edit.isPending}
            onSubmit={(changes) => edit.mutateAsync({ id: post.id, changes })}
            onSaved={onSaved}
            onUnchanged={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({
  post,
  timeZone,
  pending,
  onSubmit,
  onSaved,
  onUnchanged,
}: {
  post: TScheduledPost;
  timeZone: string;
  pending: boolean;
  onSubmit: (changes: TEditScheduledPostRequest) => Promise<TScheduledPost>;
  onSaved: (post: TScheduledPost) => void;
  onUnchanged: () => void;
}) {
  const id = useId();
  const connection = useActiveConnection();
  const isDraft = post.status === 'draft';
  const originalHashtags = post.hashtags.join(', ');
  const [content, setContent] = useState(post.content ?? '');
  const [hashtagsText, setHashtagsText] = useState(originalHashtags);
  const [original] = useState(() =>
    post.scheduled_time
      ? toDateTimeLocal(new Date(post.scheduled_time), timeZone)
      : toDateTimeLocal(minutesFromNow(DEFAULT_LEAD_MINUTES), timeZone),
  );
  const [time, setTime] = useState(original);
  const [min] = useState(() => toDateTimeLocal(earliestScheduleTime(), timeZone));
  const [previewOpen, setPreviewOpen] = useState(false);
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  // Issue 27: the post's attachments in Quick Post's editor; sent whole once the member changed them.
  const attachments = useAttachmentDraft(() => draftFromPost(post));
  const attachmentProblem = draftProblem(attachments.draft);

  const hashtags = splitHashtags(hashtagsText);
  const length = postLength(content, hashtags);
  const over = meterLevel(length) === 'over';
  // A slot whose text is still to be written may stay empty; a written post may not be emptied.
  const contentRequired = post.content !== null;
  const blank = content.trim().length === 0;
  const chosen = fromDateTimeLocal(time, timeZone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const changes: TEditScheduledPostRequest = {};
    if (content !== (post.content ?? '') && !blank) changes.content = content;
    if (hashtagsText !== originalHashtags) changes.hashtags = hashtags;
    if (attachmentProblem) return;
    if (attachments.draft.touched) Object.assign(changes, attachmentsRequest(attachments.draft, { removing: true }));
    // A draft is scheduled by saving it, so its time always goes; a post's only when it moved.
    if (isDraft || time !== original) {
      if (!chosen || !isFarEnoughAhead(chosen)) {
        setError({ title: TOO_EARLY_MESSAGE });
        return;
      }
      changes.scheduled_time = chosen.toISOString();
    }
    if (Object.keys(changes).length === 0) {
      onUnchanged();
      return;
    }
    try {
      onSaved(await onSubmit(changes));
    } catch (failure) {
      // 409: a worker took the post meanwhile; the server says so in words for the member.
      if (failure instanceof ApiError && failure.status === 409) setError({ title: failure.message });
      else setError({ title: FAILED, detail: messageForPerson(failure) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col" noValidate>
      <DialogHeader>
        <DialogTitle>{isDraft ? 'Edit and schedule draft' : 'Edit scheduled post'}</DialogTitle>
        <DialogDescription>
          {isDraft
            ? 'Pick a time and Cadence publishes this draft to LinkedIn then.'
            : 'Changes apply to the queued post; it goes out at the time below.'}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        <div>
          <label htmlFor={`${id}-content`} className="block text-sm font-medium text-slate-800">
            Post
          </label>
          <Textarea
            id={`${id}-content`}
            className="mt-1.5"
            rows={8}
            value={content}
            disabled={pending}
            placeholder={post.content === null ? 'Content will be generated automatically' : undefined}
            aria-invalid={over || (contentRequired && blank) || undefined}
            aria-describedby={`${id}-meter ${id}-fold`}
            onChange={(event) => setContent(event.target.value)}
          />
          <div className="mt-2 flex flex-col gap-2">
            <CharacterMeter id={`${id}-meter`} length={length} />
            <OverLimitMessage length={length} />
            <FoldHint id={`${id}-fold`} content={content} />
          </div>
        </div>

        <div>
          <label htmlFor={`${id}-hashtags`} className="block text-sm font-medium text-slate-800">
            Hashtags
          </label>
          <Input
            id={`${id}-hashtags`}
            className="mt-1.5"
            value={hashtagsText}
            disabled={pending}
            placeholder="leadership, productivity, remotework"
            aria-describedby={`${id}-hashtags-hint`}
            onChange={(event) => setHashtagsText(event.target.value)}
          />
          <p id={`${id}-hashtags-hint`} className="mt-1.5 text-xs text-slate-500">
            Separate hashtags with commas.
          </p>
        </div>

        <AttachmentEditor
          controls={attachments}
          content={content}
          author={{
            name: connection.data?.account_name ?? 'Your LinkedIn account',
            avatarUrl: connection.data?.account_avatar_url ?? null,
          }}
          disabled={pending}
        />
        {attachmentProblem && (
          <p id={`${id}-attachment-problem`} className="text-sm text-slate-600">
            {attachmentProblem}
          </p>
        )}

        <ScheduleTimeField
          value={time}
          min={min}
          timeZone={timeZone}
          disabled={pending}
          invalid={error?.title === TOO_EARLY_MESSAGE}
          onChange={(next) => {
            setTime(next);
            setError(null);
          }}
        />

        {error && <InlineAlert title={error.title} detail={error.detail} />}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" className="sm:mr-auto" disabled={pending || blank} onClick={() => setPreviewOpen(true)}>
          <Eye aria-hidden="true" className="size-4" /> Preview
        </Button>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={pending || over || (contentRequired && blank) || !chosen || attachmentProblem !== null}
          aria-describedby={attachmentProblem ? `${id}-attachment-problem` : undefined}
        >
          {pending && <Spinner />}
          {pending ? 'Saving...' : isDraft ? 'Schedule Post' : 'Save Changes'}
        </Button>
      </DialogFooter>
      <PreviewDialog
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        content={content}
        hashtags={hashtags}
        connection={connection.data ?? null}
        attachments={viewFromDraft(attachments.draft)}
      />
    </form>
  );
}
