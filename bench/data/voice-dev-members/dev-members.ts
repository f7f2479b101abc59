import type { Random } from '../../../apps/server/src/writing/seeded-random';
import { capitalize, fill, writePosts, type SyntheticMember } from '../voice-members/synthetic-member';

// THE DEV SET. Six members written by hand for developing the offline composer's voice, kept apart
// from the nine members of `npm run eval:voice` (bench/data/voice-members): the composer is tuned
// against these, never against the eval's, so the eval's figure stays a measure it has not seen.
// Each style is a habit bundle of its own (vocabulary, line breaks, punctuation, casing), unlike the
// eval's styles on purpose.

const lines = (...parts: Array<string | null | false>) => parts.filter((p): p is string => typeof p === 'string');
const some = (random: Random, bank: readonly string[], n: number, banks: Record<string, readonly string[]>) =>
  random
    .shuffle(bank)
    .slice(0, n)
    .map((t) => fill(random, t, banks));

// A startup founder who writes threads: numbered "1/" lines, "we" and "our", short plain sentences, a tl;dr.
const threadBanks = {
  thing: [
    'pricing',
    'our onboarding',
    'the sales deck',
    'hiring our first engineer',
    'churn',
    'the waitlist',
    'our free tier',
    'cold email',
    'the seed round',
    'our roadmap',
  ],
  month: ['in March', 'last quarter', 'this spring', 'in our first year', 'after launch'],
  beat: [
    'we got {thing} wrong {month}.',
    'we changed {thing} three times.',
    'we almost killed {thing}.',
    'we shipped {thing} before it was ready.',
    'we copied what bigger startups did with {thing}.',
  ],
  point: [
    'talk to users before you touch {thing}',
    'the first version of {thing} was too clever',
    'our customers never read the docs',
    'the boring fix worked best',
    'we measured the wrong thing for weeks',
    'speed beat polish every single time',
    'nobody on the team owned {thing}',
    'we said yes to every request',
    'the numbers lied until we segmented them',
    'one call with a churned user taught us more than a survey',
    'writing it down made the problem obvious',
    'we stopped guessing and started asking',
  ],
  tldr: ['ship small, ask often.', 'fix {thing} last, not first.', 'the user is the roadmap.', 'talk, then build.'],
};
function writeThread(random: Random): string {
  const points = some(random, threadBanks.point, random.int(3, 5), threadBanks);
  return lines(
    `🧵 ${capitalize(fill(random, random.pick(threadBanks.beat), threadBanks))} here's what we learned:`,
    '',
    ...points.map((p, i) => `${i + 1}/ ${capitalize(p)}.`),
    '',
    `tl;dr: ${fill(random, random.pick(threadBanks.tldr), threadBanks)}`,
    random.chance(0.4) ? '#startups' : null,
  ).join('\n');
}

// A research scientist who hedges: long sentences, "arguably", "e.g.", parentheses, "we", no emoji.
const academicBanks = {
  field: [
    'protein folding',
    'climate models',
    'sleep research',
    'soil microbiomes',
    'reproducibility',
    'peer review',
    'open data',
    'sample sizes',
  ],
  claim: [
    'the evidence on {field} is, arguably, weaker than the headlines suggest',
    'much of what we know about {field} rests on a handful of studies (most of them small)',
    'the interesting question in {field} is not whether an effect exists, but how large it is',
    'our understanding of {field} has shifted considerably over the past decade',
    'replication in {field} remains the exception rather than the rule',
  ],
  hedge: [
    'It seems likely, although by no means certain, that {claim}.',
    'One could argue that {claim}; I am not yet convinced either way.',
    'In our own work (still unpublished) we have found that {claim}.',
    'There is, of course, a caveat: {claim}.',
    'To put it plainly, {claim}, i.e. we should be careful with strong conclusions.',
    'Several colleagues have pointed out that {claim}, e.g. in the recent meta-analyses.',
  ],
  close: [
    'I would be grateful for pointers to work I may have missed.',
    'Comments and corrections are, as always, welcome.',
    'More on this once the preprint is out.',
  ],
};
function writeAcademic(random: Random): string {
  const body = some(random, academicBanks.hedge, random.int(3, 5), academicBanks);
  const paragraphs = [body.slice(0, 2).join(' '), body.slice(2).join(' ')].filter(Boolean);
  const tags = random.shuffle(['#OpenScience', '#Research', '#Methods', '#Statistics']).slice(0, random.int(1, 2));
  return [...paragraphs, fill(random, random.pick(academicBanks.close), academicBanks), tags.join(' ')].join('\n\n');
}

// A lowercase writer who trails off: ellipses, "just" and "really", long soft lines, the odd 🌱.
const softBanks = {
  thing: [
    'design',
    'a good brief',
    'slow mornings',
    'client work',
    'sketching',
    'feedback',
    'typography',
    'saying no',
    'side projects',
  ],
  line: [
    'been thinking about {thing} a lot lately…',
    'honestly {thing} is just about paying attention',
    'some days {thing} feels easy and some days it really doesn’t…',
    'i keep coming back to {thing}, and i think that’s okay',
    'nobody really tells you how much {thing} is about listening',
    'maybe {thing} doesn’t need to be perfect, maybe it just needs to be true',
    'it’s funny how {thing} changes when you stop rushing it…',
    'and then you realise {thing} was never the hard part',
    'i used to think {thing} was about talent… it’s mostly about showing up',
    'anyway, that’s where i am with {thing} right now',
  ],
};
function writeSoft(random: Random): string {
  const body = some(random, softBanks.line, random.int(3, 6), softBanks);
  if (random.chance(0.5)) body[body.length - 1] = `${body[body.length - 1]} 🌱`;
  return body.join('\n\n');
}

