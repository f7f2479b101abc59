/**
 * The words each niche's member writes with. Our own lists, so the export does not echo the
 * importer's keyword tables: a detector that works here has learnt the niche, not our vocabulary.
 */

/** The spec's ten niches, written out rather than imported: the answer key must not follow the code it checks. */
export const NICHES = [
  'Technology',
  'Marketing',
  'Sales',
  'Leadership',
  'Entrepreneurship',
  'Data Science',
  'Finance',
  'HR',
  'Productivity',
  'Personal Development',
] as const;
export type Niche = (typeof NICHES)[number];

export interface SubNiche {
  name: string;
  /** Noun phrases the member keeps coming back to. */
  topics: readonly string[];
  /** Hashtags (without "#", in the member's own case). */
  hashtags: readonly string[];
}

export interface NicheVocabulary {
  industries: readonly string[];
  /** Who the posts speak to, plural. */
  audience: string;
  /** The craft, as in "ten years in {field}". */
  field: string;
  /** Titles from a first job to a senior one, in order. */
  careerTitles: readonly [readonly string[], readonly string[], readonly string[], readonly string[]];
  skills: readonly string[];
  hashtags: readonly string[];
  subNiches: readonly SubNiche[];
  topics: readonly string[];
  /** Past-tense results: "we {win}". */
  wins: readonly string[];
  /** Imperative advice: "{lesson}." */
  lessons: readonly string[];
  tools: readonly string[];
  certifications: readonly { name: string; authority: string }[];
}

