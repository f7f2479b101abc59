import type { TPostFormat } from '@cadence/contract/content/formats';
import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';
import { matchCase } from './adjust-contractions';
import { leanTowardsOwnWords, scoreWordChoice, useOwnConnectives, wrapClauses } from './apply-word-choice';
import { addArrows, addOpeners, addStockLine, typeLikeMember, useFrames } from './apply-writing-habits';
import type { ClosingKind, VoiceProfile } from './build-voice-profile';
import { chooseHashtags } from './choose-hashtags';
import { fieldLinesFor } from './field-phrasebook';
import { enforceLinkedInLimits, type Draft } from './enforce-linkedin-limits';
import { findTopicWords } from './find-topic-words';
import { canFill, fillTemplate, sayCount, templateWords, type FactCursor, type FillContext } from './fill-template';
import { FORMAT_STRUCTURES, type MoveStep } from './format-structures';
import { gatherTopicFacts, type TopicFacts } from './gather-topic-facts';
import { layOutPost } from './lay-out-post';
import { measureText, splitSentences } from './measure-text';
import { explainVoiceMatch } from './measure-voice-match';
import { PHRASEBOOK, type MoveName } from './phrasebook';
import { recallOwnLine } from './recall-own-line';
import { planVoice, type Person, type VoicePlan } from './plan-voice';
import { createRandom, hashString, type Random } from './seeded-random';
import {
  addExclamations,
  applyContractions,
  applyRegister,
  lowerFirst,
  mergeShortSentences,
  qualifySentences,
  splitLongSentences,
  type Piece,
  type PieceRole,
} from './shape-sentences';

export interface ComposeRequest {
  niche: string;
  sub_niche?: string;
  topic: string;
  format: TPostFormat;
  trending_topic_data?: TTrendingTopic | null;
}

/** Drafts written per request; the one closest to the member's voice is kept. */
const CANDIDATES = 8;
/**
 * How much the composer's own word-choice measure (scoreWordChoice: the draft's words against the
 * member's, relative to the phrasebook's) counts beside voice_match when a candidate is kept.
 */
const WORD_CHOICE_WEIGHT = 40;
const HOOK_MAX_CHARS = 200;
const EXTENSION_STEP = 100;
// What a reported event is called when its title gives no short subject; a guide, an essay or an
// angle is "this" (a blind reviewer read "this trend" on one as the writer not knowing what it had).
const NEWS_ANAPHORS = ['this shift', 'this trend', 'this development'];
const ANAPHORS = [...NEWS_ANAPHORS, 'this'];
// The topic's own sentences: never reworded by the register swap, never split.
const FACT_MOVES = new Set<string>([
  'news.headline',
  // The member's own words: quoted as they wrote them.
  'story.recall',
]);
// Formats whose hook is a take on the news, the only ones a member's label ("Hot take:", "Big news:") fits.
const LABELLED_FORMATS = new Set<TPostFormat>(['Industry Insight', 'insight', 'Opinion Piece', 'controversial', 'question']);
// Formats that argue a position: only they may close on a sign-off that weighs one ("Agree, or am I
// missing something?" under a list of tips or a pep talk asked readers to agree with nothing).
const CLAIMING_FORMATS = new Set<TPostFormat>([
  'Industry Insight',
  'insight',
  'Opinion Piece',
  'controversial',
  'question',
  'Question & Answer',
  'problem_solution',
]);
// Stories told in the member's name: they may quote what the member wrote on the topic.
const RECALLING_FORMATS = new Set<TPostFormat>(['Personal Story', 'story']);
const CLOSING_KIND: Partial<Record<MoveName, ClosingKind>> = {
  'close.question': 'question',
  'close.challenge': 'question',
  'close.cta': 'call-to-action',
  'close.reflection': 'statement',
  'close.motivation': 'statement',
};
const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'];

/**
 * The offline composer: a real post from the topic's facts, in the format's structure, shaped by
 * the member's voice. The same request, profile and seed always give the same draft; another
 * seed gives another. Several candidates are written and the one that sounds most like the
 * member is kept (measured against their profile, never against any single post).
 */
