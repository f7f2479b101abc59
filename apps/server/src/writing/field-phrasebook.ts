import type { TNiche } from '@cadence/contract/content/niches';
import { findTopicWords } from './find-topic-words';
import type { MoveName } from './phrasebook';

/**
 * Tips and points that belong to one field of work, for the moves whose lines were the same in
 * every draft: every blind review read the phrasebook's tips ("Start with one small experiment,
 * not a company-wide rollout") under a hiring story, a focus story and a pricing story alike as
 * "generic project-management steps unrelated to the title". A topic's field is read from the
 * followed hashtags its words call for (findFollowedHashtags), so a cold-email story gets
 * prospecting tips and a deep-work one focus tips.
 *
 * Same rules as the phrasebook: list items are fragments without a full stop, "[…]" is a clause
 * the member's sentence length may drop, no figure (a stock line's number is a fact nobody
 * checked), no "we" or "I" (the writer knows nothing of the member's team or past), advice and
 * observations any practitioner would stand behind rather than news.
 */
/** The two kinds of line a field holds. */
type LineKind = 'tips.item' | 'points';

interface FieldLines {
  /** The niches this field is at home in: a topic's field is looked for there first. */
  home: readonly TNiche[];
  /** The followed hashtags that place a topic in this field. */
  tags: readonly string[];
  /**
   * Lines for those who build the thing, used only in the field's home niches: a Productivity post on
   * "AI assistants at work" got retrieval-evaluation tips (the twenty-ninth review), where the broad
   * field's lines on adopting a tool fit.
   */
  onlyAtHome?: boolean;
  /**
   * Words the topic must speak of for these lines to fit: the builders' tips ("before changing any
   * prompt") under "What AI coding assistants really change in a team's workflow" spoke to people
   * building a model, where the post is about using one (decision 025 kept that topic's adoption lines).
   */
  onlyAbout?: ReadonlySet<string>;
  'tips.item': readonly string[];
  /** Observations: a list's points and a Q&A's reasons. */
  points: readonly string[];
}

