import { AUTOMATION_FORMATS, type TAutomationFormatId } from '@cadence/contract/content/formats';
import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { findTrendingTopics } from '../research/find-trending-topics';
import { gapOfTopic } from '../research/pick-evergreen-topics';
import { queuePublishJob } from '../scheduling/publish-queue';
import { generatePost, type GeneratedPost } from '../writing/generate-post';
import { approvalBar, readLessons } from '../analytics/performance/learn-from-results';
import { isNearRepeat, judgeDraft } from './judge-draft';
import { loadSavedPreferences } from './load-preferences';
import { WRITING_CLAIM_STALE_MS } from './queue-automation-writes';

/** A topic written about this recently is not picked again. */
const TOPIC_MEMORY_MS = 14 * 86_400_000;
const RECENT_POSTS = 40;
/** How many times a near-repeat of a recent post is written again before it is judged as it is. */
const REWRITES = 2;

export type WriteOutcome = 'pending' | 'draft' | 'failed' | 'skipped' | 'removed';

/**
 * Researches and writes one automation slot, then settles it by the member's approval mode:
 * review_all → draft; full → pending; smart → pending only past the quality bar, else a draft with
 * the reasons on its card. The slot is claimed with a guarded UPDATE and settled only while still
 * claimed by this writer, so a cancel, a pause or another writer in between always wins. A failure
 * marks this slot failed with a reason and touches no other.
 */
export async function writeAutomationPost(
  deps: Pick<Deps, 'database' | 'config' | 'jobs'>,
  postId: string,
  now = new Date(),
): Promise<WriteOutcome> {
  const { db } = deps.database;
  const claim = await db
    .updateTable('posts')
    .set({ writing_started_at: now })
    .where('id', '=', postId)
    .where('status', '=', 'pending_content')
    .where((eb) =>
      eb.or([
        eb('writing_started_at', 'is', null),
        eb('writing_started_at', '<', new Date(now.getTime() - WRITING_CLAIM_STALE_MS)),
      ]),
    )
    .returning(['user_id', 'automation_slot', 'content_metadata', 'connection_id'])
    .executeTakeFirst();
  if (!claim?.automation_slot) return 'skipped';
  const userId = claim.user_id;
  const slot = new Date(claim.automation_slot);
  const stillClaimed = (trx: typeof db) =>
    trx
      .selectFrom('posts')
      .select(['id', 'content_metadata', 'connection_id'])
      .where('id', '=', postId)
      .where('status', '=', 'pending_content')
      .where('writing_started_at', '=', now)
      .forUpdate()
      .executeTakeFirst();

  const preferences = await loadSavedPreferences(db, userId);
  if (!preferences?.is_active || !preferences.niche) {
    // Paused since the slot was planned: it goes, like every other unwritten slot.
    await db
      .deleteFrom('posts')
      .where('id', '=', postId)
      .where('status', '=', 'pending_content')
      .where('writing_started_at', '=', now)
      .execute();
    return 'removed';
  }
  const format =
    (claim.content_metadata.format as TAutomationFormatId | undefined) ?? preferences.content_formats[0] ?? 'insight';

  const recentPosts = await loadRecentPosts(deps, userId, postId, now);
  let topic: TTrendingTopic;
  let draft: GeneratedPost;
  try {
    topic = await reserveTopic(deps, userId, postId, preferences.niche, preferences.sub_niche, format, now);
    const request = {
      niche: preferences.niche,
      sub_niche: preferences.sub_niche,
      topic: topic.title,
      format,
      context: '',
      trending_topic_data: topic,
    };
    draft = await generatePost(deps, userId, request);
    // A draft that repeats a recent post is written again (another seed) before it is judged.
    for (let retry = 0; retry < REWRITES && isNearRepeat(draft.content, recentPosts); retry++)
      draft = await generatePost(deps, userId, { ...request, seed: randomInt(0, 2 ** 31) });
  } catch (error) {
    const reason = error instanceof AppError ? error.message : 'the writer did not answer';
    await db
      .updateTable('posts')
      .set({
        status: 'failed',
        failure_kind: 'rejected',
        error_message: `Cadence could not write this post (${reason}). Nothing was published.`,
        updated_at: new Date(),
      })
      .where('id', '=', postId)
      .where('status', '=', 'pending_content')
      .where('writing_started_at', '=', now)
      .execute();
    return 'failed';
  }

  const connectionId = await findLiveConnection(deps, userId, claim.connection_id, now);
  const canPublish = connectionId !== null;
  // Smart approval's bar learns from the member's results: a format that does well for them needs less (issue 28).
  const bar =
    preferences.approval_mode === 'smart'
      ? approvalBar(preferences.smart_min_voice_match, format, await readLessons(db, userId, preferences.time_zone, now))
      : { bar: preferences.smart_min_voice_match, note: null };
  const judged = judgeDraft(draft, {
    approvalMode: preferences.approval_mode,
    minVoiceMatch: bar.bar,
    barNote: bar.note,
    topicHasEvidence: (topic.evidence?.length ?? 0) > 0,
    recentPosts,
    canPublish,
  });
  const late = slot.getTime() < now.getTime() - deps.config.scheduling.lateGraceSeconds * 1000;
  if (judged.approved && late) judged.reasons.push('It was written after its time had passed: pick a new time.');
  const approved = judged.approved && !late;

  return db.transaction().execute(async (trx) => {
    const row = await stillClaimed(trx);
    if (!row) return 'skipped';
    const current = await loadSavedPreferences(trx, userId);
    if (!current?.is_active) {
      await trx.deleteFrom('posts').where('id', '=', postId).execute();
      return 'removed';
    }
    const metadata = JSON.stringify({
      ...row.content_metadata,
      topic: topic.title,
      review_reason: approved ? null : judged.reasons.join(' '),
      approval_note: bar.note,
      voice_match: Math.round(draft.voice_match),
      writer: draft.writer.name,
    });
    const written = {
      content: draft.content,
      hashtags: draft.hashtags,
      content_metadata: metadata,
      connection_id: connectionId,
      updated_at: new Date(),
    };
    if (!approved) {
      await trx
        .updateTable('posts')
        .set({ ...written, status: 'draft' })
        .where('id', '=', postId)
        .execute();
      return 'draft';
    }
    const publishAfter = new Date(Math.max(slot.getTime(), now.getTime()));
    const jobId = await queuePublishJob(trx, deps.jobs, postId, publishAfter);
    await trx
      .updateTable('posts')
      .set({ ...written, status: 'pending', publish_job_id: jobId, publish_after: publishAfter })
      .where('id', '=', postId)
      .execute();
    return 'pending';
  });
}