export function composeOffline(
  request: ComposeRequest,
  profile: VoiceProfile,
  seed: number,
  /** The member's imported posts: a story may quote one of their own lines on the topic. */
  ownPosts: readonly string[] = [],
): Draft & { voice_match: number } {
  const random = createRandom((seed ^ hashString(`${request.format}\n${request.niche}\n${request.topic}`)) >>> 0);
  const data = request.trending_topic_data;
  const ownLine = RECALLING_FORMATS.has(request.format)
    ? recallOwnLine(
        [request.topic, data?.title, data?.description].filter(Boolean).join(' '),
        ownPosts,
        data?.title || request.topic,
      )
    : null;
  // The topic is read once per way of naming an event, not once per candidate: only that name varies.
  const read = new Map<string, TopicFacts>();
  const factsNaming = (anaphor: string) => {
    if (!read.has(anaphor)) read.set(anaphor, { ...gatherTopicFacts(request, anaphor), ownLine });
    return read.get(anaphor) as TopicFacts;
  };
  let best: { draft: Draft & { voice_match: number }; score: number } | undefined;
  for (let i = 0; i < CANDIDATES; i++) {
    const draft = composeOnce(request, profile, random.fork(`candidate-${i}`), factsNaming);
    const voice_match = explainVoiceMatch(measureText(draft.content, draft.hashtags), profile).score;
    const score = voice_match + WORD_CHOICE_WEIGHT * scoreWordChoice(draft.content, profile.wordChoice);
    if (!best || score > best.score) best = { draft: { ...draft, voice_match }, score };
  }
  return (best as { draft: Draft & { voice_match: number } }).draft;
}

function composeOnce(
  request: ComposeRequest,
  profile: VoiceProfile,
  random: Random,
  factsNaming: (eventAnaphor: string) => TopicFacts,
): Draft {
  const plan = planVoice(profile, random.fork('plan'));
  const facts = factsNaming(random.fork('anaphor').pick(NEWS_ANAPHORS));
  const structure = FORMAT_STRUCTURES[request.format];
  const persons: Person[] = structure.impersonal ? ['none'] : structure.firstPerson ? ['i', 'we'] : ['i', 'we', 'none'];
  const person = random.fork('person').pickWeighted<Person>(persons, (p) => plan.person[p]);
  const words = random.fork('words');
  const writer = createWriter(facts, person, plan, words, leanTowardsOwnWords(profile.wordChoice, person));

  const listSizes = structure.steps.map((s) => (s.list ? chooseListSize(s.list, plan, words) : undefined));
  let pieces: Piece[] = [];
  structure.steps.forEach((step, index) => {
    if (step.rhetorical && !words.chance(Math.min(1, plan.questionShare * 4))) return;
    // A story names a guide or an essay it is about ("customer interviews for messaging") in its own
    // lines; told again as context mid-story ("Worth discussing: …") it read as pasted in.
    if (step.move === 'news.headline' && structure.firstPerson && !facts.news && !facts.gap && !ANAPHORS.includes(facts.subject))
      return;
    const count = listSizes.slice(index + 1).find((n) => n !== undefined);
    if (step.list) {
      pieces.push(...writeList(step, index, listSizes[index] as number, writer, plan));
      return;
    }
    const text = index === 0 ? writer.hook(step.move as MoveName, count) : writer.write(step.move as MoveName, count);
    // An open angle's headline holds the member's gap: a short draft may drop other lines, never that one.
    const optional = (step.optional ?? false) && !(facts.gap && step.move === 'news.headline');
    if (text) pieces.push(...toPieces(text, index === 0 ? 'hook' : roleOf(step.move), index, optional, step.move));
  });
  pieces = introduceHeadline(pieces, facts, writer);
  pieces.push(
    ...toPieces(
      writeClosing(structure.closings, plan, writer, words, CLAIMING_FORMATS.has(request.format)),
      'close',
      structure.steps.length,
      false,
    ),
  );
  // A label the member puts on their takes ("Hot take:") does not open a story told from experience.
  // Nor a case study, a list or a pep talk: "Hot take: how one team turned …", and "Big news:" only
  // before news; and never before a headline, whose names it would lower-case ("Hot take: contoso cuts …").
  if (LABELLED_FORMATS.has(request.format) && facts.news && !pieces[0]?.text.startsWith(facts.headline ?? '\u0000'))
    pieces = prefixOpening(pieces, plan, words);

  pieces = fitLength(pieces, plan);
  pieces = restateListSizes(pieces, listSizes);
  pieces = extendToLength(pieces, structure.extend, plan, writer);
  pieces = splitLongSentences(pieces, plan);
  pieces = mergeShortSentences(pieces, plan, words);
  // A member with leads or tails of their own qualifies points with those (wrapClauses, below), not the phrasebook's.
  const own = profile.wordChoice;
  pieces = qualifySentences(pieces, plan, words, {
    lead: own?.clauseLeads.leads.length ? [] : [...PHRASEBOOK['qualify.lead']],
    trail: own?.clauseTails.tails.length ? [] : PHRASEBOOK['qualify.trail'].map((t) => writer.fill(t)),
  });
  pieces = addExclamations(pieces, plan, words);
  pieces = applyRegister(pieces, plan, facts.protectedWords);
  pieces = applyContractions(pieces, plan);
  pieces = useOwnConnectives(pieces, profile.wordChoice);
  // The member's own frames, catchphrases and lead-ins come last: the register swap never rewords them.
  pieces = useFrames(pieces, profile.writing, facts.subject, random.fork('frames'));
  pieces = wrapClauses(pieces, profile.wordChoice, random.fork('clauses'));
  pieces = addStockLine(pieces, profile.writing, random.fork('stock'));
  pieces = addOpeners(pieces, profile.writing, random.fork('openers'));
  pieces = addArrows(pieces, profile.writing, random.fork('arrows'));

  const content = typeLikeMember(layOutPost(pieces, plan, random.fork('layout')), profile.writing, random.fork('typing'));
  const hashtags = chooseHashtags({
    facts,
    content,
    niche: request.niche,
    subNiche: request.sub_niche ?? '',
    profile,
    count: plan.hashtagCount,
    random: random.fork('hashtags'),
  });
  return enforceLinkedInLimits({ content, hashtags });
}

