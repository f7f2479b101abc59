import type { TMedia } from '@cadence/contract/media/media';
import {
  MULTI_IMAGE_MAX,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  type TPollDurationDays,
} from '@cadence/contract/media/media-limits';
import type { TPoll, TPostAttachments, TPostRichContent } from '@cadence/contract/media/post-attachments';

/** One kind per post, as LinkedIn allows: images (1–20), a document (or carousel), a video, a poll or a link. */
export type AttachmentKind = 'images' | 'document' | 'video' | 'poll' | 'link';

export const KIND_NAMES: Record<AttachmentKind, string> = {
  images: 'Images',
  document: 'Document',
  video: 'Video',
  poll: 'Poll',
  link: 'Link',
};

export interface AttachedFile {
  /** Stable across reorders, for React and for cancelling the upload. */
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0–1 of the bytes sent. */
  progress: number;
  /** The server's sentence (or the client check's) when it failed. */
  error: string | null;
  media: TMedia | null;
  /** The member's own image as a data: URL (the app's CSP allows data: images, not blob:), shown before the server has it. */
  localUrl: string | null;
  altText: string;
}

export interface PollDraft {
  question: string;
  options: string[];
  duration_days: TPollDurationDays;
}

export interface AttachmentDraft {
  kind: AttachmentKind | null;
  files: AttachedFile[];
  documentTitle: string;
  poll: PollDraft;
  linkUrl: string;
  linkTitle: string;
  firstComment: string;
  /** Edit sends the attachments only once the member changed something. */
  touched: boolean;
}

export const emptyPoll = (): PollDraft => ({ question: '', options: ['', ''], duration_days: 7 });

export const emptyDraft = (): AttachmentDraft => ({
  kind: null,
  files: [],
  documentTitle: '',
  poll: emptyPoll(),
  linkUrl: '',
  linkTitle: '',
  firstComment: '',
  touched: false,
});

/** A scheduled post's attachments, as Edit opens them. */
export function draftFromPost(rich: TPostRichContent): AttachmentDraft {
  const kind: AttachmentKind | null =
    rich.kind === 'image' || rich.kind === 'images' ? 'images' : rich.kind === 'text' ? null : rich.kind;
  return {
    ...emptyDraft(),
    kind,
    files: rich.media.map((media) => ({
      key: media.id,
      name: media.file_name,
      status: 'done',
      progress: 1,
      error: null,
      media,
      localUrl: null,
      altText: media.alt_text ?? '',
    })),
    documentTitle: rich.document_title ?? '',
    poll: rich.poll ? { ...rich.poll, options: [...rich.poll.options] } : emptyPoll(),
    linkUrl: rich.link_url ?? '',
    linkTitle: rich.link_title ?? '',
    firstComment: rich.first_comment?.text ?? '',
  };
}

export type DraftAction =
  | { type: 'choose-kind'; kind: AttachmentKind | null }
  | { type: 'add-files'; files: AttachedFile[] }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'local-preview'; key: string; localUrl: string }
  | { type: 'uploaded'; key: string; media: TMedia }
  | { type: 'failed'; key: string; error: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; to: number }
  | { type: 'set-alt'; key: string; altText: string }
  | { type: 'set-document-title'; title: string }
  | { type: 'set-poll'; poll: PollDraft }
  | { type: 'set-link'; url?: string; title?: string }
  | { type: 'set-first-comment'; text: string }
  | { type: 'attach-document'; media: TMedia; title: string }
  | { type: 'reset'; draft: AttachmentDraft };

const updateFile = (draft: AttachmentDraft, key: string, change: Partial<AttachedFile>): AttachmentDraft => ({
  ...draft,
  files: draft.files.map((file) => (file.key === key ? { ...file, ...change } : file)),
});

export function draftReducer(draft: AttachmentDraft, action: DraftAction): AttachmentDraft {
  const touched = { ...draft, touched: true };
  switch (action.type) {
    case 'choose-kind':
      // Another kind replaces what was attached: a LinkedIn post carries one kind only.
      if (action.kind === draft.kind) return draft;
      return { ...emptyDraft(), kind: action.kind, firstComment: draft.firstComment, touched: true };
    case 'add-files': {
      const single = draft.kind !== 'images';
      return { ...touched, files: single ? action.files.slice(0, 1) : [...draft.files, ...action.files] };
    }
    case 'progress':
      return updateFile(draft, action.key, { progress: action.progress });
    case 'local-preview':
      return updateFile(draft, action.key, { localUrl: action.localUrl });
    case 'uploaded':
      return updateFile(draft, action.key, { status: 'done', progress: 1, media: action.media, error: null });
    case 'failed':
      return updateFile(draft, action.key, { status: 'failed', error: action.error });
    case 'remove':
      return { ...touched, files: draft.files.filter((file) => file.key !== action.key) };
    case 'move': {
      const from = draft.files.findIndex((file) => file.key === action.key);
      if (from < 0 || action.to < 0 || action.to >= draft.files.length || action.to === from) return draft;
      const files = [...draft.files];
      const [moved] = files.splice(from, 1);
      files.splice(action.to, 0, moved!);
      return { ...touched, files };
    }
    case 'set-alt':
      return { ...updateFile(draft, action.key, { altText: action.altText }), touched: true };
    case 'set-document-title':
      return { ...touched, documentTitle: action.title };
    case 'set-poll':
      return { ...touched, poll: action.poll };
    case 'set-link':
      return { ...touched, linkUrl: action.url ?? draft.linkUrl, linkTitle: action.title ?? draft.linkTitle };
    case 'set-first-comment':
      return { ...touched, firstComment: action.text };
    case 'attach-document':
      return {
        ...emptyDraft(),
        kind: 'document',
        firstComment: draft.firstComment,
        touched: true,
        documentTitle: action.title,
        files: [
          {
            key: action.media.id,
            name: action.media.file_name,
            status: 'done',
            progress: 1,
            error: null,
            media: action.media,
            localUrl: null,
            altText: '',
          },
        ],
      };
    case 'reset':
      return action.draft;
  }
}