// A recruiter: 👉 bullets, "you" and "your", exclamations, DM calls, a wall of hashtags.
const recruiterBanks = {
  role: ['senior backend engineer', 'product designer', 'data analyst', 'engineering manager', 'QA lead', 'mobile developer'],
  perk: [
    'fully remote',
    'a four-day week',
    'a real learning budget',
    'no crunch culture',
    'a team that ships weekly',
    'flexible hours',
  ],
  tip: [
    'Your CV is not your life story, keep it to two pages',
    'Tailor your first line to the role you want',
    'Ask about the team, not just the salary',
    'Follow up after your interview, always',
    'Your portfolio matters more than your degree',
    'Say what you shipped, not what you were responsible for',
  ],
  hook: [
    'We are hiring a {role}! 🚀',
    'Looking for your next role? Read this! 👇',
    'Quick tip for job seekers today!',
    'Big news: a {role} role just opened up! 🎉',
  ],
};
function writeRecruiter(random: Random): string {
  const hiring = random.chance(0.5);
  const items = hiring
    ? some(random, recruiterBanks.perk, 3, recruiterBanks).map((p) => `👉 ${capitalize(p)}`)
    : some(random, recruiterBanks.tip, random.int(3, 4), recruiterBanks).map((t) => `👉 ${t}`);
  return lines(
    fill(random, random.pick(recruiterBanks.hook), recruiterBanks),
    '',
    ...items,
    '',
    hiring ? 'Interested? DM me or drop a comment below!' : 'Which tip would you add? Tell me in the comments!',
    '',
    random
      .shuffle(['#hiring', '#jobs', '#careers', '#recruiting', '#jobsearch', '#opentowork', '#talent'])
      .slice(0, random.int(4, 6))
      .join(' '),
  ).join('\n');
}

// A management consultant, British: "rather", "whilst", "one", numbered "1)" points, no contractions.
const consultantBanks = {
  topic: ['operating models', 'transformation programmes', 'board reporting', 'procurement', 'shared services', 'cost reviews'],
  opening: [
    'A brief observation on {topic}, following several conversations this month.',
    'It is rather striking how often {topic} are misunderstood.',
    'Three points on {topic}, which I have been asked about more than once of late.',
    'One hears a great deal about {topic}; rather less about what makes them work.',
  ],
  point: [
    'the sponsor matters rather more than the plan',
    'measures should be agreed before, not after, the work begins',
    'whilst tools help, they seldom address the underlying question',
    'one ought to start with the decision that needs making',
    'the organisation will, quite reasonably, resist change it does not understand',
    'clarity about ownership is worth a great deal of process',
    'the cheapest option is not always the least costly',
  ],
  close: ['Thoughts welcome.', 'I should be interested in other views.', 'Thoughts welcome, as ever.'],
};
function writeConsultant(random: Random): string {
  const points = some(random, consultantBanks.point, 3, consultantBanks);
  return lines(
    fill(random, random.pick(consultantBanks.opening), consultantBanks),
    '',
    ...points.map((p, i) => `${i + 1}) ${capitalize(p)}.`),
    '',
    fill(random, random.pick(consultantBanks.close), consultantBanks),
    '',
    random.pick(['#Strategy', '#Leadership', '#Consulting']),
  ).join('\n');
}

// A fitness coach: short imperatives, one per line, 💪 at line ends, a rallying question to close.
const coachBanks = {
  habit: ['the early run', 'meal prep', 'the first set', 'rest days', 'a cold shower', 'the hard mile', 'stretching'],
  line: [
    'Show up.',
    'Do the work.',
    'Nobody is coming to do {habit} for you.',
    'Motivation fades. Discipline stays.',
    'Skip the excuses, not {habit}.',
    'You will never regret {habit}.',
    'Small wins stack up.',
    'Your body keeps the score.',
    'Day one or one day. You decide.',
    'Tired is not the same as done.',
    'Start with {habit} and build from there.',
    'Consistency beats intensity every time.',
  ],
  close: ["Who's with me?", 'Are you in?', 'What are you starting today?'],
};
function writeCoach(random: Random): string {
  const body = some(random, coachBanks.line, random.int(4, 7), coachBanks).map((l) => (random.chance(0.4) ? `${l} 💪` : l));
  return lines(...body, '', random.pick(coachBanks.close), random.chance(0.6) ? '#fitness #mindset' : null).join('\n');
}

const member = (
  name: string,
  niche: string,
  style: string,
  seed: number,
  write: (random: Random) => string,
): SyntheticMember => ({
  name,
  niche,
  style,
  posts: writePosts(seed, 45, write),
});

export const DEV_MEMBERS: SyntheticMember[] = [
  member('Thread Founder', 'Entrepreneurship', 'numbered 1/ threads, "we", tl;dr, 🧵', 101, writeThread),
  member('Hedging Scientist', 'Science', 'long hedged sentences, parentheses, i.e./e.g., no emoji', 102, writeAcademic),
  member('Soft Lowercase Designer', 'Design', 'lowercase, ellipses, "just"/"really", airy lines, 🌱', 103, writeSoft),
  member('Recruiter', 'Human Resources', '👉 bullets, "you", exclamations, DM calls, hashtag wall', 104, writeRecruiter),
  member(
    'British Consultant',
    'Consulting',
    '"rather"/"whilst", 1) points, no contractions, "Thoughts welcome."',
    105,
    writeConsultant,
  ),
  member('Fitness Coach', 'Health & Fitness', 'short imperatives one per line, 💪, rallying question', 106, writeCoach),
];
