import type { TCarouselRequest } from '@cadence/contract/media/media';
import {
  FIRST_COMMENT_MAX_LENGTH,
  LINK_TITLE_MAX_LENGTH,
  LINK_URL_MAX_LENGTH,
  MULTI_IMAGE_MAX,
  POLL_DURATIONS_DAYS,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_QUESTION_MAX_LENGTH,
  DOCUMENT_TITLE_MAX_LENGTH,
  type TPollDurationDays,
} from '@cadence/contract/media/media-limits';
import type { TPoll } from '@cadence/contract/media/post-attachments';
import { BarChart3, FileText, GalleryHorizontal, ImagePlus, Link2, Presentation, Sparkles, Trash2, Video, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import {
  describeContent,
  hasContent,
  KIND_NAMES,
  type AttachedFile,
  type AttachmentKind,
} from '../../lib/media/attachment-draft';
import { ACCEPT } from '../../lib/media/check-file';
import type { AttachmentDraftControls } from '../../lib/media/use-attachment-draft';
import { LabelledInput } from './labelled-input';
import { ReorderButtons } from './reorder-buttons';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Textarea } from '../ui/textarea';
import { CarouselMakerDialog } from './carousel-maker-dialog';
import type { CarouselAuthor } from './carousel-page';

type Choice = AttachmentKind | 'carousel';

const CHOICES: { choice: Choice; label: string; icon: typeof ImagePlus }[] = [
  { choice: 'images', label: 'Images', icon: ImagePlus },
  { choice: 'document', label: 'Document', icon: FileText },
  { choice: 'carousel', label: 'Carousel', icon: GalleryHorizontal },
  { choice: 'video', label: 'Video', icon: Video },
  { choice: 'poll', label: 'Poll', icon: BarChart3 },
  { choice: 'link', label: 'Link', icon: Link2 },
];

const DURATION_LABELS: Record<TPollDurationDays, string> = { 1: '1 day', 3: '3 days', 7: '1 week', 14: '2 weeks' };

const choiceName = (choice: Choice) => (choice === 'carousel' ? 'a carousel' : `a ${KIND_NAMES[choice].toLowerCase()}`);

/**
 * What goes with the post, shared by Quick Post and Edit: images (drop or pick, reorder, alt
 * text), a document with its title, a carousel made from the draft, a video, a poll or a link; and
 * the first comment. One kind at a time, as LinkedIn allows: choosing another asks before it
 * replaces what is attached.
 */