export const NICHE_VOCABULARY: Record<Niche, NicheVocabulary> = {
  Technology: {
    industries: ['Software Development', 'IT Services and IT Consulting', 'Technology, Information and Internet'],
    audience: 'engineers',
    field: 'software engineering',
    careerTitles: [
      ['Junior Software Engineer', 'Software Developer', 'Graduate Engineer'],
      ['Software Engineer', 'Backend Engineer', 'Full-Stack Developer'],
      ['Senior Software Engineer', 'Staff Engineer', 'Tech Lead'],
      ['Principal Engineer', 'Engineering Manager', 'Head of Platform'],
    ],
    skills: [
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'Kubernetes',
      'System Design',
      'Distributed Systems',
      'Amazon Web Services (AWS)',
      'Continuous Integration',
      'React.js',
      'Go (Programming Language)',
      'Software Architecture',
      'Code Review',
      'Observability',
      'API Design',
      'Terraform',
      'Docker',
    ],
    hashtags: ['SoftwareEngineering', 'DevOps', 'TechLeadership', 'CloudComputing', 'Programming', 'OpenSource'],
    subNiches: [
      {
        name: 'Platform engineering',
        topics: ['internal developer platforms', 'golden paths', 'build pipelines', 'deploy tooling', 'service templates'],
        hashtags: ['PlatformEngineering', 'DeveloperExperience'],
      },
      {
        name: 'AI engineering',
        topics: ['LLM evaluations', 'retrieval pipelines', 'prompt regressions', 'model latency', 'AI guardrails'],
        hashtags: ['AI', 'GenAI'],
      },
      {
        name: 'Web performance',
        topics: ['Core Web Vitals', 'bundle size', 'render blocking scripts', 'edge caching', 'image pipelines'],
        hashtags: ['WebPerf', 'Frontend'],
      },
    ],
    topics: ['code reviews', 'technical debt', 'on-call rotations', 'flaky tests', 'incident reviews', 'migrations', 'monoliths'],
    wins: [
      'cut our deploy time from 40 minutes to 6',
      'retired a service nobody understood',
      'shipped the migration without a single page',
      'halved our cloud bill in one quarter',
      'got p99 latency under 200 ms',
    ],
    lessons: [
      'delete code before you add code',
      'write the runbook before the incident',
      'make the slow test fast before you make it green',
      'review the design, not the semicolons',
      'measure before you optimise',
    ],
    tools: ['Kubernetes', 'Postgres', 'GitHub Actions', 'Grafana', 'Terraform', 'OpenTelemetry'],
    certifications: [
      { name: 'AWS Certified Solutions Architect – Associate', authority: 'Amazon Web Services (AWS)' },
      { name: 'Certified Kubernetes Administrator (CKA)', authority: 'The Linux Foundation' },
      { name: 'HashiCorp Certified: Terraform Associate', authority: 'HashiCorp' },
    ],
  },
  Marketing: {
    industries: ['Marketing Services', 'Advertising Services', 'Online Audio and Video Media'],
    audience: 'marketers',
    field: 'B2B marketing',
    careerTitles: [
      ['Marketing Assistant', 'Marketing Coordinator', 'Social Media Executive'],
      ['Content Marketing Manager', 'Growth Marketer', 'Demand Generation Manager'],
      ['Senior Marketing Manager', 'Head of Content', 'Brand Director'],
      ['VP Marketing', 'Chief Marketing Officer', 'Marketing Director'],
    ],
    skills: [
      'Content Strategy',
      'Search Engine Optimization (SEO)',
      'Brand Positioning',
      'Copywriting',
      'Marketing Automation',
      'HubSpot',
      'Google Analytics',
      'Email Marketing',
      'Demand Generation',
      'Social Media Marketing',
      'Product Marketing',
      'Storytelling',
      'Campaign Management',
      'Go-to-Market Strategy',
    ],
    hashtags: ['Marketing', 'ContentMarketing', 'Branding', 'DigitalMarketing', 'B2BMarketing', 'Storytelling'],
    subNiches: [
      {
        name: 'Content marketing',
        topics: ['editorial calendars', 'long-form guides', 'content repurposing', 'newsletter growth', 'thought leadership'],
        hashtags: ['ContentStrategy', 'Newsletter'],
      },
      {
        name: 'Brand strategy',
        topics: ['brand voice', 'positioning statements', 'category design', 'visual identity', 'brand trust'],
        hashtags: ['BrandStrategy', 'Positioning'],
      },
      {
        name: 'Performance marketing',
        topics: ['paid social', 'attribution models', 'landing page tests', 'cost per lead', 'creative fatigue'],
        hashtags: ['PerformanceMarketing', 'PaidMedia'],
      },
    ],
    topics: ['customer research', 'messaging', 'campaign briefs', 'launch plans', 'audience building', 'case studies'],
    wins: [
      'tripled organic sign-ups without a bigger budget',
      'rewrote the homepage and doubled demo requests',
      'grew the newsletter to 40,000 readers',
      'launched in three markets in one quarter',
      'cut cost per lead by 38%',
    ],
    lessons: [
      'talk to ten customers before you write a word',
      'say one thing per campaign',
      'steal your headlines from your sales calls',
      'publish on a schedule you can keep',
      'test the offer before the creative',
    ],
    tools: ['HubSpot', 'Google Analytics', 'Figma', 'Notion', 'Semrush', 'Webflow'],
    certifications: [
      { name: 'Inbound Marketing Certification', authority: 'HubSpot Academy' },
      { name: 'Google Analytics Certification', authority: 'Google' },
      { name: 'Content Marketing Certification', authority: 'HubSpot Academy' },
    ],
  },
  Sales: {
    industries: ['Software Development', 'Business Consulting and Services', 'Staffing and Recruiting'],
    audience: 'sellers',
    field: 'B2B sales',
    careerTitles: [
      ['Sales Development Representative', 'Business Development Representative', 'Inside Sales Representative'],
      ['Account Executive', 'Mid-Market Account Executive', 'Sales Consultant'],
      ['Senior Account Executive', 'Enterprise Account Executive', 'Sales Team Lead'],
      ['Head of Sales', 'VP, Sales', 'Regional Sales Director'],
    ],
    skills: [
      'Solution Selling',
      'Negotiation',
      'Salesforce.com',
      'Cold Calling',
      'Pipeline Management',
      'Account Management',
      'Sales Prospecting',
      'Closing',
      'MEDDIC',
      'Enterprise Software Sales',
      'Forecasting',
      'Objection Handling',
      'Social Selling',
    ],
    hashtags: ['Sales', 'B2BSales', 'SalesTips', 'Prospecting', 'SocialSelling', 'SalesLeadership'],
    subNiches: [
      {
        name: 'Enterprise sales',
        topics: ['multi-threading', 'procurement cycles', 'champion building', 'mutual action plans', 'security reviews'],
        hashtags: ['EnterpriseSales', 'SaaS'],
      },
      {
        name: 'Outbound prospecting',
        topics: ['cold emails', 'call openers', 'sequence cadence', 'ideal customer profiles', 'reply rates'],
        hashtags: ['Outbound', 'ColdEmail'],
      },
      {
        name: 'Sales coaching',
        topics: ['call reviews', 'ramp plans', 'role plays', 'deal reviews', 'quota attainment'],
        hashtags: ['SalesCoaching', 'SalesEnablement'],
      },
    ],
    topics: ['discovery calls', 'pipeline hygiene', 'forecast calls', 'renewals', 'pricing conversations', 'follow-ups'],
    wins: [
      'closed the biggest deal in our company’s history',
      'hit 140% of quota two years running',
      'turned a lost deal into a three-year renewal',
      'built a pipeline of 2.4M from a cold list',
      'shortened our sales cycle by 21 days',
    ],
    lessons: [
      'ask one more question before you pitch',
      'write the follow-up before you hang up',
      'sell the problem, not the product',
      'never let the prospect own the next step alone',
      'qualify out early and without guilt',
    ],
    tools: ['Salesforce', 'Gong', 'Outreach', 'LinkedIn Sales Navigator', 'HubSpot CRM', 'Apollo'],
    certifications: [
      { name: 'MEDDICC Foundations', authority: 'MEDDICC' },
      { name: 'Sales Navigator Certification', authority: 'LinkedIn' },
      { name: 'Challenger Sales Certification', authority: 'Gartner' },
    ],
  },
  Leadership: {
    industries: ['Business Consulting and Services', 'Professional Training and Coaching', 'Financial Services'],
    audience: 'managers',
    field: 'leading teams',
    careerTitles: [
      ['Team Coordinator', 'Project Coordinator', 'Operations Analyst'],
      ['Team Lead', 'Operations Manager', 'Program Manager'],
      ['Senior Manager', 'Director of Operations', 'Head of Delivery'],
      ['Chief Operating Officer', 'Managing Director', 'VP Operations'],
    ],
    skills: [
      'Team Leadership',
      'Change Management',
      'Coaching',
      'Strategic Planning',
      'Stakeholder Management',
      'Executive Communication',
      'Organizational Design',
      'Conflict Resolution',
      'Performance Management',
      'Decision-Making',
      'Mentoring',
      'Cross-functional Team Leadership',
    ],
    hashtags: ['Leadership', 'Management', 'TeamCulture', 'LeadershipDevelopment', 'FutureOfWork', 'Coaching'],
    subNiches: [
      {
        name: 'First-time managers',
        topics: ['one-on-ones', 'giving feedback', 'delegation', 'your first team meeting', 'managing former peers'],
        hashtags: ['NewManager', 'Feedback'],
      },
      {
        name: 'Executive leadership',
        topics: ['board updates', 'operating cadence', 'strategy offsites', 'leadership teams', 'company values'],
        hashtags: ['ExecutiveLeadership', 'Strategy'],
      },
      {
        name: 'Remote leadership',
        topics: ['async updates', 'time zones', 'written culture', 'remote onboarding', 'team rituals'],
        hashtags: ['RemoteWork', 'HybridWork'],
      },
    ],
    topics: ['trust', 'accountability', 'hard conversations', 'hiring', 'burnout', 'clarity', 'team goals'],
    wins: [
      'took a team from 4 to 40 without losing a single original member',
      'turned around the lowest-rated team in the engagement survey',
      'ran a reorg that people actually thanked us for',
      'promoted five people from my team in one year',
      'cut our meeting load by a third',
    ],
    lessons: [
      'say the hard thing early and kindly',
      'hire people who disagree with you',
      'write decisions down',
      'praise in public, correct in private',
      'protect your team’s focus time',
    ],
    tools: ['Lattice', 'Notion', 'Miro', 'Slack', 'Loom', 'Asana'],
    certifications: [
      { name: 'Certified Professional Coach', authority: 'International Coaching Federation' },
      { name: 'Leading People and Teams', authority: 'University of Michigan' },
      { name: 'Project Management Professional (PMP)', authority: 'Project Management Institute' },
    ],
  },
  Entrepreneurship: {
    industries: ['Technology, Information and Internet', 'Venture Capital and Private Equity Principals', 'Retail'],
    audience: 'founders',
    field: 'building companies',
    careerTitles: [
      ['Business Analyst', 'Associate', 'Operations Associate'],
      ['Product Manager', 'Founder', 'Co-Founder'],
      ['Co-Founder & CEO', 'Founder & CEO', 'Venture Partner'],
      ['Founder & CEO', 'Serial Entrepreneur', 'Managing Partner'],
    ],
    skills: [
      'Entrepreneurship',
      'Fundraising',
      'Start-ups',
      'Business Strategy',
      'Product-Market Fit',
      'Pitch Decks',
      'Customer Development',
      'Lean Startup',
      'Bootstrapping',
      'Venture Capital',
      'Business Development',
      'Hiring',
      'Unit Economics',
    ],
    hashtags: ['Entrepreneurship', 'Startups', 'Founders', 'StartupLife', 'SmallBusiness', 'Bootstrapping'],
    subNiches: [
      {
        name: 'Bootstrapped SaaS',
        topics: ['monthly recurring revenue', 'churn', 'pricing pages', 'self-serve onboarding', 'profitability'],
        hashtags: ['SaaS', 'IndieHackers'],
      },
      {
        name: 'Fundraising',
        topics: ['pitch decks', 'seed rounds', 'investor updates', 'term sheets', 'due diligence'],
        hashtags: ['VentureCapital', 'Fundraising'],
      },
      {
        name: 'E-commerce brands',
        topics: ['direct-to-consumer', 'inventory', 'supplier negotiations', 'repeat customers', 'unit margins'],
        hashtags: ['Ecommerce', 'DTC'],
      },
    ],
    topics: ['the first ten customers', 'runway', 'co-founders', 'pivots', 'early hires', 'saying no', 'burn rate'],
    wins: [
      'reached profitability in month 14',
      'closed our seed round in three weeks',
      'grew from 0 to 1,000 paying customers with no ads',
      'sold my first company',
      'survived a 60% revenue drop and rebuilt',
    ],
    lessons: [
      'charge more than feels comfortable',
      'talk to customers every single week',
      'hire slowly and part ways quickly',
      'keep 18 months of runway',
      'build the boring version first',
    ],
    tools: ['Stripe', 'Notion', 'Airtable', 'Shopify', 'Zapier', 'Linear'],
    certifications: [
      { name: 'Entrepreneurship Specialization', authority: 'The Wharton School' },
      { name: 'Y Combinator Startup School', authority: 'Y Combinator' },
      { name: 'Venture Deals', authority: 'Kauffman Fellows' },
    ],
  },
  'Data Science': {
    industries: ['Technology, Information and Internet', 'Research Services', 'Hospitals and Health Care'],
    audience: 'data scientists',
    field: 'data science',
    careerTitles: [
      ['Data Analyst', 'Junior Data Scientist', 'Research Assistant'],
      ['Data Scientist', 'Machine Learning Engineer', 'Analytics Engineer'],
      ['Senior Data Scientist', 'Lead Data Scientist', 'Staff ML Engineer'],
      ['Head of Data', 'Director of Data Science', 'Chief Data Officer'],
    ],
    skills: [
      'Python (Programming Language)',
      'Machine Learning',
      'SQL',
      'Statistics',
      'Deep Learning',
      'pandas',
      'A/B Testing',
      'Data Visualization',
      'scikit-learn',
      'Natural Language Processing (NLP)',
      'Experimental Design',
      'dbt',
      'Apache Spark',
      'Causal Inference',
    ],
    hashtags: ['DataScience', 'MachineLearning', 'Analytics', 'BigData', 'Python', 'Statistics'],
    subNiches: [
      {
        name: 'Experimentation',
        topics: ['A/B tests', 'sample sizes', 'guardrail metrics', 'novelty effects', 'p-values'],
        hashtags: ['ABTesting', 'Experimentation'],
      },
      {
        name: 'MLOps',
        topics: ['feature stores', 'model monitoring', 'training pipelines', 'data drift', 'model registries'],
        hashtags: ['MLOps', 'AI'],
      },
      {
        name: 'Analytics engineering',
        topics: ['dbt models', 'metric layers', 'data contracts', 'warehouse costs', 'dashboard sprawl'],
        hashtags: ['AnalyticsEngineering', 'dbt'],
      },
    ],
    topics: ['messy data', 'baselines', 'feature engineering', 'stakeholder questions', 'dashboards', 'forecasts'],
    wins: [
      'replaced a deep model with a logistic regression and nobody noticed',
      'cut our churn forecast error by 30%',
      'found a 2M revenue leak in a single SQL query',
      'shipped our first model to production in six weeks',
      'got the whole company to agree on one definition of an active user',
    ],
    lessons: [
      'start with the simplest baseline',
      'plot the data before you model it',
      'ask what decision the analysis will change',
      'version your data like your code',
      'never trust a metric you cannot explain',
    ],
    tools: ['Python', 'dbt', 'Snowflake', 'Jupyter', 'MLflow', 'BigQuery'],
    certifications: [
      { name: 'TensorFlow Developer Certificate', authority: 'Google' },
      { name: 'Machine Learning Specialization', authority: 'DeepLearning.AI' },
      { name: 'dbt Analytics Engineering Certification', authority: 'dbt Labs' },
    ],
  },
  Finance: {
    industries: ['Financial Services', 'Banking', 'Investment Management'],
    audience: 'finance teams',
    field: 'corporate finance',
    careerTitles: [
      ['Financial Analyst', 'Junior Accountant', 'Audit Associate'],
      ['Senior Financial Analyst', 'FP&A Manager', 'Finance Business Partner'],
      ['Finance Director', 'Head of FP&A', 'Group Controller'],
      ['Chief Financial Officer', 'VP Finance', 'Fractional CFO'],
    ],
    skills: [
      'Financial Modeling',
      'Financial Planning & Analysis (FP&A)',
      'Budgeting',
      'Forecasting',
      'Microsoft Excel',
      'Corporate Finance',
      'Valuation',
      'Cash Flow Management',
      'IFRS',
      'Mergers & Acquisitions (M&A)',
      'Risk Management',
      'Accounting',
      'Investor Relations',
    ],
    hashtags: ['Finance', 'CFO', 'FPandA', 'Accounting', 'Investing', 'FinTech'],
    subNiches: [
      {
        name: 'FP&A',
        topics: ['rolling forecasts', 'budget variances', 'driver-based models', 'board packs', 'headcount plans'],
        hashtags: ['FinancialPlanning', 'Forecasting'],
      },
      {
        name: 'Personal investing',
        topics: ['index funds', 'compound interest', 'emergency funds', 'asset allocation', 'retirement accounts'],
        hashtags: ['PersonalFinance', 'Investing101'],
      },
      {
        name: 'Fintech',
        topics: ['embedded payments', 'open banking', 'card issuing', 'fraud models', 'real-time payments'],
        hashtags: ['Payments', 'OpenBanking'],
      },
    ],
    topics: ['cash flow', 'unit economics', 'month-end close', 'pricing', 'working capital', 'audits'],
    wins: [
      'closed the books in 3 days instead of 12',
      'found 1.2M in unused software licences',
      'built the model that got our Series B done',
      'cut days sales outstanding from 71 to 38',
      'replaced 40 spreadsheets with one forecast',
    ],
    lessons: [
      'cash is a fact, profit is an opinion',
      'forecast ranges, not single numbers',
      'explain the variance before anyone asks',
      'automate the close before you scale the team',
      'know your three biggest cost drivers by heart',
    ],
    tools: ['Excel', 'NetSuite', 'Anaplan', 'Power BI', 'Xero', 'Pigment'],
    certifications: [
      { name: 'Chartered Financial Analyst (CFA) Level II', authority: 'CFA Institute' },
      { name: 'Financial Modeling & Valuation Analyst (FMVA)', authority: 'Corporate Finance Institute' },
      { name: 'ACCA Qualification', authority: 'ACCA' },
    ],
  },
  HR: {
    industries: ['Human Resources Services', 'Staffing and Recruiting', 'Professional Training and Coaching'],
    audience: 'people teams',
    field: 'people and culture',
    careerTitles: [
      ['HR Assistant', 'Recruiting Coordinator', 'People Operations Associate'],
      ['HR Business Partner', 'Talent Acquisition Specialist', 'People Operations Manager'],
      ['Senior HR Business Partner', 'Head of Talent', 'Head of People'],
      ['Chief People Officer', 'VP People', 'HR Director'],
    ],
    skills: [
      'Talent Acquisition',
      'Employee Relations',
      'Employer Branding',
      'Onboarding',
      'Compensation & Benefits',
      'HRIS',
      'Diversity & Inclusion',
      'Employee Engagement',
      'Workforce Planning',
      'Learning & Development',
      'Performance Reviews',
      'Labor Law',
    ],
    hashtags: ['HR', 'Recruiting', 'PeopleOps', 'EmployeeExperience', 'Hiring', 'TalentAcquisition'],
    subNiches: [
      {
        name: 'Talent acquisition',
        topics: ['job descriptions', 'structured interviews', 'candidate experience', 'sourcing', 'offer acceptance'],
        hashtags: ['Recruitment', 'CandidateExperience'],
      },
      {
        name: 'Employee experience',
        topics: ['onboarding journeys', 'engagement surveys', 'stay interviews', 'manager training', 'recognition'],
        hashtags: ['EmployeeEngagement', 'WorkplaceCulture'],
      },
      {
        name: 'Compensation',
        topics: ['pay bands', 'salary transparency', 'equity refreshes', 'pay equity audits', 'total rewards'],
        hashtags: ['PayTransparency', 'TotalRewards'],
      },
    ],
    topics: ['exit interviews', 'performance reviews', 'policies', 'hybrid work', 'internal mobility', 'burnout'],
    wins: [
      'cut time-to-hire from 52 days to 24',
      'rolled out pay bands across four countries',
      'lifted our engagement score by 19 points',
      'rebuilt onboarding so new hires ship in week one',
      'halved regretted attrition in a year',
    ],
    lessons: [
      'write the scorecard before the job post',
      'answer every candidate, even with a no',
      'train managers before you launch the policy',
      'publish the pay bands',
      'ask why people stay, not only why they leave',
    ],
    tools: ['Workday', 'Greenhouse', 'Personio', 'BambooHR', 'Culture Amp', 'Lever'],
    certifications: [
      { name: 'SHRM Certified Professional (SHRM-CP)', authority: 'SHRM' },
      { name: 'CIPD Level 7 Advanced Diploma', authority: 'CIPD' },
      { name: 'People Analytics', authority: 'The Wharton School' },
    ],
  },
  Productivity: {
    industries: ['Professional Training and Coaching', 'E-Learning Providers', 'Software Development'],
    audience: 'busy professionals',
    field: 'personal productivity',
    careerTitles: [
      ['Executive Assistant', 'Project Assistant', 'Operations Coordinator'],
      ['Project Manager', 'Productivity Coach', 'Chief of Staff'],
      ['Senior Project Manager', 'Head of Operations', 'Workflow Consultant'],
      ['Founder, Productivity Studio', 'Director of Operations', 'Principal Consultant'],
    ],
    skills: [
      'Time Management',
      'Project Management',
      'Notion',
      'Workflow Automation',
      'Prioritization',
      'Process Improvement',
      'Agile Methodologies',
      'Knowledge Management',
      'Public Speaking',
      'Writing',
      'Coaching',
      'Operations',
    ],
    hashtags: ['Productivity', 'TimeManagement', 'Focus', 'WorkSmarter', 'DeepWork', 'Habits'],
    subNiches: [
      {
        name: 'Deep work',
        topics: ['focus blocks', 'notification hygiene', 'maker schedules', 'single-tasking', 'calendar defence'],
        hashtags: ['FocusTime', 'Attention'],
      },
      {
        name: 'Second brain',
        topics: ['note-taking systems', 'weekly reviews', 'reading notes', 'idea capture', 'personal wikis'],
        hashtags: ['PKM', 'NoteTaking'],
      },
      {
        name: 'Workflow automation',
        topics: ['email templates', 'no-code automations', 'meeting notes', 'inbox zero', 'checklists'],
        hashtags: ['Automation', 'NoCode'],
      },
    ],
    topics: ['to-do lists', 'meetings', 'planning your week', 'energy management', 'saying no', 'morning routines'],
    wins: [
      'got my workday down to six focused hours',
      'cleared 3,000 unread emails and kept it that way',
      'wrote a book in 45-minute blocks before work',
      'cut our team’s meetings by 40%',
      'automated my Monday report away',
    ],
    lessons: [
      'plan tomorrow before you close the laptop',
      'put the hardest task before lunch',
      'batch the shallow work',
      'decline meetings without an agenda',
      'keep one list, not five',
    ],
    tools: ['Notion', 'Todoist', 'Google Calendar', 'Obsidian', 'Zapier', 'Things'],
    certifications: [
      { name: 'Getting Things Done (GTD) Level 1', authority: 'David Allen Company' },
      { name: 'Certified ScrumMaster (CSM)', authority: 'Scrum Alliance' },
      { name: 'Notion Essentials', authority: 'Notion' },
    ],
  },
  'Personal Development': {
    industries: ['Professional Training and Coaching', 'Education', 'Mental Health Care'],
    audience: 'people building a career',
    field: 'coaching',
    careerTitles: [
      ['Customer Success Associate', 'Trainer', 'Teaching Assistant'],
      ['Career Coach', 'Learning Specialist', 'Facilitator'],
      ['Senior Coach', 'Head of Learning', 'Leadership Coach'],
      ['Founder, Coaching Practice', 'Executive Coach', 'Keynote Speaker'],
    ],
    skills: [
      'Career Coaching',
      'Public Speaking',
      'Emotional Intelligence',
      'Mindfulness',
      'Facilitation',
      'Goal Setting',
      'Resilience',
      'Personal Branding',
      'Active Listening',
      'Workshop Design',
      'Mentoring',
      'Positive Psychology',
    ],
    hashtags: ['PersonalDevelopment', 'GrowthMindset', 'CareerGrowth', 'Motivation', 'SelfImprovement', 'Mindset'],
    subNiches: [
      {
        name: 'Career change',
        topics: ['transferable skills', 'career pivots', 'informational interviews', 'portfolio projects', 'imposter syndrome'],
        hashtags: ['CareerChange', 'CareerAdvice'],
      },
      {
        name: 'Confidence and communication',
        topics: ['speaking up in meetings', 'public speaking nerves', 'asking for a raise', 'saying no', 'small talk'],
        hashtags: ['Confidence', 'Communication'],
      },
      {
        name: 'Wellbeing at work',
        topics: ['rest', 'boundaries', 'burnout recovery', 'daily walks', 'sleep'],
        hashtags: ['Wellbeing', 'MentalHealth'],
      },
    ],
    topics: ['habits', 'feedback', 'failure', 'discipline', 'learning in public', 'journaling', 'goals'],
    wins: [
      'changed careers at 38 and never looked back',
      'went from terrified of speaking to a keynote for 2,000 people',
      'read 52 books in a year by reading 20 minutes a day',
      'asked for the raise and got it',
      'coached 300 people through a career change',
    ],
    lessons: [
      'start before you feel ready',
      'write down what you learnt every Friday',
      'ask for feedback, then say thank you and nothing else',
      'protect your mornings',
      'compare yourself with who you were last year',
    ],
    tools: ['a paper journal', 'Headspace', 'Kindle', 'Notion', 'Calendly', 'Strava'],
    certifications: [
      { name: 'Associate Certified Coach (ACC)', authority: 'International Coaching Federation' },
      { name: 'Mental Health First Aid', authority: 'MHFA England' },
      { name: 'Emotional Intelligence Certification', authority: 'Six Seconds' },
    ],
  },
};

/** Tags anyone uses now and then, whatever their niche. */
export const GENERIC_HASHTAGS = ['LessonsLearned', 'CareerAdvice', 'Community', 'Growth'] as const;
