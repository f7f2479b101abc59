import type { TMedia } from '@cadence/contract/media/media';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { MEDIA_COLUMNS, toMedia } from './to-media';

export const NO_SUCH_MEDIA = 'That file does not exist.';

/** Sets (or clears, with null) the alt text of one of the caller's files; another member's id is a 404. */
export async function updateMediaAltText(
  deps: Pick<Deps, 'database' | 'keys'>,
  userId: string,
  mediaId: string,
  altText: string | null,
): Promise<TMedia> {
  const row = await deps.database.db
    .updateTable('media')
    .set({ alt_text: altText?.trim() ? altText.trim() : null })
    .where('id', '=', mediaId)
    .where('user_id', '=', userId)
    .where('status', '=', 'ready')
    .returning(MEDIA_COLUMNS)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_MEDIA);
  return toMedia(row, deps);
}
