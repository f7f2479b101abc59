import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { postKind } from '../../scheduling/to-scheduled-post';
import type { MeasuredPost, PostKind } from './analyse-performance';

const DAY_MS = 86_400_000;

/**
 * The member's posts published in the last `days` days with their latest numbers: the newest
 * post_metrics row per platform post, its text and kind from the Cadence post it joins (or the
 * imported post: an image when the export lists media, a link when it lists a shared URL).
 */
export async function readMeasuredPosts(db: Kysely<DB>, userId: string, days: number, now: Date): Promise<MeasuredPost[]> {
  const rows = await db
    .selectFrom('post_metrics as m')
    .leftJoin('posts as p', 'p.id', 'm.post_id')
    .leftJoin('imported_posts as i', 'i.id', 'm.imported_post_id')
    .distinctOn('m.platform_post_id')
    .select([
      'm.post_id',
      'm.platform_post_id',
      'm.post_url',
      'm.published_at',
      'm.measured_at',
      'm.impressions',
      'm.engagements',
      'm.reactions',
      'm.comments',
      'm.reshares',
      'p.content',
      'p.published_at as post_published_at',
      'p.content_metadata',
      'p.poll',
      'p.link_url',
      'i.content as imported_content',
      'i.posted_at',
      'i.media_url',
      'i.shared_url',
    ])
    .where('m.user_id', '=', userId)
    .orderBy('m.platform_post_id')
    .orderBy('m.measured_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();

  const since = now.getTime() - days * DAY_MS;
  const inWindow = rows
    .map((row) => ({ row, published: row.published_at ?? row.post_published_at ?? row.posted_at ?? null }))
    .filter(({ published }) => published !== null && new Date(published).getTime() >= since);

  const postIds = inWindow.map(({ row }) => row.post_id).filter((id): id is string => id !== null);
  const mediaByPost = new Map<string, Array<{ kind: 'image' | 'document' | 'video' }>>();
  if (postIds.length > 0) {
    const media = await db
      .selectFrom('post_media')
      .innerJoin('media', 'media.id', 'post_media.media_id')
      .select(['post_media.post_id', 'media.kind'])
      .where('post_media.post_id', 'in', postIds)
      .orderBy('post_media.post_id')
      .orderBy('post_media.position')
      .execute();
    for (const m of media) mediaByPost.set(m.post_id, [...(mediaByPost.get(m.post_id) ?? []), { kind: m.kind }]);
  }

  return inWindow.map(({ row, published }) => {
    let kind: PostKind | null = null;
    let content: string | null = null;
    let format: string | null = null;
    if (row.post_id && row.content_metadata !== null) {
      kind = postKind(mediaByPost.get(row.post_id) ?? [], { poll: row.poll, link_url: row.link_url ?? null });
      content = row.content;
      const f = (row.content_metadata as Record<string, unknown>).format;
      format = typeof f === 'string' ? f : null;
    } else if (row.imported_content !== null) {
      content = row.imported_content;
      kind = row.media_url ? 'image' : row.shared_url ? 'link' : 'text';
    }
    // Engagements as LinkedIn counts them; from the parts when only those were measured.
    const parts = [row.reactions, row.comments, row.reshares].filter((n): n is number => n !== null);
    const engagements = row.engagements ?? (parts.length > 0 ? parts.reduce((a, b) => a + b, 0) : null);
    return {
      post_id: row.post_id,
      platform_post_id: row.platform_post_id,
      post_url: row.post_url,
      published_at: new Date(published!),
      measured_at: new Date(row.measured_at),
      impressions: row.impressions,
      engagements,
      content,
      kind,
      format,
    };
  });
}
