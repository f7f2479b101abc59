import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import { Check, CircleAlert, MessageSquare, RefreshCw } from 'lucide-react';
import { PostThumbnail } from '../../../components/media/post-thumbnail';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useActiveConnection } from '../../../lib/get-profile';
import { kindLabel, viewFromRich } from '../../../lib/media/attachments-view';
import { messageForPerson } from '../../../lib/message-for-person';
import { toast } from '../../../lib/toast';
import { useRetryFirstComment } from '../api/retry-first-comment';

export const postKindLabel = (post: TScheduledPost) => kindLabel(viewFromRich(post));

/** The name and picture a carousel's pages carry, for its thumbnail. */
export function useCarouselAuthor() {
  const connection = useActiveConnection().data;
  return { name: connection?.account_name ?? '', avatarUrl: connection?.account_avatar_url ?? null };
}

/** A card's attachment (thumbnail and kind: "Carousel · 8 pages", "3 images", "Poll") and its first comment's state. */
export function PostAttachmentSummary({ post }: { post: TScheduledPost }) {
  const author = useCarouselAuthor();
  const label = postKindLabel(post);
  return (
    <>
      {label && (
        <div className="mt-3 flex items-center gap-2.5">
          <PostThumbnail post={post} author={author} className="size-12 ring-1 ring-slate-200" />
          <p className="text-xs font-medium text-slate-700">
            <span className="sr-only">Attached: </span>
            <span>{label}</span>
          </p>
        </div>
      )}
      <FirstCommentState post={post} />
    </>
  );
}

function FirstCommentState({ post }: { post: TScheduledPost }) {
  const retry = useRetryFirstComment();
  // Its state moves by the live updates: migration 0017's trigger fires on the comment's state too.
  const comment = post.first_comment;
  if (!comment) return null;
  if (comment.status === 'failed' && post.status === 'published') {
    return (
      <div className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset">
        <p className="flex items-start gap-2">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            The first comment could not be posted{comment.error_message ? `: ${comment.error_message}` : '.'}
          </span>
        </p>
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(post.id, {
              onError: (error) =>
                toast.error('The first comment could not be sent again.', { description: messageForPerson(error) }),
            })
          }
        >
          {retry.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
          {retry.isPending ? 'Retrying...' : 'Retry first comment'}
        </Button>
      </div>
    );
  }
  if (comment.status === 'posted') {
    return (
      <p className="mt-3 flex items-center gap-2 text-xs text-emerald-700">
        <Check aria-hidden="true" className="size-3.5 shrink-0" />
        First comment posted
      </p>
    );
  }
  if (post.status === 'published') {
    return (
      <p className="mt-3 flex items-center gap-2 text-xs text-slate-600">
        <Spinner /> Posting the first comment…
      </p>
    );
  }
  if (post.status === 'failed' || post.status === 'cancelled') return null;
  return (
    <p className="mt-3 flex items-center gap-2 text-xs text-slate-600">
      <MessageSquare aria-hidden="true" className="size-3.5 shrink-0" />
      First comment will be posted after the post
    </p>
  );
}
