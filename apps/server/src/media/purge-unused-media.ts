import { sql } from 'kysely';
import type { Deps } from '../deps';

/** An upload never attached is kept this long: time to write the post it was for. */
export const UNATTACHED_MEDIA_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** An upload still 'receiving' after this long was cut off by a process that died mid-stream. */
const ABANDONED_UPLOAD_MS = 6 * 60 * 60 * 1000;
/** Rows per DELETE: a batch of large videos is still a bounded statement. */
const BATCH = 100;

/**
 * Removes media no one will use (decision 034): those once attached that no post holds any more
 * (the post was deleted, or an edit took them off), uploads never attached within a day, and uploads
 * a dead process left half-received. Their chunks go with them (ON DELETE CASCADE). Answers how
 * many were removed.
 */
export async function purgeUnusedMedia(deps: Pick<Deps, 'database'>): Promise<number> {
  const { db } = deps.database;
  let removed = 0;
  for (;;) {
    const batch = await db
      .deleteFrom('media')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('media as m')
          .select('m.id')
          .where((w) =>
            w.or([
              w.and([
                w('m.attached_at', 'is not', null),
                w.not(
                  w.exists(w.selectFrom('post_media').select('post_media.media_id').whereRef('post_media.media_id', '=', 'm.id')),
                ),
              ]),
              w.and([
                w('m.attached_at', 'is', null),
                w('m.created_at', '<', sql<Date>`now() - ${UNATTACHED_MEDIA_LIFETIME_MS} * interval '1 millisecond'`),
              ]),
              w.and([
                w('m.status', '=', 'receiving'),
                w('m.created_at', '<', sql<Date>`now() - ${ABANDONED_UPLOAD_MS} * interval '1 millisecond'`),
              ]),
            ]),
          )
          .limit(BATCH),
      )
      .executeTakeFirst();
    const count = Number(batch.numDeletedRows);
    removed += count;
    if (count < BATCH) return removed;
  }
}