// No line says what "most" companies, teams or people do: the twenty-eighth and twenty-ninth reviews
// read each such line as a statistic from a source the reader cannot see.
const FIELDS: readonly FieldLines[] = [
  // Narrow fields first: a topic's own tag finds them before the broad field that also lists it.
  {
    home: ['Marketing'],
    tags: ['EmailMarketing'],
    'tips.item': [
      'Authenticate the sending domain with SPF, DKIM and DMARC before the next campaign',
      'Remove contacts who have not opened anything in months[; they drag down everyone else’s delivery]',
      'Make unsubscribing one click and easy to find',
      'Warm up a new sending domain slowly instead of starting with the whole list',
      'Watch spam complaints as closely as open rates',
      'Send fewer emails that people reply to rather than more that they ignore',
    ],
    points: [
      'Mailbox providers now reward engagement and punish bulk sending without consent',
      'List hygiene matters more than subject lines',
      'A smaller list that opens beats a larger one that marks mail as spam',
      'Deliverability is a shared problem for marketing and engineering',
    ],
  },
  {
    home: ['Marketing'],
    tags: ['SEO'],
    'tips.item': [
      'Answer the question behind the search in the first paragraph',
      'Update the pages that already rank before writing new ones',
      'Write for the reader’s next question, not for a keyword count',
      'Track sign-ups and leads from search, not only traffic',
      'Put real expertise on the page: examples, data and a named author',
      'Fix slow pages before chasing new keywords',
    ],
    points: [
      'AI answers take the simple questions; depth and original insight still earn the click',
      'Traffic is a means, not the goal',
      'Pages written for people age better than pages written for algorithms',
      'Brand searches grow when the content is worth remembering',
    ],
  },
  // Pay, not selling: the thirty-third review found selling tips under a commission cut tagged #SalesCompensation.
  {
    home: ['Sales', 'HR'],
    tags: ['SalesCompensation'],
    'tips.item': [
      'Explain a plan change before it takes effect, with worked examples of real deals',
      'Model the new plan against last year’s deals before announcing it',
      'Keep the plan simple enough for a rep to calculate their own pay',
      'Change a plan at the start of a period, not in the middle of one',
      'Ask a few top performers to read the plan before it goes out',
      'Say what the plan is meant to reward, in one sentence',
    ],
    points: [
      'Reps read a change to their pay as a message about what the company values',
      'A plan nobody can calculate is a plan nobody trusts',
      'The best reps have the most options, and they are the first to leave',
      'Savings on commission can cost more in lost deals and replaced reps',
    ],
  },
  {
    home: ['Sales'],
    tags: ['SalesProspecting'],
    'tips.item': [
      'Write the first line about them, never about you',
      'Keep the first email short enough to read on a phone',
      'Ask one easy question instead of asking for a meeting',
      'Follow up with something useful, not with “just checking in”',
      'Pick fewer accounts and research each one properly',
      'Test one change at a time and read the replies, not only the reply rate',
    ],
    points: [
      'Buyers spot automated outreach in the first line',
      'Relevance beats volume once inboxes fill up with sequences',
      'A referral or a shared connection still opens more doors than any template',
      'The reply rate falls for everyone when everyone sends more',
    ],
  },
  {
    home: ['Sales', 'Entrepreneurship'],
    tags: ['Pricing'],
    'tips.item': [
      'Price on the value the customer gets, not on your costs',
      'Tell existing customers about a price change early, and explain why',
      'Offer fewer plans with clearer differences',
      'Ask lost prospects whether price was really the reason',
      'Raise prices for new customers first and learn from it',
    ],
    points: [
      'Discounting trains buyers to wait for the next discount',
      'Charging too little is a harder mistake to see than charging too much',
      'A confusing price page loses deals no one ever hears about',
      'Pricing is a product decision, not only a finance one',
    ],
  },
  {
    home: ['Entrepreneurship', 'Marketing'],
    tags: ['CustomerDiscovery'],
    'tips.item': [
      'Ask about the last time the problem happened, not whether they would buy',
      'Talk to the person who holds the budget, not only the person who feels the pain',
      'Listen for what they already pay for or hack together today',
      'Keep the pitch out of discovery interviews',
      'Write up each conversation the same day, in their words',
      'Stop when the answers start repeating, then decide',
    ],
    points: [
      'Compliments are not evidence; past behaviour is',
      'People describe problems far more reliably than solutions',
      'The budget holder and the user often want different things',
      'A problem nobody pays to solve today is rarely urgent',
    ],
  },
  {
    home: ['Entrepreneurship', 'Finance'],
    tags: ['Fundraising', 'VentureCapital'],
    'tips.item': [
      'Raise when the numbers tell the story, not when the runway forces it',
      'Know the milestone this round buys before talking to anyone',
      'Build investor relationships months before you need the money',
      'Keep the deck short; the conversation does the rest',
      'Talk to founders an investor has backed, including the ones it went badly for',
      'Run the process in a tight window so offers overlap',
    ],
    points: [
      'Investors are backing fewer companies with larger cheques',
      'Efficient growth now counts for more than growth at any cost',
      'A clear story about why now matters as much as the product',
      'The best terms go to founders who do not need the money',
    ],
  },
  {
    home: ['HR', 'Leadership'],
    tags: ['EmployeeExperience'],
    'tips.item': [
      'Send the first-week plan before day one',
      'Give every new joiner a buddy who is not their manager',
      'Set one small, real piece of work for the first week',
      'Check in at the end of the first month and ask what was confusing',
      'Write down the unwritten rules: who decides, where things live, how to ask for help',
      'Have the laptop and accounts ready on day one',
    ],
    points: [
      'The first weeks decide whether a new hire feels they made the right choice',
      'Onboarding is a team responsibility, not an HR form',
      'Confusion early on turns into quiet disengagement later',
      'Remote joiners need more structure, not less',
    ],
  },
  {
    home: ['Leadership', 'HR', 'Personal Development'],
    tags: ['Feedback'],
    'tips.item': [
      'Describe what you saw and its effect, then ask for their view',
      'Give it soon, while both of you still remember the details',
      'Keep praise specific, so people know what to repeat',
      'Ask for feedback on yourself first[; it makes giving it easier]',
      'Separate feedback from the performance review',
      'Agree on one next step, not a list of everything',
    ],
    points: [
      'Feedback saved for the review arrives too late to help',
      'Senior people get the least honest feedback of anyone',
      'Vague feedback feels safer to give and is useless to receive',
      'How feedback is received depends on trust built long before',
    ],
  },
  {
    home: ['Productivity'],
    tags: ['DeepWork'],
    'tips.item': [
      'Put focus blocks in the calendar before the week starts',
      'Close chat and email during focus time, not just mute them',
      'Agree on response times with the team so silence is not read as absence',
      'Keep a notepad for stray thoughts instead of acting on them',
      'Start each block with the hardest task, not the easiest',
      'Protect one meeting-free day a week[, together with your team]',
    ],
    points: [
      'Every switch between tasks costs more focus than it seems',
      'Shallow work expands to fill the day unless something stops it',
      'Focus is a team agreement, not only a personal habit',
      'The most valuable work rarely happens in fragments of time',
    ],
  },
  {
    home: ['Technology'],
    tags: ['CyberSecurity', 'DataPrivacy'],
    'tips.item': [
      'Turn on multi-factor authentication everywhere, starting with email',
      'Keep an up-to-date list of what you run and who owns it',
      'Patch internet-facing systems first',
      'Test restoring from backups, not only taking them',
      'Run a phishing drill and talk about the results without blame',
      'Give people only the access their work needs',
    ],
    points: [
      'A stolen password or an unpatched system is a likelier way in than a clever attack',
      'Attackers move faster once AI writes their phishing emails',
      'Security fails where convenience wins by default',
      'A clear incident plan saves hours when minutes matter',
    ],
  },
  {
    home: ['Technology'],
    tags: ['CloudComputing'],
    'tips.item': [
      'Tag every resource with an owner and a purpose',
      'Turn off development environments outside working hours',
      'Review the largest items of the bill monthly with the teams that create them',
      'Right-size instances from actual usage, not from the first guess',
      'Plan for a region failing before it does',
      'Commit to reserved capacity only for steady workloads',
    ],
    points: [
      'Cloud bills grow through many small decisions nobody reviews',
      'Idle resources are the easiest savings and the most often missed',
      'Resilience across regions costs money; decide how much downtime you can afford',
      'Cost is an engineering metric, not only a finance one',
    ],
  },
  {
    home: ['Technology'],
    tags: ['DevOps'],
    'tips.item': [
      'Roll out configuration changes gradually, like code',
      'Write the post-mortem without blame, and share it widely',
      'Keep the status page on separate infrastructure',
      'Practise the on-call handover before the real incident',
      'Alert on what users feel, not on every metric',
      'Make rollback one command',
    ],
    points: [
      'Outages often start with a routine change, not with a failure of hardware',
      'Recovery speed matters more than never failing',
      'Customers forgive downtime more easily than silence',
      'Tired on-call engineers make the next incident more likely',
    ],
  },
  {
    home: ['Technology', 'Data Science'],
    tags: ['GenerativeAI', 'MLOps', 'PromptEngineering'],
    onlyAtHome: true,
    onlyAbout: new Set(
      findTopicWords(
        'llm llms language model models rag retrieval prompt prompts prompting benchmark benchmarks evaluate evaluation evals fine-tuning fine-tuned mlops open-weight weights',
      ),
    ),
    'tips.item': [
      'Build a small test set from real questions before changing any prompt',
      'Measure retrieval quality separately from the answers',
      'Keep a human check on anything that reaches a customer',
      'Log inputs and outputs so failures can be reviewed',
      'Compare against a simpler baseline before adding another model',
      'Decide in advance what error rate is acceptable',
    ],
    points: [
      'Benchmarks say little about how a model does on your own data',
      'Failures trace back to retrieval and data more often than to the model',
      'Evaluation is the part teams skip and regret',
      'Costs grow with usage in ways a pilot never shows',
    ],
  },
  {
    home: ['Data Science', 'Technology'],
    tags: ['DataEngineering'],
    'tips.item': [
      'Agree on a contract for every important table: fields, meaning, owner',
      'Test data where it is produced, before anyone builds on it',
      'Alert the producer, not only the consumer, when a check fails',
      'Version schema changes and announce them before they ship',
      'Start with the few tables that decisions actually depend on',
    ],
    points: [
      'Data quality problems usually start upstream, far from the dashboard',
      'A contract makes ownership explicit where it used to be assumed',
      'Broken pipelines cost trust long after they are fixed',
      'Clear ownership beats another monitoring tool',
    ],
  },
  {
    home: ['Finance'],
    tags: ['PersonalFinance', 'Investing'],
    'tips.item': [
      'Revisit your withdrawal or savings plan when yields change',
      'Keep an emergency fund before investing more',
      'Automate savings on payday',
      'Check fees: small percentages compound too',
      'Write down your plan for a market fall before one happens',
    ],
    points: [
      'Rules of thumb are a starting point, not a plan',
      'Time in the market usually beats timing the market',
      'Fees and taxes quietly decide a large share of returns',
      'Sequence of returns matters most in the first years of retirement',
    ],
  },
  {
    home: ['HR', 'Leadership'],
    tags: ['Layoffs'],
    'tips.item': [
      'Tell people in person, with their manager present, and in private',
      'Give the reason honestly and once, without corporate language',
      'Explain severance, benefits and references in writing the same day',
      'Brief the people who stay before the news spreads',
      'Keep access and goodbyes humane: no one should be escorted out for nothing',
      'Offer real help with the next job: introductions, references, time',
    ],
    points: [
      'How a layoff is handled is remembered longer than why it happened',
      'The people who stay watch closely and decide whether to stay',
      'Clarity is kinder than delay, even when the news is hard',
      'A rushed process turns a hard decision into lasting damage',
    ],
  },
  {
    home: ['Personal Development'],
    tags: ['Confidence'],
    'tips.item': [
      'Keep a file of wins and kind words to read on hard days',
      'Name the feeling, then act anyway',
      'Prepare well enough that you can stop rehearsing',
      'Ask for feedback from someone who wants you to succeed',
      'Speak early in meetings, before the doubt grows',
    ],
    points: [
      'Confidence usually follows action rather than preceding it',
      'Many capable people feel like impostors; it says little about ability',
      'Preparation is the most reliable source of calm',
      'Comparing yourself with others’ highlights distorts the picture',
    ],
  },
  {
    home: ['Personal Development', 'HR'],
    tags: ['JobSearch'],
    'tips.item': [
      'Apply to fewer roles, each with a tailored first paragraph',
      'Ask people in the company about the work before applying',
      'Lead your CV with results, not duties',
      'Prepare a few short stories that show how you work',
      'Follow up once, politely, and move on',
    ],
    points: [
      'Referrals still open more doors than applications',
      'A clear story about what you want makes you easier to help',
      'Rejections are rarely about you alone',
      'The market rewards specific skills over general titles',
    ],
  },
  {
    home: ['Technology', 'Data Science'],
    tags: ['GenerativeAI', 'AI', 'MachineLearning', 'MLOps', 'PromptEngineering'],
    'tips.item': [
      'Pick one task people already dislike doing, and try the tool there first',
      'Keep a human review step until the error rate is something you have actually measured',
      'Write down which data the tool may see[ before anyone pastes a customer record into it]',
      'Compare against the old way on the same inputs, not on a demo',
      'Decide who owns a wrong answer[ before the first one reaches a customer]',
      'Budget for the prompts, evaluations and glue code[, which cost more than the licence]',
    ],
    points: [
      'The gains are real on narrow, repetitive tasks and thin everywhere else',
      'Evaluation is the hard part, not access to a model',
      'The cost moves from doing the work to checking it',
      'Teams that share what failed learn faster than teams that only share demos',
      'Trust is lost on the first confident mistake[, and it is slow to win back]',
    ],
  },
  {
    home: ['HR'],
    tags: ['Hiring', 'Recruiting', 'EmployeeExperience', 'PayTransparency', 'DiversityAndInclusion'],
    'tips.item': [
      'Agree on what the role must achieve in its first months before writing the job post',
      'Ask every candidate the same core questions, and score the answers before discussing them',
      'Tell candidates what the process looks like and when they will hear back',
      'Give the hiring manager, not the recruiter, the final say on the bar[, and make them explain it]',
      'Check references for how someone works with others, not for whether they worked there',
      'Plan the first week before the offer is signed[, so the new hire is not left waiting]',
    ],
    points: [
      'Structured interviews predict performance better than gut feel',
      'Slow processes lose the candidates who have other options',
      'Onboarding decides whether a good hire stays',
      'A vague job post attracts everyone and convinces no one',
      'Candidates remember how they were treated long after the outcome',
    ],
  },
  {
    home: ['Leadership', 'HR'],
    tags: ['RemoteWork', 'HybridWork', 'FutureOfWork'],
    'tips.item': [
      'Write decisions down where everyone can find them[, not only in the meeting where they were made]',
      'Agree on which hours overlap, and protect them',
      'Make the office days about collaboration, not about attendance',
      'Give new joiners a named buddy for their first weeks',
      'Default to async updates and keep meetings for the conversations that need them',
      'Judge output and outcomes, not who is online',
    ],
    points: [
      'Where people sit matters less than how decisions reach them',
      'Mandates without a reason read as distrust',
      'Remote work exposes weak management; it rarely creates it',
      'The people with the most options are the first to leave over flexibility',
      'Written communication becomes a core skill, not a nice extra',
    ],
  },
  {
    home: ['Productivity'],
    tags: ['Productivity', 'TimeManagement', 'DeepWork', 'NoteTaking', 'WorkLifeBalance', 'Habits'],
    'tips.item': [
      'Block your best hours for the hardest work[ before the calendar fills them]',
      'Batch email and chat into set times instead of answering as things arrive',
      'Turn off every notification that does not need an answer within the hour',
      'End each day by writing down the first task for tomorrow',
      'Say no to one recurring meeting that has no clear owner or outcome',
      'Review the week on Friday: what moved, what stalled, what to drop',
    ],
    points: [
      'Attention is the scarce resource, not time',
      'An urgent request can usually wait longer than it feels',
      'A full calendar is not the same as a productive week',
      'Systems only help when they are simple enough to keep using',
      'Rest is part of the work, not a reward for finishing it',
    ],
  },
  {
    home: ['Sales'],
    tags: ['SalesProspecting', 'B2BSales', 'SalesLeadership', 'SalesCompensation', 'RevOps', 'Negotiation', 'Pricing'],
    'tips.item': [
      'Research the account before the first message[, and say why you chose them]',
      'Lead with the buyer’s problem, not with your product',
      'Ask what happens if they do nothing, and listen to the answer',
      'Map everyone who has a say in the decision, not just your champion',
      'Agree on a next step with a date before every call ends',
      'Walk away from deals that only close with a discount',
    ],
    points: [
      'Buyers arrive better informed than ever, so generic pitches get ignored',
      'More people now sign off on every purchase, and each one can stall it',
      'Volume without relevance burns through a market fast',
      'Discovery done well makes the rest of the deal easier',
      'Forecasts improve when deals are qualified honestly, not optimistically',
    ],
  },
  {
    home: ['Marketing'],
    tags: [
      'ContentMarketing',
      'SocialMediaMarketing',
      'SocialMedia',
      'InfluencerMarketing',
      'CreatorEconomy',
      'Branding',
      'SEO',
      'EmailMarketing',
      'B2BMarketing',
      'Advertising',
      'DigitalMarketing',
      'MarketingStrategy',
    ],
    'tips.item': [
      'Talk to customers before writing a single line of copy',
      'Pick one channel and do it well before adding another',
      'Write for one specific reader, not for everyone in the market',
      'Measure what a piece of content leads to, not just how many saw it',
      'Repurpose what already worked before making something new',
      'Keep the brand’s voice consistent[, even when the format changes]',
    ],
    points: [
      'Trust now travels through people more than through ads',
      'Attention is rented on every platform; the audience you own is the asset',
      'Clear positioning does more than a bigger budget',
      'Consistency beats the occasional viral post',
      'Buyers do most of their research before they ever talk to sales',
    ],
  },
  {
    home: ['Sales', 'Marketing', 'Entrepreneurship'],
    tags: ['CustomerSuccess', 'CustomerExperience'],
    'tips.item': [
      'Agree on what success means for the customer in their words, at the start',
      'Check in before renewal season, not during it',
      'Route every complaint to someone who can actually fix the cause',
      'Share product changes with customers before they discover them',
      'Track why customers leave, and read the answers as a team',
    ],
    points: [
      'Renewals are decided long before the renewal date',
      'Customers forgive problems faster than they forgive silence',
      'The cheapest growth often comes from customers you already have',
      'Support tickets are the most honest product feedback there is',
    ],
  },
  {
    home: ['Leadership', 'HR'],
    tags: [
      'Leadership',
      'Management',
      'CompanyCulture',
      'Teamwork',
      'Feedback',
      'Communication',
      'DecisionMaking',
      'Strategy',
      'Coaching',
      'Mentorship',
      'Layoffs',
      'EmployeeEngagement',
      'HR',
    ],
    'tips.item': [
      'Explain the why behind every decision, not just the what',
      'Give feedback within days, in private, and about the work rather than the person',
      'Ask your team what gets in their way, then remove one thing',
      'Make it safe to bring bad news early[, and thank the person who does]',
      'Hold regular one-to-ones and let the other person set the agenda',
      'Say who decides before the discussion starts',
    ],
    points: [
      'People leave managers more often than they leave companies',
      'Clarity is a kindness; vagueness only delays the hard conversation',
      'Trust is built in everyday conduct, not in all-hands speeches',
      'What gets rewarded is the real culture, whatever the values page says',
      'Change lands better when people hear it early and from their own manager',
    ],
  },
  {
    home: ['HR', 'Leadership', 'Productivity', 'Personal Development'],
    tags: ['MentalHealth'],
    'tips.item': [
      'Treat workload as the first thing to check, not the last',
      'Ask how someone is doing and leave room for an honest answer',
      'Protect time off: no messages that can wait until people are back',
      'Make it normal to say a deadline is not realistic',
      'Notice who has stopped speaking up[, and ask them directly]',
    ],
    points: [
      'Burnout is usually a workload problem before it is a personal one',
      'Wellbeing perks do little when the work itself is unsustainable',
      'People copy the hours their managers keep',
      'Recovery takes longer than the overload that caused it',
    ],
  },
  {
    home: ['Personal Development', 'HR'],
    tags: [
      'CareerDevelopment',
      'JobSearch',
      'CareerAdvice',
      'PersonalDevelopment',
      'GrowthMindset',
      'GoalSetting',
      'Confidence',
      'Learning',
      'Reading',
      'Resilience',
    ],
    'tips.item': [
      'Write down what you want to be known for[, and check your calendar against it]',
      'Ask for feedback on one specific skill, not on "how you are doing"',
      'Keep a record of your wins while you still remember the details',
      'Learn an adjacent skill well rather than several badly',
      'Tell your manager where you want to go[, so they can help you get there]',
      'Build relationships before you need them',
    ],
    points: [
      'Careers are shaped more by skills and relationships than by titles',
      'The ladder has become a lattice: sideways moves count',
      'Visibility matters, and it can be earned without self-promotion',
      'Learning compounds quietly until it suddenly shows',
      'Setbacks teach more than wins, if you take the time to look at them',
    ],
  },
  {
    home: ['Personal Development', 'Leadership'],
    tags: ['PublicSpeaking'],
    'tips.item': [
      'Decide the one thing the audience should remember, and build everything around it',
      'Rehearse out loud, standing up, the way you will deliver it',
      'Open with a story or a question, not with an agenda slide',
      'Cut every slide you would read aloud word for word',
      'Pause after the key point[, longer than feels comfortable]',
      'Ask a friend for one thing to keep and one thing to change',
    ],
    points: [
      'Nerves never fully go away; preparation makes them useful',
      'Audiences remember stories long after they forget the slides',
      'Clarity beats polish every time',
      'The best speakers make the talk about the audience, not about themselves',
    ],
  },
  {
    home: ['Entrepreneurship'],
    tags: ['Startups', 'VentureCapital', 'Fundraising', 'Bootstrapping', 'SmallBusiness', 'CustomerDiscovery', 'Ecommerce'],
    'tips.item': [
      'Talk to customers every week, about their problems rather than your idea',
      'Know your runway in months, and check it before every big commitment',
      'Charge earlier than feels comfortable[; paying customers tell you the truth]',
      'Write down the one metric that matters this quarter',
      'Hire for the problems you have now, not the ones you expect years from now',
      'Put every agreement between founders in writing[, while everyone still agrees]',
    ],
    points: [
      'Revenue buys independence that funding rounds do not',
      'Building what nobody needed is a bigger risk than any competitor',
      'Small teams move fast until communication starts to cost more than the work',
      'Investors back momentum and clarity more than ideas',
      'Customer conversations are the cheapest research there is',
    ],
  },
  {
    home: ['Finance'],
    tags: ['FPandA', 'CFO', 'Accounting', 'RiskManagement'],
    'tips.item': [
      'Compare the forecast with what actually happened, and write down why they differ',
      'Tie every budget line to an owner who can explain it',
      'Move from one yearly budget to a rolling forecast',
      'Show the drivers behind the numbers, not only the totals',
      'Agree on the few metrics the leadership team will actually use',
      'Automate the reconciliations before adding another report',
    ],
    points: [
      'A forecast is only as good as the assumptions written next to it',
      'Finance adds most value when it explains the numbers, not just reports them',
      'Budgets drift when nobody owns the lines',
      'Faster closes free time for the analysis that matters',
    ],
  },
  {
    home: ['Finance'],
    tags: ['InterestRates', 'Inflation', 'Economy', 'Investing', 'Banking', 'PersonalFinance'],
    'tips.item': [
      'Revisit the rate assumptions in this year’s plan',
      'Check which costs and contracts move with inflation',
      'Stress-test the plan for rates staying where they are for longer',
      'Keep enough cash on hand to avoid borrowing at a bad moment',
      'Separate what you can control from what you can only watch',
    ],
    points: [
      'The cost of money shapes hiring, pricing and investment decisions',
      'Markets move on expectations long before policy actually changes',
      'Borrowers and savers feel the same decision in opposite ways',
      'Plans built on cheap money need a second look',
    ],
  },
  {
    home: ['Data Science'],
    tags: ['DataScience', 'DataEngineering', 'DataAnalytics', 'BigData'],
    'tips.item': [
      'Start from the decision the analysis should inform, not from the data you have',
      'Document what each key metric means, and who owns it',
      'Test data quality where it enters, not where it is reported',
      'Ship a simple model people use before a complex one they do not',
      'Version the data along with the code',
      'Show uncertainty next to every number that drives a decision',
    ],
    points: [
      'The work is in getting the data right more than in the model',
      'A dashboard nobody acts on is a cost, not an asset',
      'Shared definitions prevent more arguments than better charts',
      'Models fail quietly when the world they learned from changes',
    ],
  },
  {
    home: ['Technology'],
    tags: [
      'SoftwareEngineering',
      'DevOps',
      'CloudComputing',
      'CyberSecurity',
      'OpenSource',
      'DataPrivacy',
      'Python',
      'JavaScript',
      'Rust',
      'Linux',
      'WebDevelopment',
      'SaaS',
    ],
    'tips.item': [
      'Write down what failure looks like before it happens, and how you would notice',
      'Keep changes small and reversible',
      'Review cloud costs monthly, with the team that creates them',
      'Patch the known vulnerabilities before chasing new tools',
      'Run the recovery drill before you need the recovery',
      'Make the boring parts automatic: tests, builds and deploys',
    ],
    points: [
      'Outages often start with a change that looked safe',
      'Complexity is a cost paid every day, not once',
      'Security is a habit of the whole team, not a tool',
      'Good defaults matter more than good documentation',
      'Review time, not typing speed, is what limits delivery',
    ],
  },
];

