import type { TNiche } from '@cadence/contract/content/niches';
import { stemWord } from '../text/stem-word';
import { isStopWord } from '../text/stop-words';
import { FUNCTION_WORDS } from '../writing/style-features';
import { phraseWords } from './create-phrase-matcher';
import { findPostPhrases } from './find-post-phrases';
import { GENERIC_WORDS, matchNicheTerms } from './niche-lexicon';
import { isNounPhraseLabel } from './tag-words';

export interface SubNicheEvidence {
  headline: string | null;
  /** Position titles, most recent first. */
  titles: readonly string[];
  skills: readonly string[];
  /** The member's posts, as read (little-text escapes undone). */
  posts: readonly string[];
  companies: readonly string[];
}

// Seniority comes before what someone does ("Senior", "Head of"); the role noun after it ("Manager").
const SENIORITY = new Set(
  'senior sr junior jr lead principal staff chief head of vp svp evp vice president director associate assistant global regional group interim acting fractional founding'.split(
    ' ',
  ),
);
const ROLE_NOUNS = new Set(
  `manager engineer developer director lead leader specialist consultant expert analyst officer executive architect strategist coach
  advisor adviser founder cofounder co-founder owner partner enthusiast professional evangelist scientist recruiter marketer designer
  administrator coordinator representative rep associate intern student researcher practitioner ceo cto cfo coo cmo cio cpo cro chro`
    .split(/\s+/)
    .map(stemWord),
);
/**
 * Small words a name of a speciality may hold ("AI in Healthcare", "Compensation and Benefits");
 * any other function word or pronoun makes it a sentence ("Bootstrapping a calmer SaaS").
 */
const CONNECTORS = new Set(['in', 'of', 'for', 'and', 'on', 'with', 'to']);
const SENTENCE_WORDS = new Set<string>([
  ...FUNCTION_WORDS.filter((w) => !CONNECTORS.has(w)),
  ...'i me my we our us you your they their it'.split(' '),
]);
const LEGAL_SUFFIXES = new Set('inc ltd llc llp gmbh ag sa bv plc corp corporation co company limited group holdings'.split(' '));
const MAX_CONTENT_WORDS = 3;
const MAX_CHARS = 40;
/** Post phrases weighed: the most used, and none in most posts (a sign-off is no speciality). */
const MAX_POST_PHRASES = 12;
const MAX_POST_SHARE = 0.6;

/** Where a phrase is found, and how much that says it is what the member does. */
const SUPPORT = { headline: 3, latestTitle: 2, skill: 1, maxSkills: 3, post: 0.5, maxPosts: 6 } as const;

/**
 * How plainly the member states a phrase as their speciality, best first: a headline part that is
 * not a job title ("… | Talent acquisition | …"), then a headline title's speciality ("Head of
 * Growth Marketing") or a topic the headline names ("Helping … with X", "Writing about X", "10+
 * years in X"), then titles, skills and posts, which are weighed against each other by support.
 */
const TIER = { declared: 0, headline: 1, elsewhere: 2 } as const;
type Tier = (typeof TIER)[keyof typeof TIER];

interface Candidate {
  label: string;
  words: string[];
  specific: number;
  order: number;
  tier: Tier;
}

/**
 * The part of the niche the member works in ("AI in Healthcare", "B2B SaaS Sales"): a phrase of
 * their own (a headline segment, a title, a skill, a phrase recurring in posts) that belongs to
 * the niche and says more than the niche's name. Candidates are ranked by how many places use
 * them; stopwords, role words and company names never make one.
 */
