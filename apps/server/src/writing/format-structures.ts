import type { TPostFormat } from '@cadence/contract/content/formats';
import type { MoveName } from './phrasebook';

export interface MoveStep {
  move: MoveName;
  /** Core steps make the format what it is; optional ones are added while the member's usual length allows. */
  optional?: boolean;
  /** Items rendered as bullets, or as "First, … Second, …" prose for members who never write lists. */
  list?: { min: number; max: number };
  /** A rhetorical question, kept for members who ask them. */
  rhetorical?: boolean;
}

export interface FormatStructure {
  /** How the format is built, in words: what the language model is told. */
  guide: string;
  /** The first step is the hook. */
  steps: MoveStep[];
  /** Closing moves to choose from; the member's own habit (a question, a call to action) weighs in. */
  closings: MoveName[];
  /** What a long-form writer's draft grows with, in order, once the structure itself is written. */
  extend: MoveName[];
  /** A story or a look behind the scenes is told by someone: "I" or "we", never nobody. */
  firstPerson?: boolean;
  /**
   * Told about "a team", never as "I" or "we": a case study written in the member's name would
   * invent what they did (the member can retell it as their own once it is theirs).
   */
  impersonal?: boolean;
}

const step = (move: MoveStep['move'], options: Omit<MoveStep, 'move'> = {}): MoveStep => ({ move, ...options });
const optional = (move: MoveStep['move']) => step(move, { optional: true });
const rhetorical = (move: MoveName = 'aside.question') => step(move, { optional: true, rhetorical: true });

const STORY_CLOSINGS: MoveName[] = ['close.reflection', 'close.question'];
// Nothing: the story's description is no longer told (decision 024), and the stock lines that could
// stretch a draft are the filler every blind review named.
const NEWS_EXTENSIONS: MoveName[] = [];
// Nothing: more of the member's story would be more gaps to fill, or invented, and the reflections
// once used here ("The signs are usually there from the start") read to a blind reviewer as the same
// filler in every story. A story shorter than the member's usual length waits for their own lines.
const STORY_EXTENSIONS: MoveName[] = [];

