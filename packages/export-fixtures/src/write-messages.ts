import type { Random } from './create-random.ts';
import type { Persona } from './create-persona.ts';
import { formatRow } from './csv-format.ts';
import { formatMessageDate } from './export-dates.ts';

/**
 * messages.csv: private conversations, the biggest file of a real export. The importer must skip it
 * unread, so the content only has to look and weigh like the real thing; ids, profile URLs and
 * attachment links carry LinkedIn-like random tokens, which keeps the deflate ratio realistic.
 */
export const MESSAGES_HEADER = [
  'CONVERSATION ID',
  'CONVERSATION TITLE',
  'FROM',
  'SENDER PROFILE URL',
  'TO',
  'RECIPIENT PROFILE URLS',
  'DATE',
  'SUBJECT',
  'CONTENT',
  'FOLDER',
  'ATTACHMENTS',
] as const;

export interface MessageContact {
  name: string;
  url: string;
}

const NOUNS = [
  'deck',
  'proposal',
  'roadmap',
  'budget',
  'contract',
  'intro',
  'workshop',
  'podcast',
  'panel',
  'offsite',
  'pilot',
  'demo',
  'newsletter',
  'hiring plan',
  'case study',
  'invoice',
  'webinar',
  'reference',
  'launch',
  'survey',
  'draft',
  'agenda',
  'shortlist',
  'report',
  'partnership',
  'conference',
  'article',
  'spreadsheet',
  'job description',
  'recording',
];
const VERBS = [
  'review',
  'share',
  'send over',
  'look at',
  'sign',
  'move',
  'finish',
  'update',
  'forward',
  'rework',
  'book',
  'skip',
];
const WHEN = [
  'tomorrow',
  'on Monday',
  'next week',
  'by Friday',
  'after lunch',
  'this afternoon',
  'before the holidays',
  'in March',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const SIGN_OFFS = ['Best,', 'Cheers,', 'Thanks!', 'Talk soon,', 'Kind regards,', 'Merci,', 'Danke!'];

const SENTENCES: ((random: Random, persona: Persona, them: string) => string)[] = [
  (random, persona, them) =>
    `Hi ${them}, thanks for connecting! I enjoyed your post about ${random.pick(persona.subNiche.topics)}.`,
  (random) =>
    `Are you free for a quick call on ${random.pick(DAYS)} at ${random.int(8, 17)}:${random.pick(['00', '15', '30', '45'])}?`,
  (random) => `Could you ${random.pick(VERBS)} the ${random.pick(NOUNS)} ${random.pick(WHEN)}?`,
  (random) => `I'll ${random.pick(VERBS)} the ${random.pick(NOUNS)} and the ${random.pick(NOUNS)} ${random.pick(WHEN)}.`,
  (random) => `Quick update: the ${random.pick(NOUNS)} is at ${random.int(10, 99)}% and the ${random.pick(NOUNS)} is still open.`,
  (random, persona) =>
    `Here's the doc: "${random.pick(persona.vocabulary.topics)} plan v${random.int(2, 9)}". Let me know what you think, no rush.`,
  (random) => `Sorry for the slow reply, ${random.pick(WHEN)} got away from me.`,
  (random, persona) => `We ${random.pick(persona.vocabulary.wins)}, so I owe you a coffee ☕`,
  (random) => `Sounds good. ${random.pick(DAYS)} works, ${random.int(1, 12)} ${random.pick(['pm', 'am'])} your time?`,
  (random) => `Thanks, ${random.pick(['that helps a lot', 'really appreciated', 'great catch', 'much clearer now'])}!`,
  (random, persona) => `Would you be open to speaking at our ${random.pick(NOUNS)} on ${random.pick(persona.vocabulary.topics)}?`,
  (random) =>
    `The ${random.pick(NOUNS)} number ${random.int(100, 99_999)} is attached; ping me if the ${random.pick(NOUNS)} looks off.`,
  (random) => `Here's the doc: https://docs.google.com/document/d/${random.token(44)}/edit?usp=sharing`,
  (random) =>
    `Joining link: https://zoom.us/j/${random.int(10_000, 99_999)}${random.int(100_000, 999_999)}?pwd=${random.token(32)}`,
  (random) =>
    `Grab any slot that works: https://calendly.com/${random.hex(6)}/30min?month=${random.int(2019, 2026)}-${random.int(10, 12)}`,
  () => `👍`,
];

function writeContent(random: Random, persona: Persona, them: string, me: string): string {
  if (random.chance(0.04)) {
    // Sponsored messages and InMails arrive as HTML.
    return (
      `<p>Hi ${them},</p><p>I'm hiring for a ${random.pick(persona.vocabulary.careerTitles[2])} role ` +
      `(${random.int(80, 240)}k, remote-friendly). Would you be open to a chat?</p><p>${random.pick(SIGN_OFFS)}<br>${me}</p>`
    );
  }
  const count = random.int(1, 3);
  const parts: string[] = [];
  for (let index = 0; index < count; index += 1) parts.push(random.pick(SENTENCES)(random, persona, them));
  const body = parts.join(random.chance(0.3) ? '\n\n' : ' ');
  return random.chance(0.2) ? `${body}\n\n${random.pick(SIGN_OFFS)}\n${me}` : body;
}

function attachmentLink(random: Random, instant: number): string {
  return (
    `https://www.linkedin.com/dms/prv/image/v2/D4E06AQ${random.token(14)}/messaging-attachmentFile/0/${instant}` +
    `?m=AQ${random.token(38)}&ne=1&v=beta&t=${random.token(43)}`
  );
}

export interface ConversationOptions {
  me: MessageContact;
  contacts: readonly MessageContact[];
  /** The latest instant a message may have. */
  before: number;
  /** How far back conversations start, in ms. */
  span: number;
}

/** One conversation's rows (newest first), each ending in "\n"; `rows` is how many. */
export function writeConversation(random: Random, persona: Persona, options: ConversationOptions): { csv: string; rows: number } {
  const others = random.chance(0.08) ? random.sample(options.contacts, random.int(2, 4)) : [random.pick(options.contacts)];
  const everyone = [options.me, ...others];
  const id = `2-${Buffer.from(`${random.hex(8)}-${random.hex(4)}-${random.hex(4)}-${random.hex(4)}-${random.hex(12)}_${random.int(100, 999)}`).toString('base64')}`;
  const title = others.length > 1 ? `${persona.subNiche.name} ${random.pick(NOUNS)}` : '';
  const subject = random.chance(0.1) ? `Re: ${random.pick(NOUNS)}` : '';
  const folder = random.chance(0.9) ? 'INBOX' : 'ARCHIVE';
  const count = random.weighted([1, 2, 3, 5, 8, 14], [3, 4, 3, 2, 1, 0.5]);
  let instant = options.before - Math.floor(random.next() * options.span);
  const lines: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const sender = index % 2 === 0 ? (others[index % others.length] ?? options.me) : options.me;
    const recipients = everyone.filter((person) => person !== sender);
    const them = (sender === options.me ? recipients[0]?.name : options.me.name)?.split(' ')[0] ?? 'there';
    lines.push(
      formatRow([
        id,
        title,
        sender.name,
        sender.url,
        recipients.map((person) => person.name).join(','),
        recipients.map((person) => person.url).join(','),
        formatMessageDate(instant),
        subject,
        writeContent(random, persona, them, sender.name),
        folder,
        random.chance(0.08) ? attachmentLink(random, instant) : '',
      ]),
    );
    instant -= random.int(60, 3 * 86_400) * 1000;
  }
  return { csv: `${lines.join('\n')}\n`, rows: count };
}
