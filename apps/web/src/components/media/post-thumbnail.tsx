import type { TPostRichContent } from '@cadence/contract/media/post-attachments';
import { BarChart3, FileText, Link2, Video } from 'lucide-react';
import { cn } from '../../lib/cn';
import { CarouselPage, type CarouselAuthor } from './carousel-page';

/**
 * A post's attachment at a glance, for the cards and the calendar: the first image, a carousel's
 * first page, or the kind's icon. Decorative: the kind is said in words beside it.
 */
export function PostThumbnail({
  post,
  author,
  className,
}: {
  post: Pick<TPostRichContent, 'kind' | 'media'>;
  author: CarouselAuthor;
  className?: string;
}) {
  const first = post.media[0];
  const box = cn(
    'relative flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 text-slate-500',
    className,
  );
  if ((post.kind === 'image' || post.kind === 'images') && first) {
    return (
      <span aria-hidden="true" className={box}>
        <img src={first.thumbnail_url ?? first.url} alt="" className="size-full object-cover" />
      </span>
    );
  }
  if (post.kind === 'document' && first?.carousel?.slides[0]) {
    const slide = first.carousel.slides[0];
    return (
      <span aria-hidden="true" className={cn(box, 'items-start bg-white')}>
        <CarouselPage
          heading={slide.heading}
          body={slide.body}
          title={first.carousel.title}
          index={0}
          total={first.carousel.slides.length}
          author={author}
        />
      </span>
    );
  }
  if (post.kind === 'document' && first?.thumbnail_url) {
    return (
      <span aria-hidden="true" className={box}>
        <img src={first.thumbnail_url} alt="" className="size-full object-cover" />
      </span>
    );
  }
  const Icon = post.kind === 'document' ? FileText : post.kind === 'video' ? Video : post.kind === 'poll' ? BarChart3 : Link2;
  if (post.kind === 'text') return null;
  return (
    <span aria-hidden="true" className={box}>
      <Icon className="size-1/2" />
    </span>
  );
}
