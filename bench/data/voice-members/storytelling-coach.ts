import { fill, writePosts, type SyntheticMember } from './synthetic-member';

// A career coach who tells stories: long posts, one sentence per line with air between lines,
// emoji at line ends, many hashtags, exclamations, "I" and "you" everywhere, a question to close.
const banks = {
  client: ['a client', 'a manager I coach', 'a young engineer', 'a founder I work with', 'a friend', 'one of my mentees'],
  moment: [
    'Last Tuesday {client} called me in tears.',
    'Three years ago I almost quit my job.',
    'Yesterday {client} told me something I can’t stop thinking about.',
    'I still remember the day I got rejected for the fifth time.',
    'This morning I opened an email that made me smile.',
    'Can I tell you a secret?',
  ],
  tension: [
    'She felt stuck... and honestly, I got it.',
    "I was exhausted and I didn't know what to do next.",
    'Everyone said I was crazy!',
    "He thought he wasn't good enough.",
    'I kept saying yes to everything.',
    'The fear was real!',
    "I didn't sleep that night.",
    'You know that feeling, right?',
  ],
  turn: [
    'Then I asked one simple question.',
    'So I tried something different...',
    "Here's what changed everything:",
    'And then it clicked!',
    "That's when I stopped waiting for permission.",
    'I decided to bet on myself.',
  ],
  insight: [
    "Your worth isn't your job title.",
    'Growth starts where comfort ends!',
    "You don't need a perfect plan.",
    'Rest is part of the work.',
    'Small steps still move you forward!',
    'Done is better than perfect.',
    'You are allowed to change your mind.',
    'Confidence comes after action, not before.',
    'Your story matters more than you think.',
    'Nobody has it all figured out!',
  ],
  listItem: [
    '→ Say no without a long excuse',
    '→ Celebrate the small wins',
    '→ Ask for help early',
    '→ Protect your mornings',
    '→ Write down what you learned',
    '→ Talk to yourself like a friend',
  ],
  closing: [
    'What about you?',
    'Have you ever felt this way?',
    'What would you add?',
    'Tell me in the comments!',
    'Who needs to hear this today?',
  ],
  emoji: ['✨', '🚀', '💡', '🙌', '❤️', '🔥', '👇', '💪'],
  tag: ['#leadership', '#mindset', '#growth', '#coaching', '#careeradvice', '#motivation', '#personaldevelopment', '#success'],
};

export const storytellingCoach: SyntheticMember = {
  name: 'Maya Reyes',
  niche: 'Personal Development',
  style: 'storytelling coach: long airy posts, a sentence per line, emoji, many hashtags, exclamations, closing question',
  posts: writePosts(0xc0, 40, (random) => {
    const withEmoji = (line: string) => (random.chance(0.45) ? `${line} ${random.pick(banks.emoji)}` : line);
    const lines: string[] = [];
    lines.push(withEmoji(fill(random, '{moment}', banks)));
    for (const t of random.shuffle(banks.tension).slice(0, random.int(3, 5))) lines.push(withEmoji(t));
    lines.push(withEmoji(random.pick(banks.turn)));
    for (const i of random.shuffle(banks.insight).slice(0, random.int(5, 7))) lines.push(withEmoji(i));
    if (random.chance(0.5)) {
      lines.push("Here's what I tell everyone I coach:");
      lines.push(random.shuffle(banks.listItem).slice(0, 4).join('\n'));
    }
    lines.push(withEmoji(random.pick(banks.insight)));
    lines.push(`${random.pick(banks.closing)} 👇`);
    const tags = random.shuffle(banks.tag).slice(0, random.int(5, 7));
    return `${lines.join('\n\n')}\n\n${tags.join(' ')}`;
  }),
};