const FIELD_MOVES: Partial<Record<MoveName, LineKind>> = {
  'tips.item': 'tips.item',
  'solution.step': 'tips.item',
  'list.point': 'points',
  'qa.reason': 'points',
};

/**
 * Sentences that say something of the field instead of the stock lines every review found under
 * every topic ("It matters more than it looks", "Start small, measure honestly, and share what you
 * learn", "the hard part … was never the tools"): each frame around each of the field's lines.
 * Each frame's optional tail gives a long-sentence writer the length their own sentences have.
 */
const FIELD_SENTENCES: Partial<Record<MoveName, { from: LineKind; frames: readonly string[] }>> = {
  'insight.why': {
    from: 'points',
    // Not "[, at least for {audience}]" or "[, for {audience} above all]": tails the twenty-ninth and thirtieth
    // reviews read as broken ("… the analysis that matters, for finance teams above all").
    frames: [
      'Why it matters: {line}[; that is easy to forget when the work gets busy].',
      // No "[; that is worth saying plainly, even when it sounds obvious]": both readers of the forty-fourth set
      // counted it, on a line of its own, as filler.
      '{Line}.',
    ],
  },
  'insight.act': {
    from: 'tips.item',
    frames: [
      "<<What I'd do now|What we'd do now|What to do now>>: {line}[, before anything more ambitious].",
      'The practical move: {line}[, this quarter rather than next].',
    ],
  },
  'opinion.argument': { from: 'points', frames: ['Here is why: {line}[, whatever first impressions suggest].'] },
  'controversial.argument': {
    from: 'points',
    frames: ['The uncomfortable truth: {line}[, even where it is easy to act as if it were not].'],
  },
  'motivation.encourage': { from: 'tips.item', frames: ['One thing to try this week: {line}[, then notice what changes].'] },
};

