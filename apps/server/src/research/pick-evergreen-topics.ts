import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';
import { z } from 'zod';
import { extractTerms, phraseTerm } from '../text/extract-terms';
import evergreenJson from './data/evergreen-topics.json' with { type: 'json' };
import type { MemberTheme } from './find-member-themes';
import type { NicheProfile } from './load-niche-sources';

const ZTopic = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.array(z.string()),
  /** What only the member can say on this angle ("your example of the mistake"); see openAngleGap. */
  gap: z.string().min(1).max(50).optional(),
});
const ZLibrary = z.object({ niches: z.record(z.string(), z.array(ZTopic).min(5)), other: z.array(ZTopic).min(5) });

// Checked when the module loads, like the source list.
const library = ZLibrary.parse(evergreenJson);

const themeTitle = (label: string) => `What has changed in ${label} since you last wrote about it`;
const THEME_GAP = 'your recent lesson or changed opinion';

/** "A {niche} myth worth challenging" → /^An? .+ myth worth challenging$/i, with the gap it leaves. */
const OPEN_ANGLES = [
  ...library.other.flatMap((entry) => (entry.gap ? [{ title: entry.title, gap: entry.gap }] : [])),
  { title: themeTitle('{niche}'), gap: THEME_GAP },
].map(({ title, gap }) => {
  const pattern = title
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\bA \{niche\}/g, 'An? {niche}')
    .replaceAll('{niche}', '.+');
  return { matches: new RegExp(`^${pattern}[.?!]?$`, 'i'), gap };
});

/** An open angle is an evergreen title of that kind with no story behind it: its answer is the member's. */
export function gapOfTopic(topic: { title: string; evidence?: readonly unknown[] | null }): string | null {
  return (topic.evidence?.length ?? 0) === 0 ? openAngleGap(topic.title) : null;
}

/**
 * The gap an open angle leaves for the member. "The biggest change in FP&A over the past year" asks
 * for what the member has seen, which no writer knows: a draft on it marks the place as
 * "[your pick of that change, in one sentence]" instead of writing around an answer it does not
 * have (a blind review read such drafts as frames with nothing in them). Null for any other title.
 */
export function openAngleGap(title: string): string | null {
  const trimmed = title.trim().replace(/\s+/g, ' ');
  return OPEN_ANGLES.find((angle) => angle.matches.test(trimmed))?.gap ?? null;
}

/**
 * Why the library is speaking: nothing live answered, live sources had too little to say, or no
 * live story fits the member's sub-niche closely (then only angles on the sub-niche are offered).
 */
export type EvergreenReason = 'unreachable' | 'quiet' | 'sub-niche';

export interface EvergreenRequest {
  profile: NicheProfile;
  subNiche: string;
  themes: MemberTheme[];
  reason: EvergreenReason;
  count: number;
  /** Topics already chosen, not to be repeated. */
  exclude?: string[];
}

/**
 * Evergreen topics for the niche plus topics from the member's own recurring themes, best fit
 * first. Scores stay modest and the reason says plainly where the topic came from: it is not a
 * trend and must not pretend to be one.
 */