/** Whether anything would go with the post (the kind picker asks before replacing it). */
export function hasContent(draft: AttachmentDraft): boolean {
  switch (draft.kind) {
    case null:
      return false;
    case 'images':
    case 'video':
      return draft.files.length > 0;
    case 'document':
      return draft.files.length > 0 || draft.documentTitle.trim() !== '';
    case 'poll':
      return draft.poll.question.trim() !== '' || draft.poll.options.some((o) => o.trim() !== '');
    case 'link':
      return draft.linkUrl.trim() !== '' || draft.linkTitle.trim() !== '';
  }
}

/** What the attachments are, in the words of the replace question ("the 3 images", "the poll"). */
export function describeContent(draft: AttachmentDraft): string {
  switch (draft.kind) {
    case 'images':
      return draft.files.length === 1 ? 'the image' : `the ${draft.files.length} images`;
    case 'document':
      return draft.files[0]?.media?.carousel ? 'the carousel' : 'the document';
    case 'video':
      return 'the video';
    case 'poll':
      return 'the poll';
    case 'link':
      return 'the link';
    default:
      return 'nothing';
  }
}

/**
 * Why the post cannot go yet, in a sentence, or null. The server checks everything again; this keeps
 * Post Now and Schedule off while an upload runs or a poll is half written.
 */
export function draftProblem(draft: AttachmentDraft): string | null {
  if (draft.files.some((file) => file.status === 'uploading')) return 'Wait for the uploads to finish.';
  if (draft.files.some((file) => file.status === 'failed')) return 'Remove the files that could not be uploaded.';
  switch (draft.kind) {
    case 'images':
      if (draft.files.length > MULTI_IMAGE_MAX) return `A post can carry at most ${MULTI_IMAGE_MAX} images.`;
      return null;
    case 'poll': {
      const options = draft.poll.options.map((o) => o.trim()).filter(Boolean);
      if (!draft.poll.question.trim()) return 'Write the poll question, or remove the poll.';
      if (options.length < POLL_MIN_OPTIONS || options.length > POLL_MAX_OPTIONS)
        return `A poll needs ${POLL_MIN_OPTIONS} to ${POLL_MAX_OPTIONS} options.`;
      if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) return 'Each poll option must be different.';
      return null;
    }
    case 'link':
      if (!draft.linkUrl.trim()) return 'Add the link’s web address, or remove the link.';
      return isWebAddress(draft.linkUrl.trim()) ? null : 'The link must be a web address starting with https://';
    default:
      return null;
  }
}

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const pollOf = (draft: AttachmentDraft): TPoll => ({
  question: draft.poll.question.trim(),
  options: draft.poll.options.map((o) => o.trim()).filter(Boolean),
  duration_days: draft.poll.duration_days,
});

/**
 * The request's attachment fields (contract: packages/contract/src/media/post-attachments.ts). A new
 * post sends only what it carries, so a text post's request is what it always was; an edit
 * (`removing`) also sends null and [] for what the member took off, which the server removes.
 */
export function attachmentsRequest(draft: AttachmentDraft, { removing = false } = {}): TPostAttachments {
  const withFiles = draft.kind === 'images' || draft.kind === 'document' || draft.kind === 'video';
  const request: TPostAttachments = {
    media_ids: withFiles ? draft.files.flatMap((file) => (file.media ? [file.media.id] : [])) : [],
    document_title: draft.kind === 'document' ? draft.documentTitle.trim() || null : null,
    poll: draft.kind === 'poll' ? pollOf(draft) : null,
    link_url: draft.kind === 'link' ? draft.linkUrl.trim() || null : null,
    link_title: draft.kind === 'link' ? draft.linkTitle.trim() || null : null,
    first_comment: draft.firstComment.trim() || null,
  };
  if (removing) return request;
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)),
  ) as TPostAttachments;
}
