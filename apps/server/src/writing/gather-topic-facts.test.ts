import { describe, expect, it } from 'vitest';
import { gatherTopicFacts, isPlural, subjectOf, reportsAnEvent } from './gather-topic-facts';

describe('subjectOf', () => {
  it('takes the thing a title is about, never a journey or a question before its colon', () => {
    expect(subjectOf('Cloud costs: why the bill grows')).toBe('Cloud costs');
    expect(subjectOf('AI coding assistants move into code review')).toBe(null);
    expect(subjectOf('From notebook to production: where models go to die')).toBe(null);
    expect(subjectOf('Why hiring is slow: three reasons')).toBe(null);
    // Found by the tenth set: advice told as an order is no thing ("a short story about stop pitching …").
    expect(subjectOf('Stop pitching on discovery calls: a framework that works')).toBe(null);
  });
});

describe('gatherTopicFacts', () => {
  const angle = {
    title: 'The biggest change in FP&A over the past year',
    description: 'An angle.',
    trend_reason: '',
    relevance_score: 5,
  };
  const story = {
    ...angle,
    title: 'Instant payments volume doubles as banks switch on real-time rails',
    trend_reason: '7 stories from 4 sources in the last 24 h, none in the week before.',
    evidence: [
      { title: 'Instant payments volume doubles', url: 'https://example.com/a', source: 'Example', published_at: '2026-11-20' },
    ],
  };

  it('introduces an evergreen angle instead of quoting it as news', () => {
    // The library's pitch for the angle is no news for readers (the sixth review read one as a pasted fragment).
    const library = {
      ...angle,
      title: 'Security basics most teams still skip',
      description: 'Patching, least privilege and backups: the boring controls that stop most incidents.',
    };
    const facts = gatherTopicFacts({ niche: 'Technology', topic: library.title, trending_topic_data: library }, 'this trend');
    expect(facts).toMatchObject({
      news: false,
      gap: null,
      // Written about by its own name: "Worth discussing: …" before it read as pasted (nineteenth review).
      // Cut to its head: a whole title slotted in read as pasted (the twenty-fifth review).
      subject: 'security basics',
      headline: null,
    });
  });

  it('leaves the answer to an open angle as a gap for the member, whatever the sub-niche', () => {
    const facts = gatherTopicFacts({ niche: 'Finance', topic: angle.title, trending_topic_data: angle }, 'this trend');
    expect(facts).toMatchObject({
      news: false,
      subject: 'this',
      // Asked, not told as the title stands (the twenty-first blind review read that as pasted).
      headline: 'What was the biggest change in FP&A over the past year? [your pick of that change, in one sentence].',
    });
    const myth = { ...angle, title: 'An AI in healthcare myth worth challenging' };
    expect(gatherTopicFacts({ niche: 'Technology', topic: myth.title, trending_topic_data: myth }, 'this trend').headline).toBe(
      'One AI in healthcare myth worth challenging: [your myth, and what contradicts it].',
    );
    // Told to readers, the member's own theme loses "since you last wrote about it".
    const theme = { ...angle, title: 'What has changed in remote onboarding since you last wrote about it' };
    expect(gatherTopicFacts({ niche: 'HR', topic: theme.title, trending_topic_data: theme }, 'this trend').headline).toBe(
      'What has changed in remote onboarding? [your recent lesson or changed opinion].',
    );
    // A story that happens to read like an angle is news, with evidence: no gap.
    const reported = { ...story, title: 'The biggest change in FP&A over the past year' };
    expect(gatherTopicFacts({ niche: 'Finance', topic: reported.title, trending_topic_data: reported }, 'x').gap).toBe(null);
  });

  it('writes about a journey by its road and a list angle by its doing, never "Worth discussing: …" before the title', () => {
    const journey = { ...angle, title: 'From notebook to production: where models go to die' };
    expect(
      gatherTopicFacts({ niche: 'Data Science', topic: journey.title, trending_topic_data: journey }, 'this trend'),
    ).toMatchObject({ headline: null, subject: 'the road from notebook to production' });
    const tools = { ...angle, title: 'Build, buy or wait: choosing tools in a crowded AI market' };
    expect(gatherTopicFacts({ niche: 'Technology', topic: tools.title, trending_topic_data: tools }, 'this trend')).toMatchObject(
      { headline: null, subject: 'choosing tools in a crowded AI market' },
    );
  });

  it('takes tags from the story’s own sentences for readers, never another story’s or an outlet’s', () => {
    const skills = {
      ...story,
      title: 'Skills-based hiring: companies drop degree requirements, but practice lags',
      description:
        'Most hiring managers still screen for degrees in practice. Recruiters on r/recruiting say practice lags. Also reported: “Internal mobility rises as hiring slows” (HR Dive).',
    };
    const facts = gatherTopicFacts({ niche: 'HR', topic: skills.title, trending_topic_data: skills }, 'this trend');
    // "r/recruiting" and "(HR Dive)" are where other stories came from, not what this one is about.
    expect(facts.followedTags).toContain('Hiring');
    expect(facts.followedTags).not.toEqual(expect.arrayContaining(['Recruiting']));
    expect(facts.followedTags).not.toContain('HR');
    expect(facts.subject).toBe('skills-based hiring');
  });

  // Found by the fourth blind review: a guide's title pasted after "this" as a fragment, a feed's line
  // about the article told as a point, a name lower-cased, and tags that were parts of longer phrases.
  const reported = (title: string, description: string, ...others: string[]) => ({
    ...story,
    title,
    description,
    evidence: [title, ...others].map((t) => ({ ...story.evidence[0]!, title: t })),
  });
  const factsOf = (data: ReturnType<typeof reported>, niche = 'Technology') =>
    gatherTopicFacts({ niche, topic: data.title, trending_topic_data: data }, 'this trend');

  it('writes about a guide or an essay by its own name, introduced, never pasted as a fragment', () => {
    const queue = factsOf(reported('Show HN: A tiny SQLite-backed job queue for side projects', 'x.'));
    expect(queue).toMatchObject({
      news: false,
      subject: 'a tiny SQLite-backed job queue',
      // Not "Worth discussing: a tiny …": the nineteenth blind review read a title introduced so as pasted.
      headline: null,
    });
    expect(factsOf(reported('The 4% rule, revisited', 'x.'), 'Finance').subject).toBe('the 4% rule');
    // Found by the twenty-fifth: a long title slotted in whole read as pasted; its head is the subject.
    expect(factsOf(reported('Remote onboarding checklists from companies with low turnover', 'x.'), 'HR').subject).toBe(
      'remote onboarding checklists',
    );
    expect(factsOf(reported('The one-line follow-up email that revives stalled deals', 'x.'), 'Sales').subject).toBe(
      'the one-line follow-up email',
    );
    // Found by the eighth: "the hard part of note-taking systems compared".
    expect(factsOf(reported('Note-taking systems compared: folders, tags or links', 'x.'), 'Productivity').subject).toBe(
      'note-taking systems',
    );
    // A word after a preposition names something: "stay" is no verb in "a template for stay interviews".
    expect(factsOf(reported('A simple template for stay interviews', 'x.'), 'HR').subject).toBe(
      'a simple template for stay interviews',
    );
    expect(factsOf(reported('Bootstrapping in a tough funding market', 'x.'), 'Entrepreneurship').subject).toBe(
      'bootstrapping in a tough funding market',
    );
    // A how-to's title is no sentence either: its question is asked; someone else's "I" or "we" is never borrowed.
    expect(factsOf(reported('How finance teams use AI to shorten the month-end close', 'x.'), 'Finance').headline).toBe(
      'How do finance teams use AI to shorten the month-end close?',
    );
    // Found by the fifth: "What we learned …" read as the member's own team.
    expect(factsOf(reported('What we learned running LinkedIn ads for a year', 'x.'), 'Marketing')).toMatchObject({
      headline: null,
      subject: 'running LinkedIn ads for a year',
    });
    // Found by the seventh: "…, career survey finds" points at a survey the reader cannot open.
    expect(factsOf(reported('Workers now rank learning new skills above promotion, career survey finds', 'x.')).headline).toBe(
      'Workers are now ranking learning new skills above promotion.',
    );
    const career = factsOf(reported('The career advice I would give my younger self', 'x.'), 'Personal Development');
    // Its theme names it, never its writer's "I".
    expect(career).toMatchObject({ subject: 'the career advice', headline: null });
    // A headline with a verb no list knows stays a sentence, and reported news keeps its own words.
    expect(factsOf(reported('Leaders rethink return-to-office mandates after new attrition data', 'x.'))).toMatchObject({
      news: true,
      // Named by its theme (a hyphenated phrase with the noun it modifies), not "this trend".
      subject: 'return-to-office mandates',
      // Retold, not pasted: the headline's present becomes the post's progressive.
      headline: 'Leaders are rethinking return-to-office mandates.',
    });
    // Found by the forty-sixth: a phrase that ends in its own noun takes no word after it ("Open-weight model tops
    // are moving fast" took the headline's verb for its noun).
    const kestrel = factsOf(reported('Kestrel 2 open-weight model tops coding benchmarks in first independent tests', 'x.'));
    expect(kestrel.subject).not.toMatch(/tops/);
    expect(kestrel.headline).toBe('Kestrel 2 open-weight model has topped coding benchmarks.');
  });

  it('keeps a name’s capital in the subject', () => {
    const rebrand = reported(
      'Fabrikam rebrand backlash: what went wrong',
      'Customers criticised the new identity at Fabrikam within hours.',
      'Rebrand at Fabrikam draws criticism',
    );
    expect(factsOf(rebrand, 'Marketing').subject).toBe('Fabrikam rebrand backlash');
    expect(factsOf({ ...rebrand, description: 'x.', evidence: [rebrand.evidence[0]!] }, 'Marketing').subject).toBe(
      'fabrikam rebrand backlash',
    );
  });

  it('tells a title’s "we" as the niche’s people, never as the member (ninth blind review)', () => {
    const headline = (title: string) => factsOf(reported(title, 'x.', 'Another outlet'), 'Entrepreneurship').headline;
    expect(
      factsOf(reported('The cofounder agreement we wish we had signed', 'x.', 'Another outlet'), 'Entrepreneurship'),
    ).toMatchObject({
      headline: null,
      subject: 'the cofounder agreement founders wish they had signed',
    });
    expect(headline('We’re all product managers now')).toBe('Founders are all product managers now.');
    // Found by the tenth: a quote from someone the reader never meets is no part of the topic.
    expect(headline('Buyers push back on AI SDR outreach: “I can tell it is automated”')).toBe(
      'Buyers are pushing back on AI SDR outreach.',
    );
    const runway = factsOf(reported('US founders and our runway problem', 'x.', 'Another outlet'), 'Entrepreneurship');
    expect(`${runway.subject} ${runway.headline}`).not.toMatch(/\b(our|we)\b/i);
    expect(runway.subject).toMatch(/^US founders/);
  });

  it('takes no sentence for a subject, and drops the labels and voices the reader never meets (twentieth review)', () => {
    const cfo = factsOf(
      reported('CFOs ask for proof: measuring brand marketing beyond attribution', 'x.', 'Another'),
      'Marketing',
    );
    expect(cfo.subject).not.toBe('CFOs ask for proof');
    const paper = factsOf(reported('[R] Distilled small language models match larger ones', 'x.', 'Another'), 'Data Science');
    expect(`${paper.subject} ${paper.headline}`).not.toContain('[R]');
    const gaps = factsOf(reported('Pay transparency exposes internal pay gaps, HR leaders say', 'x.', 'Another'), 'HR');
    expect(`${gaps.subject} ${gaps.headline}`).not.toMatch(/leaders say/);
    // News already told in a sentence no tense change retells is written about by its subject.
    expect(
      factsOf(reported('The Northwind Cloud outage is a reminder to plan for multi-region failover', 'x.', 'Another')),
    ).toMatchObject({ headline: null, subject: 'the Northwind Cloud outage' });
    // And so is one going on: "… are now being written …" read as the headline with a word added (twenty-sixth review).
    expect(
      factsOf(reported('Passkeys are quietly replacing passwords at more banks and retailers', 'x.', 'Another')),
    ).toMatchObject({ headline: null, subject: 'passkeys' });
    // A gerund phrase is singular even with "and" in it.
    expect(
      factsOf(reported('After the layoff: how to rebuild confidence and momentum', 'x.'), 'Personal Development'),
    ).toMatchObject({ subject: 'rebuilding confidence and momentum', plural: false });
    // A claim is written about by what it claims something of, never told as it stands.
    expect(factsOf(reported('Inbox zero is a myth; try checking your inbox twice a day', 'x.'), 'Productivity')).toMatchObject({
      headline: null,
      subject: 'inbox zero',
    });
    // A gerund phrase is one thing to do: "getting the first 100 customers without ads deserves …".
    expect(factsOf(reported('How we got our first 100 customers without ads', 'x.'), 'Entrepreneurship')).toMatchObject({
      subject: 'getting the first 100 customers without ads',
      plural: false,
    });
    // A story no rule retells is written about by its theme, never told word for word (a read of shift 33's drafts).
    expect(
      factsOf(reported('AI SDR tools promised pipeline; cold email reply rates say otherwise', 'x.', 'Another'), 'Sales'),
    ).toMatchObject({ headline: null, subject: 'cold email' });
    // A title's comparison is its claim: the post is about the drivers, not "more" of them (thirty-second review).
    expect(factsOf(reported('More Linux kernel drivers are being written in Rust', 'x.'), 'Technology').subject).toBe(
      'Linux kernel drivers',
    );
    // A claim told as someone's report is written about by its theme: the report is a source the reader never sees.
    expect(
      factsOf(
        reported('B2B SaaS marketers report lower organic search traffic since AI answers rolled out', 'x.', 'Another'),
        'Marketing',
      ),
    ).toMatchObject({ headline: null });
    expect(factsOf(reported('Migrating off Contoso notebooks: a practical guide', 'x.'), 'Data Science')).toMatchObject({
      subject: 'migrating off Contoso notebooks',
      plural: false,
    });
    expect(factsOf(reported('AI startups took half of all seed funding last quarter', 'x.', 'Another')).headline).toBe(
      'Last quarter, AI startups took half of all seed funding.',
    );
  });

  it('names a title with no subject of its own by its theme, not by "this development" (fifteenth blind review)', () => {
    const rates = factsOf(reported('Central banks signal a slower path for rate cuts', 'Policy makers pushed back.', 'Another'));
    expect(rates).toMatchObject({ news: true, subject: 'rate cuts', plural: true });
    const pay = factsOf(
      reported('New pay transparency law takes effect: salary ranges now required in job ads', 'x.', 'Another'),
      'HR',
    );
    expect(pay.subject).toBe('pay transparency');
    // Told to the colon: the fragment after it kept the headline's grammar (twenty-seventh and thirty-fourth reviews).
    expect(pay.headline).toBe('New pay transparency law has taken effect.');
    expect(pay.plural).toBe(false);
    // Found by the sixteenth: a singular count noun needs the title's article, or it is no name ("about career ladder").
    expect(factsOf(reported('The end of the career ladder? Skills growth takes priority', 'x.', 'Another')).subject).toBe(
      'the career ladder',
    );
    expect(factsOf(reported('Central bank signals first interest rate cut of the year', 'x.', 'Another')).subject).toBe(
      'this trend',
    );
    // No theme of two words: the anaphor stays; an open angle stays "this".
    expect(factsOf(reported('Northwind Cloud outage knocks apps offline', 'x.', 'Another')).subject).toBe('this trend');
    expect(gatherTopicFacts({ niche: 'Finance', topic: angle.title, trending_topic_data: angle }, 'this trend').subject).toBe(
      'this',
    );
  });

  it('tags what people follow, never a phrase coined from the headline (nine blind reviews)', () => {
    const tags = (...args: Parameters<typeof reported>) => factsOf(reported(...args)).followedTags;
    const kestrel = tags(
      'Kestrel 2 open-weight model tops coding benchmarks in first independent tests',
      'Lumen Labs published the weights under a permissive licence.',
      'Lumen Labs releases Kestrel 2, an open-weight model that rivals paid coding assistants',
    );
    expect(kestrel).toEqual(expect.arrayContaining(['GenerativeAI', 'SoftwareEngineering']));
    expect(kestrel.join(' ')).not.toMatch(/Lumen|Kestrel/);
    expect(tags('Central banks signal a slower path for rate cuts', 'Policy makers pushed back against early easing.')).toEqual([
      'InterestRates',
    ]);
    expect(
      tags('Cold email reply rates fall as AI SDR tools flood inboxes', 'Several sales teams are pausing their pilots.').slice(
        0,
        2,
      ),
    ).toEqual(['SalesProspecting', 'AI']);
    expect(tags('The end of the career ladder? Skills growth takes priority', 'x.')).toEqual(['CareerDevelopment']);
    // A word inside another tag's phrase calls for nothing of its own: "machine learning" is no #Learning.
    expect(tags('Machine learning teams shrink their models', 'x.')).toEqual(['MachineLearning']);
    // A topic no followed tag fits gets none: the niche's tag stands alone rather than a coined one.
    expect(tags('Meeting-free Wednesdays boost focus', 'Fewer interruptions, more finished work.')).toEqual([]);
  });

  it('retells a story’s headline as news and never tells readers how much coverage it had', () => {
    const facts = gatherTopicFacts({ niche: 'Finance', topic: story.title, trending_topic_data: story }, 'this trend');
    expect(facts).toMatchObject({
      news: true,
      headline: 'Instant payments volume has doubled as banks switch on real-time rails.',
    });
    expect(JSON.stringify(facts)).not.toMatch(/stories|sources|week before|everywhere/);
  });
});

