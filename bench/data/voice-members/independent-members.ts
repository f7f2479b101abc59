import type { SyntheticMember } from './synthetic-member';

// Six members written for the independent voice eval, on purpose without looking at what the
// composer measures or plans toward. Their own generator (its own random source, vocabulary, line
// habits and punctuation) so that nothing here is shaped by the composer's feature list. Each
// writes 50 posts about their own subjects; the eval asks them all to write about the same topics.

/** mulberry32: a small seeded generator, separate from the app's seeded-random. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const one = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const some = <T>(items: readonly T[], n: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return out;
  };
  const chance = (p: number) => next() < p;
  return { int, one, some, chance };
}
type Rng = ReturnType<typeof rng>;

/** Replaces `<slot>` with a pick from `words[slot]`, recursively. */
function say(r: Rng, text: string, words: Record<string, readonly string[]>): string {
  return text.replace(/<(\w+)>/g, (_, slot: string) => {
    const list = words[slot];
    if (!list) throw new Error(`no words for ${slot}`);
    return say(r, r.one(list), words);
  });
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function corpus(seed: number, count: number, write: (r: Rng) => string): string[] {
  const r = rng(seed);
  return Array.from({ length: count }, () => write(r));
}

// ---------------------------------------------------------------------------------------------
// 1. A platform engineer who writes lowercase fragments, one per line, with arrows.
const shipWords = {
  thing: [
    'k8s',
    'the deploy pipeline',
    'our terraform',
    'postgres',
    'the staging env',
    'ci',
    'helm charts',
    'the monorepo',
    'grafana',
    'the pager',
    'redis',
    'nginx config',
    'the rust rewrite',
    'a bash script',
    'dns',
  ],
  before: [
    '40 min builds',
    'p99 at 900ms',
    '3 pages a night',
    'flaky e2e',
    'yaml everywhere',
    'manual rollbacks',
    'cold starts',
    'a 2gb docker image',
    'one giant lockfile',
    'nobody owned it',
  ],
  after: [
    '6 min builds',
    'p99 at 120ms',
    'quiet nights',
    'green main',
    'one config file',
    'rollback in one click',
    'warm pool',
    'a 90mb image',
    'per-package locks',
    'clear owners',
  ],
  verb: ['deleted', 'rewrote', 'pinned', 'cached', 'split', 'inlined', 'moved', 'killed', 'sharded', 'bisected'],
  aside: [
    'boring wins',
    'ship it',
    'no magic',
    'measure first',
    'less is more',
    'read the logs',
    'turns out dns',
    'always dns',
    'grep > dashboards',
    'yagni',
  ],
  tag: ['#devops', '#sre', '#platform', '#infra'],
};
function terseArrows(r: Rng): string {
  const lines: string[] = [];
  const shape = r.int(0, 3);
  if (shape === 0) {
    lines.push(say(r, '<verb> <thing> today', shipWords));
    lines.push(say(r, '<before> → <after>', shipWords));
    if (r.chance(0.6)) lines.push(say(r, 'cost → ~0. risk → low', shipWords));
    lines.push(say(r, '<aside>', shipWords));
  } else if (shape === 1) {
    lines.push(say(r, 'things that fixed <thing> for us:', shipWords));
    for (let i = 0; i < r.int(2, 4); i++) lines.push(say(r, '→ <verb> <thing>', shipWords));
    lines.push(say(r, "that's it. <aside>", shipWords));
  } else if (shape === 2) {
    lines.push(say(r, 'hot take: <thing> is fine', shipWords));
    lines.push(say(r, 'problem was never <thing>', shipWords));
    lines.push(say(r, 'problem was <before>', shipWords));
    lines.push(say(r, '<aside>', shipWords));
  } else {
    lines.push(say(r, 'week in infra', shipWords));
    lines.push(say(r, 'mon → <verb> <thing>', shipWords));
    lines.push(say(r, 'wed → <before>, again', shipWords));
    lines.push(say(r, 'fri → <after> :)', shipWords));
  }
  if (r.chance(0.5)) lines.push(r.one(shipWords.tag));
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// 2. A storyteller: long paragraphs, em-dashes, past tense, people and places, a closing reflection.
const storyWords = {
  when: [
    'In the winter of 2014',
    'Years ago, on a rainy Tuesday',
    'The summer I turned twenty-six',
    'Long before anyone called it a career',
    'On my third day at a new company',
    'The night before a board meeting',
    'Somewhere over the Atlantic',
  ],
  place: [
    'a cramped office above a bakery',
    'a hospital waiting room',
    "my grandmother's kitchen",
    'a conference hall in Lisbon',
    'the back seat of a taxi in Mumbai',
    'a warehouse that smelled of cardboard',
    'a hotel lobby at two in the morning',
  ],
  person: [
    'an old mentor of mine',
    'a quiet intern named Priya',
    'my first manager',
    'a customer who had every right to be angry',
    'the night janitor',
    'my father',
    'a founder twice my age',
  ],
  said: [
    '"You are not late — you are just early for the next thing."',
    '"Nobody remembers the slides; they remember how you made them feel."',
    '"Write it down before you believe it."',
    '"The work is the easy part — the waiting is what breaks people."',
    '"Be kind first, clever second."',
    '"Ask the question you are afraid of."',
  ],
  feeling: [
    'I remember my hands shaking',
    'I felt the floor tilt a little',
    'something in me went very still',
    'I laughed, then I did not',
    'my chest went tight',
    'I wanted to disappear',
  ],
  lesson: [
    'patience is a kind of courage',
    'the people who stay quiet are often the ones carrying the most',
    'we rarely get to choose the lesson, only whether we listen',
    'a career is mostly made of small, unglamorous mornings',
    'kindness compounds the way money never quite does',
    'the story we tell ourselves is the first draft of what happens next',
  ],
};
function storyteller(r: Rng): string {
  const open = say(
    r,
    '<when>, I found myself in <place> — waiting, as it turned out, for <person> to say something that would stay with me for the rest of my working life.',
    storyWords,
  );
  const middle = say(
    r,
    'We had been talking for almost an hour — about deadlines, about families, about nothing much at all — when the conversation slowed and <feeling>. Then came the sentence: <said> I did not understand it then; I am not sure I fully understand it now.',
    storyWords,
  );
  const more = r.chance(0.6)
    ? say(
        r,
        'It took me years — and more than one failure I would rather not describe here — to see what <person> had meant, and that, in the end, <lesson>.',
        storyWords,
      )
    : say(
        r,
        'I went back to <place> last spring. It had changed, of course — everything does — but standing there, I realised that <lesson>.',
        storyWords,
      );
  const close = say(
    r,
    r.one([
      'So here is what I would tell my younger self: <lesson>.',
      'If you are in the middle of your own long wait right now — hold on, because <lesson>, and you are allowed to take your time learning it.',
      'I still think about that day — probably more than I should.',
    ]),
    storyWords,
  );
  return [open, middle, more, close].join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// 3. A list-maker: a hook, numbered lessons with emoji, a call to save or share.
const listWords = {
  n: ['5', '7', '6', '4'],
  area: [
    'growing a newsletter to 20k',
    'hiring my first 10 people',
    'going freelance',
    'leading a remote team',
    'launching 3 products that flopped',
    'quitting my corporate job',
    'writing every day for a year',
    'pricing my services',
  ],
  item: [
    'Start before you feel ready',
    'Say no to 80% of meetings',
    'Document everything',
    'Charge more than feels comfortable',
    'Protect your mornings',
    'Ship ugly, then iterate',
    'Ask for referrals every single time',
    'Your network is your net worth',
    'Consistency beats intensity',
    'Hire for attitude, train for skill',
    'Celebrate small wins',
    'Automate the boring stuff',
    'Feedback is a gift',
    'Rest is part of the work',
  ],
  emoji: ['🚀', '💡', '✅', '🔥', '📈', '🎯', '💪', '🙌', '✨', '📌'],
  cta: [
    '♻️ Repost if this helped someone in your network.',
    '💾 Save this for later.',
    '👇 Which one would you add?',
    '🔔 Follow me for more lessons like this.',
    'Which number hit home for you? 👇',
  ],
};
function listMaker(r: Rng): string {
  const n = Number(r.one(listWords.n));
  const lines = [say(r, `${n} lessons from <area> <emoji>`, listWords), ''];
  const items = r.some(listWords.item, n);
  items.forEach((item, i) => lines.push(`${i + 1}. ${item} ${r.one(listWords.emoji)}`));
  lines.push('');
  if (r.chance(0.5)) lines.push(say(r, 'Bonus: <item> <emoji>', listWords), '');
  lines.push(r.one(listWords.cta));
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// 4. A formal finance executive: long, measured sentences joined by semicolons; no emoji, no hashtags.
const financeWords = {
  subject: [
    'liquidity conditions',
    'the yield curve',
    'credit spreads',
    'capital allocation',
    'working-capital discipline',
    'our treasury function',
    'covenant headroom',
    'the refinancing calendar',
    'counterparty exposure',
    'operating leverage',
  ],
  observation: [
    'remain tighter than consensus suggests',
    'have normalised, albeit unevenly',
    'warrant closer scrutiny than usual',
    'continue to reward prudence over ambition',
    'are, in our view, mispriced',
    'deserve a more deliberate governance cadence',
  ],
  consequence: [
    'boards should revisit their assumptions accordingly',
    'the prudent course is to extend duration selectively',
    'management teams would do well to preserve optionality',
    'we have therefore reduced gross exposure',
    'the cost of inaction is rising',
    'disciplined issuers will be rewarded',
  ],
  opener: [
    'A brief observation on',
    'Some reflections on',
    'A note for fellow CFOs regarding',
    "Following this quarter's results, a word on",
    'Having reviewed the latest data, I would offer three points on',
  ],
  closing: [
    'As ever, I welcome the perspectives of colleagues across the industry.',
    'These views are my own and do not constitute investment advice.',
    'I would be interested in how other finance leaders are approaching this.',
    'Prudence, in short, remains undervalued.',
  ],
};
function financeExec(r: Rng): string {
  const paragraphs = [say(r, '<opener> <subject>.', financeWords)];
  for (let i = 0; i < r.int(2, 3); i++) {
    paragraphs.push(
      say(
        r,
        r.one([
          'In our assessment, <subject> <observation>; consequently, <consequence>.',
          'First, <subject> <observation>; second, <subject> <observation>; third, <consequence>.',
          'It is worth noting that <subject> <observation>; nonetheless, <consequence>, and the discipline required to do so should not be underestimated.',
          'Whilst <subject> <observation>, the broader picture is more nuanced; <consequence>.',
        ]),
        financeWords,
      ),
    );
  }
  paragraphs.push(r.one(financeWords.closing));
  return paragraphs.join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// 5. A hashtag-heavy marketer: exclamation marks, CAPS for emphasis, a hashtag wall at the end.
const marketWords = {
  hype: ['HUGE news', 'BIG day', 'We did it', 'Guess what', 'Pinch me', 'This is WILD'],
  news: [
    'our campaign just crossed 1M impressions',
    'we launched the new brand refresh',
    'our webinar sold out in 48 hours',
    'the podcast hit the top 10 in marketing',
    'our team won the agency award',
    'the influencer collab went live today',
    'our email open rate hit 52%',
  ],
  thanks: [
    'Shoutout to the most AMAZING team',
    'Massive thanks to everyone who showed up',
    'So grateful for this community',
    'Could not have done it without you all',
  ],
  tip: [
    'Content is king, but distribution is queen',
    'Your audience is on TikTok whether you like it or not',
    'Test the hook, not the logo',
    'Brand is what people say when you leave the room',
    'Engagement > followers, every time',
  ],
  tag: [
    '#marketing',
    '#digitalmarketing',
    '#branding',
    '#growth',
    '#contentmarketing',
    '#socialmedia',
    '#B2B',
    '#growthhacking',
    '#brandstrategy',
    '#leadgen',
    '#community',
    '#storytelling',
    '#influencermarketing',
    '#SEO',
  ],
};
function marketer(r: Rng): string {
  const lines = [say(r, '<hype>!!', marketWords), capitalise(say(r, '<news>! 🎉', marketWords))];
  if (r.chance(0.7)) lines.push(say(r, '<thanks>! 🙏', marketWords));
  lines.push(say(r, 'Quick tip: <tip>. #<tagless>', { ...marketWords, tagless: ['ProTip', 'MarketingTips', 'Growth'] }));
  lines.push('', r.some(marketWords.tag, r.int(6, 10)).join(' '));
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// 6. A question-asker: a people-and-culture lead who writes mostly in questions, invites replies.
const askWords = {
  topic: [
    'performance reviews',
    'return-to-office',
    'salary transparency',
    'manager training',
    'exit interviews',
    'internal mobility',
    'meeting culture',
    'parental leave',
    'promotion criteria',
    'team offsites',
  ],
  q: [
    'What would change if we stopped doing <topic> altogether?',
    'Who is <topic> really for — the company or the person?',
    'When did you last see <topic> done well?',
    'Why do we still treat <topic> as an annual event?',
    'What is the one question nobody asks about <topic>?',
    'How would you explain your approach to <topic> to a new hire?',
    'Is <topic> a policy problem or a trust problem?',
    'What did <topic> look like at your best job?',
  ],
  end: [
    'Curious what you think.',
    'Genuinely asking.',
    'Tell me in the comments?',
    'I read every reply.',
    'Help me think this through?',
  ],
};
function questionAsker(r: Rng): string {
  const topic = r.one(askWords.topic);
  const words = { ...askWords, topic: [topic] };
  const lines = [say(r, 'Honest question about <topic>.', words), ''];
  for (const q of r.some(askWords.q, r.int(3, 5))) lines.push(say(r, q, words));
  lines.push('');
  if (r.chance(0.5)) lines.push('And maybe the harder one: what are we afraid of finding out?');
  lines.push(r.one(askWords.end));
  return lines.join('\n');
}

const POSTS = 50;

export const INDEPENDENT_MEMBERS: SyntheticMember[] = [
  {
    name: 'Arrow One-liners',
    niche: 'Technology',
    style: 'lowercase fragments, arrows, one per line',
    posts: corpus(101, POSTS, terseArrows),
  },
  {
    name: 'Long-form Storyteller',
    niche: 'Leadership',
    style: 'long paragraphs, em-dashes, memories, quotes',
    posts: corpus(202, POSTS, storyteller),
  },
  {
    name: 'Emoji List-maker',
    niche: 'Entrepreneurship',
    style: 'numbered lessons with emoji, save/repost call',
    posts: corpus(303, POSTS, listMaker),
  },
  {
    name: 'Finance Executive',
    niche: 'Finance',
    style: 'formal, semicolons, no emoji or hashtags',
    posts: corpus(404, POSTS, financeExec),
  },
  {
    name: 'Hashtag Marketer',
    niche: 'Marketing',
    style: 'exclamations, CAPS, hashtag wall',
    posts: corpus(505, POSTS, marketer),
  },
  {
    name: 'Question-asker',
    niche: 'Human Resources',
    style: 'mostly questions, invites replies',
    posts: corpus(606, POSTS, questionAsker),
  },
];