export function pickSubNiche(niche: TNiche, evidence: SubNicheEvidence): string | null {
  const candidates = new Map<string, Candidate>();
  const companies = evidence.companies.map(companyWords).filter((w) => w.length > 0);
  const consider = (label: string, tier: Tier = TIER.elsewhere) => {
    const clean = label.replace(/\s+/g, ' ').trim();
    // Written words, each as its tokens: "FP&A" is one word of two tokens, not "fp" and "a".
    const written = clean
      .split(' ')
      .map(phraseWords)
      .filter((tokens) => tokens.length > 0);
    const words = written.flat();
    const key = words.join(' ');
    const known = candidates.get(key);
    if (known) {
      known.tier = Math.min(known.tier, tier) as Tier;
      return;
    }
    if (key === '' || clean.length > MAX_CHARS) return;
    const single = (tokens: string[], set: ReadonlySet<string>) => tokens.length === 1 && set.has(tokens[0] as string);
    if (words.every(isStopWord) || written.some((tokens) => single(tokens, SENTENCE_WORDS))) return;
    if (single(written[0] as string[], CONNECTORS) || single(written.at(-1) as string[], CONNECTORS)) return;
    const content = written.filter((tokens) => !single(tokens, CONNECTORS));
    const specific = content.filter((tokens) => tokens.some((t) => !GENERIC_WORDS.has(t))).length;
    if (content.length > MAX_CONTENT_WORDS || specific === 0) return;
    if (!matchNicheTerms(words).some((hit) => hit.values.some((v) => v.niche === niche))) return;
    if (companies.some((company) => includesSequence(words, company))) return;
    // A speciality is named by a noun phrase, not a clause ("Making data useful").
    if (!isNounPhraseLabel(clean)) return;
    candidates.set(key, { label: clean, words, specific, order: candidates.size, tier });
  };

  for (const part of headlineParts(evidence.headline)) {
    if (part.topic) {
      consider(part.text, TIER.headline);
      continue;
    }
    const labels = withoutRoleWords(part.text);
    // A part that held a role or seniority word is a job title; one without is a declared speciality.
    const declared = labels.length === 1 && labels[0] === part.text;
    for (const label of labels) consider(label, declared ? TIER.declared : TIER.headline);
  }
  for (const title of evidence.titles.slice(0, 2))
    for (const segment of segmentsOf(title)) for (const label of withoutRoleWords(segment)) consider(label);
  for (const skill of evidence.skills) consider(skill);
  const posts = [...evidence.posts];
  // Noun phrases recurring in posts, the most used first; a single word is a topic, not a speciality.
  const recurring = findPostPhrases(posts)
    .filter(
      (p) => p.contentWords > 1 && p.posts >= 2 && !p.isName && (posts.length < 10 || p.posts <= MAX_POST_SHARE * posts.length),
    )
    .sort((a, b) => b.posts - a.posts || a.key.localeCompare(b.key))
    .slice(0, MAX_POST_PHRASES);
  for (const phrase of recurring) consider(phrase.label);
  if (candidates.size === 0) return null;

  const headline = phraseWords(evidence.headline ?? '');
  const latestTitle = phraseWords(evidence.titles[0] ?? '');
  const skills = evidence.skills.map(phraseWords);
  const postWords = posts.map(phraseWords);
  let best: { candidate: Candidate; score: number } | null = null;
  for (const candidate of candidates.values()) {
    const inSkills = skills.filter((s) => includesSequence(s, candidate.words)).length;
    const inPosts = postWords.filter((p) => includesSequence(p, candidate.words)).length;
    const support =
      (includesSequence(headline, candidate.words) ? SUPPORT.headline : 0) +
      (includesSequence(latestTitle, candidate.words) ? SUPPORT.latestTitle : 0) +
      SUPPORT.skill * Math.min(inSkills, SUPPORT.maxSkills) +
      SUPPORT.post * Math.min(inPosts, SUPPORT.maxPosts);
    // A post phrase must recur; anything the member chose to put on their profile counts once.
    if (support < 1) continue;
    // More specific words say more ("B2B SaaS Sales" over "SaaS Sales"); at equal worth, the shorter phrase.
    const score = support * (1 + 0.5 * Math.min(candidate.specific - 1, 1));
    if (
      !best ||
      candidate.tier < best.candidate.tier ||
      (candidate.tier === best.candidate.tier && score > best.score) ||
      (candidate.tier === best.candidate.tier &&
        score === best.score &&
        (candidate.words.length < best.candidate.words.length ||
          (candidate.words.length === best.candidate.words.length && candidate.order < best.candidate.order)))
    )
      best = { candidate, score };
  }
  return best?.candidate.label ?? null;
}