export function AttachmentEditor({
  controls,
  content,
  author,
  disabled = false,
  proposal,
}: {
  controls: AttachmentDraftControls;
  /** The post's text, which the carousel maker can turn into slides. */
  content: string;
  author: CarouselAuthor;
  disabled?: boolean;
  /** What the writer proposed with the draft (generate-post's carousel_outline and poll). */
  proposal?: { carouselOutline?: TCarouselRequest | null; poll?: TPoll | null };
}) {
  const id = useId();
  const { draft, dispatch, chooseKind } = controls;
  const [asking, setAsking] = useState<Choice | null>(null);
  const [makerOpen, setMakerOpen] = useState(false);
  const carousel = draft.kind === 'document' ? (draft.files[0]?.media?.carousel ?? null) : null;
  const current: Choice | null = carousel ? 'carousel' : draft.kind;

  const apply = (choice: Choice) => {
    setAsking(null);
    if (choice === 'carousel') setMakerOpen(true);
    else chooseKind(choice);
  };
  const choose = (choice: Choice) => {
    if (choice === current) {
      if (choice === 'carousel') setMakerOpen(true);
      return;
    }
    // A LinkedIn post carries one kind: ask before throwing away what the member attached.
    if (hasContent(draft)) setAsking(choice);
    else apply(choice);
  };

  const offerPoll = proposal?.poll && draft.kind !== 'poll' ? proposal.poll : null;
  const offerCarousel = proposal?.carouselOutline && !carousel ? proposal.carouselOutline : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <div>
        <h3 id={`${id}-heading`} className="text-sm font-medium text-slate-800">
          Attachments
        </h3>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
          A LinkedIn post carries one kind: images, a document or carousel, a video, a poll or a link.
        </p>
      </div>
      <div role="group" aria-label="Attach" aria-describedby={`${id}-hint`} className="flex flex-wrap gap-1.5">
        {CHOICES.map(({ choice, label, icon: Icon }) => (
          <Button
            key={choice}
            size="sm"
            variant={current === choice ? 'primary' : 'secondary'}
            aria-pressed={current === choice}
            disabled={disabled}
            onClick={() => choose(choice)}
          >
            <Icon aria-hidden="true" className="size-4" /> {label}
          </Button>
        ))}
        {draft.kind && (
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled}
            onClick={() => {
              setAsking(null);
              chooseKind(null);
            }}
          >
            <X aria-hidden="true" className="size-4" /> No attachment
          </Button>
        )}
      </div>

      {asking && (
        <div role="alert" className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <p>
            A LinkedIn post carries one kind of attachment. Replace {describeContent(draft)} with {choiceName(asking)}?
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => apply(asking)}>
              Replace
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setAsking(null)}>
              Keep {describeContent(draft)}
            </Button>
          </div>
        </div>
      )}

      {(offerCarousel || offerPoll) && (
        <div className="flex flex-col gap-2 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
          {offerCarousel && (
            <p className="flex flex-wrap items-center gap-2">
              <Sparkles aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 flex-1">The writer outlined a carousel of {offerCarousel.slides.length} slides.</span>
              <Button size="sm" variant="secondary" disabled={disabled} onClick={() => choose('carousel')}>
                Make the carousel
              </Button>
            </p>
          )}
          {offerPoll && (
            <p className="flex flex-wrap items-center gap-2">
              <Sparkles aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 flex-1 break-words">The writer proposes a poll: “{offerPoll.question}”</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={disabled}
                onClick={() => {
                  chooseKind('poll');
                  dispatch({ type: 'set-poll', poll: { ...offerPoll, options: [...offerPoll.options] } });
                }}
              >
                Add this poll
              </Button>
            </p>
          )}
        </div>
      )}

      {draft.kind === 'images' && <ImagesEditor controls={controls} disabled={disabled} />}
      {draft.kind === 'document' && (
        <DocumentEditor controls={controls} disabled={disabled} onEditCarousel={() => setMakerOpen(true)} />
      )}
      {draft.kind === 'video' && <VideoEditor controls={controls} disabled={disabled} />}
      {draft.kind === 'poll' && <PollEditor controls={controls} disabled={disabled} />}
      {draft.kind === 'link' && <LinkEditor controls={controls} disabled={disabled} />}

      <div>
        <label htmlFor={`${id}-comment`} className="block text-sm font-medium text-slate-800">
          First comment
        </label>
        <Textarea
          id={`${id}-comment`}
          className="mt-1.5"
          rows={2}
          maxLength={FIRST_COMMENT_MAX_LENGTH}
          disabled={disabled}
          value={draft.firstComment}
          placeholder="Posted as your comment right after the post: a good place for a link."
          aria-describedby={`${id}-comment-hint`}
          onChange={(event) => dispatch({ type: 'set-first-comment', text: event.target.value })}
        />
        <p id={`${id}-comment-hint`} className="mt-1 text-xs text-slate-500">
          Optional. {draft.firstComment.length.toLocaleString('en-US')} / {FIRST_COMMENT_MAX_LENGTH.toLocaleString('en-US')}{' '}
          characters.
        </p>
      </div>

      <CarouselMakerDialog
        open={makerOpen}
        onOpenChange={setMakerOpen}
        content={content}
        outline={carousel ?? proposal?.carouselOutline ?? null}
        author={author}
        onCreated={(media, title) => dispatch({ type: 'attach-document', media, title })}
      />
    </section>
  );
}

/** A zone that takes dropped files and offers a picker button (the keyboard's way in). */
function DropZone({
  accept,
  multiple,
  label,
  hint,
  disabled,
  onFiles,
  children,
}: {
  accept: string;
  multiple: boolean;
  label: string;
  hint: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <div
      data-drop-zone=""
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm text-slate-600',
        over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50/60',
      )}
    >
      <p>{hint}</p>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button size="sm" variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      {children}
    </div>
  );
}

