import type { TNiche } from '@cadence/contract/content/niches';

/**
 * Hashtags people follow on LinkedIn, each with the words of a topic that call for it. A tag made
 * from whatever phrase a headline leads with (#ReplyRates, #SkillsGrowth, #LumenLabs, #InterestRate)
 * is a real topic word, yet nine blind reviews in a row counted such tags as ones nobody follows;
 * the tags reviewers asked for instead (#InterestRates, #AI, #Hiring, #RemoteWork) are the
 * established ones. Nothing offline can count followers, so this is a curated vocabulary, written
 * from the tags in common use on the platform (not from the news sandbox's headlines), kept in one
 * place to grow.
 *
 * Each entry: the tag as people spell it, then its cues — lower-case words or phrases, matched
 * whole (a plural "s" or "es" allowed) in the topic's text with hyphens read as spaces.
 *
 * Matched here rather than through the text toolkit's terms (extractTerms, phraseTerm): tags are
 * ordered as the title names them and a theme is cut from the title as written, and terms keep
 * neither position nor the stop words inside a cue ("work from home", "return to office").
 */
const FOLLOWED_HASHTAGS: ReadonlyArray<readonly [tag: string, cues: string]> = [
  // Technology and data
  [
    'GenerativeAI',
    'generative ai|genai|language model|llm|chatbot|gpt|open weight model|coding assistant|ai assistant|ai agent|ai copilot|ai scribe|rag|retrieval augmented generation',
  ],
  // The thirty-first review read #GenerativeAI on a post about prompt tuning that never says "AI" as unearned.
  ['PromptEngineering', 'prompt engineering|prompt tuning|prompt design'],
  ['MachineLearning', 'machine learning|ml model|fine tuning|fine tuned|neural network|deep learning'],
  ['AI', 'ai|artificial intelligence'],
  ['MLOps', 'mlops|model deployment|model monitoring'],
  ['DataScience', 'data science|data scientist'],
  ['DataEngineering', 'data engineering|data engineer|data pipeline|data contract|data quality|etl|data warehouse|lakehouse'],
  ['DataAnalytics', 'data analytics|data analyst|dashboard|business intelligence'],
  ['BigData', 'big data'],
  ['DataPrivacy', 'data privacy|privacy|gdpr|personal data'],
  ['CyberSecurity', 'cybersecurity|cyber security|ransomware|data breach|breach|phishing|vulnerability|security flaw|hacker'],
  ['CloudComputing', 'cloud|aws|azure|google cloud|data center|datacenter'],
  ['DevOps', 'devops|outage|on call|kubernetes|ci cd|platform engineering'],
  ['SoftwareEngineering', 'software engineering|software engineer|code review|coding|developer|programmer|codebase|refactoring'],
  // Not "open weight": an open-weight model is not open source (the thirtieth review).
  ['OpenSource', 'open source'],
  ['Databases', 'database|sqlite|postgres|postgresql|mysql|mongodb|sql server'],
  ['Python', 'python'],
  ['Rust', 'rust'],
  ['Linux', 'linux|kernel'],
  ['WebDevelopment', 'web development|web developer|browser|frontend|front end|css|html'],
  ['JavaScript', 'javascript|typescript|node js'],
  ['Semiconductors', 'chip|chipmaker|semiconductor|gpu'],
  ['Robotics', 'robot|robotics|humanoid'],
  ['HealthTech', 'healthtech|digital health|telehealth|hospital|clinic|clinician|patient|healthcare'],
  ['FinTech', 'fintech|payments|neobank|digital bank'],
  ['EdTech', 'edtech|online learning|e learning'],
  ['ClimateTech', 'climate tech|clean energy|renewable|carbon|emission|battery'],
  ['Blockchain', 'blockchain|crypto|bitcoin|stablecoin'],
  ['ProductManagement', 'product management|product manager|roadmap|product discovery'],
  ['UXDesign', 'ux|user experience|usability'],
  ['SaaS', 'saas|software as a service|subscription software'],
  ['DigitalTransformation', 'digital transformation'],
  ['Regulation', 'regulation|regulator|antitrust|compliance'],

  // Marketing
  ['ContentMarketing', 'content marketing|content strategy|b2b content|newsletter|blog post'],
  ['SocialMediaMarketing', 'social media marketing|paid social|social ads'],
  ['SocialMedia', 'social media|tiktok|instagram|youtube'],
  // "Creator partnerships" is the creator economy in the text's own word: #InfluencerMarketing on it read to the
  // thirty-eighth and thirty-ninth reviews as loosely earned.
  ['InfluencerMarketing', 'influencer|influencer marketing'],
  ['CreatorEconomy', 'creator economy|creators|creator partnership|creator marketing'],
  ['Branding', 'branding|rebrand|brand marketer|brand awareness|brand identity|personal brand'],
  ['SEO', 'seo|search engine optimization|search ranking|organic search'],
  ['EmailMarketing', 'email marketing|email deliverability|deliverability|open rate|email list'],
  ['B2BMarketing', 'b2b marketing|demand generation|demand gen|account based marketing|abm'],
  ['Advertising', 'advertising|advertiser|ad spend|ad budget|paid ads'],
  ['DigitalMarketing', 'digital marketing|performance marketing|marketing attribution|attribution'],
  ['MarketingStrategy', 'marketing strategy|positioning|go to market|gtm'],

  // Sales and customers
  ['B2BSales', 'b2b sales|enterprise sales|enterprise deal|deal cycle|buying committee|procurement'],
  ['SalesProspecting', 'prospecting|cold email|cold call|outbound|sdr|bdr'],
  ['SalesLeadership', 'sales leader|sales manager|sales team|quota'],
  // A forecast and the pipeline behind it are revenue operations: #SalesLeadership on a forecast-accuracy post
  // read to the thirty-second review as unearned.
  ['RevOps', 'revops|revenue operations|sales forecast|forecast accuracy|pipeline hygiene|pipeline review|crm hygiene'],
  // Not #SalesLeadership: the thirty-first review found it unearned on a commission cut.
  ['SalesCompensation', 'sales commission|commission plan|comp plan|sales compensation'],
  ['Negotiation', 'negotiation|negotiating|negotiate|discount'],
  ['CustomerSuccess', 'customer success|churn|renewal|customer retention|net revenue retention'],
  ['CustomerExperience', 'customer experience|customer service|customer support'],
  ['Pricing', 'pricing|price increase|price hike'],

  // Leadership, people and work
  ['Leadership', 'leadership|leader|ceo|executive'],
  ['Management', 'people manager|middle manager|first time manager|new manager|delayering|management layer'],
  ['CompanyCulture', 'company culture|culture|workplace culture'],
  [
    'RemoteWork',
    'remote work|remote team|remote worker|remote onboarding|remote hiring|remote first|fully remote|work from home|distributed team',
  ],
  ['HybridWork', 'hybrid work|hybrid working|hybrid schedule|hybrid team|return to office|rto|office mandate'],
  ['FutureOfWork', 'future of work|four day week|4 day week|automation of work'],
  ['Hiring', 'hiring|hire|job offer|job interview|in person interview|interviewing candidates|job posting|headcount'],
  ['Recruiting', 'recruiting|recruiter|recruitment|talent acquisition|candidate|applicant'],
  ['Layoffs', 'layoff|laid off|job cuts|redundancies|redundancy'],
  ['EmployeeEngagement', 'employee engagement|engagement survey|attrition|turnover|stay interview'],
  ['EmployeeExperience', 'employee experience|onboarding|offboarding'],
  ['HR', 'hr|human resources|people team|people ops'],
  ['DiversityAndInclusion', 'diversity|inclusion|dei|belonging'],
  ['PayTransparency', 'pay transparency|salary range|salary band|pay gap'],
  ['MentalHealth', 'mental health|burnout|workplace stress|anxiety|wellbeing|well being'],
  ['Feedback', 'feedback|performance review|one on one|1 on 1'],
  ['Mentorship', 'mentor|mentoring|mentorship'],
  ['Coaching', 'coaching|coach'],
  ['Teamwork', 'teamwork|collaboration|cross functional'],
  ['Strategy', 'business strategy|strategic planning|okr'],
  ['DecisionMaking', 'decision making|decision fatigue'],
  ['Communication', 'communication|communicating|difficult conversation|storytelling'],
  ['PublicSpeaking', 'public speaking|keynote|presentation|presenting|stage fright|speech'],

  // Careers and growth
  [
    'CareerDevelopment',
    'career development|career ladder|promotion|career growth|career path|upskilling|reskilling|new skills|skills growth|skills gap',
  ],
  ['JobSearch', 'job search|job seeker|job hunting|cv|job market'],
  ['CareerAdvice', 'career advice|career change|career switch|first job'],
  ['PersonalDevelopment', 'personal development|personal growth|self improvement'],
  ['GrowthMindset', 'growth mindset|mindset'],
  ['Habits', 'habit|habits|routine'],
  ['GoalSetting', 'goal setting|new year resolution|quarterly goal|personal goal'],
  ['Confidence', 'confidence|impostor syndrome|imposter syndrome|self doubt'],
  // A reading habit is #Reading: #Learning under a post that never says "learning" read to the thirty-eighth and
  // thirty-ninth reviews as loosely earned.
  ['Reading', 'reading habit|reading list|book club|books'],
  ['Learning', 'lifelong learning|learning habit'],
  ['Resilience', 'resilience|setback|failure|rejection'],

  // Productivity
  ['Productivity', 'productivity|productive'],
  ['TimeManagement', 'time management|time blocking|calendar|scheduling|procrastination'],
  ['DeepWork', 'deep work|focus time|focused work|quiet hours|distraction|notifications'],
  ['NoteTaking', 'note taking|notes app|second brain|zettelkasten'],
  ['WorkLifeBalance', 'work life balance|overtime|boundaries|always on'],

  // Entrepreneurship
  // Not "accelerator" alone: a sales plan's "commission accelerators" gave #Startups (the twenty-fourth review).
  [
    'Startups',
    'startup|start up|founder|founders|cofounder|co founder|startup accelerator|accelerator programme|accelerator program|ventures accelerator|accelerator closure',
  ],
  ['VentureCapital', 'venture capital|vc|seed round|seed funding|series a|series b|startup valuation'],
  ['Fundraising', 'fundraising|funding round|seed funding|runway'],
  ['Bootstrapping', 'bootstrapping|bootstrapped'],
  ['SmallBusiness', 'small business|smb|local business'],
  ['Ecommerce', 'ecommerce|e commerce|online store|shopify|retail'],
  ['CustomerDiscovery', 'customer discovery|customer interview|product market fit'],

  // Finance and economy
  ['InterestRates', 'interest rate|rate cut|rate hike|rate path|central bank|federal reserve|fed|ecb'],
  ['Inflation', 'inflation|consumer prices|cpi'],
  ['Economy', 'economy|economic growth|economic outlook|recession|gdp|labor market|labour market|jobs report'],
  ['Investing', 'investing|investor|stocks|stock market|equities|etf|earnings'],
  ['PersonalFinance', 'personal finance|retirement|savings|4% rule|budgeting|mortgage'],
  ['FPandA', 'fp&a|fpanda|financial planning|budget season|rolling forecast|financial forecast'],
  // Not "finance team": #CFO on "How finance teams use AI …" was unearned to the thirty-second review.
  ['CFO', 'cfo|chief financial officer|finance chief|finance leader'],
  ['Accounting', 'accounting|accountant|audit|month end close|bookkeeping'],
  ['Banking', 'banking|lender|lending'],
  ['RiskManagement', 'risk management|credit risk'],
  ['ESG', 'esg|sustainability report|sustainable finance'],
  ['Sustainability', 'sustainability|sustainable|net zero'],
  ['MergersAndAcquisitions', 'merger|acquires|takeover|m&a'],
];