/**
 * How much likelier a line is for each word of the topic it speaks of (two at most): "evaluation is
 * the hard part, not access to a model" under "how should teams evaluate LLMs?" rather than "costs
 * grow with usage in ways a pilot never shows", which the thirty-sixth blind review read as off-topic.
 */
const ON_TOPIC = 4;

/** A line's own words, read once per process: the phrasebook does not change, the topic does. */
const LINE_WORDS = new Map<string, string[]>();
function wordsOfLine(template: string, person: Person): string[] {
  const key = `${person}\n${template}`;
  let words = LINE_WORDS.get(key);
  if (!words) {
    words = findTopicWords(templateWords(template, person));
    LINE_WORDS.set(key, words);
  }
  return words;
}

interface Writer {
  headlineUsed(): boolean;
  hook(move: MoveName, count?: number): string | null;
  write(move: MoveName, count?: number): string | null;
  /** The templates in a random order, the member's kind of sentence tending to come first. */
  order(templates: readonly string[]): string[];
  fill(template: string): string;
  /** A move's lines: the topic's field's own (field-phrasebook) when it has enough, else the phrasebook's. */
  lines(move: MoveName, needed?: number): readonly string[];
}

/** Picks phrasebook sentences the topic can fill, never the same one twice, favouring the member's punctuation. */
function createWriter(
  facts: TopicFacts,
  person: Person,
  plan: VoicePlan,
  random: Random,
  ownWords: (template: string) => number,
): Writer {
  const onTopic = new Map<string, number>();
  const topicWeight = (template: string) => {
    let found = onTopic.get(template);
    if (found === undefined) {
      const shared = new Set(wordsOfLine(template, person).filter((w) => facts.topicWords.has(w)));
      found = ON_TOPIC ** Math.min(shared.size, 2);
      onTopic.set(template, found);
    }
    return found;
  };
  const weight = (template: string) => templateWeight(template, plan) * ownWords(template) * topicWeight(template);
  const cursor: FactCursor = { headlineUsed: false };
  const used = new Set<string>();
  const tail = () => {
    if (!random.chance(plan.tailChance)) return 'drop' as const;
    return random.chance(plan.parenthesisChance) ? ('paren' as const) : ('keep' as const);
  };
  const context = (count?: number): FillContext => ({ facts, cursor, person, count, tail });
  const linesByMove = new Map<string, readonly string[]>();
  const lines = (move: MoveName, needed = 1): readonly string[] => {
    const key = `${move}\n${needed}`;
    let found = linesByMove.get(key);
    if (!found) {
      found =
        fieldLinesFor(move, facts.followedTags, needed, facts.niche, facts.topicWords) ?? (PHRASEBOOK[move] as readonly string[]);
      linesByMove.set(key, found);
    }
    return found;
  };
  const candidates = (move: MoveName, count?: number) =>
    lines(move).filter((t) => !used.has(t) && canFill(t, { facts, cursor, count }));
  const use = (template: string, count?: number) => {
    used.add(template);
    return fillTemplate(template, context(count));
  };
  return {
    headlineUsed: () => cursor.headlineUsed,
    write(move, count) {
      const options = candidates(move, count);
      return options.length === 0 ? null : use(random.pickWeighted(options, weight), count);
    },
    hook(move, count) {
      // The hook must sit above LinkedIn's "see more" fold: long headlines go below it instead.
      for (const template of weightedOrder(candidates(move, count), weight, random)) {
        const trial = { ...cursor };
        const text = fillTemplate(template, { ...context(count), cursor: trial });
        if ((splitSentences(text)[0] ?? text).length > HOOK_MAX_CHARS) continue;
        Object.assign(cursor, trial);
        used.add(template);
        return text;
      }
      return null;
    },
    order: (templates) => weightedOrder([...templates], weight, random),
    fill: (template) => fillTemplate(template, context()),
    lines,
  };
}

