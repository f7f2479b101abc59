import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface HistoryPost {
  publishedAt: Date;
  impressions: number;
  engagements?: number;
  content?: string;
  /** content_metadata.format: an automation format id or a wizard format. */
  format?: string;
  kind?: 'text' | 'image' | 'images' | 'document' | 'video' | 'poll' | 'link';
  /** An older, smaller measurement first, so "latest row wins" is exercised. */
  earlierImpressions?: number;
}

let counter = 0;

/**
 * Synthetic analytics history: published Cadence posts with their media, poll or link, and
 * post_metrics rows as the API refresh would write them. Answers the posts' ids in order.
 */
export async function insertPostHistory(db: Kysely<DB>, userId: string, posts: readonly HistoryPost[]): Promise<string[]> {
  const ids: string[] = [];
  for (const post of posts) {
    const urn = `urn:li:share:${Date.now()}${++counter}`;
    const kind = post.kind ?? 'text';
    const { id } = await db
      .insertInto('posts')
      .values({
        user_id: userId,
        status: 'published',
        content: post.content ?? `A post about work number ${counter}. It says something worth reading today.`,
        scheduled_time: post.publishedAt,
        published_at: post.publishedAt,
        platform_post_id: urn,
        post_url: `https://www.linkedin.com/feed/update/${urn}/`,
        content_metadata: JSON.stringify({ format: post.format ?? 'insight', source: 'automation' }),
        poll: kind === 'poll' ? JSON.stringify({ question: 'Which one?', options: ['A', 'B'], duration_days: 3 }) : null,
        link_url: kind === 'link' ? 'https://example.com/article' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mediaKinds = { image: ['image'], images: ['image', 'image'], document: ['document'], video: ['video'] } as const;
    const attached = kind in mediaKinds ? mediaKinds[kind as keyof typeof mediaKinds] : [];
    for (const [position, mediaKind] of attached.entries()) {
      const media = await db
        .insertInto('media')
        .values({
          user_id: userId,
          kind: mediaKind,
          status: 'ready',
          mime_type: 'application/octet-stream',
          file_name: 'f',
          size_bytes: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('post_media').values({ post_id: id, media_id: media.id, position }).execute();
    }
    const row = (impressions: number, measuredAt: Date) => ({
      user_id: userId,
      post_id: id,
      platform_post_id: urn,
      post_url: `https://www.linkedin.com/feed/update/${urn}/`,
      published_at: post.publishedAt,
      source: 'api' as const,
      measured_at: measuredAt,
      impressions,
      reactions: null,
      comments: null,
      reshares: null,
      engagements: post.engagements ?? Math.round(impressions * 0.03),
    });
    const later = new Date(post.publishedAt.getTime() + 7 * 86_400_000);
    if (post.earlierImpressions !== undefined)
      await db
        .insertInto('post_metrics')
        .values(row(post.earlierImpressions, new Date(post.publishedAt.getTime() + 3_600_000)))
        .execute();
    await db.insertInto('post_metrics').values(row(post.impressions, later)).execute();
    ids.push(id);
  }
  return ids;
}
