import { MAX_CANCEL_REASON_LENGTH } from '@cadence/contract/scheduling/cancel-posts';
import { useId, useState, type FormEvent } from 'react';
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
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';

/** Spec §2 and §5: a reason is required, at most 200 characters, counted as the member types. */
export function CancelReasonDialog({
  open,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent hideCloseButton={pending}>
        {/* Mounted only while open: each post starts with an empty reason. */}
        <ReasonForm pending={pending} onConfirm={onConfirm} />
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({ pending, onConfirm }: { pending: boolean; onConfirm: (reason: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const blank = reason.trim().length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !pending) onConfirm(reason.trim());
  };
  return (
    <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogHeader>
        <DialogTitle>Cancel with reason</DialogTitle>
        <DialogDescription>The post will not be published. It stays in your list with this reason.</DialogDescription>
      </DialogHeader>
      <DialogBody>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Reason
        </label>
        <Textarea
          id={id}
          className="mt-1.5"
          rows={3}
          value={reason}
          maxLength={MAX_CANCEL_REASON_LENGTH}
          required
          disabled={pending}
          placeholder="For example: the event was postponed"
          aria-describedby={`${id}-count`}
          onChange={(event) => setReason(event.target.value.slice(0, MAX_CANCEL_REASON_LENGTH))}
        />
        <p
          id={`${id}-count`}
          aria-live="polite"
          className={cn(
            'mt-1.5 text-right text-xs tabular-nums',
            reason.length >= MAX_CANCEL_REASON_LENGTH ? 'font-medium text-amber-700' : 'text-slate-500',
          )}
        >
          {reason.length}/{MAX_CANCEL_REASON_LENGTH}
          <span className="sr-only"> characters</span>
        </p>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Keep Post
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={blank || pending}>
          {pending && <Spinner />}
          Cancel Post
        </Button>
      </DialogFooter>
    </form>
  );
}
