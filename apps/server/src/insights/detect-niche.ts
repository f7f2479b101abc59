import { NICHES, type TNiche } from '@cadence/contract/content/niches';
import type { LinkedInExport } from '../imports/linkedin-export';
import { phraseWords } from './create-phrase-matcher';
import { matchNicheTerms } from './niche-lexicon';
import { pickSubNiche } from './pick-sub-niche';
import { readPosts } from './read-posts';
import { sortPositionsByRecency } from './sort-positions';

export interface NicheDetection {
  niche: TNiche | null;
  subNiche: string | null;
}

/**
 * How much each part of the export says about the member's niche. `cap` bounds the lexicon weight
 * one text can add, so a long summary or fifty skills cannot outvote the headline. What people
 * call themselves (headline, latest title) weighs most; posts say what they write about, which is
 * what Cadence will write for them.
 */
const EVIDENCE = {
  headline: { weight: 3, cap: 2 },
  industry: { weight: 2, cap: 1 },
  title: { weight: 2.5, cap: 2 },
  description: { weight: 0.5, cap: 2 },
  skills: { weight: 1, cap: 6 },
  summary: { weight: 1, cap: 3 },
  posts: { weight: 4 },
} as const;
/** Each older position counts this much less than the one after it. */
const TITLE_DECAY = 0.5;
/** Posts count as a share of at least this many, so two posts do not settle it. */
const MIN_POSTS_BASIS = 5;
/** Latest posts only, as for the member's themes: what they write about now. */
const POSTS_READ = 200;
/** Below this there is no evidence worth naming a niche for. */
const MIN_SCORE = 1;

/**
 * One of the wizard's ten niches, scored from the headline, titles (recent ones weigh more),
 * skills, summary, industry and posts against a hand-built lexicon, and the sub-niche within it.
 * Ties go to the niche listed first in the wizard.
 */
export function detectNiche(exp: LinkedInExport): NicheDetection {
  const scores = new Map<TNiche, number>(NICHES.map((n) => [n, 0]));
  const add = (text: string | null | undefined, weight: number, cap: number) => {
    if (!text) return;
    for (const [niche, sum] of nicheWeights(text)) scores.set(niche, (scores.get(niche) ?? 0) + weight * Math.min(sum, cap));
  };

  const profile = exp.profile;
  add(profile?.headline, EVIDENCE.headline.weight, EVIDENCE.headline.cap);
  add(profile?.industry, EVIDENCE.industry.weight, EVIDENCE.industry.cap);
  add(profile?.summary, EVIDENCE.summary.weight, EVIDENCE.summary.cap);
  const positions = sortPositionsByRecency(exp.positions);
  positions.forEach((p, rank) => {
    const decay = TITLE_DECAY ** rank;
    add(p.title, EVIDENCE.title.weight * decay, EVIDENCE.title.cap);
    add(p.description, EVIDENCE.description.weight * decay, EVIDENCE.description.cap);
  });
  const skillScores = new Map<TNiche, number>();
  for (const skill of exp.skills)
    for (const [niche, sum] of nicheWeights(skill)) skillScores.set(niche, (skillScores.get(niche) ?? 0) + Math.min(sum, 1));
  for (const [niche, sum] of skillScores)
    scores.set(niche, (scores.get(niche) ?? 0) + EVIDENCE.skills.weight * Math.min(sum, EVIDENCE.skills.cap));

  const posts = readPosts(exp.shares)
    .slice(0, POSTS_READ)
    .map((p) => p.text);
  if (posts.length > 0) {
    const touching = new Map<TNiche, number>();
    for (const post of posts)
      for (const [niche, sum] of nicheWeights(post)) touching.set(niche, (touching.get(niche) ?? 0) + Math.min(sum, 1));
    const basis = Math.max(posts.length, MIN_POSTS_BASIS);
    for (const [niche, count] of touching) scores.set(niche, (scores.get(niche) ?? 0) + (EVIDENCE.posts.weight * count) / basis);
  }

  let niche: TNiche | null = null;
  let best = MIN_SCORE - Number.EPSILON;
  for (const candidate of NICHES) {
    const score = scores.get(candidate) ?? 0;
    if (score > best) {
      niche = candidate;
      best = score;
    }
  }
  if (niche === null) return { niche: null, subNiche: null };
  const subNiche = pickSubNiche(niche, {
    headline: profile?.headline ?? null,
    titles: positions.map((p) => p.title),
    skills: exp.skills,
    posts,
    companies: exp.positions.map((p) => p.company),
  });
  return { niche, subNiche };
}

/** Lexicon weight per niche in one text, each distinct phrase counted once. */
function nicheWeights(text: string): Map<TNiche, number> {
  const seen = new Set<string>();
  const sums = new Map<TNiche, number>();
  const words = phraseWords(text);
  for (const hit of matchNicheTerms(words)) {
    const phrase = words.slice(hit.start, hit.end).join(' ');
    if (seen.has(phrase)) continue;
    seen.add(phrase);
    for (const { niche, weight } of hit.values) sums.set(niche, (sums.get(niche) ?? 0) + weight);
  }
  return sums;
}