/** Every format the wizard and the automation offer, each with a structure of its own. */
export const FORMAT_STRUCTURES: Record<TPostFormat, FormatStructure> = {
  'Question & Answer': {
    guide:
      'Open with the question your audience is asking. Give a short, direct answer in one line, then the longer answer as two to four reasons. Close by inviting readers to add theirs.',
    steps: [
      step('hook.qa'),
      step('qa.answer'),
      step('qa.longer'),
      step('qa.reason', { list: { min: 2, max: 4 } }),
      optional('insight.watch'),
    ],
    closings: ['close.question', 'close.cta'],
    extend: NEWS_EXTENSIONS,
  },
  'Personal Story': {
    firstPerson: true,
    guide:
      'Tell a short first-person story: the situation, what went wrong or felt hard, the moment it turned, and the lesson. Concrete and honest, no bragging. Close with a reflection or a question.',
    steps: [
      step('hook.story'),
      // Only for a member whose posts already speak to the topic; otherwise nothing is written here.
      step('story.recall'),
      step('story.context'),
      optional('news.headline'),
      // The news is context before the member's story, never a line of it (after the turn it read as theirs).
      step('story.tension'),
      rhetorical('story.question'),
      step('story.turn'),
      step('story.lesson'),
    ],
    closings: STORY_CLOSINGS,
    extend: STORY_EXTENSIONS,
  },
  'Industry Insight': {
    guide:
      'Report what is happening (the facts and numbers behind the topic), then "why it matters" for your audience, then what to do about it. Close with a question to practitioners.',
    steps: [step('hook.insight'), step('insight.why'), rhetorical(), optional('insight.implication'), step('insight.act')],
    closings: ['close.question', 'close.cta', 'close.reflection'],
    extend: NEWS_EXTENSIONS,
  },
  'Tips & Tricks': {
    guide:
      'Promise a number of practical tips in the hook, then give them as a short list of concrete actions, one line each. Close by asking which tip readers would add.',
    steps: [step('hook.tips'), step('tips.item', { list: { min: 3, max: 6 } }), optional('tips.bonus')],
    closings: ['close.question', 'close.cta'],
    extend: [],
  },
  'Opinion Piece': {
    guide:
      'State a clear position in the hook. Argue it with one or two reasons, acknowledge the best counter-argument fairly, and restate the position. Close by inviting disagreement.',
    steps: [step('hook.opinion'), step('opinion.argument'), optional('opinion.counter'), rhetorical(), step('opinion.restate')],
    closings: ['close.challenge', 'close.question'],
    extend: NEWS_EXTENSIONS,
  },
  'Case Study': {
    impersonal: true,
    guide:
      'Lead with the outcome. Then the starting point, the obstacle, the approach as a few concrete steps, and the result. End with the takeaway for your audience.',
    steps: [
      step('hook.case'),
      step('case.context'),
      optional('case.challenge'),
      rhetorical('case.question'),
      step('case.approachIntro'),
      step('case.step', { list: { min: 3, max: 4 } }),
      step('case.result'),
      optional('case.takeaway'),
    ],
    closings: ['close.question', 'close.reflection'],
    extend: [],
  },
  'Behind the Scenes': {
    firstPerson: true,
    guide:
      'Show the unpolished process behind the topic: what the work actually looked like, step by step, and what surprised you. Candid and specific.',
    steps: [
      step('hook.bts'),
      step('bts.setup'),
      step('bts.stepsIntro'),
      step('bts.step', { list: { min: 3, max: 5 } }),
      rhetorical('bts.question'),
      step('bts.surprise'),
    ],
    closings: ['close.question', 'close.reflection'],
    extend: STORY_EXTENSIONS,
  },
  Motivational: {
    guide:
      'Speak to someone finding the topic hard. Short lines: an honest truth, encouragement, one small action for today. Warm, never preachy.',
    steps: [
      step('hook.motivation'),
      rhetorical('motivation.question'),
      step('motivation.truth'),
      optional('motivation.truth'),
      step('motivation.encourage'),
      optional('motivation.truth'),
    ],
    closings: ['close.motivation'],
    extend: ['motivation.truth', 'aside.you', 'motivation.truth', 'motivation.truth'],
  },
  story: {
    firstPerson: true,
    guide:
      'A story hook: open with a short, dramatic first line that makes people click "see more". Then the scene in short lines, the turn, and the lesson.',
    steps: [
      step('hook.storyHook'),
      step('story.recall'),
      step('story.scene'),
      optional('story.next'),
      rhetorical('story.question'),
      // The obstacle before the turn that overcame it.
      optional('story.tension'),
      step('story.turn'),
      step('story.lesson'),
    ],
    closings: STORY_CLOSINGS,
    extend: STORY_EXTENSIONS,
  },
  question: {
    guide:
      'A question hook: open with a provocative question about the topic. Lay out the facts that make it worth asking, what it means, and hand the question back to the reader.',
    steps: [step('hook.question'), step('news.headline'), step('insight.why'), rhetorical(), optional('insight.implication')],
    closings: ['close.question'],
    extend: NEWS_EXTENSIONS,
  },
  controversial: {
    guide:
      'A controversial take: open with a contrarian claim, back it with the facts and an argument, concede what the other side gets right, and invite pushback.',
    steps: [step('hook.controversial'), step('controversial.argument'), optional('opinion.counter'), optional('opinion.restate')],
    closings: ['close.challenge'],
    extend: NEWS_EXTENSIONS,
  },
  list: {
    guide:
      'A list post: a hook announcing the list, then three to six short, numbered or bulleted points drawn from the facts, then a one-line wrap-up.',
    steps: [step('hook.list'), step('list.point', { list: { min: 3, max: 6 } }), optional('insight.watch')],
    closings: ['close.question', 'close.cta'],
    extend: [],
  },
  problem_solution: {
    guide:
      'Problem and solution: name the problem your audience has with the topic, show what it costs, then give the solution as a few steps and the result.',
    steps: [
      step('hook.problem'),
      rhetorical('problem.question'),
      step('problem.cost'),
      step('solution.intro'),
      step('solution.step', { list: { min: 3, max: 5 } }),
      step('solution.result'),
    ],
    closings: ['close.question', 'close.cta'],
    extend: NEWS_EXTENSIONS,
  },
  insight: {
    guide:
      'An industry insight: the signal (what the numbers show), what it means, and a prediction or what to watch. Analytical, one idea per paragraph.',
    steps: [step('hook.insight'), step('insight.why'), optional('insight.implication'), step('insight.watch')],
    closings: ['close.question', 'close.reflection'],
    extend: NEWS_EXTENSIONS,
  },
};
