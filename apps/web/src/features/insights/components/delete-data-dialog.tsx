import { Trash2 } from 'lucide-react';
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

/** Deleting the imported data cannot be undone, so it asks first and says what changes. */
export function DeleteDataDialog({
  open,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent hideCloseButton={pending}>
        <DialogHeader>
          <DialogTitle>Delete imported data?</DialogTitle>
          <DialogDescription>
            The posts, profile and insights imported from your LinkedIn export are removed from Cadence.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-slate-400">
            <li>New drafts go back to a neutral voice until you import your data again.</li>
            <li>Nothing changes on LinkedIn itself.</li>
          </ul>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Keep Data
            </Button>
          </DialogClose>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {pending ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
            Delete Data
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
