import { initialsOf } from '../ui/avatar';
import { cn } from '../../lib/cn';

export interface CarouselAuthor {
  name: string;
  avatarUrl: string | null;
}

/**
 * One carousel page as the server's PDF draws it (apps/server/src/media/render-carousel-pdf.ts, a
 * 1080×1350 page): the brand bar on top, the title and "3 / 8" above a large heading with its
 * underline, the body, and a tinted footer with the member's picture (or initials) and name.
 * Sizes are the PDF's points over its width, in container units, so the page reads the same as a
 * thumbnail, in the maker and in the preview.
 */
export function CarouselPage({
  heading,
  body,
  title,
  index,
  total,
  author,
  className,
}: {
  heading: string;
  body?: string;
  /** The carousel's title, printed small above the heading of every page. */
  title?: string;
  index: number;
  total: number;
  author: CarouselAuthor;
  className?: string;
}) {
  return (
    <div className={cn('@container w-full', className)}>
      <div className="flex aspect-[4/5] w-full flex-col overflow-hidden bg-white text-left text-[#1a1f26] ring-1 ring-slate-200">
        <div aria-hidden="true" className="h-[2.2cqw] shrink-0 bg-[#0a66c2]" />
        <div className="flex min-h-0 flex-1 flex-col overflow-hidden px-[8.9cqw] pt-[7.4cqw]">
          <div className="flex items-baseline gap-[3.7cqw] text-[2.8cqw] leading-none">
            <span className="min-w-0 flex-1 truncate text-[#0a66c2]">{title}</span>
            <span className="shrink-0 text-[#616b78] tabular-nums">
              {index + 1} / {total}
            </span>
          </div>
          <p className="mt-[8.9cqw] text-[7.8cqw] leading-[1.22] font-bold break-words">
            {heading || <span className="text-slate-300">Heading</span>}
          </p>
          <div aria-hidden="true" className="mt-[3.7cqw] h-[0.9cqw] w-[11.1cqw] shrink-0 bg-[#0a66c2]" />
          {body && <p className="mt-[6.7cqw] text-[3.7cqw] leading-[1.4] break-words whitespace-pre-line">{body}</p>}
        </div>
        <div className="flex h-[15.6cqw] shrink-0 items-center gap-[3cqw] bg-[#eef5fc] px-[8.9cqw]">
          {author.avatarUrl ? (
            <img
              src={author.avatarUrl}
              alt=""
              referrerPolicy="no-referrer"
              className="size-[7.4cqw] shrink-0 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-[7.4cqw] shrink-0 items-center justify-center rounded-full bg-[#0a66c2] text-[3cqw] font-bold text-white"
            >
              {initialsOf(author.name)}
            </span>
          )}
          <span className="min-w-0 flex-1 truncate text-[3.1cqw] font-bold">{author.name}</span>
        </div>
      </div>
    </div>
  );
}
