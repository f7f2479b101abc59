import { Readable } from 'node:stream';
import type { TCarouselRequest, TMedia } from '@cadence/contract/media/media';
import type { Deps } from '../deps';
import { fetchAvatar } from './fetch-avatar';
import { AppError } from '../errors/app-error';
import { renderCarouselPdf } from './render-carousel-pdf';
import { MEDIA_COLUMNS, toMedia } from './to-media';
import { rechunk, writeMediaChunks } from './write-media-chunks';

/**
 * The carousel maker: the slides as a PDF with the member's name and picture, stored as a document
 * like an upload (kind 'document', a page per slide), with the request kept so it can be opened
 * again and edited.
 */
export async function makeCarousel(
  deps: Pick<Deps, 'database' | 'keys'>,
  userId: string,
  request: TCarouselRequest,
): Promise<TMedia> {
  const { db } = deps.database;
  const user = await db
    .selectFrom('users')
    .select(['name', 'email', 'picture_url'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const name = user.name?.trim() || user.email.split('@')[0] || 'Cadence member';
  const pdf = await renderCarouselPdf(request, { name, avatar: await fetchAvatar(user.picture_url) }).catch((error: unknown) => {
    // fontkit's shapers for some scripts (Tifinagh, found by the route fuzz) need a regenerator
    // runtime it does not ship: the slides' text, not the server, is what cannot be set.
    if (error instanceof ReferenceError && /regeneratorRuntime/.test(error.message))
      throw new AppError(
        'BAD_REQUEST',
        'Some characters in these slides cannot be set in a carousel yet. Remove them and try again.',
      );
    throw error;
  });
  const fileName = `${fileNameOf(request.title ?? request.slides[0]?.heading ?? 'carousel')}.pdf`;
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('media')
      .values({
        user_id: userId,
        kind: 'document',
        mime_type: 'application/pdf',
        file_name: fileName,
        pages: request.slides.length,
        carousel: JSON.stringify(request),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const written = await writeMediaChunks(trx, created.id, rechunk(Readable.from([pdf])));
    const ready = await trx
      .updateTable('media')
      .set({ status: 'ready', size_bytes: written.sizeBytes, sha256: written.sha256 })
      .where('id', '=', created.id)
      .returning(MEDIA_COLUMNS)
      .executeTakeFirstOrThrow();
    return toMedia(ready, deps);
  });
}

/** A file name from the carousel's title: letters, digits and dashes, at most 60 characters. */
function fileNameOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'carousel';
}
