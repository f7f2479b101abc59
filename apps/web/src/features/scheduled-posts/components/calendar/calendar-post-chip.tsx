import { GripVertical } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { missingContentLine } from '../../lib/post-labels';
import { canMove, formatClock, STATUS_COLOURS, STATUS_LABELS, type PlacedPost } from './calendar-dates';
import { useCalendarMoves } from './calendar-moves';
import { PostThumbnail } from '../../../../components/media/post-thumbnail';
import { postKindLabel, useCarouselAuthor } from '../post-attachment-summary';

const snippet = (placed: PlacedPost) => placed.post.content?.trim() || missingContentLine(placed.post);

/**
 * One post in a cell, in its status colour. A pending post is a button: drag it with the pointer,
 * or press it to pick it up and then choose 'Move here' on another cell. Other posts are shown only.
 */
export function CalendarPostChip({ placed, compact = false }: { placed: PlacedPost; compact?: boolean }) {
  const moves = useCalendarMoves();
  const { post } = placed;
  const time = formatClock(placed.hour, placed.minute);
  const status = STATUS_LABELS[post.status];
  const text = snippet(placed);
  const author = useCarouselAuthor();
  // Issue 27: the attachment's kind ("Carousel · 8 pages") in the chip's name, its thumbnail beside the time.
  const kind = postKindLabel(post);
  const named = kind ? `${text} (${kind})` : text;
  const classes = cn(
    'flex w-full min-w-0 items-center gap-1 rounded-md py-1 text-left text-xs ring-1 ring-inset',
    compact ? 'px-1 sm:px-1.5' : 'px-1.5',
    STATUS_COLOURS[post.status],
  );
  const body = (
    <>
      <span className="shrink-0 font-semibold tabular-nums">{time}</span>
      {kind && <PostThumbnail post={post} author={author} className={cn('size-4 rounded-sm', compact && 'hidden sm:flex')} />}
      <span className={cn('min-w-0 truncate', compact && 'hidden sm:inline')}>{text}</span>
    </>
  );

  if (!canMove(post)) {
    return (
      <div className={classes} data-post-id={post.id} data-status={post.status} title={`${status} · ${time} · ${named}`}>
        <span className="sr-only">{`${status} post at ${time}${kind ? `, ${kind}` : ''}: `}</span>
        {body}
      </div>
    );
  }

  const picked = moves.moving?.post.id === post.id;
  const dragged = moves.dragging?.post.id === post.id;
  return (
    <button
      type="button"
      draggable
      data-post-id={post.id}
      data-status={post.status}
      aria-pressed={picked}
      aria-label={`${status} post at ${time}: ${named}. ${picked ? 'Picked up: choose Move here on another time, or press Escape.' : 'Drag to another time, or press to move it.'}`}
      title="Drag to another time, or click to move"
      onClick={() => (picked ? moves.cancelMove() : moves.startMove(placed))}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', post.id);
        moves.startDrag(placed);
      }}
      onDragEnd={() => moves.endDrag()}
      className={cn(
        classes,
        'cursor-grab hover:brightness-95 active:cursor-grabbing',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
        picked && 'outline-2 outline-offset-1 outline-brand-500',
        dragged && 'opacity-50',
      )}
    >
      <GripVertical aria-hidden="true" className={cn('size-3 shrink-0 opacity-60', compact && 'hidden sm:block')} />
      {body}
    </button>
  );
}
