import type { Random } from './create-random.ts';
import type { Persona } from './create-persona.ts';

/** A post as the member wrote it, and as ShareCommentary holds it. */
export interface WrittenPost {
  /** The field's value (before CSV quoting): hashtags in the form this post uses. */
  commentary: string;
  /** The same text with every hashtag written "#Tag". */
  text: string;
  /** Distinct tags, without "#", in the member's case. */
  hashtags: string[];
  hashtagForm: 'plain' | 'template' | 'none';
}

export const EMOJIS = [
  '🚀',
  '💡',
  '👇',
  '✅',
  '📈',
  '🙌',
  '🤝',
  '🔥',
  '🎉',
  '👀',
  '💬',
  '🧠',
  '☕',
  '📌',
  '🌱',
  '👩‍💻',
  '👍🏽',
  '🇩🇪',
  '❤️',
];

/** "{hashtag|\#|AI}": how some exports write a hashtag the member picked from LinkedIn's suggestions. */
export const hashtagTemplate = (tag: string): string => `{hashtag|\\#|${tag}}`;

interface Words {
  topic(): string;
  lesson(): string;
  win(): string;
  tool(): string;
  audience: string;
  field: string;
  company: string;
  number(): number;
}

const HOOKS: ((w: Words) => string)[] = [
  (w) => `Most ${w.audience} get ${w.topic()} wrong.`,
  (w) => `I spent ${w.number()} years doing ${w.topic()} the hard way.`,
  (w) => `Unpopular opinion: we overthink ${w.topic()}.`,
  (w) => `Last quarter we ${w.win()}.`,
  (w) => `Here is what ${w.number()} years in ${w.field} taught me about ${w.topic()}:`,
  (w) => `A question I get every week: "How do you handle ${w.topic()}?"`,
  (w) => `Three things nobody tells you about ${w.topic()}.`,
  (w) => `We ${w.win()}. Here's how.`,
  (w) => `Hot take: ${w.lesson()}.`,
  (w) => `Stop worrying about ${w.topic()}, and start with this.`,
  (w) => `The best advice I ever got about ${w.topic()} fits in one line.`,
];

const BODY: ((w: Words) => string)[] = [
  (w) => `The turning point was simple: we decided to ${w.lesson()}.`,
  (w) => `It sounds obvious, but it took me ${w.number()} months to see it.`,
  (w) => `Our ${w.tool()} setup helped, but the real change was in how we talked about ${w.topic()}.`,
  (w) => `Everyone wanted a bigger budget, a new tool, a reorg. What we needed was to ${w.lesson()}.`,
  (w) => `My manager at the time called it "${w.topic()} theatre", and she was right.`,
  (w) => `If you work on ${w.topic()}, you know the feeling.`,
  () => `Nothing fancy, no secret sauce, just consistency.`,
  (w) => `The numbers were clear: ${w.number() * 7}% of our problems came from ${w.topic()}.`,
  (w) => `I was wrong about ${w.topic()} for years.`,
  (w) => `It wasn't about ${w.tool()} at all; it was about ${w.topic()}.`,
  (w) => `When I joined ${w.company}, nobody owned ${w.topic()}. Six months later, we ${w.win()}.`,
  (w) => `A colleague asked me, "Why not just ${w.lesson()}?" I had no good answer.`,
  () => `The first attempt failed. So did the second.`,
  (w) => `What changed? We stopped treating ${w.topic()} as someone else's job.`,
];

const LIST_INTROS = [
  'What worked for us:',
  'My checklist:',
  'The short version:',
  "Here's the playbook:",
  'In practice, that means:',
];

const BULLETS: ((w: Words) => string)[] = [
  (w) => capitalise(w.lesson()),
  (w) => `Review ${w.topic()} every Friday`,
  (w) => `Pair ${w.topic()} with ${w.topic()}`,
  (w) => `Use ${w.tool()} for ${w.topic()}, nothing more`,
  (w) => `Say "no" to ${w.topic()} without an owner`,
  () => `Write down what "done" means before you start`,
  () => `Share the numbers, good or bad, every week`,
  (w) => `Ask ${w.audience} what they actually need`,
];

