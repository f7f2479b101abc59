import type { TLinkedInConnection } from '@cadence/contract/auth/get-profile';
import { useState, type FormEvent } from 'react';
import { Avatar } from '../../../components/ui/avatar';
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
import { ScheduleTimeField } from '../../../components/post/schedule-time-field';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { Spinner } from '../../../components/ui/spinner';
import { messageForPerson } from '../../../lib/message-for-person';
import { useSchedulePost } from '../api/schedule-post';
import { useMemberTimeZone } from '../../../lib/member-time-zone';
import {
  DEFAULT_LEAD_MINUTES,
  earliestScheduleTime,
  fromDateTimeLocal,
  isFarEnoughAhead,
  minutesFromNow,
  TOO_EARLY_MESSAGE,
  toDateTimeLocal,
} from '../../../lib/schedule/schedule-time';
import { hashtagsToAppend } from '@cadence/contract/linkedin/compose-post-text';
import type { TPostAttachments } from '@cadence/contract/media/post-attachments';

const FAILED = 'Failed to schedule post. Please try again.';

export function ScheduleDialog({
  open,
  onOpenChange,
  content,
  hashtags,
  connection,
  attachments,
  attachmentsLabel = null,
  onScheduled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: string;
  hashtags: string[];
  connection: TLinkedInConnection;
  /** Issue 27: what goes with the post (media ids, poll, link, first comment). */
  attachments?: TPostAttachments;
  /** What the post carries, in words ("Carousel · 5 pages"), shown under its text. */
  attachmentsLabel?: string | null;
  onScheduled: (time: Date) => void;
}) {
  const schedule = useSchedulePost();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-request would hide whether the post got scheduled.
        if (!schedule.isPending) onOpenChange(next);
      }}
    >
      <DialogContent hideCloseButton={schedule.isPending}>
        {/* Mounted only while open, so each opening starts from "one hour from now". */}
        <ScheduleForm
          content={content}
          hashtags={hashtags}
          connection={connection}
          with={[attachmentsLabel, attachments?.first_comment ? 'a first comment' : null].filter(Boolean).join(' and ')}
          pending={schedule.isPending}
          onSubmit={(time) =>
            schedule.mutateAsync({
              content,
              hashtags,
              scheduled_time: time.toISOString(),
              platform_connection_id: connection.id,
              ...attachments,
            })
          }
          onScheduled={onScheduled}
        />
      </DialogContent>
    </Dialog>
  );
}

function ScheduleForm({
  content,
  hashtags,
  connection,
  with: carrying,
  pending,
  onSubmit,
  onScheduled,
}: {
  content: string;
  hashtags: string[];
  connection: TLinkedInConnection;
  /** "Carousel · 5 pages and a first comment", or empty. */
  with: string;
  pending: boolean;
  onSubmit: (time: Date) => Promise<unknown>;
  onScheduled: (time: Date) => void;
}) {
  const timeZone = useMemberTimeZone();
  const [value, setValue] = useState(() => toDateTimeLocal(minutesFromNow(DEFAULT_LEAD_MINUTES), timeZone));
  const [min] = useState(() => toDateTimeLocal(earliestScheduleTime(), timeZone));
  const [error, setError] = useState<string | null>(null);
  const [detail, setDetail] = useState('');
  const chosen = fromDateTimeLocal(value, timeZone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDetail('');
    // Checked against the clock at submit time: the dialog may have stayed open for a while.
    if (!chosen || !isFarEnoughAhead(chosen)) {
      setError(TOO_EARLY_MESSAGE);
      return;
    }
    try {
      await onSubmit(chosen);
      onScheduled(chosen);
    } catch (failure) {
      setError(FAILED);
      setDetail(messageForPerson(failure) ?? '');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col" noValidate>
      <DialogHeader>
        <DialogTitle>Schedule post</DialogTitle>
        <DialogDescription>Cadence publishes it to LinkedIn at the time you pick.</DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        <article aria-label="Post preview" className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
          <div className="flex items-center gap-2">
            <Avatar name={connection.account_name} src={connection.account_avatar_url} className="size-8 text-xs" />
            <p className="truncate text-sm font-semibold text-slate-900">{connection.account_name}</p>
          </div>
          <p className="mt-2 line-clamp-6 text-sm break-words whitespace-pre-wrap text-slate-800">{content.trim()}</p>
          {hashtagsToAppend(content, hashtags).length > 0 && (
            <p className="mt-2 flex flex-wrap gap-x-2 text-sm font-medium text-brand-600">
              {hashtagsToAppend(content, hashtags).map((tag) => (
                <span key={tag}>#{tag}</span>
              ))}
            </p>
          )}
          {carrying && <p className="mt-2 text-xs font-medium text-slate-600">With {carrying}</p>}
        </article>

        <ScheduleTimeField
          value={value}
          min={min}
          timeZone={timeZone}
          disabled={pending}
          invalid={error === TOO_EARLY_MESSAGE}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
        />

        {error && <InlineAlert title={error} detail={detail} />}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending || !chosen}>
          {pending && <Spinner />}
          {pending ? 'Scheduling...' : 'Schedule Post'}
        </Button>
      </DialogFooter>
    </form>
  );
}