/**
 * Broad tags each of the wizard's niches is followed under, after its own (#Technology): a member
 * who always signs off with a wall of tags gets these once the topic's own have run out, never a
 * coined one.
 */
export const NICHE_HASHTAGS: Readonly<Record<TNiche, readonly string[]>> = {
  Technology: ['Innovation', 'DigitalTransformation'],
  Marketing: ['DigitalMarketing', 'Branding'],
  Sales: ['B2BSales', 'SalesStrategy'],
  Leadership: ['Management', 'CompanyCulture'],
  Entrepreneurship: ['Startups', 'SmallBusiness'],
  'Data Science': ['Analytics', 'AI'],
  Finance: ['Economy', 'Investing'],
  // Not #HumanResources: beside the niche's own #HR it says one thing twice (the nineteenth review).
  HR: ['TalentManagement', 'FutureOfWork'],
  Productivity: ['TimeManagement', 'WorkLifeBalance'],
  'Personal Development': ['SelfImprovement', 'Careers'],
};

const ACTOR =
  /\b(bank|reserve|team|manager|leader|engineer|scientist|analyst|developer|programmer|seeker|marketer|worker|founder|investor|officer|recruiter|candidate|coach|mentor|creator|influencer|advertiser|lender|accountant|cfo|ceo)$/;