/**
 * The first topic, best first, not used lately. An open angle ("A common FP&A mistake …") leaves its
 * answer to the member and so always waits as a draft: automation writes a topic it can finish
 * again (another post on it) rather than hand the member a gap, and takes an open angle only when
 * nothing else was offered.
 */
export function chooseAutomationTopic(topics: TTrendingTopic[], usedTitles: ReadonlySet<string>): TTrendingTopic | undefined {
  const writable = topics.filter((t) => gapOfTopic(t) === null);
  return (
    writable.find((t) => !usedTitles.has(t.title)) ?? writable[0] ?? topics.find((t) => !usedTitles.has(t.title)) ?? topics[0]
  );
}

/**
 * The strongest topic for the niche that the member's automation has not written about lately,
 * kept on the slot at once under a lock on the member, so slots written side by side never share
 * a topic (each sees the others' choices).
 */
async function reserveTopic(
  deps: Pick<Deps, 'database' | 'config'>,
  userId: string,
  postId: string,
  niche: string,
  subNiche: string,
  format: TAutomationFormatId,
  now: Date,
): Promise<TTrendingTopic> {
  const { topics } = await findTrendingTopics(deps, userId, { niche, sub_niche: subNiche, context: AUTOMATION_FORMATS[format] });
  return deps.database.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const used = await trx
      .selectFrom('posts')
      .select((eb) => eb.ref('content_metadata', '->>').key('topic').as('topic'))
      .where('user_id', '=', userId)
      .where('automation_slot', 'is not', null)
      .where('id', '!=', postId)
      .where('updated_at', '>', new Date(now.getTime() - TOPIC_MEMORY_MS))
      .execute();
    const usedTitles = new Set(used.flatMap((u) => (typeof u.topic === 'string' ? [u.topic] : [])));
    const topic = chooseAutomationTopic(topics, usedTitles);
    if (!topic) throw new AppError('BAD_REQUEST', 'no topic was found for your niche');
    await trx
      .updateTable('posts')
      .set({
        content_metadata: sql`content_metadata || ${JSON.stringify({ topic: topic.title })}::jsonb`,
        updated_at: new Date(),
      })
      .where('id', '=', postId)
      .execute();
    return topic;
  });
}

async function loadRecentPosts(deps: Pick<Deps, 'database'>, userId: string, postId: string, now: Date): Promise<string[]> {
  const { db } = deps.database;
  const [own, imported] = await Promise.all([
    db
      .selectFrom('posts')
      .select('content')
      .where('user_id', '=', userId)
      .where('id', '!=', postId)
      .where('content', 'is not', null)
      .where('status', 'in', ['draft', 'pending', 'publishing', 'published'])
      .where('updated_at', '>', new Date(now.getTime() - 30 * 86_400_000))
      .orderBy('updated_at', 'desc')
      .limit(RECENT_POSTS)
      .execute(),
    db
      .selectFrom('imported_posts')
      .select('content')
      .where('user_id', '=', userId)
      .orderBy('posted_at', 'desc')
      .limit(RECENT_POSTS)
      .execute(),
  ]);
  return [...own, ...imported].map((p) => p.content ?? '');
}

/** The slot's own connection while it is live, else the member's newest live one; null when none is. */
async function findLiveConnection(
  deps: Pick<Deps, 'database'>,
  userId: string,
  preferred: string | null,
  now: Date,
): Promise<string | null> {
  const rows = await deps.database.db
    .selectFrom('linkedin_connections')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.find((row) => row.id === preferred)?.id ?? rows[0]?.id ?? null;
}