/** A random order in which heavier templates tend to come first (each drawn in proportion to its weight). */
function weightedOrder(templates: string[], weight: (t: string) => number, random: Random): string[] {
  const keyed = templates.map((t) => ({ t, key: Math.log(random.next() || Number.MIN_VALUE) / Math.max(weight(t), 1e-6) }));
  return keyed.sort((a, b) => b.key - a.key).map((k) => k.t);
}

function templateWeight(template: string, plan: VoicePlan): number {
  let weight = 1;
  if (template.includes('(')) weight *= plan.affinity.paren;
  if (template.includes(';')) weight *= plan.affinity.colon;
  // "The lesson: …" is a LinkedIn habit; most people use it far less than a phrasebook would.
  if (/:\s/.test(template)) weight *= 0.5;
  if (template.includes('—')) weight *= plan.affinity.dash;
  if (template.includes('...')) weight *= plan.affinity.ellipsis;
  if (/\byou(r)?\b/i.test(template)) weight *= Math.sqrt(plan.affinity.you);
  if (/\?(?:\s|$)/.test(template)) weight *= 0.3 + plan.questionShare * 5;
  weight *= plan.functionWordLean(template);
  // A lead-in plus a fact ("The details matter here. …") is two short sentences: a terse writer's shape.
  if (/[.:!?] \S/.test(template.replace(/\[[^\]]*\]/g, '')) && /\. /.test(template))
    weight *= plan.sentenceWords > 13 ? 0.3 : 1.5;
  return weight;
}

function roleOf(move: MoveStep['move']): PieceRole {
  if (FACT_MOVES.has(move)) return 'fact';
  return 'body';
}

