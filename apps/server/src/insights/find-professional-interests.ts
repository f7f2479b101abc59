import { INSIGHTS_LIMITS } from '@cadence/contract/linkedin/insights';
import type { ExportInference } from '../imports/linkedin-export';
import { themesFromPosts } from '../research/find-member-themes';
import { phraseWords } from './create-phrase-matcher';
import { recoverSpelling } from './recover-spelling';

export interface InterestEvidence {
  /** The member's posts, newest first (only the latest are read, as for their themes). */
  posts: readonly string[];
  skills: readonly string[];
  /** Their hashtags, most used first. */
  hashtags: ReadonlyArray<{ hashtag: string; usage_count: number }>;
  inferences: readonly ExportInference[];
}

/** The same latest posts the member's themes are read from (research/find-member-themes.ts). */
const POSTS_READ = 200;
/**
 * Worth of each source. Recurring post themes come first: they are what the member chooses to
 * talk about. Hashtags tag those posts; LinkedIn's own inferences and the skills list describe
 * the member more than their interests, so they fill the list after.
 */
const WORTH = { theme: 2, hashtag: 1, inference: 1.5, skill: 1 } as const;
/** When two sources name one interest, whose spelling is shown: a list the member typed beats a stemmed phrase. */
const SPELLING_PREFERENCE = { skill: 0, inference: 1, theme: 2, hashtag: 3 } as const;
type Source = keyof typeof WORTH;

/**
 * Up to 12 professional interests from recurring post themes, hashtags, LinkedIn's interest
 * inferences and skills, one entry per interest however it is written ("Machine Learning",
 * "#MachineLearning", "machine learning"), the best supported first.
 */
export function findProfessionalInterests(evidence: InterestEvidence): string[] {
  const interests = new Map<string, { label: string; source: Source; score: number; order: number }>();
  const add = (label: string, source: Source, score: number) => {
    const clean = label.replace(/\s+/g, ' ').trim();
    // "AI agents", "#AIAgents" and "ai agent" are one interest: compare stemmed letters without spaces.
    const key = phraseWords(clean).join('');
    if (key === '' || clean.length > 60) return;
    const known = interests.get(key);
    if (!known) {
      interests.set(key, { label: clean, source, score, order: interests.size });
      return;
    }
    known.score += score;
    if (SPELLING_PREFERENCE[source] < SPELLING_PREFERENCE[known.source]) Object.assign(known, { label: clean, source });
  };

  const posts = evidence.posts.slice(0, POSTS_READ);
  for (const theme of themesFromPosts([...posts])) {
    if (theme.posts < 2) continue;
    // A hashtag theme keeps the member's spelling; a word theme is stemmed, so find how they write it.
    const label = theme.label === theme.term ? recoverSpelling(theme.term, posts) : theme.label;
    add(label, 'theme', WORTH.theme + theme.weight);
  }
  const topUsage = evidence.hashtags[0]?.usage_count ?? 1;
  for (const { hashtag, usage_count } of evidence.hashtags) add(hashtag, 'hashtag', WORTH.hashtag * (1 + usage_count / topUsage));
  for (const row of evidence.inferences) {
    if (!/interest/i.test(row.type)) continue;
    for (const value of row.inference.split(/\s*[;|]\s*/)) if (isNamedInterest(value)) add(value, 'inference', WORTH.inference);
  }
  for (const skill of evidence.skills) add(skill, 'skill', WORTH.skill);

  return [...interests.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, INSIGHTS_LIMITS.interests)
    .map((i) => i.label);
}

/** Inference values are sometimes flags ("Yes", "true", "3"), which name no interest. */
function isNamedInterest(value: string): boolean {
  return /\p{L}/u.test(value) && !/^(yes|no|true|false|n\/a|none|unknown)$/i.test(value.trim());
}
