import { AUTOMATION_FORMATS, type TPostFormat } from '@cadence/contract/content/formats';
import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';
import { LINKEDIN_MAX_POST_LENGTH, LINKEDIN_SEE_MORE_FOLD } from '@cadence/contract/linkedin/limits';
import {
  CAROUSEL_BODY_MAX_LENGTH,
  CAROUSEL_HEADING_MAX_LENGTH,
  CAROUSEL_MAX_SLIDES,
  CAROUSEL_MIN_SLIDES,
  CAROUSEL_TITLE_MAX_LENGTH,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_QUESTION_MAX_LENGTH,
} from '@cadence/contract/media/media-limits';
import type { VoiceProfile } from './build-voice-profile';
import { findSimilarPosts } from './find-similar-posts';
import { FORMAT_STRUCTURES } from './format-structures';
import { proposalsFor, type ProposalKinds } from './propose-attachments';
import { writeVoiceGuide } from './voice-guide';

export interface WritingPrompt {
  system: string;
  user: string;
  /** What the model proposes beside the post, in the same answer (issue 27); nothing when absent. */
  proposals?: ProposalKinds;
}

export interface PromptRequest {
  niche: string;
  sub_niche?: string;
  topic: string;
  format: TPostFormat;
  context?: string;
  trending_topic_data?: TTrendingTopic | null;
}

/** How many of the member's own posts the model sees as examples. */
const EXAMPLES = 3;
/** An example post is there for its rhythm, not its length: long ones are cut. */
const EXAMPLE_MAX_CHARS = 1200;

/**
 * The prompt for a member's draft, with their own posts nearest the topic as examples: what the product
 * sends, and what `npm run eval:voice -- --writer model` sends, so the eval measures the product's path.
 */
export function buildMemberPrompt(request: PromptRequest, profile: VoiceProfile, ownPosts: readonly string[]): WritingPrompt {
  const topic = request.trending_topic_data;
  const query = [request.topic, topic?.title, topic?.description, request.sub_niche, request.niche].filter(Boolean).join(' ');
  return buildWritingPrompt(request, profile, findSimilarPosts(query, ownPosts, EXAMPLES));
}

/** The instructions for a language model: the rules, the format's structure, the voice guide and the member's own posts. */
export function buildWritingPrompt(request: PromptRequest, profile: VoiceProfile, examples: readonly string[]): WritingPrompt {
  const structure = FORMAT_STRUCTURES[request.format];
  const proposals = proposalsFor(request.format);
  const formatName =
    request.format in AUTOMATION_FORMATS ? AUTOMATION_FORMATS[request.format as keyof typeof AUTOMATION_FORMATS] : request.format;
  const system = [
    'You ghost-write LinkedIn posts for one professional, in their own voice. A reader who knows them should not be able to tell they did not write it.',
    'Rules:',
    `- The first line is the hook and must end within the first ${LINKEDIN_SEE_MORE_FOLD} characters (LinkedIn folds the rest behind "see more").`,
    `- At most ${LINKEDIN_MAX_POST_LENGTH.toLocaleString('en-US')} characters including hashtags; aim for the member's usual length.`,
    '- Put no hashtags in the content: return them separately, without the # sign.',
    '- Use only the facts given about the topic. Never invent statistics, quotes, names, clients or events.',
    // Issue 12: the same rule as the offline writer's, so a Personal Story by a model invents no biography either.
    "- Never invent facts about the member (their experiences, role, team, clients, results or feelings). Where the post needs one, leave a marked gap for them to fill, written [your …] (for example [your moment], [your lesson]); a topic that asks for the member's own answer (a mistake, a myth, a metric, the biggest change they have seen) gets a gap for that answer.",
    '- Tell readers about the topic itself: never how many stories or sources covered it, never an outlet by name, never "I read X in Y". At most one concrete figure, in a natural sentence.',
    '- Apart from [your …] gaps: no placeholders such as [insert example], no notes to the author, no Markdown headings or bold.',
    '- Imitate the voice guide and the example posts in style (length, rhythm, line breaks, emoji, punctuation, person), never copy their sentences.',
    ...proposalRules(proposals),
    `Answer with a JSON object: {${[
      '"content": string, "hashtags": string[]',
      ...(proposals.carousel
        ? ['"carousel_outline": {"title": string | null, "slides": [{"heading": string, "body": string | null}]} | null']
        : []),
      ...(proposals.poll ? ['"poll": {"question": string, "options": string[]} | null'] : []),
    ].join(', ')}}.`,
  ].join('\n');

  const topic = request.trending_topic_data;
  const user = [
    `Niche: ${request.niche}${request.sub_niche ? ` (focus: ${request.sub_niche})` : ''}`,
    `Format: ${formatName}. ${structure.guide}`,
    '',
    'Topic:',
    `- ${topic?.title ?? request.topic}`,
    ...(topic?.description ? [`- What happened: ${topic.description}`] : []),
    ...(topic?.trend_reason ? [`- Why it is trending (for you, not for readers): ${topic.trend_reason}`] : []),
    ...(topic?.evidence ?? []).slice(0, 5).map((e) => `- Reported as: "${e.title}" (${e.source}; do not name it)`),
    ...(request.context ? ['', `Notes from the member: ${request.context}`] : []),
    '',
    'Voice guide:',
    writeVoiceGuide(profile),
    ...(examples.length > 0
      ? [
          '',
          "The member's own posts closest to this topic (for style only):",
          ...examples.map((post, i) => `--- Example ${i + 1} ---\n${trimExample(post)}`),
          '--- End of examples ---',
        ]
      : []),
  ].join('\n');
  return { system, user, ...(proposals.carousel || proposals.poll ? { proposals } : {}) };
}

/**
 * Issue 27: what the model proposes beside a list or a question, drawn only from the post it wrote.
 * The limits are the carousel maker's and LinkedIn's Poll API's (packages/contract/src/media/media-limits.ts).
 */
function proposalRules(proposals: ProposalKinds): string[] {
  return [
    ...(proposals.carousel
      ? [
          `- Also propose "carousel_outline", slides for a PDF carousel made only from the post's own words: a first slide from the hook, one slide per tip or point (heading: its lead, at most ${CAROUSEL_HEADING_MAX_LENGTH} characters; body: the rest, at most ${CAROUSEL_BODY_MAX_LENGTH}, or null), and a last slide from the closing line; ${CAROUSEL_MIN_SLIDES} to ${CAROUSEL_MAX_SLIDES} slides; title: the hook, at most ${CAROUSEL_TITLE_MAX_LENGTH} characters. Nothing that is not in the post.`,
        ]
      : []),
    ...(proposals.poll
      ? [
          `- Also propose "poll", a LinkedIn poll on the post's own question: "question" at most ${POLL_QUESTION_MAX_LENGTH} characters and ending with "?", and ${POLL_MIN_OPTIONS} to ${POLL_MAX_OPTIONS} different "options" of at most ${POLL_OPTION_MAX_LENGTH} characters each: the alternatives the post weighs, or plain answers (Yes / Not yet / It depends). No facts the post does not hold.`,
        ]
      : []),
  ];
}

function trimExample(post: string): string {
  return post.length <= EXAMPLE_MAX_CHARS ? post.trim() : `${post.slice(0, EXAMPLE_MAX_CHARS).trim()} …`;
}