describe('isPlural', () => {
  it('reads the head noun before what qualifies it (the forty-third review: "AI assistants at work is …")', () => {
    expect(isPlural('AI assistants at work')).toBe(true);
    expect(isPlural('cold outreach that still gets replies')).toBe(false);
    expect(isPlural('rate cuts')).toBe(true);
    expect(isPlural('the reading habit')).toBe(false);
  });
});

describe('reportsAnEvent', () => {
  it('tells a story that happened from a guide, an essay or an angle', () => {
    expect(reportsAnEvent('Central bank signals first interest rate cut of the year and markets rally', 3)).toBe(true);
    expect(reportsAnEvent('Northwind Cloud outage knocks thousands of apps offline for six hours', 2)).toBe(true);
    // Found by a blind review: "this trend … once the novelty wears off" on a how-to.
    expect(reportsAnEvent('How to read a cash flow statement in ten minutes', 2)).toBe(false);
    expect(reportsAnEvent('The case for boring technology, revisited', 1)).toBe(false);
    expect(reportsAnEvent('Deep work in open offices: what actually helps', 4)).toBe(false);
    // Found by the fourth: advice led by a gerund, and a product review, read as trends.
    expect(reportsAnEvent('Leading an AI strategy when your team is anxious about jobs', 2)).toBe(false);
    expect(reportsAnEvent('Notification overload: Fabrikam Chat’s new focus mode reviewed', 2)).toBe(false);
    // A verb in a relative clause, or after "I", tells no event.
    expect(reportsAnEvent('The career advice I would give my younger self', 1)).toBe(false);
    // One verb rule with subjects and details (mainVerbAt): a relative clause's "I had … did" tells no
    // event, and a verb of what an article does ("shares") is still one when a story is its subject.
    expect(reportsAnEvent('The best managers I had all did this one thing', 2)).toBe(false);
    expect(reportsAnEvent('Surprise island wedding: celebrity couple shares first photos', 2)).toBe(true);
    // Found by the fifth blind review: a question and a tip were called "this trend".
    expect(reportsAnEvent('After the benchmark contamination finding, how should teams evaluate LLMs?', 2)).toBe(false);
    expect(reportsAnEvent('Inbox zero is a myth; try checking your inbox twice a day', 2)).toBe(false);
    // Nothing reported, nothing happened.
    expect(reportsAnEvent('Central bank signals first interest rate cut', 0)).toBe(false);
  });
});
