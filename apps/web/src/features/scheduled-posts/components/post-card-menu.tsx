import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, EllipsisVertical, MessageSquareX, Pencil, Trash2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { isCancellable, isEditable } from '../lib/post-filters';

const itemClasses = cn(
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-800 outline-none select-none',
  'data-highlighted:bg-brand-50 data-highlighted:text-brand-700 data-disabled:cursor-not-allowed data-disabled:opacity-60',
);

/** 'approve' is a draft's own button on its card, not a menu item. */
export type PostAction = 'approve' | 'edit' | 'cancel' | 'cancel-with-reason' | 'delete';

/**
 * Spec §2 and §4: Edit, Cancel Post and Cancel with Reason only while the post waits (Edit also
 * for a draft, which gets a time); Delete Permanently for every status.
 */
export function PostCardMenu({
  post,
  label,
  disabled,
  onAction,
}: {
  post: TScheduledPost;
  label: string;
  disabled?: boolean;
  onAction: (action: PostAction) => void;
}) {
  const cancellable = isCancellable(post);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild disabled={disabled}>
        <button
          type="button"
          aria-label={label}
          className="-m-1 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50 data-[state=open]:bg-slate-100"
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-30 w-56 max-w-[calc(100vw-1rem)] rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
        >
          {isEditable(post) && (
            <DropdownMenu.Item className={itemClasses} onSelect={() => onAction('edit')}>
              <Pencil aria-hidden="true" className="size-4 text-slate-500" /> Edit
            </DropdownMenu.Item>
          )}
          {cancellable && (
            <>
              <DropdownMenu.Item className={itemClasses} onSelect={() => onAction('cancel')}>
                <Ban aria-hidden="true" className="size-4 text-slate-500" /> Cancel Post
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClasses} onSelect={() => onAction('cancel-with-reason')}>
                <MessageSquareX aria-hidden="true" className="size-4 text-slate-500" /> Cancel with Reason
              </DropdownMenu.Item>
            </>
          )}
          {(isEditable(post) || cancellable) && <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />}
          <DropdownMenu.Item
            className={cn(itemClasses, 'text-red-700 data-highlighted:bg-red-50 data-highlighted:text-red-800')}
            onSelect={() => onAction('delete')}
          >
            <Trash2 aria-hidden="true" className="size-4" /> Delete Permanently
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
