import { BarChart3, FileText, Link2 } from 'lucide-react';
import type { AttachmentsView } from '../../lib/media/attachments-view';
import { Avatar } from '../ui/avatar';
import { CarouselPage, type CarouselAuthor } from './carousel-page';
import { PdfFirstPage } from './pdf-first-page';

const DURATION_WORDS: Record<number, string> = { 1: '1 day', 3: '3 days', 7: '1 week', 14: '2 weeks' };

/** What goes under the post's text in the feed, laid out as LinkedIn lays it out. */
export function AttachmentsPreview({ view, author }: { view: AttachmentsView; author: CarouselAuthor }) {
  switch (view.kind) {
    case 'image':
    case 'images':
      return <ImageGrid images={view.images} />;
    case 'document':
      return view.document ? <DocumentPreview document={view.document} author={author} /> : null;
    case 'video':
      return view.video ? (
        <video src={view.video.url} controls preload="metadata" aria-label="Video" className="block max-h-96 w-full bg-black" />
      ) : null;
    case 'poll':
      return view.poll ? <PollPreview poll={view.poll} /> : null;
    case 'link':
      return view.link ? <LinkCard link={view.link} /> : null;
    default:
      return null;
  }
}

/** 1 image: whole; 2: side by side; 3: one large and two below; 4 or more: a 2×2 grid, the last saying "+N". */
function ImageGrid({ images }: { images: AttachmentsView['images'] }) {
  const label = images.length === 1 ? 'Image' : `${images.length} images`;
  if (images.length === 1) {
    const [image] = images;
    return (
      <figure aria-label={label}>
        <img src={image!.url} alt={image!.alt} className="block max-h-[32rem] w-full object-cover" />
      </figure>
    );
  }
  const shown = images.slice(0, images.length === 3 ? 3 : Math.min(4, images.length));
  const hidden = images.length - shown.length;
  return (
    <figure aria-label={label} className="grid grid-cols-2 gap-0.5 bg-white">
      {shown.map((image, index) => {
        const large = images.length === 3 && index === 0;
        const last = index === shown.length - 1 && hidden > 0;
        return (
          <div key={image.key} className={large ? 'relative col-span-2 aspect-[2/1]' : 'relative aspect-square'}>
            <img src={image.url} alt={image.alt} className="absolute inset-0 size-full object-cover" />
            {last && (
              <span className="absolute inset-0 flex items-center justify-center bg-slate-900/55 text-2xl font-semibold text-white">
                +{hidden}
                <span className="sr-only"> more images</span>
              </span>
            )}
          </div>
        );
      })}
    </figure>
  );
}

function DocumentPreview({ document, author }: { document: NonNullable<AttachmentsView['document']>; author: CarouselAuthor }) {
  const pages = document.pages;
  const first = document.carousel?.slides[0];
  return (
    <figure aria-label={`Document: ${document.title}`} className="bg-slate-100">
      <figcaption className="flex items-center gap-2 bg-slate-800 px-3 py-2 text-xs text-white">
        <FileText aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 flex-1 truncate font-medium">{document.title}</span>
        {pages && <span className="shrink-0 text-slate-300">{`${pages} ${pages === 1 ? 'page' : 'pages'}`}</span>}
      </figcaption>
      <div className="mx-auto max-w-sm p-3">
        {first ? (
          <CarouselPage
            heading={first.heading}
            body={first.body}
            title={document.carousel?.title}
            index={0}
            total={pages ?? 1}
            author={author}
          />
        ) : document.url ? (
          <PdfFirstPage url={document.url} title={document.title} />
        ) : (
          <div className="flex aspect-[4/5] items-center justify-center bg-white text-slate-400 ring-1 ring-slate-200">
            <FileText aria-hidden="true" className="size-10" />
          </div>
        )}
      </div>
    </figure>
  );
}

function PollPreview({ poll }: { poll: NonNullable<AttachmentsView['poll']> }) {
  return (
    <div role="group" aria-label={`Poll: ${poll.question}`} className="mx-4 mb-2 rounded-lg p-3 ring-1 ring-slate-300 ring-inset">
      <p className="text-sm font-semibold break-words text-slate-900">{poll.question}</p>
      <p className="mt-0.5 text-xs text-slate-500">The author can see how you vote.</p>
      <ul className="mt-3 flex flex-col gap-2">
        {poll.options.map((option) => (
          <li
            key={option}
            className="rounded-full px-4 py-1.5 text-center text-sm font-semibold break-words text-brand-700 ring-1 ring-brand-500 ring-inset"
          >
            {option}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500">
        <BarChart3 aria-hidden="true" className="size-3.5" />0 votes ·{' '}
        {DURATION_WORDS[poll.duration_days] ?? `${poll.duration_days} days`} left
      </p>
    </div>
  );
}

function LinkCard({ link }: { link: NonNullable<AttachmentsView['link']> }) {
  let host = link.url;
  try {
    host = new URL(link.url).hostname.replace(/^www\./, '');
  } catch {
    // Shown as typed.
  }
  return (
    <div className="flex items-center gap-3 bg-slate-100 px-4 py-3">
      <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded bg-white text-slate-400">
        <Link2 className="size-6" />
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-slate-900">{link.title || host}</span>
        <span className="block truncate text-xs text-slate-500">{host}</span>
      </span>
    </div>
  );
}

/** The first comment, under the post as LinkedIn shows the author's own comment. */
export function FirstCommentPreview({ text, author }: { text: string; author: CarouselAuthor }) {
  return (
    <section aria-label="First comment" className="flex gap-2 border-t border-slate-200 px-4 py-3">
      <Avatar name={author.name} src={author.avatarUrl} className="size-8 text-xs" />
      <div className="min-w-0 flex-1 rounded-lg rounded-tl-none bg-slate-100 px-3 py-2">
        <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-900">
          {author.name}
          <span className="rounded bg-slate-600 px-1 text-[10px] font-medium text-white">Author</span>
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{text}</p>
      </div>
    </section>
  );
}
