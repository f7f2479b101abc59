import { findPlaceholders, placeholderMessage } from '@cadence/contract/content/placeholders';
import { composePostText } from '@cadence/contract/linkedin/compose-post-text';
import { LINKEDIN_MAX_POST_LENGTH } from '@cadence/contract/linkedin/limits';
import type { TApprovalMode } from '@cadence/contract/preferences/preferences';

/** A draft this close to one of the member's recent posts repeats it (share of shared word triples). */
export const NEAR_DUPLICATE_SIMILARITY = 0.5;

export interface DraftToJudge {
  content: string;
  hashtags: string[];
  voice_match: number;
  voice: 'imported' | 'neutral';
}

export interface JudgeContext {
  approvalMode: TApprovalMode;
  minVoiceMatch: number;
  /** The topic is backed by live stories (not an evergreen angle). */
  topicHasEvidence: boolean;
  /** The member's recent posts: written in Cadence or imported. */
  recentPosts: string[];
  /** A live LinkedIn connection to publish through. */
  canPublish: boolean;
  /** Why minVoiceMatch is not the member's own setting: the format's results moved it (issue 28). */
  barNote?: string | null;
}

/**
 * Whether an automation draft may be scheduled on its own, and if not, why (shown on its card).
 * Whatever the mode, a draft with a gap to fill, over LinkedIn's limit or with nowhere to publish
 * waits for the member; review_all always waits; smart also needs the quality bar.
 */
export function judgeDraft(draft: DraftToJudge, context: JudgeContext): { approved: boolean; reasons: string[] } {
  const reasons: string[] = [];
  const placeholders = [...new Set(findPlaceholders(draft.content))];
  if (placeholders.length > 0) reasons.push(placeholderMessage(placeholders));
  const length = composePostText(draft.content, draft.hashtags).length;
  if (length > LINKEDIN_MAX_POST_LENGTH)
    reasons.push(
      `It is ${length.toLocaleString('en-US')} characters with its hashtags; LinkedIn allows ${LINKEDIN_MAX_POST_LENGTH.toLocaleString('en-US')}.`,
    );
  if (!context.canPublish) reasons.push('Your LinkedIn account is not connected, so it cannot be published.');

  if (context.approvalMode === 'review_all') reasons.push('You review every post before it is published.');
  if (context.approvalMode === 'smart') {
    if (draft.voice === 'neutral')
      reasons.push('Smart approval needs your imported posts to judge the voice: import your LinkedIn data.');
    else if (draft.voice_match < context.minVoiceMatch)
      reasons.push(
        `Its voice match is ${Math.round(draft.voice_match)}%, below your bar of ${context.minVoiceMatch}%.${context.barNote ? ` ${context.barNote}` : ''}`,
      );
    if (isNearRepeat(draft.content, context.recentPosts)) reasons.push('It is too close to one of your recent posts.');
    if (!context.topicHasEvidence) reasons.push('No live story backs its topic.');
  }
  return { approved: reasons.length === 0, reasons };
}

/** True when half or more of the draft's word triples appear in one of the member's recent posts. */
export function isNearRepeat(content: string, recentPosts: string[]): boolean {
  return recentPosts.some((post) => similarity(content, post) >= NEAR_DUPLICATE_SIMILARITY);
}

/** Share of the draft's word triples that the other text also has (0-1): near 1 is a repeat. */
export function similarity(draft: string, other: string): number {
  const a = wordTriples(draft);
  if (a.size === 0) return 0;
  const b = wordTriples(other);
  let shared = 0;
  for (const triple of a) if (b.has(triple)) shared++;
  return shared / a.size;
}

function wordTriples(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const triples = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) triples.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return triples;
}
