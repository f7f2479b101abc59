import type { TCarouselRequest, TMedia } from '@cadence/contract/media/media';
import {
  CAROUSEL_BODY_MAX_LENGTH,
  CAROUSEL_HEADING_MAX_LENGTH,
  CAROUSEL_MAX_SLIDES,
  CAROUSEL_MIN_SLIDES,
  CAROUSEL_TITLE_MAX_LENGTH,
} from '@cadence/contract/media/media-limits';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { slideKey, slidesFromDraft, toEditable, type EditableSlide } from '../../lib/media/draft-to-slides';
import { createCarousel } from '../../lib/media/media-api';
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
import { InlineAlert } from '../ui/inline-alert';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { Textarea } from '../ui/textarea';
import { CarouselPage, type CarouselAuthor } from './carousel-page';
import { LabelledInput } from './labelled-input';
import { ReorderButtons } from './reorder-buttons';

const FAILED = 'The carousel could not be created. Please try again.';

/**
 * The carousel maker: the draft (or the writer's outline, or slides the member writes) as 2–20
 * slides to edit, add, remove and reorder, previewed page by page in the PDF's own design; "Create
 * carousel" has the server draw the PDF and attaches it to the post as its document.
 */
export function CarouselMakerDialog({
  open,
  onOpenChange,
  content,
  outline,
  author,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: string;
  /** The writer's outline, or the slides of the carousel attached now (Edit carousel). */
  outline: TCarouselRequest | null;
  author: CarouselAuthor;
  onCreated: (media: TMedia, title: string) => void;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent hideCloseButton={pending} className="md:max-w-4xl">
        {open && (
          <CarouselForm
            content={content}
            outline={outline}
            author={author}
            pending={pending}
            setPending={setPending}
            onCreated={(media, title) => {
              onCreated(media, title);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CarouselForm({
  content,
  outline,
  author,
  pending,
  setPending,
  onCreated,
}: {
  content: string;
  outline: TCarouselRequest | null;
  author: CarouselAuthor;
  pending: boolean;
  setPending: (pending: boolean) => void;
  onCreated: (media: TMedia, title: string) => void;
}) {
  const id = useId();
  const fromDraft = () => {
    const slides = slidesFromDraft(content);
    return slides.length ? slides : blankSlides();
  };
  const [title, setTitle] = useState(outline?.title ?? '');
  const [slides, setSlides] = useState<EditableSlide[]>(() => (outline ? toEditable(outline.slides) : fromDraft()));
  const [page, setPage] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const total = slides.length;
  const shown = Math.min(page, total - 1);
  const slide = slides[shown];
  const missingHeading = slides.findIndex((s) => !s.heading.trim());

  const update = (key: string, change: Partial<EditableSlide>) =>
    setSlides((all) => all.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const move = (index: number, to: number) =>
    setSlides((all) => {
      const next = [...all];
      const [moved] = next.splice(index, 1);
      next.splice(to, 0, moved!);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (missingHeading >= 0) {
      setError(`Slide ${missingHeading + 1} needs a heading.`);
      setPage(missingHeading);
      document.getElementById(`${id}-heading-${missingHeading}`)?.focus();
      return;
    }
    const request: TCarouselRequest = {
      title: title.trim() || undefined,
      slides: slides.map((s) => ({ heading: s.heading.trim(), body: s.body.trim() || undefined })),
    };
    setPending(true);
    try {
      const media = await createCarousel(request);
      onCreated(media, title.trim() || slides[0]!.heading.trim().slice(0, CAROUSEL_TITLE_MAX_LENGTH));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure.message : FAILED);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col" noValidate>
      <DialogHeader>
        <DialogTitle>Carousel maker</DialogTitle>
        <DialogDescription>
          One slide per page of a PDF, {CAROUSEL_MIN_SLIDES} to {CAROUSEL_MAX_SLIDES} slides, posted as a document.
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-5 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={pending || !content.trim()}
              onClick={() => {
                setSlides(fromDraft());
                setPage(0);
              }}
            >
              Rebuild from the draft
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={pending}
              onClick={() => {
                setSlides(blankSlides());
                setPage(0);
              }}
            >
              Start from blank slides
            </Button>
          </div>
          <LabelledInput
            label="Carousel title"
            maxLength={CAROUSEL_TITLE_MAX_LENGTH}
            value={title}
            disabled={pending}
            placeholder="Shown above the document in the feed"
            onChange={(event) => setTitle(event.target.value)}
          />
          <ol aria-label="Slides" className="flex flex-col gap-3">
            {slides.map((s, index) => (
              <li key={s.key}>
                <fieldset
                  disabled={pending}
                  onFocus={() => setPage(index)}
                  className={`flex flex-col gap-2 rounded-lg p-3 ring-1 ring-inset ${index === shown ? 'ring-brand-300 bg-brand-50/40' : 'ring-slate-200'}`}
                >
                  <legend className="sr-only">Slide {index + 1}</legend>
                  <div className="flex items-center gap-1">
                    <p aria-hidden="true" className="flex-1 text-sm font-semibold text-slate-800">
                      Slide {index + 1}
                    </p>
                    <ReorderButtons
                      label={`slide ${index + 1}`}
                      index={index}
                      count={total}
                      removeDisabled={total <= CAROUSEL_MIN_SLIDES}
                      onMove={(to) => {
                        move(index, to);
                        setPage(to);
                      }}
                      onRemove={() => setSlides((all) => all.filter((x) => x.key !== s.key))}
                    />
                  </div>
                  <Input
                    id={`${id}-heading-${index}`}
                    aria-label={`Slide ${index + 1} heading`}
                    maxLength={CAROUSEL_HEADING_MAX_LENGTH}
                    value={s.heading}
                    placeholder="Heading"
                    aria-invalid={(error !== null && !s.heading.trim()) || undefined}
                    onChange={(event) => update(s.key, { heading: event.target.value })}
                  />
                  <Textarea
                    aria-label={`Slide ${index + 1} text`}
                    rows={3}
                    maxLength={CAROUSEL_BODY_MAX_LENGTH}
                    value={s.body}
                    placeholder="Text (optional)"
                    onChange={(event) => update(s.key, { body: event.target.value })}
                  />
                </fieldset>
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            disabled={pending || total >= CAROUSEL_MAX_SLIDES}
            onClick={() => {
              setSlides((all) => [...all, { key: slideKey(), heading: '', body: '' }]);
              setPage(total);
            }}
          >
            <Plus aria-hidden="true" className="size-4" /> Add slide
          </Button>
          <p className="text-xs text-slate-500">
            {total} of {CAROUSEL_MAX_SLIDES} slides.
          </p>
        </div>

        <section
          aria-label="Carousel preview"
          className="order-first flex flex-col gap-2 md:order-none md:sticky md:top-0 md:self-start"
        >
          {slide && (
            <CarouselPage
              heading={slide.heading}
              body={slide.body}
              title={title.trim()}
              index={shown}
              total={total}
              author={author}
              className="mx-auto max-w-52 md:max-w-72"
            />
          )}
          <div className="flex items-center justify-between gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={shown === 0}
              aria-label="Previous page"
              onClick={() => setPage(shown - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </Button>
            <p aria-live="polite" className="text-sm text-slate-600 tabular-nums">
              Page {shown + 1} of {total}
            </p>
            <Button
              size="sm"
              variant="secondary"
              disabled={shown >= total - 1}
              aria-label="Next page"
              onClick={() => setPage(shown + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </section>
        {error && (
          <div className="md:col-span-2">
            <InlineAlert title={error} />
          </div>
        )}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending || total < CAROUSEL_MIN_SLIDES}>
          {pending && <Spinner />}
          {pending ? 'Creating carousel...' : 'Create carousel'}
        </Button>
      </DialogFooter>
    </form>
  );
}

const blankSlides = (): EditableSlide[] => [
  { key: slideKey(), heading: '', body: '' },
  { key: slideKey(), heading: '', body: '' },
];
