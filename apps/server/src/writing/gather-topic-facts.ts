import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';
import { splitSentences } from './measure-text';

/** What a post can say about its topic, in pieces the composer can place in prose. */
export interface TopicFacts {
  /** The topic as a sentence ("Fed holds rates steady."), or null for a bare subject typed by hand. */
  headline: string | null;
  /** A noun phrase that fits "… about {subject}": the topic itself when short, else "this shift". */
  subject: string;
  details: string[];
  /** Why it trends, in plain words with numbers ("7 stories from 4 sources …"), without a full stop. */
  signal: string | null;
  evidence: Array<{ title: string; source: string }>;
  /** The niche as it reads mid-sentence: "data science", "HR". */
  field: string;
  /** Who the niche's posts are for: "data teams", "founders". */
  audience: string;
  /** Phrases a hashtag can be made of ("cloud costs" → #CloudCosts). */
  keywords: string[];
  /** "AI agents are", "this shift is": verbs agree with the subject. */
  plural: boolean;
}

export interface TopicRequest {
  niche: string;
  sub_niche?: string;
  topic: string;
  trending_topic_data?: TTrendingTopic | null;
}

const AUDIENCES: Record<string, string> = {
  technology: 'engineering teams',
  marketing: 'marketers',
  sales: 'sales teams',
  leadership: 'leaders',
  entrepreneurship: 'founders',
  'data science': 'data teams',
  finance: 'finance teams',
  hr: 'people teams',
  productivity: 'busy professionals',
  'personal development': 'professionals',
};

// Words that make a short title a headline ("Fed holds rates") rather than a subject ("remote onboarding").
const VERB_STEMS = (
  'hit hold move raise cut launch ship acquire buy sell announce report say rise fall drop jump surge plunge warn ' +
  'expand add get make take go win lose beat miss slow grow shrink open close ban back join leave hire fire lay plan ' +
  'face see signal unveil release delay top change tighten reshape keep push pull turn struggle return replace ' +
  'overtake enter exit hike slash boost sink soar climb stall lead need want show shift spark'
).split(' ');
const HEADLINE_VERBS = new Set([
  ...'is are was were be been has have had will would can could may might should must do does did to vs'.split(' '),
  ...VERB_STEMS,
  ...VERB_STEMS.map((v) => (/(s|sh|ch|x)$/.test(v) ? `${v}es` : `${v}s`)),
]);
const QUESTION_START = /^(what|why|how|when|who|where|which|is|are|can|could|should|do|does|will|would)\b/i;

const KEYWORD_STOP = new Set(
  (
    'the a an and or but of to in on for with at by from about as into than that this these those it its is are was ' +
    'were be been has have had will would can could may might should must do does did not no new how why what when ' +
    'where who which your our their more most less over under after before amid says say just now week year today'
  ).split(' '),
);

export function gatherTopicFacts(request: TopicRequest, anaphor: string): TopicFacts {
  const data = request.trending_topic_data ?? null;
  const title = (data?.title || request.topic).trim().replace(/\s+/g, ' ');
  const subject = subjectOf(title);
  const field = fieldOf(request.sub_niche?.trim() || request.niche);
  // The first sentence of a trend's reason counts stories in the world; the rest speaks to the member
  // ("Matches your focus on …"), and a reason without numbers is no signal at all.
  const reason = data?.trend_reason ? (splitSentences(data.trend_reason)[0] ?? '') : '';
  const signal = /\d/.test(reason) && !/^Live sources\b/.test(reason) ? reason.replace(/[.!]+$/, '') : '';
  return {
    // A trending topic is also news worth quoting; a subject typed by hand is not.
    headline: data || !subject || subject.toLowerCase() !== title.toLowerCase() ? asSentence(title) : null,
    subject: subject ? asMidSentence(subject) : anaphor,
    details: data
      ? splitSentences(data.description)
          // Lines addressed to the member ("one of your recurring themes") are not for their readers.
          .filter((s) => !/^Reported by .* ago\.?$/.test(s) && !/\byour?\b/i.test(s) && !/^Revisit\b/.test(s))
          .map(asSentence)
          .filter((s) => s.length <= 400)
      : [],
    signal: signal || null,
    evidence: (data?.evidence ?? [])
      .filter((e) => e.title.trim().length > 0)
      .map((e) => ({ title: e.title.trim().replace(/[.]+$/, ''), source: e.source.trim() || 'one outlet' })),
    field,
    audience: audienceOf(request.niche, field),
    keywords: tagPhrasesOf(title, subject).filter((p) => p.split(/[\s-]+/).length <= 3),
    plural: subject ? isPlural(subject) : false,
  };
}

