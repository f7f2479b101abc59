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

/** Delete Permanently cannot be undone, so it asks first; a published post stays on LinkedIn. */
export function ConfirmDeleteDialog({
  open,
  count,
  includesPublished,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  count: number;
  includesPublished: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const many = count > 1;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent hideCloseButton={pending}>
        <DialogHeader>
          <DialogTitle>{many ? `Delete ${count} posts permanently?` : 'Delete this post permanently?'}</DialogTitle>
          <DialogDescription>
            {many ? 'They are removed from Cadence' : 'It is removed from Cadence'} and cannot be restored.
          </DialogDescription>
        </DialogHeader>
        {includesPublished && (
          <DialogBody>
            <p className="text-sm text-slate-700">
              A post already published stays on LinkedIn; delete it there if you want it gone.
            </p>
          </DialogBody>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Keep {many ? 'Posts' : 'Post'}
            </Button>
          </DialogClose>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {pending && <Spinner />}
            Delete Permanently
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
