import type { TLinkedInConnection } from '@cadence/contract/auth/get-profile';
import { CircleAlert, Earth, MessageCircle, Repeat2, Send, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { Skeleton } from '../ui/skeleton';
import { cn } from '../../lib/cn';
import { useFormatPost } from '../../lib/format-post';
import { hashtagsToAppend } from '@cadence/contract/linkedin/compose-post-text';
import type { AttachmentsView } from '../../lib/media/attachments-view';
import { AttachmentsPreview, FirstCommentPreview } from '../media/attachments-preview';

export function PreviewDialog({
  open,
  onOpenChange,
  content,
  hashtags,
  connection,
  attachments = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: string;
  hashtags: string[];
  connection: TLinkedInConnection | null;
  /** Issue 27: images, a document, a video, a poll or a link under the text, and the first comment. */
  attachments?: AttachmentsView | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Post preview</DialogTitle>
          <DialogDescription>How your post will look in the LinkedIn feed.</DialogDescription>
        </DialogHeader>
        <DialogBody className="bg-slate-100/70">
          <PreviewCard content={content} hashtags={hashtags} connection={connection} attachments={attachments} />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Close Preview</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PreviewCard({
  content,
  hashtags,
  connection,
  attachments,
}: {
  content: string;
  hashtags: string[];
  connection: TLinkedInConnection | null;
  attachments: AttachmentsView | null;
}) {
  const formatted = useFormatPost({ content, hashtags }, true);
  const [expanded, setExpanded] = useState(false);
  const name = connection?.account_name ?? 'Your LinkedIn account';
  const author = { name, avatarUrl: connection?.account_avatar_url ?? null };
  const html = formatted.data?.formatted_text ?? '';
  const folds = html.includes('li-after-fold');
  // The server's formatted text already ends with the hashtags as links; the raw fallback does not.
  const fallbackTags = formatted.isError ? hashtagsToAppend(content, hashtags) : [];

  return (
    <article aria-label="Preview of your post" className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <header className="flex items-center gap-3 px-4 pt-4">
        <Avatar name={name} src={connection?.account_avatar_url} className="size-12" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          <p className="flex items-center gap-1 text-xs text-slate-500">
            Now · <Earth aria-label="Visible to anyone" className="size-3.5" />
          </p>
        </div>
      </header>

      <div className="px-4 pt-3 pb-2 text-sm leading-relaxed text-slate-900">
        {formatted.isPending && (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span className="sr-only">Formatting your post…</span>
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-11/12" />
            <Skeleton className="h-3.5 w-4/5" />
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        )}
        {formatted.isError && (
          <>
            <p
              role="alert"
              className="mb-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Failed to generate preview. Please try again.
            </p>
            <p className="break-words whitespace-pre-wrap">{content}</p>
          </>
        )}
        {formatted.isSuccess && (
          <div className="break-words">
            <span
              className={cn(
                '[&_a]:font-semibold [&_a]:text-brand-600 [&_a:hover]:underline',
                // Folded like the feed: the server marks the fold; its own "…see more" text is
                // replaced by a real button so keyboards can open the rest too.
                '[&_.li-see-more]:hidden',
                !expanded && '[&_.li-after-fold]:hidden',
              )}
              // formatted_text is built by our own server, which escapes the member's text and emits
              // only its own markup (line breaks, hashtag links, the fold markers): safe to inject.
              dangerouslySetInnerHTML={{ __html: html }}
            />
            {folds && (
              <button
                type="button"
                onClick={() => setExpanded((value) => !value)}
                aria-expanded={expanded}
                className={cn(
                  'rounded font-medium text-slate-500 hover:text-brand-600 hover:underline',
                  expanded ? 'mt-1 block' : 'ml-0.5',
                )}
              >
                {expanded ? 'see less' : '…see more'}
              </button>
            )}
          </div>
        )}
        {fallbackTags.length > 0 && (
          <p className="mt-3 flex flex-wrap gap-x-2 font-semibold text-brand-600">
            {fallbackTags.map((tag) => (
              <span key={tag}>#{tag}</span>
            ))}
          </p>
        )}
      </div>

      {attachments && <AttachmentsPreview view={attachments} author={author} />}

      <div className="flex items-center justify-between px-4 py-2 text-xs text-slate-500">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="flex size-4 items-center justify-center rounded-full bg-brand-500">
            <ThumbsUp className="size-2.5 text-white" fill="currentColor" />
          </span>
          128
        </span>
        <span>14 comments · 6 shares</span>
      </div>
      <div
        aria-hidden="true"
        className="mx-4 grid grid-cols-4 border-t border-slate-200 py-1 text-xs font-medium text-slate-600 sm:text-sm"
      >
        {[
          { label: 'Like', icon: ThumbsUp },
          { label: 'Comment', icon: MessageCircle },
          { label: 'Share', icon: Repeat2 },
          { label: 'Send', icon: Send },
        ].map(({ label, icon: Icon }) => (
          <span
            key={label}
            className="flex flex-col items-center gap-1 rounded-md py-2 min-[420px]:flex-row min-[420px]:justify-center"
          >
            <Icon className="size-4" />
            {label}
          </span>
        ))}
      </div>
      {attachments?.firstComment && <FirstCommentPreview text={attachments.firstComment} author={author} />}
    </article>
  );
}
