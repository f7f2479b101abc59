import type { ExportShare } from '../imports/linkedin-export';
import { normalizeLinkedInText } from '../writing/measure-text';

export interface MemberPost {
  date: Date;
  /** What the member wrote, as a reader sees it (little-text escapes and hashtag templates undone). */
  text: string;
}

/** The member's own posts, newest first: shares with text (a plain reshare says nothing of its sharer). */
export function readPosts(shares: readonly ExportShare[]): MemberPost[] {
  return shares
    .filter((s) => s.commentary.trim().length > 0)
    .map((s) => ({ date: s.date, text: normalizeLinkedInText(s.commentary) }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}
