/**
 * The offline composer's sentences, by the move they make in a post. Syntax:
 *   {slot}         filled from the topic (subject, headline, …); {topic} is the
 *                  subject when it names something, never "this" or "this trend" ("this part of this");
 *                  a template whose slot has nothing to fill it is never chosen, so no blank is left;
 *                  {news}, {upside} and {downside} fill nothing and mark a line only a reported story,
 *                  only a topic that is not bad news, or only bad news may take
 *   <<i|we|none>>  the same sentence told as "I", as "we", or impersonally, picked by the member's voice
 *   [tail]         an optional clause, kept for members who write long sentences
 * Apostrophes are straight: contractions are expanded or kept later, to the member's habit.
 * List items are fragments without a full stop; the layout makes them bullets or prose.
 */
export const PHRASEBOOK = {
  // Hooks: the line before LinkedIn's "see more" fold.
  'hook.qa': [
    'A question worth asking: {does} {subject} actually matter for {audience}?',
    '{Is} {subject} worth your attention, or just noise?',
    'Should {audience} care about {subject} yet?',
    '{news}{upside}A fair question: {is} {subject} worth the hype?',
    '{Does} {subject} really change anything for {audience}?',
  ],
  'hook.story': [
    '<<The most useful thing I learned about {subject} came from ((your moment)).|The most useful thing we learned about {subject} came from ((your moment)).|The most useful lesson about {subject} came from ((your moment)).>>',
    '<<{Subject} stopped being abstract for me when ((your moment)).|{Subject} stopped being abstract for us when ((your moment)).|{Subject} stopped being abstract when ((your moment)).>>',
    '<<A short story about {subject}, and what it taught me.|A short story about {subject}, and what it taught us.|A short story about {subject}, and what it teaches.>>',
    // Not "I did not expect {subject} to teach me much.": what the member expected is theirs to tell (the twentieth review).
  ],
  'hook.storyHook': [
    'It started with ((your moment)).',
    '<<The moment {subject} became real for me: ((your moment)).|The moment {subject} became real for us: ((your moment)).|The moment {subject} became real: ((your moment)).>>',
    '<<This is the story of what {subject} taught me.|This is the story of what {subject} taught us.|This is a story about what {subject} teaches.>>',
    // Not "Nobody talks about this part of {topic}": said of a story everyone is talking about (twenty-eighth review).
    'There is a part of {topic} that rarely gets told.',
  ],
  'hook.insight': [
    '{headline}',
    "{news}Something is shifting in {field}, and it's worth a closer look.",
    // Never "I have been following this closely": the writer does not know what the member follows.
    // Not "Anyone working in {field} will have noticed {subject} by now": what readers noticed is not the
    // writer's to know, and the twenty-eighth review read "will have noticed new skills" as broken.
    'If you work in {field}, {subject} deserve{s} some of your attention this week.',
    '{news}{Subject} {is} moving fast, and {field} will feel it.',
  ],
  'hook.question': [
    '{news}What if most of what {audience} assume about {subject} is about to change?',
    // Never "so many are suddenly talking about it": coverage is the research's to know (decision 019).
    'What does {subject} really change for {audience}?',
    'Would you bet your next quarter on {subject}?',
    'How ready is your team for {subject}?',
    '{news}{upside}{Is} {subject} the change {field} has been waiting for, or a distraction?',
  ],
  'hook.tips': [
    "<<Here are {count} things I'd do about {subject}|Here are {count} things we'd do about {subject}|Here are {count} practical moves for {subject}>>[, starting this week]:",
    // Not of bad news: "Six ways to get more out of the Northwind Cloud outage:" (a read of the final drafts in Chromium).
    '{upside}{Count} ways to get more out of {subject}:',
    '{downside}{Count} things to check after {subject}:',
    '{downside}What {subject} should prompt you to check[ this week]:',
    // Never "What I wish I'd known": that claims a lesson the member may never have had.
    'What most {audience} learn the hard way about {subject}, in {count} tips:',
    // Not "Want to handle {subject} well?": "handle handling a layoff …" and "handle the cofounder
    // agreement …" read as broken (the twenty-fourth review).
    '{upside}Want to get better at {subject}? Start here:',
  ],
  'hook.opinion': [
    // No view put in others' mouths ("most of the conversation", "the reasons people think", "discussed the wrong way by
    // almost everyone"): the twenty-eighth and twenty-ninth reviews read them as people the reader cannot see.
    '{news}<<My view on {subject} is simpler than it sounds.|Our view on {subject} is simpler than it sounds.|The case on {subject} is simpler than it sounds.>>',
    '{news}Unpopular opinion: {subject} {is} a slower story than {it} look{s}.',
    '<<My honest take on {subject}|Our honest take on {subject}|An honest take on {subject}>>: {it} matter{s}, and the reason is a plain one.',
    '{news}The obvious take on {subject} misses the real story.',
  ],
  'hook.controversial': [
    // Each of these takes a subject someone is pleased with: said of an outage or a mistake they read as
    // nonsense ("The Northwind Cloud outage deserves more scrutiny than celebration", the thirty-fifth review).
    "{upside}Hot take: {subject} won't fix what's actually broken in {field}.",
    "{upside}<<I'll say what nobody in {field} wants to hear|We'll say what nobody in {field} wants to hear|Here's what nobody in {field} wants to hear>>: {subject} {is} not the answer.",
    // Only of news: a guide or someone's year of running ads is nobody's celebration (the fortieth review).
    '{news}{upside}Stop celebrating {subject}[ for a minute].',
    // Not "the most overhyped story in {field} right now": hype the reader never sees (the thirty-third review).
    '{news}{upside}{Subject} deserve{s} more scrutiny than celebration[, because the real opportunity is in the details].',
    '{downside}Unpopular view: {subject} {is} a symptom, not the cause.',
    '{downside}Hot take: blaming the people closest to {subject} misses the point.',
  ],
  'hook.case': [
    // No invented outcome ("in about six weeks", "from a headache into an advantage"): the case's
    // facts, its result included, are the member's gaps to fill.
    '<<How my team handled {subject}, and what came of it.|How we handled {subject}, and what came of it.|How one team handled {subject}, and what came of it.>>',
    // Not "… what they'd repeat": a team named before the member has said whose it is.
    "A short case study on {subject}: what happened, what worked, and <<what I'd repeat|what we'd repeat|what is worth repeating>>.",
    '<<What happened when I finally took {subject} seriously.|What happened when we finally took {subject} seriously.|What happens when a team finally takes {subject} seriously.>>',
    '{news}{headline} Here is the case worth studying.',
  ],
  'hook.bts': [
    // Never "how we handle {subject}": that the member handles it at all is theirs to say (a blind
    // review read it as assuming their job); what they work on is the next line's gap.
    'Nobody sees this part of {topic}.',
    'The polished version of {subject} is what you see. This is the messy version.',
  ],
  'hook.motivation': [
    'If {subject} feel{s} overwhelming right now, read this[ before you close the tab].',
    "You don't have to have {subject} figured out today[, or even this quarter].",
    // Not "A reminder I needed this week": the writer does not know what the member needed.
    // Not of a reported story: both readers of the forty-fourth set read "progress on this development counts"
    // (a model's release) as nonsense.
    '{practice}{upside}<<A reminder for this week|A reminder for all of us this week|A reminder for anyone in {field}>>: progress on {subject} counts, even when it is slow.',
    'Some weeks, keeping up with {subject} feels impossible[, however organised you are].',
  ],
  'hook.list': [
    '{Count} things worth knowing about {subject}:',
    '<<My short list on {subject}|Our short list on {subject}|The short list on {subject}>>[, in order of importance]:',
    '{Topic}, in {count} points. Save this one:',
    'The {count} facts about {subject} that matter most:',
  ],
  'hook.problem': [
    // Never "I keep seeing …": the writer does not know what the member has seen.
    // Not "The same mistake keeps showing up with …": an observation the member never made (the twentieth review).
    '{Subject} {is} harder to get right than {it} look{s}.',
    // Not "The problem with {subject} isn't the technology. It's the rollout.": under a bank's earnings miss
    // (a read of shift 33's drafts) it presumed a product being rolled out.
    '{Subject} {is} creating a quiet problem for {audience}.',
  ],

  // The topic's own facts.
  // The news is told, not pointed at: "In case you missed it: “…”" and "The headline: “…”" read to a
  // blind reviewer as an article the reader cannot see, and "The details matter here." as a promise
  // the one detail after it did not keep.
  'news.headline': ['{headline}'],
  // No line on the trend's pace ("a week ago hardly anyone was writing about it"): a blind review read
  // coverage as metadata pasted in, not news. The member sees it beside the topic, their readers do not.

  // Reading the facts.
  'insight.why': [
    // "Will feel this first" presumes a change: a guide or an essay brings none (a blind review).
    '{news}Why it matters: {audience} will feel this first[, long before it shows up in any report].',
    '{news}{Audience} will feel this first[, long before it shows up in any report].',
    'It matters more than it looks[, because it changes everyday decisions rather than big strategy].',
    "{news}<<For me, the interesting part isn't the news itself.|For us, the interesting part isn't the news itself.|The interesting part isn't the news itself.>> It's what it changes about everyday work.",
    '{news}This matters because small shifts like this compound[ quietly, and then all at once].',
    'The second-order effects are where it gets interesting[ for {audience}].',
  ],
  'insight.implication': [
    '{news}If this holds, {audience} will need to rethink how they plan[ the rest of the year].',
    '{news}The teams that adapt early will have an easier year[, while the rest spend it catching up].',
    '{news}<<My read: budgets and priorities will follow[ sooner than most expect].|Our read: budgets and priorities will follow[ sooner than most expect].|Budgets and priorities will follow[ sooner than most expect].>>',
    '{news}It also changes which skills are worth building[ over the next year].',
  ],
  'insight.watch': [
    '{news}{upside}What to watch next: whether this holds once the novelty wears off[ and the budgets come under scrutiny].',
    '{news}{upside}The real test is whether this holds once the novelty wears off[ and the first budget review arrives].',
    // Not "I'll be watching who moves first": what the member will do is theirs to say (the thirty-fifth review).
    // Only of a reported story: under a guide or an angle ("note-taking systems compared") nobody moves at all (the thirty-eighth review).
    '{news}The thing to watch is who moves first[, and what they measure].',
    '{news}The next few months will show whether this is a trend or a blip[, and the data will matter more than the commentary].',
  ],
  'insight.act': [
    '{upside}What to do now: pick one place where {subject} meet{s} your work, and run a small test there[ this month].',
    'Start small, measure honestly, and share what you learn.',
  ],
  // Rhetorical questions that suit a story, a case or a problem rather than an analysis.
  'story.question': ['What would you have done?', 'Sound familiar?'],
  'case.question': ['What made the difference?', 'So what actually changed?'],
  'problem.question': ['Why does this keep happening?', 'Sound familiar?'],
  'bts.question': ['Why share the messy part?', 'Is it always this untidy?'],
  'motivation.question': ['Sound familiar?', 'Does that ring a bell?'],
  'aside.question': [
    'So what does this mean for {audience}?',
    'Is this really new?',
    'Why now?',
    'What changes on Monday morning?',
    'Who benefits, and who pays?',
  ],

  // Stories.
  // The member's own words on the topic, quoted as theirs: what a story may draw on besides their gaps.
  'story.recall': [
    // Always "I": the member wrote it themselves, whatever the draft's person ("We once wrote: “I spent …”" was wrong).
    'I once wrote: “{ownLine}”',
    'Something I wrote a while back: “{ownLine}”',
  ],
  'story.context': [
    '<<Some context first: ((your situation at the time)).|Some context first: ((your team and situation at the time)).|Some context first: ((your situation at the time)).>>',
    '<<Where I was then: ((your role and situation)).|Where we were then: ((your team and situation)).|The situation: ((your situation)).>>',
  ],
  // A scene in its order: the first step, then what came next ("Then [your next step]" opening a
  // story, or "What I saw next" before "What I did first", read to blind reviewers as shuffled).
  'story.scene': [
    '<<What I did first: ((your first step)).|What we did first: ((your first step)).|The first step: ((your first step)).>>',
  ],
  'story.next': [
    'Then ((your next step)).',
    '<<What I saw next: ((your detail of the scene)).|What we saw next: ((your detail of the scene)).|What came next: ((your detail of the scene)).>>',
  ],
  'story.tension': ['The hard part was ((your hardest moment)).', 'What made it difficult: ((your obstacle)).'],
  'story.turn': ['What changed it was ((your turning point)).', 'The turning point: ((your turning point)).'],
  // The lesson names the topic: a story hook ("It started with [your moment].") may not, and with no
  // padding after it a story could end without ever saying what it was about.
  'story.lesson': [
    '<<What it taught me about {subject}: ((your lesson)).|What it taught us about {subject}: ((your lesson)).|What it teaches about {subject}: ((your lesson)).>>',
    // Not "The lesson about {subject} I keep coming back to": a lesson held for long, about news of this week (thirtieth review).
    '<<The lesson I take from {subject}: ((your lesson)).|The lesson we take from {subject}: ((your lesson)).|The lesson in {subject}: ((your lesson)).>>',
  ],

  // Question & Answer.
  'qa.answer': [
    'Short answer: yes, but not in the obvious way.',
    '<<My short answer is that it depends on what you measure.|Our short answer is that it depends on what you measure.|The short answer is that it depends on what you measure.>>',
    '{news}{upside}The honest answer is that it matters more than the hype suggests, and less than the fear suggests.',
    'Yes, and sooner than it looks[, although the effect will differ from one team to the next].',
  ],
  'qa.longer': ['The longer answer has {count} parts:', "Here's the longer answer:", 'The longer answer:'],
  'qa.reason': [
    'It changes who does the work, not just how fast it gets done',
    'What works for one team may not work for the next, so context matters more than ever',
    'The cost of waiting is rising quietly[, in budgets and in skills]',
    'Skills that took years to build can now be learned in months',
    'Measuring it honestly beats guessing[, however confident the guess sounds]',
  ],

  // Tips.
  'tips.item': [
    'Start with one small experiment, not a company-wide rollout[, so that a mistake stays cheap]',
    'Write down what success looks like before you begin[, in numbers someone else could check]',
    "Ask the people closest to the work what they'd change[, and act on at least one answer]",
    'Measure before and after, even roughly[, because memory flatters every change]',
    'Set a date to review it, and keep it[ even when the calendar fills up]',
    "Share what didn't work, not just what did[, since the failures are where others learn most]",
    'Give it one clear owner[ with the authority to say no]',
    'Keep the first version boring[, so that the lessons are about the work rather than the tooling]',
  ],
  'tips.bonus': [
    'Bonus: tell your team why, not just what.',
    "{upside}Bonus: put time in your calendar this week and actually try it[, because reading about it isn't the same].",
  ],

  // Opinions.
  'opinion.argument': [
    // Not "the hard part of {subject} was never the tools": it told what the member's year of "running LinkedIn
    // ads" was like (the thirty-second review), and made no sense of "the case for boring technology" (the twenty-seventh).
    'Here is why: what decides {subject} is the follow-through, not the first step.',
    // Never "I've seen this before": the writer does not know what the member has seen.
    '{news}This pattern has played out before[ with every big shift in {field}].',
    '{news}{upside}The excitement is real, but the evidence is thinner than it looks[, particularly once you look past the first announcements].',
    '{news}The first week gets the attention; the year after decides the outcome[, because that is where the real costs and benefits appear].',
  ],
  // No results the reader cannot see ("some teams are already seeing them", "the early results look
  // promising"): a blind reviewer read them as pointing at a source that is not there.
  'opinion.counter': [
    // Not "To be fair, the optimists have a point": people the reader never meets (the twenty-seventh review).
    '{upside}To be fair, the upside is real[, at least where the work is well defined and someone owns the outcome].',
    '{upside}Yes, there can be real wins here[, for anyone who goes in with a clear goal].',
    "{upside}<<I'm not saying it's useless[; done with care, it can pay off].|We're not saying it's useless[; done with care, it can pay off].|None of this makes it useless[; done with care, it can pay off].>>",
    '{downside}To be fair, it could happen to almost anyone[ in {field}].',
    '{downside}To be fair, none of this is a reason to panic[, only a reason to look closer to home].',
  ],
  'opinion.restate': [
    '{news}But the real work is still people, process and patience[, and none of that can be bought].',
    '{news}{upside}<<So my position is simple|So our position is simple|So the position is simple>>: judge {subject} by results, not by headlines.',
    '{news}{upside}Hype fades. Habits stay.',
  ],

  // Controversial takes.
  'controversial.argument': [
    '{upside}We keep treating {subject} as a shortcut. {It} {is} a commitment.',
    'The uncomfortable truth is that no tool makes up for missing basics[, and buying more of them will not change that].',
    'It rewards the organisations that were already doing the basics well[, and exposes those that were not].',
  ],

  // Case studies.
  // A case study is the member's own case: its facts are theirs to fill in, never invented
  // ("The team had tried twice before" told a story that never happened).
  'case.context': [
    'The starting point: ((your team and its situation)).',
    "Where it began: ((your team's problem at the start)).",
  ],
  'case.challenge': ['The hard part: ((your biggest obstacle)).', 'What stood in the way: ((your obstacle)).'],
  'case.approachIntro': [
    'What changed:',
    // Not "What the team did differently": a team the member never named (the twenty-fifth review).
    '<<What I did differently|What we did differently|What changed>>:',
    'The approach:',
  ],
  'case.step': [
    '((your first move))',
    '((your next move))',
    '((your measure of progress))',
    '((your owner and the call they made))',
    '((your decision on what to stop))',
  ],
  'case.result': ['The result: ((your result, in numbers if you have them)).', 'Where it stands now: ((your outcome)).'],
  // The case is the member's: so is its lesson (blind reviews read a lesson written before the
  // member's own result as invented).
  'case.takeaway': ['The takeaway for {audience}: ((your lesson, in one line)).', 'The lesson that travels: ((your lesson)).'],

  // Behind the scenes.
  // The member's process is theirs to tell: "how often the plan changes, sometimes twice in a day"
  // read to a blind reviewer as invented.
  'bts.setup': [
    '<<What I am working on: ((your project)).|What we are working on: ((your project)).|The work in question: ((your project)).>>',
  ],
  'bts.stepsIntro': ['How the week actually went:', 'The unglamorous steps:', 'What it really takes:'],
  'bts.step': [
    '((your first step))',
    '((your step nobody outside sees))',
    '((your first thing that went wrong))',
    '((your longest step))',
    '((your step that settled the argument))',
    '((your step worth repeating))',
  ],
  'bts.surprise': [
    '<<What surprised me most: ((your surprise)).|What surprised us most: ((your surprise)).|The surprising part: ((your surprise)).>>',
  ],

  // Motivation.
  'motivation.truth': [
    'Progress is rarely loud[, and it seldom feels like progress while it is happening].',
    'Nobody starts out good at this[, whatever their profile suggests].',
    'You are allowed to learn in public[, and it tends to earn more respect than it costs].',
    'Small steps still count[, particularly when they are repeated every week].',
    'Comparison will steal your momentum[ if you let it].',
    'Feeling behind is not the same as being behind[, even when the two feel identical late at night].',
  ],
  'motivation.encourage': [
    '{upside}Pick one thing about {subject} and get a little better at it this week[, then write down what you noticed].',
    'Ask one question today that you were afraid to ask yesterday[, and notice how little it costs].',
    'Your pace is still a pace[, whatever the people around you seem to be doing].',
    "<<I'm still learning too.|We're all still learning.|Everyone is still learning.>>",
  ],

  // Problem and solution.
  'problem.cost': [
    'The cost shows up slowly: missed deadlines, tired teams, and decisions made on gut feel.',
    'Left alone, it turns into rework[, and rework is the most expensive kind of work].',
    // Not "the gap between the teams that get it right and everyone else": teams the reader never meets.
    'Meanwhile, the cost of waiting keeps adding up[ every quarter].',
  ],
  'solution.intro': [
    'The fix is simpler than it sounds:',
    "Here's what works:",
    '<<What I recommend|What we recommend|What works>>:',
  ],
  'solution.step': [
    'Name the real problem in one sentence[ that everyone involved would sign]',
    'Pick the smallest change that would prove you right[, or wrong]',
    'Agree on one number to watch[ and on who reports it]',
    'Set a date to review it, honestly[, including what it cost]',
    'Keep what works and drop the rest[, however attached you have become to it]',
  ],
  'solution.result': [
    '{upside}Do that, and {subject} stop{s} being a problem and start{s} being an edge.',
    // Not "It is not glamorous, but it works": results vouched for in the member's name (twenty-eighth review).
    'None of it is glamorous[, and that is the point].',
  ],

  // How long-sentence writers qualify a point: an opening adverbial or a closing hedge.
  'qualify.lead': ['In practice,', 'On balance,', 'Broadly speaking,'],
  'qualify.trail': [
    ', <<in my view|in our assessment|on balance>>',
    ', <<as far as I can tell|as far as we can tell|as far as anyone can tell>>',
    ', particularly for {audience}',
    ', at least in the immediate term',
    // Never "in my experience": the writer does not know the member's.
    ', in most cases',
  ],
  // Stock lines once added to any draft for members who write short bursts ("Small thing, big
  // effect."), "I" ("I keep coming back to this.") or "you": every blind review read them as filler.
  // Only a motivational post, which speaks to the reader, keeps a line to them.
  'aside.you': ['Maybe you are seeing it too.', 'You can start smaller than you think.'],
  // No padding for members who write long posts: every line tried ('It is worth separating the
  // signal from the noise here', 'The signs are usually there from the start') was filler a reader
  // notices in every niche, so a long-form member gets a shorter draft instead.
  // The list format's fallback points when the topic has few facts of its own.
  'list.point': [
    'It changes who does the work, not just how fast',
    'What works in one place may not work in the next',
    'The cost of waiting is rising quietly[, in budgets and in skills]',
    'Measuring it honestly beats guessing',
    'Skills matter more than tools here',
  ],

  // Closings.
  'close.question': [
    "What's your take[, and what would change your mind]?",
    'Where do you land on {subject}[, and what would change your mind]?',
    'What would you add[ from your own experience]?',
    'Are you seeing the same thing in {field}[, or is your experience different]?',
    'How is your team handling it[ so far]?',
  ],
  // The questions that ask for no verdict: what closes a story, a list or a pep talk, which argue nothing.
  'close.open': [
    'What would you add[ from your own experience]?',
    'Are you seeing the same thing in {field}[, or is your experience different]?',
    'How is your team handling it[ so far]?',
  ],
  'close.reflection': [
    '{news}The real test for {subject} is what it changes a year from now, not this week.',
    // Not "once the headlines move on": the tenth blind review read it as pointing at coverage the reader cannot see.
    '{news}What counts is what {audience} actually change because of {subject}.',
  ],
  'close.challenge': ["Tell me where I'm wrong.", 'Change my mind.', 'Agree or disagree?'],
  'close.cta': [
    'If this was useful, pass it on to someone dealing with {subject}.',
    "If you're working through {subject} right now, tell me what you're seeing.",
    'Send this to the person on your team who owns {subject}.',
  ],
  'close.motivation': ['Keep going.', "You've got this.", 'One step today is enough.', 'Start where you are.'],
} as const satisfies Record<string, readonly string[]>;

export type MoveName = keyof typeof PHRASEBOOK;