/** The cues of two words or more, for finding a title's theme: "rate cut", "pay transparency", "cold email". */
const PHRASE_CUES = cuePattern(
  [...new Set(FOLLOWED_HASHTAGS.flatMap(([, cues]) => cues.split('|')))]
    // A theme is a thing, never who acts on it: "central banks" is the actor of "Central banks
    // signal a slower path for rate cuts", "rate cuts" its theme.
    .filter((cue) => /\s/.test(cue.trim()) && !/[&%]/.test(cue) && !ACTOR.test(cue.trim()))
    // Longest first, so "interest rate cut" is found whole before "interest rate".
    .sort((a, b) => b.length - a.length),
);

/**
 * The first phrase of two words or more in a title that calls for a followed tag, as the title
 * writes it ("rate cuts" in "Central banks signal a slower path for rate cuts", "return-to-office"),
 * or null: what a draft can name its topic by when the title has no subject of its own, instead of
 * "this development", which the fifteenth blind review found pointing at nothing in fifteen drafts.
 */
export function findThemePhrase(title: string): string | null {
  const normalised = normalise(title);
  // Lower-casing keeps every position in the titles a feed carries; where it would not, no theme.
  if (normalised.length !== title.length) return null;
  const match = PHRASE_CUES.exec(normalised);
  if (!match) return null;
  const phrase = title.slice(match.index, match.index + match[0].length);
  // A phrase that ends in a hyphenated modifier modifies the noun after it: "return-to-office mandates", not
  // "return-to-office". One that ends in its own noun takes nothing more: "open-weight model" is no
  // "open-weight model tops", whose "tops" is the headline's verb (the forty-sixth review).
  const modifier = /-/.test(phrase.split(' ').at(-1) ?? '');
  const noun = modifier ? /^\s+(\p{L}+)/u.exec(title.slice(match.index + match[0].length))?.[1] : undefined;
  // "The end of the career ladder": the title's own article comes with it ("about career ladder" read broken).
  const article = /\bthe\s+$/i.test(title.slice(0, match.index)) ? 'the ' : '';
  return `${article}${phrase}${noun ? ` ${noun}` : ''}`;
}