/**
 * The noun phrase a title is about: "Cloud costs: why the bill grows" → "Cloud costs"; "AI coding
 * assistants move into code review" → "AI coding assistants"; "Security basics most teams skip" as a
 * whole. Null when no safe phrase is found (a question, a one-word actor): the post then says "this shift".
 */
export function subjectOf(title: string): string | null {
  const beforeColon = /^([^:]{3,60}):\s/.exec(title)?.[1];
  if (beforeColon && beforeColon.split(' ').length <= 4) return beforeColon;
  if (QUESTION_START.test(title) || /[?!]$/.test(title)) return null;
  // A headline's noun phrase is its actor ("Central banks signal …"), not a subject to write about.
  const words = title.replace(/[.]$/, '').split(' ');
  return verbIndex(words) === -1 && words.length <= 8 ? words.join(' ') : null;
}

function verbIndex(words: string[]): number {
  return words.findIndex((w, i) => i >= 1 && (HEADLINE_VERBS.has(w.toLowerCase()) || (i >= 2 && /\p{Ll}ed$/u.test(w))));
}

/** Phrases worth a hashtag: the subject, or a headline's actor ("Central banks") and its last two words ("rate cuts"). */
const VERB_LIKE = /^\p{Ll}+(ed|ing)$/u;
const PARTICLES = new Set(['out', 'up', 'down', 'off', 'in', 'on', 'over', 'back', 'away', 'again', 'now', 'today', 'soon']);

function tagPhrasesOf(title: string, subject: string | null): string[] {
  if (subject) return [subject];
  const words = title.replace(/[.?!]$/, '').split(/\s+/);
  const verbAt = verbIndex(words);
  const actor = verbAt >= 1 ? words.slice(0, verbAt) : [];
  const tail = words.slice(-2).filter((w) => !KEYWORD_STOP.has(w.toLowerCase()));
  // "…since AI answers rolled out" ends in a verb, not a subject worth a hashtag.
  const tailIsNounPhrase = tail.length === 2 && !tail.some((w) => VERB_LIKE.test(w) || PARTICLES.has(w.toLowerCase()));
  return [actor.length <= 3 ? actor.join(' ') : '', tailIsNounPhrase ? tail.join(' ') : ''].filter((p) => p.length > 0);
}

const SINGULAR_IN_S = /(ss|us|is|news|ics|series|species|status|gas|ous)$/i;

/** "AI coding assistants", "LLMs", "build and buy" are plural; "cloud costs analysis", "economics" are not. */
export function isPlural(phrase: string): boolean {
  const last = phrase.trim().split(/\s+/).at(-1) ?? '';
  if (/\s(and)\s/i.test(phrase) && !phrase.includes(',')) return true;
  return /(\p{Ll}|\p{Lu}{2,})s$/u.test(last) && !SINGULAR_IN_S.test(last);
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  const capitalized = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…"”]$/.test(capitalized) ? capitalized : `${capitalized}.`;
}

/** "Remote Onboarding" → "remote onboarding", but "AI agents" and "GitHub Copilot" keep their capitals. */
function asMidSentence(phrase: string): string {
  const words = phrase.split(' ');
  const titleCase = words.length > 1 && words.every((w) => /^[\p{Lu}\d]/u.test(w));
  return words
    .map((w, i) => {
      const plainCapital = /^\p{Lu}\p{Ll}+$/u.test(w);
      return plainCapital && (titleCase || i === 0) ? w.toLowerCase() : w;
    })
    .join(' ');
}

// A niche is free text: "constructor" must not find Object.prototype.constructor.
function audienceOf(niche: string, field: string): string {
  const key = niche.trim().toLowerCase();
  return Object.hasOwn(AUDIENCES, key) ? (AUDIENCES[key] as string) : `people in ${field}`;
}

function fieldOf(niche: string): string {
  const trimmed = niche.trim();
  return /^[\p{Lu}\d]{2,}$/u.test(trimmed) ? trimmed : asMidSentence(trimmed);
}
