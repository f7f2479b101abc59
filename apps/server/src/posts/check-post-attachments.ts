import type { TPoll, TPostAttachments } from '@cadence/contract/media/post-attachments';
import type { Transaction } from 'kysely';
import type { DB, MediaKind } from '../db/schema';
import { AppError } from '../errors/app-error';

/** What the contract hands the three routes (POST /linkedin/post, POST and PATCH /scheduling/post). */
export type PostAttachmentsInput = Pick<
  TPostAttachments,
  'media_ids' | 'document_title' | 'poll' | 'first_comment' | 'link_url' | 'link_title'
>;

/** A post's attachments once every rule holds: what is saved, and what the publisher sends. */
export interface CheckedAttachments {
  /** In the member's order. */
  media: Array<{ id: string; kind: MediaKind; file_name: string }>;
  documentTitle: string | null;
  poll: TPoll | null;
  linkUrl: string | null;
  linkTitle: string | null;
  firstComment: string | null;
}

export const NO_ATTACHMENTS: CheckedAttachments = {
  media: [],
  documentTitle: null,
  poll: null,
  linkUrl: null,
  linkTitle: null,
  firstComment: null,
};

/** How a kind is named in a sentence. */
const KIND_NAMES = { images: 'images', document: 'a document', video: 'a video', poll: 'a poll', link: 'a link' } as const;
type AttachmentKind = keyof typeof KIND_NAMES;

export const MISSING_MEDIA_MESSAGE = 'One of the attached files does not exist. Upload it again and attach it.';

/**
 * One kind of content per post (Posts API: a post's `content` holds one of media, multiImage, poll
 * or article): images (1 to 20), one document, one video, a poll, or a link; a first comment goes
 * with any of them. Every rule answers 400 with a sentence before anything is saved.
 *
 * Runs in the transaction that saves the post. On an edit `current` is what the post has: an
 * absent field keeps it, `null` or `[]` removes it.
 * A document title or link title the post only inherited is dropped with its document or link;
 * one the member sends with neither is refused.
 */
export async function checkPostAttachments(
  trx: Transaction<DB>,
  userId: string,
  input: PostAttachmentsInput,
  current: CheckedAttachments = NO_ATTACHMENTS,
): Promise<CheckedAttachments> {
  const mediaIds = input.media_ids ?? current.media.map((m) => m.id);
  const poll = input.poll === undefined ? current.poll : input.poll;
  const linkUrl = input.link_url === undefined ? current.linkUrl : input.link_url;
  const firstComment = input.first_comment === undefined ? current.firstComment : input.first_comment;

  if (new Set(mediaIds).size !== mediaIds.length) throw badRequest('The same file is attached twice; attach each file once.');
  const media = await loadOwnMedia(trx, userId, mediaIds);

  const kinds = new Map<AttachmentKind, number>();
  const count = (kind: AttachmentKind) => kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  for (const item of media) count(item.kind === 'image' ? 'images' : item.kind);
  if (poll) count('poll');
  if (linkUrl) count('link');

  const present = [...kinds.keys()];
  if (present.length > 1) {
    const [a, b] = present as [AttachmentKind, AttachmentKind];
    throw badRequest(
      `A post carries one kind of attachment: ${KIND_NAMES[a]} and ${KIND_NAMES[b]} cannot go together. Keep one of them.`,
    );
  }
  if ((kinds.get('document') ?? 0) > 1) throw badRequest('A post can carry only one document.');
  if ((kinds.get('video') ?? 0) > 1) throw badRequest('A post can carry only one video.');

  const document = kinds.has('document') ? media[0] : undefined;
  if (!document && typeof input.document_title === 'string')
    throw badRequest('A document title goes with a document: attach a PDF, PowerPoint or Word file, or leave the title out.');
  if (!linkUrl && typeof input.link_title === 'string') throw badRequest('A link title goes with a link: add link_url too.');

  const keptDocumentTitle = input.document_title === undefined ? current.documentTitle : input.document_title;
  const keptLinkTitle = input.link_title === undefined ? current.linkTitle : input.link_title;
  return {
    media,
    // LinkedIn shows a document's title above its pages; the file's own name is the natural default.
    documentTitle: document ? keptDocumentTitle || titleFromFileName(document.file_name) : null,
    poll: poll ?? null,
    linkUrl: linkUrl ?? null,
    linkTitle: linkUrl ? (keptLinkTitle ?? null) : null,
    firstComment: firstComment ?? null,
  };
}

/** The member's own ready media, in the order asked; another member's or an unknown id is refused alike. */
async function loadOwnMedia(trx: Transaction<DB>, userId: string, mediaIds: string[]): Promise<CheckedAttachments['media']> {
  if (mediaIds.length === 0) return [];
  const rows = await trx
    .selectFrom('media')
    .select(['id', 'kind', 'file_name', 'status'])
    .where('id', 'in', mediaIds)
    .where('user_id', '=', userId)
    // Held until the post's transaction commits: the clean-up job's DELETE waits for a file being attached.
    .forShare()
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return mediaIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw badRequest(MISSING_MEDIA_MESSAGE);
    if (row.status !== 'ready')
      throw badRequest(`${row.file_name} is still uploading. Wait until it has finished, then attach it.`);
    return { id: row.id, kind: row.kind, file_name: row.file_name };
  });
}

/** "Q3 report.final.pdf" → "Q3 report.final". */
export function titleFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const title = (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
  return title === '' ? fileName : title;
}

function badRequest(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}