/**
 * Clauses in a headline that name what the member writes about or helps with rather than what they
 * are: "Helping finance teams with rolling forecasts", "Writing about pricing and churn", "10+
 * years in people and culture". The captured tail lists topics.
 */
const TOPIC_CLAUSES = [
  /^(?:helping|i help|we help)\b.*?\b(?:with|on|to master)\s+(.+)$/i,
  /^(?:writing|talking|posting|thinking|speaking)\s+(?:about|on)\s+(.+)$/i,
  /^\d+\+?\s*(?:years?|yrs)\b.*?\b(?:in|of)\s+(.+)$/i,
];
/** One speciality per piece: "Demand Generation & SEO" is two; "AI/ML" is one. */
const LIST_SEPARATOR = /\s*(?:\s[-–—&/]\s|\sand\s)\s*/i;

/**
 * "Product Manager | AI in Healthcare · Ex-Google" → its parts, each a title or speciality, or a
 * topic named by a clause ("Writing about X and Y" → X, Y); "… at Acme" and "… @ Acme" lose the company.
 */
function headlineParts(text: string | null): Array<{ text: string; topic: boolean }> {
  if (!text) return [];
  const parts: Array<{ text: string; topic: boolean }> = [];
  for (const raw of text.split(/\s*(?:[|•·▪►,;]|\s[-–—]\s|\s@\s)\s*/)) {
    const part = raw.replace(/\s+(?:at|@)\s+.*$/i, '').trim();
    if (part === '' || /^ex[-\s]/i.test(part)) continue;
    const clause = TOPIC_CLAUSES.map((pattern) => pattern.exec(part)).find((m) => m !== null);
    const pieces = (clause ? (clause[1] as string) : part).split(LIST_SEPARATOR);
    for (const piece of pieces) if (piece.trim() !== '') parts.push({ text: piece.trim(), topic: clause !== undefined });
  }
  return parts;
}

/** A title's parts: "Senior PM - Payments & Risk" → "Senior PM", "Payments", "Risk"; "… at Acme" loses the company. */
function segmentsOf(text: string | null): string[] {
  if (!text) return [];
  return text
    .split(/\s*(?:[|•·▪►,;]|\s[-–—&/]\s|\sand\s|\s@\s)\s*/i)
    .map((s) => s.replace(/\s+(?:at|@)\s+.*$/i, '').trim())
    .filter((s) => s.length > 0 && !/^ex[-\s]/i.test(s));
}

/**
 * The segment without its trailing role nouns ("Growth Marketing Lead" → "Growth Marketing"), then
 * with its leading seniority words dropped one by one ("Senior Lead Generation", "Lead Generation",
 * "Generation"): "Lead" may be seniority or part of the speciality, and the filters decide.
 */
function withoutRoleWords(segment: string): string[] {
  const words = segment.split(/\s+/);
  const bare = (w: string) => stemWord(w.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, ''));
  const isEdgeFiller = (w: string) => bare(w) === '' || SENTENCE_WORDS.has(bare(w)) || CONNECTORS.has(bare(w));
  let end = words.length;
  while (end > 0 && (ROLE_NOUNS.has(bare(words[end - 1] as string)) || isEdgeFiller(words[end - 1] as string))) end--;
  const kept = words.slice(0, end);
  const variants = [kept.join(' ')];
  for (let start = 0; start < kept.length - 1; start++) {
    const word = kept[start] as string;
    if (!SENIORITY.has(bare(word)) && !isEdgeFiller(word)) break;
    variants.push(kept.slice(start + 1).join(' '));
  }
  return variants.filter((v) => v.length > 0);
}

function companyWords(company: string): string[] {
  const words = phraseWords(company);
  while (words.length > 1 && LEGAL_SUFFIXES.has(words.at(-1) as string)) words.pop();
  return words;
}

function includesSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}