/** A template may hold two sentences; each becomes a piece so rhythm and layout can treat them apart. */
function toPieces(text: string, role: PieceRole, step: number, optional: boolean, move?: string): Piece[] {
  // Never at a colon: one with a capital after it is inside a title ("Notification overload: Fabrikam
  // Chat's new focus mode reviewed." was laid out as two lines); a lead-in's colon is its sentence's.
  const sentences = role === 'fact' ? [text] : text.split(/(?<=[.!?])\s+(?=[\p{Lu}“"])/u);
  return sentences.map((s, i) => {
    const ownRole: PieceRole = /:$/.test(s) && (role !== 'hook' || i > 0) ? 'intro' : role === 'hook' && i > 0 ? 'body' : role;
    return { text: s, role: ownRole, step, optional, move };
  });
}

function chooseListSize(range: { min: number; max: number }, plan: VoicePlan, random: Random): number {
  const byLength = Math.round((plan.targetChars - 250) / 90);
  return Math.min(range.max, Math.max(range.min, byLength + random.int(0, 1)));
}

/** Bullets for members who write lists; "First, … Second, …" prose for those who never do. */
function writeList(step: MoveStep, index: number, size: number, writer: Writer, plan: VoicePlan): Piece[] {
  const items = templateItems(step.move, size, writer);
  if (plan.listStyle === 'prose') {
    return items.map((item, i) => ({
      text: `${i === items.length - 1 && i > 1 ? 'Finally' : ORDINALS[i]}, ${lowerFirst(item)}.`,
      role: 'point' as const,
      step: index,
      optional: false,
    }));
  }
  const numbered = /^1[.)/]$/.test(plan.listMarker);
  return items.map((item, i) => ({
    text: `${numbered ? `${i + 1}${plan.listMarker.slice(-1)}` : plan.listMarker} ${item}`,
    role: 'item' as const,
    step: index,
    optional: false,
  }));
}

/** Which points is the writer's choice; their order is the phrasebook's, so "[your first move]" comes before "[your second move]". */
function templateItems(move: MoveName, size: number, writer: Writer): string[] {
  const templates = writer.lines(move, size);
  return writer
    .order(templates)
    .slice(0, size)
    .sort((a, b) => templates.indexOf(a) - templates.indexOf(b))
    .map((t) => writer.fill(t).replace(/[.]$/, ''));
}

function writeClosing(closings: MoveName[], plan: VoicePlan, writer: Writer, random: Random, claims: boolean): string {
  // A line the member signs off with again and again is their voice, not a template; but a sign-off
  // that weighs a claim ("Agree, or am I missing something?") closes only a format that makes one (CLAIMING_FORMATS).
  const signatures = plan.signatureClosings.filter(
    (line) => claims || !/\b(agree|disagree|wrong|missing something)\b/i.test(line),
  );
  if (signatures.length > 0 && random.chance(0.6)) return random.pick(signatures);
  const move = random.pickWeighted(closings, (m) => 0.15 + (plan.closingKinds[CLOSING_KIND[m] ?? 'statement'] ?? 0));
  // "Where do you land on this, and what would change your mind?" asks for a verdict on a claim never made.
  const question = claims ? 'close.question' : 'close.open';
  return writer.write(move === 'close.question' ? question : move) ?? writer.write(question) ?? 'What would you add?';
}

function prefixOpening(pieces: Piece[], plan: VoicePlan, random: Random): Piece[] {
  const [hook, ...rest] = pieces;
  // A hook that already holds a colon or a dash ("Hot take: …", "A reminder for anyone in data
  // science: …") takes no label of its own in front ("Big news: hot take: …").
  const labelled = /[:—]/.test(hook?.text ?? '');
  if (!hook || plan.openingPhrases.length === 0 || labelled || /[:?]$/.test(hook.text) || !random.chance(0.35)) return pieces;
  return [{ ...hook, text: `${random.pick(plan.openingPhrases)} ${lowerFirst(hook.text)}` }, ...rest];
}

/** Optional steps go first (last one first), then list items, until the draft is near the member's usual length. */
function fitLength(pieces: Piece[], plan: VoicePlan): Piece[] {
  let result = pieces;
  const length = () => result.reduce((sum, p) => sum + p.text.length + 1, 0);
  const optionalSteps = [...new Set(result.filter((p) => p.optional).map((p) => p.step))].sort((a, b) => b - a);
  for (const step of optionalSteps) {
    if (length() <= plan.targetChars * 1.1) break;
    result = result.filter((p) => p.step !== step);
  }
  while (length() > plan.targetChars * 1.25) {
    const items = result.filter((p) => p.role === 'item');
    if (items.length <= 3) break;
    result = result.filter((p) => p !== items.at(-1));
  }
  return result;
}

/**
 * A hook announces its list's size before the list is written ("in six points"); a list cut to fit
 * the length, or one with fewer points than planned, has it said again with the points it kept (a
 * blind review counted five points under "six").
 */
function restateListSizes(pieces: Piece[], listSizes: ReadonlyArray<number | undefined>): Piece[] {
  let result = pieces;
  let previousList = -1;
  listSizes.forEach((planned, step) => {
    if (planned === undefined) return;
    const kept = result.filter((p) => p.step === step && (p.role === 'item' || p.role === 'point')).length;
    const announcedAfter = previousList;
    previousList = step;
    if (kept === 0 || kept === planned) return;
    const said = new RegExp(`\\b${sayCount(planned)}\\b`, 'i');
    const at = result.findIndex((p) => p.step > announcedAfter && p.step < step && said.test(p.text));
    if (at === -1) return;
    result = result.map((p, i) =>
      i === at ? { ...p, text: p.text.replace(said, (word) => matchCase(word, sayCount(kept))) } : p,
    );
  });
  return result;
}

/**
 * A subject like "this shift" needs its headline nearby, or the reader never learns what shifted; so
 * does a story named by its theme ("rate cuts"), or the reader never learns what happened to it.
 */
function introduceHeadline(pieces: Piece[], facts: TopicFacts, writer: Writer): Piece[] {
  if (!facts.headline || !(facts.gap || ANAPHORS.includes(facts.subject) || (facts.themed && facts.news))) return pieces;
  // A structure that tells the headline later (a Personal Story's context) gives it up to the front.
  const later = writer.headlineUsed() ? pieces.findIndex((p, i) => i > 0 && p.move === 'news.headline') : -1;
  if (writer.headlineUsed() && later === -1) return pieces;
  const rest = later === -1 ? pieces : pieces.filter((_, i) => i !== later);
  const [hook] = rest;
  // A hook that opens a list ("… in five tips:") cannot be split from it: the headline leads the line instead.
  const opensList = rest.some((p) => p.step === 0 && /:$/.test(p.text));
  if (later === -1 && hook && opensList && facts.headline.length + hook.text.length < HOOK_MAX_CHARS) {
    writer.write('news.headline');
    return [{ ...hook, text: `${facts.headline} ${hook.text}` }, ...rest.slice(1)];
  }
  const headline = later === -1 ? writer.write('news.headline') : (pieces[later] as Piece).text;
  if (!headline) return pieces;
  const line: Piece = { text: headline, role: 'fact', step: 0, optional: false };
  // A question hook ("Should sales teams care about this yet?") is answered by the headline after it.
  if (hook && /\?$/.test(hook.text)) return [hook, line, ...rest.slice(1)];
  // Otherwise the story or the angle comes first and the hook's take after it, on the same first line:
  // a hook's "this" with its headline a sentence later pointed at nothing, and the headline read as
  // pasted in (a blind review).
  if (hook && headline.length + hook.text.length < HOOK_MAX_CHARS)
    return [{ ...hook, text: `${headline} ${hook.text}` }, ...rest.slice(1)];
  return [line, ...rest];
}

/** Long-form writers: more of the topic's facts, then reflections, until the draft reaches their usual length. */
function extendToLength(pieces: Piece[], moves: MoveName[], plan: VoicePlan, writer: Writer): Piece[] {
  const result = [...pieces];
  const length = () => result.reduce((sum, p) => sum + p.text.length + 1, 0);
  const closeAt = () => {
    const i = result.findIndex((p) => p.role === 'close');
    return i === -1 ? result.length : i;
  };
  for (const [n, move] of moves.entries()) {
    if (length() >= plan.targetChars * 0.9) break;
    const text = writer.write(move);
    if (!text) continue;
    // A step of its own: an added reflection is never glued to the sentence before it.
    result.splice(closeAt(), 0, ...toPieces(text, roleOf(move), EXTENSION_STEP + n, false, move));
  }
  return result;
}