/** "Lead with …" → "lead with …" after a colon; "AI answers …" and "SPF …" keep their capitals. */
const lowerFirst = (line: string) => (/^\p{Lu}\p{Ll}/u.test(line) ? line.charAt(0).toLowerCase() + line.slice(1) : line);

/**
 * The lines of the topic's field for a move: the narrowest field of its first tag that has enough
 * of them (a list never mixes a field's tips with stock ones), looked for first among the fields
 * at home in the member's niche ("AI SDR outreach" under Sales is a prospecting topic before an AI
 * one: the fourteenth blind review found AI-governance tips on it); otherwise null, and the
 * phrasebook's own lines are used.
 */
export function fieldLinesFor(
  move: MoveName,
  followedTags: readonly string[],
  needed = 1,
  niche = '',
  topicWords: ReadonlySet<string> = new Set(),
): readonly string[] | null {
  const sentences = FIELD_SENTENCES[move];
  const kind = FIELD_MOVES[move] ?? sentences?.from;
  if (!kind) return null;
  const fits = (f: FieldLines, tag: string) =>
    f.tags.includes(tag) && f[kind].length >= needed && (!f.onlyAbout || [...f.onlyAbout].some((word) => topicWords.has(word)));
  const firstFitting = (atHome: boolean) => {
    for (const tag of followedTags) {
      const home = (f: FieldLines) => isHomeTo(f, niche);
      const field = FIELDS.find((f) => fits(f, tag) && (atHome ? home(f) : !f.onlyAtHome || home(f)));
      if (field) return field;
    }
    return undefined;
  };
  const field = firstFitting(true) ?? firstFitting(false);
  if (!field) return null;
  // Framed on each call: the composer keeps what it is given for the whole draft.
  return sentences
    ? sentences.frames.flatMap((frame) =>
        field[kind].map((line) => frame.replace('{line}', lowerFirst(line)).replace('{Line}', line)),
      )
    : field[kind];
}

/** Whether a followed tag places a topic in a field at home in the niche (#SalesProspecting under Sales). */
export function isTagAtHome(tag: string, niche: string): boolean {
  return FIELDS.some((f) => f.tags.includes(tag) && isHomeTo(f, niche));
}

const isHomeTo = (field: FieldLines, niche: string) => field.home.some((n) => n === niche);

/** Every field's tags, for a test that each is one the vocabulary can call for. */
export const FIELD_TAGS: readonly string[] = FIELDS.flatMap((f) => f.tags);

/** Every field line, for tests that hold them to the phrasebook's rules. */
export const ALL_FIELD_LINES: readonly string[] = FIELDS.flatMap((f) => [...f['tips.item'], ...f.points]);