/** Progress with Cancel while sending, the server's sentence with Remove when refused. */
function UploadState({ file, label, onRemove }: { file: AttachedFile; label: string; onRemove: () => void }) {
  if (file.status === 'uploading') {
    const percent = Math.round(file.progress * 100);
    return (
      <div className="flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={`Uploading ${label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-500 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <span className="w-10 text-right text-xs text-slate-500 tabular-nums">{percent}%</span>
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Cancel the upload of ${label}`}>
          Cancel
        </Button>
      </div>
    );
  }
  if (file.status === 'failed') {
    return (
      <p role="alert" className="text-sm break-words text-red-700">
        {file.error}
      </p>
    );
  }
  return null;
}

function ImagesEditor({ controls, disabled }: { controls: AttachmentDraftControls; disabled: boolean }) {
  const id = useId();
  const { draft, dispatch, addFiles, remove, saveAlt } = controls;
  const [dragging, setDragging] = useState<string | null>(null);
  const files = draft.files;
  const room = MULTI_IMAGE_MAX - files.length;

  return (
    <div className="flex flex-col gap-3">
      {room > 0 && (
        <DropZone
          accept={ACCEPT.image}
          multiple
          label="Choose images"
          hint={`Drag JPG, PNG or GIF images here (up to ${MULTI_IMAGE_MAX}, 8 MB each), or`}
          disabled={disabled}
          onFiles={(picked) => addFiles(picked.slice(0, room), 'image')}
        />
      )}
      {files.length > 0 && (
        <>
          <p id={`${id}-order`} className="text-xs text-slate-500">
            {files.length} of {MULTI_IMAGE_MAX} images, in the order LinkedIn shows them. Drag to reorder, or use the arrows.
          </p>
          <ol aria-label="Images, in posting order" aria-describedby={`${id}-order`} className="flex flex-col gap-2">
            {files.map((file, index) => {
              const label = `image ${index + 1}`;
              const src = file.localUrl ?? file.media?.thumbnail_url ?? file.media?.url ?? '';
              return (
                <li
                  key={file.key}
                  draggable={!disabled}
                  data-image-key={file.key}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', file.key);
                    setDragging(file.key);
                  }}
                  onDragEnd={() => setDragging(null)}
                  onDragOver={(event) => {
                    if (dragging) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    if (!dragging) return;
                    event.preventDefault();
                    dispatch({ type: 'move', key: dragging, to: index });
                    setDragging(null);
                  }}
                  className={cn(
                    'flex gap-3 rounded-lg bg-white p-2 ring-1 ring-slate-200 ring-inset',
                    dragging === file.key && 'opacity-50',
                    !disabled && 'cursor-grab',
                  )}
                >
                  <span className="relative size-16 shrink-0 overflow-hidden rounded-md bg-slate-100 sm:size-20">
                    {src && <img src={src} alt={file.altText} className="size-full object-cover" />}
                    <span className="absolute top-1 left-1 rounded bg-slate-900/70 px-1 text-[10px] font-semibold text-white">
                      {index + 1}
                    </span>
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <div className="flex items-center gap-1">
                      <p className="min-w-0 flex-1 truncate text-xs text-slate-600" title={file.name}>
                        {file.name}
                      </p>
                      <ReorderButtons
                        label={label}
                        index={index}
                        count={files.length}
                        disabled={disabled}
                        onMove={(to) => dispatch({ type: 'move', key: file.key, to })}
                        onRemove={() => remove(file.key)}
                      />
                    </div>
                    <UploadState file={file} label={label} onRemove={() => remove(file.key)} />
                    {file.status !== 'failed' && (
                      <Input
                        aria-label={`Alt text for ${label}`}
                        placeholder="Describe the image for people who cannot see it"
                        value={file.altText}
                        disabled={disabled}
                        maxLength={4086}
                        className="h-8 py-1 text-xs"
                        onChange={(event) => dispatch({ type: 'set-alt', key: file.key, altText: event.target.value })}
                        onBlur={() => void saveAlt(file.key)}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}

function DocumentEditor({
  controls,
  disabled,
  onEditCarousel,
}: {
  controls: AttachmentDraftControls;
  disabled: boolean;
  onEditCarousel: () => void;
}) {
  const { draft, dispatch, addFiles, remove } = controls;
  const file = draft.files[0];
  const carousel = file?.media?.carousel ?? null;
  const pages = file?.media?.pages ?? carousel?.slides.length ?? null;
  return (
    <div className="flex flex-col gap-3">
      {!file ? (
        <DropZone
          accept={ACCEPT.document}
          multiple={false}
          label="Choose a document"
          hint="Drag a PDF, PowerPoint or Word file here (up to 100 MB and 300 pages), or"
          disabled={disabled}
          onFiles={(picked) => addFiles(picked, 'document')}
        />
      ) : (
        <div className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-slate-200 ring-inset">
          <div className="flex items-center gap-2">
            {carousel ? (
              <Presentation aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            ) : (
              <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            )}
            <p className="min-w-0 flex-1 truncate text-sm text-slate-800">
              {carousel ? 'Carousel' : file.name}
              {pages ? <span className="text-slate-500">{` · ${pages} ${pages === 1 ? 'page' : 'pages'}`}</span> : null}
            </p>
            {carousel && (
              <Button size="sm" variant="secondary" disabled={disabled} onClick={onEditCarousel}>
                Edit carousel
              </Button>
            )}
            <Button size="sm" variant="ghost" disabled={disabled} onClick={() => remove(file.key)}>
              <Trash2 aria-hidden="true" className="size-4" /> Remove
            </Button>
          </div>
          <UploadState file={file} label="the document" onRemove={() => remove(file.key)} />
        </div>
      )}
      <LabelledInput
        label="Document title"
        maxLength={DOCUMENT_TITLE_MAX_LENGTH}
        disabled={disabled}
        value={draft.documentTitle}
        placeholder="Shown above the document in the feed"
        onChange={(event) => dispatch({ type: 'set-document-title', title: event.target.value })}
      />
    </div>
  );
}

function VideoEditor({ controls, disabled }: { controls: AttachmentDraftControls; disabled: boolean }) {
  const { draft, addFiles, remove } = controls;
  const file = draft.files[0];
  if (!file) {
    return (
      <DropZone
        accept={ACCEPT.video}
        multiple={false}
        label="Choose a video"
        hint="Drag an MP4 video here (3 seconds to 30 minutes, up to 500 MB), or"
        disabled={disabled}
        onFiles={(picked) => addFiles(picked, 'video')}
      />
    );
  }
  const src = file.localUrl ?? file.media?.url;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-slate-200 ring-inset">
      <div className="flex items-center gap-2">
        <Video aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <p className="min-w-0 flex-1 truncate text-sm text-slate-800">{file.name}</p>
        <Button size="sm" variant="ghost" disabled={disabled} onClick={() => remove(file.key)}>
          <Trash2 aria-hidden="true" className="size-4" /> Remove
        </Button>
      </div>
      <UploadState file={file} label="the video" onRemove={() => remove(file.key)} />
      {src && file.status !== 'failed' && (
        <video
          src={src}
          controls
          preload="metadata"
          aria-label={`Video ${file.name}`}
          className="max-h-60 w-full rounded bg-black"
        />
      )}
    </div>
  );
}

function PollEditor({ controls, disabled }: { controls: AttachmentDraftControls; disabled: boolean }) {
  const id = useId();
  const { draft, dispatch } = controls;
  const poll = draft.poll;
  const set = (change: Partial<typeof poll>) => dispatch({ type: 'set-poll', poll: { ...poll, ...change } });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200 ring-inset" disabled={disabled}>
      <legend className="sr-only">Poll</legend>
      <LabelledInput
        label="Poll question"
        maxLength={POLL_QUESTION_MAX_LENGTH}
        value={poll.question}
        placeholder="What would you like to ask?"
        onChange={(event) => set({ question: event.target.value })}
      />
      <ol aria-label="Poll options" className="flex flex-col gap-2">
        {poll.options.map((option, index) => (
          <li key={index} className="flex items-center gap-2">
            <Input
              aria-label={`Option ${index + 1}`}
              maxLength={POLL_OPTION_MAX_LENGTH}
              value={option}
              placeholder={`Option ${index + 1}`}
              onChange={(event) => set({ options: poll.options.map((o, i) => (i === index ? event.target.value : o)) })}
            />
            {poll.options.length > POLL_MIN_OPTIONS && (
              <Button
                size="sm"
                variant="ghost"
                className="size-8 shrink-0 px-0!"
                aria-label={`Remove option ${index + 1}`}
                onClick={() => set({ options: poll.options.filter((_, i) => i !== index) })}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-3">
        {poll.options.length < POLL_MAX_OPTIONS && (
          <Button size="sm" variant="secondary" onClick={() => set({ options: [...poll.options, ''] })}>
            Add option
          </Button>
        )}
        <div className="ml-auto">
          <label htmlFor={`${id}-duration`} className="block text-sm font-medium text-slate-800">
            Poll duration
          </label>
          <select
            id={`${id}-duration`}
            className="mt-1.5 h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            value={poll.duration_days}
            onChange={(event) => set({ duration_days: Number(event.target.value) as TPollDurationDays })}
          >
            {POLL_DURATIONS_DAYS.map((days) => (
              <option key={days} value={days}>
                {DURATION_LABELS[days]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

function LinkEditor({ controls, disabled }: { controls: AttachmentDraftControls; disabled: boolean }) {
  const { draft, dispatch } = controls;
  return (
    <div className="flex flex-col gap-3">
      <LabelledInput
        label="Link"
        type="url"
        inputMode="url"
        maxLength={LINK_URL_MAX_LENGTH}
        disabled={disabled}
        value={draft.linkUrl}
        placeholder="https://"
        onChange={(event) => dispatch({ type: 'set-link', url: event.target.value })}
      />
      <LabelledInput
        label="Link title"
        maxLength={LINK_TITLE_MAX_LENGTH}
        disabled={disabled}
        value={draft.linkTitle}
        placeholder="Shown on the link's card"
        onChange={(event) => dispatch({ type: 'set-link', title: event.target.value })}
      />
    </div>
  );
}