const CLOSERS: ((w: Words) => string)[] = [
  () => 'What would you add?',
  (w) => `How does your team handle ${w.topic()}?`,
  () => 'Agree, or am I missing something?',
  (w) => `Curious: what's the one thing you'd change about ${w.topic()}?`,
  () => 'If this helped, share it with someone who needs it.',
  (w) => `More on ${w.topic()} next week.`,
  () => 'Save this for your next planning session.',
];

const MARKERS = ['•', '-', '→', '✅', 'number'] as const;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function wordsFor(random: Random, persona: Persona): Words {
  const { vocabulary, subNiche } = persona;
  return {
    // The sub-niche's topics come up half the time: they are what the member is known for.
    topic: () => (random.chance(0.5) ? random.pick(subNiche.topics) : random.pick(vocabulary.topics)),
    lesson: () => random.pick(vocabulary.lessons),
    win: () => random.pick(vocabulary.wins),
    tool: () => random.pick(vocabulary.tools),
    audience: vocabulary.audience,
    field: vocabulary.field,
    company: persona.positions[random.int(0, persona.positions.length - 1)]?.company ?? 'my last company',
    number: () => random.int(2, 12),
  };
}

/** Picks up to `count` different tags, favouring the member's favourites. */
function pickHashtags(random: Random, persona: Persona, count: number): string[] {
  const pool = [...persona.hashtags];
  const picked: string[] = [];
  while (picked.length < count && pool.length > 0) {
    const choice = random.weighted(
      pool,
      pool.map((tag) => tag.weight),
    );
    picked.push(choice.tag);
    pool.splice(pool.indexOf(choice), 1);
  }
  return picked;
}

function writeParagraphs(random: Random, w: Words): string[] {
  const kind = random.weighted(['story', 'list', 'short', 'question', 'news'] as const, [0.35, 0.25, 0.15, 0.15, 0.1]);
  const hook = random.pick(HOOKS)(w);
  switch (kind) {
    case 'short':
      return [random.chance(0.5) ? `${capitalise(w.lesson())}. That's the post.` : `Reminder: ${w.lesson()}.`];
    case 'question':
      return [`${random.pick(BODY)(w)}`, random.pick(CLOSERS.slice(0, 4))(w)];
    case 'news':
      return [
        `Big news: we ${w.win()}!`,
        `Huge thanks to the team at ${w.company}, and to everyone who said "this will never work".`,
      ];
    case 'list': {
      const marker = random.pick(MARKERS);
      const bullets = random
        .sample(BULLETS, random.int(3, 6))
        .map((bullet, index) => `${marker === 'number' ? `${index + 1}.` : marker} ${bullet(w)}`);
      return [hook, random.pick(LIST_INTROS), bullets.join('\n'), random.pick(CLOSERS)(w)];
    }
    case 'story': {
      const paragraphs = [hook];
      for (let index = random.int(1, 3); index > 0; index -= 1) {
        paragraphs.push(
          random
            .sample(BODY, random.int(1, 3))
            .map((sentence) => sentence(w))
            .join(' '),
        );
      }
      if (random.chance(0.6)) paragraphs.push(random.pick(CLOSERS)(w));
      return paragraphs;
    }
  }
}

export function writePost(random: Random, persona: Persona): WrittenPost {
  const w = wordsFor(random, persona);
  const paragraphs = writeParagraphs(random, w);
  if (random.chance(0.45)) {
    const at = random.int(0, paragraphs.length - 1);
    paragraphs[at] = `${paragraphs[at]} ${random.pick(EMOJIS)}`;
  }
  const hashtags = random.chance(0.72) ? pickHashtags(random, persona, random.weighted([1, 2, 3, 4], [3, 4, 2, 1])) : [];
  const form = hashtags.length === 0 ? 'none' : random.chance(0.3) ? 'template' : 'plain';
  // Now and then a tag sits inside a sentence, followed by a full stop.
  const inline = hashtags.length > 1 && random.chance(0.25);
  const renderWith = (as: (tag: string) => string): string => {
    const [first = '', ...rest] = hashtags;
    const tail =
      hashtags.length === 0
        ? []
        : inline
          ? [`That is the whole point of ${as(first)}.`, rest.map(as).join(' ')]
          : [hashtags.map(as).join(' ')];
    return [...paragraphs, ...tail].join('\n\n');
  };
  const text = renderWith((tag) => `#${tag}`);
  return {
    commentary: form === 'template' ? renderWith(hashtagTemplate) : text,
    text,
    hashtags,
    hashtagForm: form,
  };
}