/** Each tag once, its cues compiled. */
const COMPILED = FOLLOWED_HASHTAGS.map(([tag, cues]) => ({ tag, pattern: cuePattern(cues.split('|')) }));

/** Cues matched whole, a plural "s" or "es" allowed: "rate cut" finds "rate cuts" and "rate-cut" but not "accurate cut". */
function cuePattern(cues: readonly string[]): RegExp {
  const alternatives = cues.map((cue) => cue.trim().replace(/[.*+?^${}()[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}&])(?:${alternatives})(?:s|es)?(?![\\p{L}\\p{N}&])`, 'u');
}

/** Lower case, hyphens and slashes read as spaces, one kind of apostrophe: how cues are written. */
const normalise = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/[-/]+/g, ' ');

/**
 * The followed hashtags a topic calls for, best first. Its title calls for a tag on its own; a
 * description or another outlet's headline only together with a second text (one word in one of
 * them is incidental: "Hardware startups react …" under a chip-export story gave #Startups, and a
 * fund's "active managers" #Management in the tenth blind review). The title's tags come first, in
 * the order the title names them (a headline leads with its subject: "Cold email reply rates fall
 * as AI SDR tools …" is about prospecting first), the specific tag before the general one where both
 * start at one word (#GenerativeAI before #AI).
 */
export function findFollowedHashtags(textsBestFirst: readonly string[]): string[] {
  const texts = textsBestFirst.map(normalise);
  const found: string[] = [];
  texts.forEach((text, t) => {
    const hits = COMPILED.flatMap(({ tag, pattern }, order) => {
      if (found.includes(tag)) return [];
      const match = pattern.exec(text);
      if (!match) return [];
      const calledFor = t === 0 || texts.filter((other) => pattern.test(other)).length >= 2;
      return calledFor ? [{ tag, at: match.index, end: match.index + match[0].length, order }] : [];
    });
    hits.sort((a, b) => a.at - b.at || a.order - b.order);
    // In a compound the last noun is the head: "Northwind Cloud outage" is an outage before it is cloud
    // (the thirty-fifth review found cloud-cost lines and an unearned #DevOps on a failover story).
    const runs: (typeof hits)[] = [];
    for (const hit of hits) {
      const run = runs.at(-1);
      if (run && text.slice(run.at(-1)!.end, hit.at) === ' ') run.push(hit);
      else runs.push([hit]);
    }
    found.push(...runs.flatMap((run) => run.reverse().map((h) => h.tag)));
  });
  return found;
}

/**
 * Whether a text calls for a tag of the vocabulary on its own, as a title does: how a draft's body is
 * held to the tags its topic calls for. One pattern per tag asked about, not the whole vocabulary: a
 * draft asks about a handful, once per candidate.
 */
export function callsForTag(text: string, tag: string): boolean {
  const pattern = PATTERN_OF.get(tag);
  return pattern !== undefined && pattern.test(normalise(text));
}
const PATTERN_OF = new Map(COMPILED.map(({ tag, pattern }) => [tag, pattern]));

/** The tags of the vocabulary, for tests that check it stays well formed. */
export const FOLLOWED_HASHTAG_TAGS: readonly string[] = FOLLOWED_HASHTAGS.map(([tag]) => tag);
