import type { TCarouselRequest } from '@cadence/contract/media/media';
import type { TPoll, TPostRichContent } from '@cadence/contract/media/post-attachments';
import { attachmentsRequest, type AttachmentDraft } from './attachment-draft';

export type PostKind = TPostRichContent['kind'];

/** What the preview and the cards draw, whether it comes from the editor or from the schedule. */
export interface AttachmentsView {
  kind: PostKind;
  images: { key: string; url: string; alt: string }[];
  document: { title: string; pages: number | null; url: string | null; carousel: TCarouselRequest | null } | null;
  video: { url: string } | null;
  poll: TPoll | null;
  link: { url: string; title: string | null } | null;
  firstComment: string | null;
}

const pageCount = (pages: number | null, carousel: TCarouselRequest | null) => pages ?? carousel?.slides.length ?? null;

export function viewFromRich(rich: TPostRichContent): AttachmentsView {
  const first = rich.media[0];
  return {
    kind: rich.kind,
    images:
      rich.kind === 'image' || rich.kind === 'images'
        ? rich.media.map((m) => ({ key: m.id, url: m.url, alt: m.alt_text ?? '' }))
        : [],
    document:
      rich.kind === 'document' && first
        ? {
            title: rich.document_title ?? first.carousel?.title ?? first.file_name,
            pages: pageCount(first.pages, first.carousel),
            url: first.url,
            carousel: first.carousel,
          }
        : null,
    video: rich.kind === 'video' && first ? { url: first.url } : null,
    poll: rich.kind === 'poll' ? rich.poll : null,
    link: rich.kind === 'link' && rich.link_url ? { url: rich.link_url, title: rich.link_title } : null,
    firstComment: rich.first_comment?.text ?? null,
  };
}

/** The editor's draft as the preview shows it: local pictures until the server has them. */
export function viewFromDraft(draft: AttachmentDraft): AttachmentsView {
  const request = attachmentsRequest(draft);
  const files = draft.files.filter((file) => file.status !== 'failed');
  const first = files[0];
  const url = (file: (typeof files)[number]) => file.localUrl ?? file.media?.url ?? '';
  const kind: PostKind =
    draft.kind === null
      ? 'text'
      : draft.kind === 'images'
        ? files.length > 1
          ? 'images'
          : files.length === 1
            ? 'image'
            : 'text'
        : (draft.kind === 'document' || draft.kind === 'video') && !first
          ? 'text'
          : draft.kind === 'poll' && !request.poll?.question
            ? 'text'
            : draft.kind === 'link' && !request.link_url
              ? 'text'
              : draft.kind;
  return {
    kind,
    images: draft.kind === 'images' ? files.map((file) => ({ key: file.key, url: url(file), alt: file.altText })) : [],
    document:
      kind === 'document' && first
        ? {
            title: draft.documentTitle.trim() || first.media?.carousel?.title || first.name,
            pages: pageCount(first.media?.pages ?? null, first.media?.carousel ?? null),
            url: url(first) || null,
            carousel: first.media?.carousel ?? null,
          }
        : null,
    video: kind === 'video' && first ? { url: url(first) } : null,
    poll: kind === 'poll' ? (request.poll ?? null) : null,
    link: kind === 'link' && request.link_url ? { url: request.link_url, title: request.link_title ?? null } : null,
    firstComment: request.first_comment ?? null,
  };
}

/** The kind as a card says it: "Carousel · 8 pages", "3 images", "Poll", "Video", "Link"; null for text. */
export function kindLabel(view: Pick<AttachmentsView, 'kind' | 'images' | 'document'>): string | null {
  switch (view.kind) {
    case 'text':
      return null;
    case 'image':
      return 'Image';
    case 'images':
      return `${view.images.length} images`;
    case 'document': {
      const pages = view.document?.pages;
      const name = view.document?.carousel ? 'Carousel' : 'Document';
      return pages ? `${name} · ${pages} ${pages === 1 ? 'page' : 'pages'}` : name;
    }
    case 'video':
      return 'Video';
    case 'poll':
      return 'Poll';
    case 'link':
      return 'Link';
  }
}