export function pickEvergreenTopics(request: EvergreenRequest): TTrendingTopic[] {
  const { profile, subNiche, themes, reason } = request;
  // hasOwn: a niche is the member's own words, and 'valueOf' or 'constructor' must not find Object's.
  const entries = Object.hasOwn(library.niches, profile.name)
    ? library.niches[profile.name]!
    : library.other.map((t) => fillNiche(t, profile.name));
  const subTerms = new Set(extractTerms(subNiche));
  const themeTerms = new Map(themes.map((t) => [t.term, t]));
  const prefix =
    reason === 'unreachable'
      ? 'Live sources were unreachable just now, so this comes from'
      : reason === 'quiet'
        ? 'Live sources had little new on this niche this week, so this comes from'
        : `No live story fits “${subNiche.trim()}” closely right now, so this angle comes from`;
  if (reason === 'sub-niche') return subNicheAngles(request, entries, prefix);

  const fromLibrary = entries.map((entry) => {
    const keywordTerms = new Set(
      [...entry.keywords.map(phraseTerm), ...extractTerms(entry.title)].filter((t): t is string => t !== null),
    );
    const subMatch = [...subTerms].some((t) => keywordTerms.has(t));
    const theme = [...keywordTerms].map((t) => themeTerms.get(t)).find((t) => t !== undefined);
    const fit = 0.45 + (subMatch ? 0.25 : 0) + (theme ? 0.2 * theme.weight : 0);
    const why = [
      `${prefix} Cadence's evergreen library for ${profile.name}.`,
      subMatch ? `It fits your focus on “${subNiche.trim()}”.` : '',
      theme ? `You have written about ${theme.label} in ${theme.posts} of your recent posts.` : '',
    ];
    return { fit, topic: { title: entry.title, description: entry.description, trend_reason: why.filter(Boolean).join(' ') } };
  });

  const fromThemes = themes
    .filter((t) => t.posts >= 2 || t.postsRead < 5)
    .slice(0, 2)
    .map((theme) => ({
      // Below a library topic on the sub-niche: what the member asks for now comes first.
      fit: 0.45 + 0.2 * theme.weight,
      topic: {
        title: themeTitle(theme.label),
        description: `${capitalise(theme.label)} is one of your recurring themes. Revisit it with a recent lesson, a changed opinion or a question your audience keeps asking.`,
        trend_reason: `${prefix} your own posts: ${theme.label} appears in ${theme.posts} of your last ${theme.postsRead}.`,
      },
    }));

  const excluded = new Set((request.exclude ?? []).map((t) => t.toLowerCase()));
  return (
    [...fromLibrary, ...fromThemes]
      .filter((c) => !excluded.has(c.topic.title.toLowerCase()))
      .sort((a, b) => b.fit - a.fit)
      .slice(0, request.count)
      // Capped below live trends: an evergreen topic never outranks real evidence.
      .map((c) => ({ ...c.topic, relevance_score: Math.round(Math.min(c.fit, 0.9) * 70) / 10 }))
  );
}

/**
 * Angles on the sub-niche itself: the niche library's topics that name it, then the general
 * templates written for it ("The biggest change in AI in healthcare over the past year"), then
 * the member's own themes that touch it. Never a general topic that misses the sub-niche.
 */
function subNicheAngles(request: EvergreenRequest, entries: EvergreenEntry[], prefix: string): TTrendingTopic[] {
  const subNiche = request.subNiche.trim();
  const subTerms = new Set(extractTerms(subNiche));
  if (subTerms.size === 0) return [];
  const full = Math.min(2, [...subTerms].filter((t) => !t.includes(' ')).length);
  const matches = (keywordTerms: Set<string>) => [...subTerms].filter((t) => keywordTerms.has(t)).length >= full;
  const entryTerms = (entry: EvergreenEntry) =>
    new Set([...entry.keywords.map(phraseTerm), ...extractTerms(entry.title)].filter((t): t is string => t !== null));
  const fromLibrary = entries
    .filter((entry) => matches(entryTerms(entry)))
    .map((entry) => ({ fit: 0.7, topic: { title: entry.title, description: entry.description } }));
  const fromTemplates = library.other
    // "How AI is reshaping AI in healthcare" says nothing: skip a template already on a sub-niche word.
    .filter((entry) => !extractTerms(entry.title.replaceAll('{niche}', '')).some((t) => subTerms.has(t)))
    .map((entry) => ({ fit: 0.65, topic: fillNiche(entry, subNiche) }));
  const fromThemes = request.themes
    .filter((t) => extractTerms(t.label).some((term) => subTerms.has(term)))
    .slice(0, 1)
    .map((theme) => ({
      fit: 0.6 + 0.1 * theme.weight,
      topic: {
        title: themeTitle(theme.label),
        description: `${capitalise(theme.label)} is one of your recurring themes. Revisit it with a recent lesson, a changed opinion or a question your audience keeps asking.`,
      },
    }));
  const excluded = new Set((request.exclude ?? []).map((t) => t.toLowerCase()));
  const reason = `${prefix} Cadence's evergreen library for ${request.profile.name}, aimed at your focus on “${subNiche}”.`;
  return [...fromLibrary, ...fromThemes, ...fromTemplates]
    .filter((c) => !excluded.has(c.topic.title.toLowerCase()))
    .slice(0, request.count)
    .map((c) => ({ ...c.topic, trend_reason: reason, relevance_score: Math.round(c.fit * 70) / 10 }));
}

type EvergreenEntry = z.infer<typeof ZTopic>;

function fillNiche<T extends { title: string; description: string }>(topic: T, niche: string): T {
  // "A {niche} myth" → "An AI in healthcare myth".
  const fill = (text: string) =>
    text
      .replace(/\b([Aa]) \{niche\}/g, (_, a: string) => (/^[aeiou]/i.test(niche) ? `${a}n` : a) + ' {niche}')
      .replaceAll('{niche}', niche);
  return { ...topic, title: fill(topic.title), description: fill(topic.description) };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
