import type { Deps } from '../deps';
import { buildVoiceProfile, NEUTRAL_VOICE, type VoiceProfile } from './build-voice-profile';

/** A voice drifts over the years: the most recent posts describe how the member writes now. */
const MAX_POSTS = 300;
const CACHE_SIZE = 200;

/** Profiles by member, keyed by a fingerprint of their posts: a regenerate does not measure them all again. */
const cache = new Map<string, { fingerprint: string; profile: VoiceProfile }>();

export interface MemberVoice {
  profile: VoiceProfile;
  /** Most recent first. */
  posts: string[];
}

export async function loadMemberVoice(deps: Pick<Deps, 'database'>, userId: string): Promise<MemberVoice> {
  const rows = await deps.database.db
    .selectFrom('imported_posts')
    .select(['id', 'content'])
    .where('user_id', '=', userId)
    .orderBy('posted_at', 'desc')
    .orderBy('id')
    .limit(MAX_POSTS)
    .execute();
  const posts = rows.map((r) => r.content).filter((c) => c.trim().length > 0);
  if (posts.length === 0) return { profile: NEUTRAL_VOICE, posts };
  const fingerprint = `${rows.length}:${rows[0]?.id}:${rows.at(-1)?.id}:${posts.reduce((sum, p) => sum + p.length, 0)}`;
  const cached = cache.get(userId);
  if (cached?.fingerprint === fingerprint) return { profile: cached.profile, posts };
  const profile = buildVoiceProfile(posts);
  cache.delete(userId);
  cache.set(userId, { fingerprint, profile });
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return { profile, posts };
}
