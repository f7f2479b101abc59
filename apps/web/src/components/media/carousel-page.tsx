import { Avatar } from '../ui/avatar';
import { cn } from '../../lib/cn';

export interface CarouselAuthor {
  name: string;
  avatarUrl: string | null;
}

/**
 * One carousel page as the server's PDF draws it: a 4:5 page, a brand bar, the heading, the body,
 * the member's name and avatar at the foot and "3 / 8". Sizes follow the page's width (container
 * units), so the same page reads the same as a thumbnail, in the maker and in the preview.
 */
export function CarouselPage({
  heading,
  body,
  index,
  total,
  author,
  className,
}: {
  heading: string;
  body?: string;
  index: number;
  total: number;
  author: CarouselAuthor;
  className?: string;
}) {
  return (
    <div className={cn('@container w-full', className)}>
      <div className="flex aspect-[4/5] w-full flex-col overflow-hidden bg-white text-left ring-1 ring-slate-200">
        <div aria-hidden="true" className="h-[2.5cqw] shrink-0 bg-brand-500" />
        <div className="flex min-h-0 flex-1 flex-col gap-[4cqw] overflow-hidden px-[8cqw] pt-[10cqw]">
          <p className="text-[7.5cqw] leading-[1.15] font-bold break-words text-slate-900">
            {heading || <span className="text-slate-300">Heading</span>}
          </p>
          {body && <p className="text-[4.4cqw] leading-[1.45] break-words whitespace-pre-line text-slate-700">{body}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-[2.5cqw] border-t border-slate-100 px-[8cqw] py-[4cqw]">
          <Avatar name={author.name} src={author.avatarUrl} className="size-[8cqw] text-[3cqw]" />
          <span className="min-w-0 flex-1 truncate text-[3.6cqw] font-semibold text-slate-800">{author.name}</span>
          <span className="text-[3.6cqw] text-slate-500 tabular-nums">
            {index + 1} / {total}
          </span>
        </div>
      </div>
    </div>
  );
}
