import { POST_FORMATS, type TPostFormat } from '@cadence/contract/content/formats';
import { NICHES } from '@cadence/contract/content/niches';
import { findPlaceholders } from '@cadence/contract/content/placeholders';
import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYNTHETIC_MEMBERS } from '../../../../bench/data/voice-members/index';
import { formalize } from './adjust-register';
import { buildVoiceProfile, NEUTRAL_VOICE, type VoiceProfile } from './build-voice-profile';
import { openAngleGap } from '../research/pick-evergreen-topics';
import { composeOffline, type ComposeRequest } from './compose-offline';
import { FOLLOWED_HASHTAG_TAGS, findFollowedHashtags, NICHE_HASHTAGS } from './find-followed-hashtags';
import { reportsAnEvent } from './gather-topic-facts';
import { planVoice } from './plan-voice';
import { createRandom } from './seeded-random';

const [engineer, coach, analyst] = SYNTHETIC_MEMBERS.map((m) => buildVoiceProfile(m.posts)) as [
  VoiceProfile,
  VoiceProfile,
  VoiceProfile,
];

// Niches as the wizard sends them, and as a member may type one: a comma list with stop words in it.
const TYPED_NICHES = [
  'Entrepreneurship, The, AIAgents',
  'AI in healthcare, digital health',
  'Growth marketing, SaaS, the future',
];
const SOURCES = ['r/technology', 'Hacker News', 'The Verge', 'Reuters', 'InfoQ', 'Marketing Week', 'Harvard Business Review'];
const TITLES = [
  'AWS outage knocks out major sites; engineers debate multi-region failover',
  'AI coding assistants move into code review',
  'Central banks signal a slower path for rate cuts',
  'The AI agents shaping solo founders',
  'Big data pipelines are getting smaller',
  'Four-day week pilots report lower burnout',
  'Cloud costs: why the bill keeps growing and what to do first',
  'How hospitals are testing AI scribes',
  // Open angles: what they ask for only the member knows.
  'The biggest change in developer tools over the past year',
  'A common enterprise sales mistake and how to avoid it',
  'What has changed in hiring since you last wrote about it',
];
const TYPED_TOPICS = ['remote onboarding', 'AI agents for small businesses', 'Giving feedback to senior engineers', 'big data'];
const DESCRIPTIONS = [
  'Several vendors shipped review bots this week. Teams report faster merges but more noise in pull requests.',
  'A configuration change in one region took down dashboards and APIs for several hours.',
  'A new round of pilots across 60 companies found lower burnout. Most firms kept the schedule after 6 months.',
  'Covered by Reuters, InfoQ and The Verge. Also reported: “Why failover is harder than it looks” (r/technology).',
  'Reported by Hacker News 3 hours ago.',
  'Budgets are moving to partnerships with niche creators. Also reported: “Brands pay creators” (Marketing Week).',
  'A study of 2,000 firms found more departures. Also reported: “Return to office: New data on mandates. And retention” (Harvard Business Review).',
];
const STOP_WORDS = new Set(
  'the a an and or but of to in on for with at by from about as into this that these those it its is are was were be your our their new how why what when who which more most'.split(
    ' ',
  ),
);

const reason = fc.oneof(
  fc
    .tuple(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 5 }))
    .map(([n, s, r]) => `${n} stories from ${s} sources in the last 24 h, up from ${r} a day last week. Matches your focus.`),
  fc
    .tuple(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 9 }))
    .map(([n, s]) => `${n} stories from ${s} sources in the last 24 h, none in the week before.`),
  fc
    .tuple(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 7 }))
    .map(
      ([n, s, d]) => `${n} stories from ${s} sources in the past ${d} days, the latest 2 hours ago; 512 points on Hacker News.`,
    ),
  fc.constant('1 story from 1 source in the last 24 h. It mentions “AI in healthcare”.'),
  fc.constant("Live sources were unreachable just now, so this comes from Cadence's evergreen library for Technology."),
  fc.constant('From your own posts: hiring appears in 4 of your last 20.'),
);
const evidence = fc.array(
  fc.record({
    title: fc.constantFrom(
      'AWS outage takes down major sites',
      'Multi-region failover lessons',
      'DuckDB eats big data',
      'Review bots: faster merges',
    ),
    url: fc.constant('https://example.com/1'),
    source: fc.constantFrom(...SOURCES),
    published_at: fc.constant('2026-01-01T00:00:00Z'),
  }),
  { maxLength: 4 },
);
const trending: fc.Arbitrary<TTrendingTopic> = fc.record({
  title: fc.constantFrom(...TITLES),
  description: fc.constantFrom(...DESCRIPTIONS),
  trend_reason: reason,
  relevance_score: fc.constant(7),
  evidence,
});
const request: fc.Arbitrary<ComposeRequest> = fc
  .record({
    niche: fc.constantFrom<string>(...NICHES, ...TYPED_NICHES),
    sub_niche: fc.constantFrom('', 'AI in healthcare', 'developer tools'),
    format: fc.constantFrom<TPostFormat>(...POST_FORMATS),
    typed: fc.constantFrom(...TYPED_TOPICS),
    data: fc.option(trending, { nil: null }),
  })
  .map(({ typed, data, ...rest }) => ({ ...rest, topic: data?.title ?? typed, trending_topic_data: data }));

const FOLLOWED = new Set([...FOLLOWED_HASHTAG_TAGS, ...Object.values(NICHE_HASHTAGS).flat()]);
const FIGURE = /(?<![\p{L}\p{N}-])\d[\d,.]*(?![\p{L}\d-])/gu;
// Formats told from the member's own experience: their facts are gaps to fill, never invented.
const STORY_FORMATS: TPostFormat[] = ['Personal Story', 'story', 'Behind the Scenes', 'Case Study'];

describe('drafts a member would publish (issue 12)', () => {
  it('never paste statistics or sources, never invent the member’s story, and tag with real topic words', () => {
    fc.assert(
      fc.property(
        request,
        fc.constantFrom(NEUTRAL_VOICE, engineer, coach, analyst),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (req, profile, seed) => {
          const { content, hashtags } = composeOffline(req, profile, seed);
          const data = req.trending_topic_data;
          // Evidence informs the text: no statistic line, no outlet, no "I read … from …".
          expect(content).not.toMatch(/\d+ stor(y|ies) from \d+ sources?/i);
          expect(content).not.toMatch(/in the (last|past) \d+ ?(h|hours?|days?)\b/i);
          expect(content).not.toMatch(/\b(I|we) read\b[^.?!\n]*\bfrom\b/i);
          expect(content).not.toMatch(/\b(Also reported|Covered by|Reported by)\b|\bpoints on\b/i);
          for (const source of SOURCES) expect(content).not.toContain(source);
          // Nineteen blind reviews read a title told as it stands, and a feed's summary sentence, as pasted
          // (decision 024): a reported title is retold, and no sentence of the description is told at all.
          if (data?.evidence?.length) {
            const told = content.toLowerCase();
            const title = data.title.trim().replace(/[.!]$/, '').toLowerCase();
            // As a sentence of its own; as a noun phrase inside one ("… new to the AI agents shaping solo founders.") it is named.
            // A title that is already a sentence of the post's grammar ("… are getting smaller") is told as it is.
            if (!/\b(is|are|was|were|has|have|had)\b/.test(title))
              expect(told.split(/(?<=[.!?])\s+|\n/)).not.toContain(`${title}.`);
            for (const line of data.description.split(/(?<=[.!?])\s+/).filter((l) => l.split(' ').length >= 5))
              expect(told).not.toContain(line.toLowerCase());
          }
          // At most one concrete figure beyond those of the topic's own title.
          const titleFigures = new Set(req.topic.match(FIGURE) ?? []);
          expect((content.match(FIGURE) ?? []).filter((f) => !titleFigures.has(f)).length).toBeLessThanOrEqual(1);
          // No generic filler as the last line.
          expect(content.split('\n').at(-1)).not.toMatch(/More on this soon|Follow along|Save this for/i);

          // Found by a blind review of 20 drafts: the same filler in every niche, and experience claimed for the member.
          expect(content).not.toMatch(
            /in a vacuum|signal from the noise|In my experience|I've seen this pattern|unglamorous follow-through|feeling already|lessons only stick|faster than most of |been following|wish (I|we)'d known/i,
          );
          // Found by the second: the trend's coverage told to readers, and a lead-in glued to a "But".
          expect(content).not.toMatch(
            /writing about it|is everywhere|slow burn|the pace\b|in the headlines|talking about|as noisy as/i,
          );
          // A case's lesson is the member's, like its result.
          expect(content).not.toMatch(/focus beats ambition|start smaller than feels ambitious/i);
          expect(content).not.toMatch(/\b(In practice|On balance|Broadly speaking), (but|and|so)\b/i);
          // Only a story's headline is news: an evergreen angle or a typed topic is never called a trend.
          if (!reportsAnEvent(data?.title ?? req.topic, data?.evidence?.length ?? 0))
            expect(content).not.toMatch(
              /this (shift|trend|development)|headlines move on|isn't the news itself|novelty wears off|trend or a blip|software update|launch|If this holds|overhyped|shifting in/i,
            );
          // Found by the third: news pointed at rather than told, and the same reflections padding every story.
          expect(content).not.toMatch(
            /The headline:|In case you missed it:|The reporting adds|The details matter here|signs are usually there|rarely feel dramatic|small moments|Small thing, big effect|No shortcuts|It adds up|keep coming back to this|If you've been there/,
          );

          // Found by the fourth: a detail pointed at ("One more detail stands out."), sources the reader cannot
          // see, a second figure in stock lines, a case's success and the member's job assumed, and lines
          // that presume a public debate about a guide or an essay.
          expect(content).not.toMatch(
            /One more detail stands out|primary sources?|five summaries|block an hour|a week rather than a year|ten minutes of your week|within a fortnight|after two weeks|from a headache into an advantage|at how (I|we) handle/i,
          );
          if (!reportsAnEvent(data?.title ?? req.topic, data?.evidence?.length ?? 0))
            expect(content).not.toMatch(/conversation about|being discussed|the obvious take|Hype fades|the hype skips/i);
          // Found by the seventh and eighth: a story, a list or a pep talk closed by asking for a verdict on a claim it never made.
          if (
            ['Personal Story', 'story', 'Behind the Scenes', 'Case Study', 'Tips & Tricks', 'list', 'Motivational'].includes(
              req.format,
            )
          )
            expect(content.split('\n').at(-1)).not.toMatch(
              /change your mind|Where do you land|your take|missing something|Agree or disagree/i,
            );
          // Found by the sixth: "we" and "our" in the neutral voice invent a team the member may not have.
          if (profile.source === 'neutral') expect(content).not.toMatch(/\b(we|our|ours|we're|we'd|we'll)\b/i);

          // A bare "this" as the subject never lands where a name must ("this part of this", "This, in six points").
          expect(content).not.toMatch(/\bthis part of this\b|^This( \w+)?, in /m);
          // Found by the third: "in six points" over five. A list's announced size is the number of points it kept.
          const announced = content.match(
            /\b(three|four|five|six|seven) (?:[\w']+ )?(?:points|tips|things|facts|parts|moves)\b/i,
          );
          if (announced) {
            const size = ['three', 'four', 'five', 'six', 'seven'].indexOf((announced[1] as string).toLowerCase()) + 3;
            const items = content.split('\n').filter((line) => /^[^\p{L}\s"“[(]{1,3}\s/u.test(line)).length;
            const prose = (content.match(/\b(First|Second|Third|Fourth|Fifth|Sixth|Finally), /g) ?? []).length;
            expect(items > 0 ? items : prose).toBe(size);
          }
          // Steps the member fills in keep their order: never "[your next move]" before "[your first move]".
          const [first, second] = ['[your first move]', '[your second move]'].map((gap) => content.indexOf(gap)) as [
            number,
            number,
          ];
          if (first !== -1 && second !== -1) expect(first).toBeLessThan(second);
          // Found by the seventh: a story's scene opened on "Then [your next step]", and its turn came before the obstacle it overcame.
          const at = (pattern: RegExp) => content.search(pattern);
          const scene = at(/\[your first step\]/);
          const next = at(/\[your next step\]|\[your detail of the scene\]/);
          if (next !== -1) expect(scene === -1 || scene > next ? `${next} before ${scene}` : 'in order').toBe('in order');
          const obstacle = at(/\[your (hardest moment|obstacle)\]/);
          const turn = at(/\[your turning point\]/);
          if (obstacle !== -1 && turn !== -1) expect(obstacle).toBeLessThan(turn);

          // A Personal Story or a Case Study leaves the member's own facts to them; formats not told from experience never need to.
          const placeholders = findPlaceholders(content);
          if (req.format === 'Personal Story' || req.format === 'Case Study') expect(placeholders.length).toBeGreaterThan(0);
          expect(content).not.toMatch(/The team had tried twice|in about six weeks/);
          // An open angle's answer is the member's: its gap is in the draft, once, whatever the format.
          const gap = data && !data.evidence?.length ? openAngleGap(data.title) : null;
          if (gap) expect(placeholders.filter((p) => p === `[${gap}]`)).toHaveLength(1);
          if (!STORY_FORMATS.includes(req.format)) expect(placeholders).toEqual(gap ? [`[${gap}]`] : []);
          expect(content).not.toMatch(/I was leading a small team/);

          // Hashtags are topic words: no stop word, no piece of a niche typed as a comma list, no long compound.
          const comparable = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
          const pieces = req.niche.includes(',') ? req.niche.split(',').map(comparable) : [];
          const topicText = comparable(
            [req.topic, data?.description ?? '', ...(data?.evidence ?? []).map((e) => e.title)].join(' '),
          );
          const spokenOf = findFollowedHashtags([content]);
          for (const tag of hashtags) {
            expect(tag).toMatch(/^[\p{L}\p{N}_]+$/u);
            expect(STOP_WORDS.has(tag.toLowerCase())).toBe(false);
            // A niche piece is a tag only when the topic itself uses the term ("AI agents" in the title).
            if (pieces.includes(comparable(tag))) expect(topicText).toContain(comparable(tag));
            expect(tag).not.toMatch(/MultiRegion/i);
            // A topic's followed tag only where the draft speaks of it: the twenty-seventh review found
            // #GenerativeAI under a body that never mentions AI.
            const ownOrBroad =
              Object.values(profile.hashtags.display).includes(tag) ||
              comparable(tag) === comparable(req.niche) ||
              Object.values(NICHE_HASHTAGS).flat().includes(tag);
            if (FOLLOWED_HASHTAG_TAGS.includes(tag) && !ownOrBroad) expect(spokenOf, tag).toContain(tag);
            // Nine blind reviews counted tags coined from a headline's words (#ReplyRates, #LumenLabs)
            // as ones nobody follows: every tag is a followed one, the niche's or sub-niche's, or the member's own.
            expect(
              FOLLOWED.has(tag) ||
                Object.values(profile.hashtags.display).includes(tag) ||
                ['DeveloperTools', 'DataScience', 'PersonalDevelopment'].includes(tag) ||
                NICHES.includes(tag as (typeof NICHES)[number]),
              tag,
            ).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never closes a story, a list or a pep talk with a sign-off that weighs a claim, though the member’s takes keep it', () => {
    const topics = ['pricing', 'hiring', 'onboarding', 'roadmaps', 'pipelines', 'forecasts'];
    const member = buildVoiceProfile(
      topics.map(
        (t) =>
          `Our view on ${t} keeps changing.\n\nThe trade-offs are real, and they compound.\n\nAgree, or am I missing something?`,
      ),
    );
    const endings = (format: TPostFormat) =>
      Array.from({ length: 12 }, (_, seed) =>
        composeOffline({ niche: 'Leadership', topic: 'remote onboarding', format }, member, seed).content.split('\n').at(-1),
      );
    // Found by the seventh and eighth blind reviews: "Agree, or am I missing something?" under tips that argue nothing.
    for (const format of [
      'Personal Story',
      'story',
      'Behind the Scenes',
      'Tips & Tricks',
      'list',
      'Motivational',
      'Case Study',
    ] as const)
      expect(endings(format)).not.toContain('Agree, or am I missing something?');
    expect(endings('Opinion Piece')).toContain('Agree, or am I missing something?');
  });

  it('never repeats a line of the member’s that tells of them, as a catchphrase or a sign-off, in a post on another subject', () => {
    // Found reading the eval's drafts: the storyteller's sign-off "I still think about that day" closed a
    // list of tips, and the marketer's "Our team won the agency award!" stood in a post about pricing.
    const topics = ['pricing', 'hiring', 'onboarding', 'roadmaps', 'pipelines', 'forecasts', 'demos', 'renewals'];
    const member = buildVoiceProfile(
      topics.map(
        (t) =>
          `Big week for ${t}!\n\nOur team won the agency award!\n\nSo grateful for this community!\n\nI still think about that day — probably more than I should.`,
      ),
    );
    const drafts = POST_FORMATS.flatMap((format) =>
      Array.from(
        { length: 6 },
        (_, seed) => composeOffline({ niche: 'Marketing', topic: 'Email deliverability', format }, member, seed).content,
      ),
    );
    expect(drafts.filter((d) => /agency award|that day/.test(d))).toEqual([]);
    // Their lines that tell nothing of them are still their voice.
    expect(drafts.some((d) => d.includes('So grateful for this community!'))).toBe(true);
  });

  it('speaks as "we" only for a member who writes as their team more than as themselves (ninth blind review)', () => {
    const topics = ['pricing', 'hiring', 'onboarding', 'roadmaps', 'pipelines', 'forecasts', 'demos', 'renewals'];
    const person = buildVoiceProfile(
      topics.map(
        (t) => `I keep coming back to ${t}. I think it matters, and I have seen it twice.\n\nWe shipped the change in a week.`,
      ),
    );
    const team = buildVoiceProfile(
      topics.map((t) => `We keep coming back to ${t}. We think it matters, and our team has seen it twice.\n\nWe shipped it.`),
    );
    expect(planVoice(person, createRandom(1)).person.we).toBe(0);
    expect(planVoice(team, createRandom(1)).person.we).toBeGreaterThan(0);
    const stance = /\b(Our (honest take|short answer)|What we recommend)\b/;
    const drafts = (profile: VoiceProfile) =>
      POST_FORMATS.flatMap((format) =>
        Array.from(
          { length: 8 },
          (_, seed) =>
            composeOffline({ niche: 'Sales', topic: 'Discounting late in the quarter', format }, profile, seed).content,
        ),
      );
    expect(drafts(person).filter((d) => stance.test(d))).toEqual([]);
    expect(drafts(team).some((d) => /\b(we|our)\b/i.test(d))).toBe(true);
  });

  it('keeps a topic word in the formal register: "big data" stays "big data"', () => {
    expect(planVoice(analyst, createRandom(1)).register).toBe('formal');
    expect(formalize('A big shift in big data.', new Set(['big', 'data']))).toBe('A big shift in big data.');
    expect(formalize('A big shift in big data.')).toBe('A substantial shift in substantial data.');
    expect(formalize('We watch “Big data is really back” closely.', new Set())).toBe(
      'We monitor “Big data is really back” closely.',
    );
    for (const format of POST_FORMATS) {
      for (let seed = 0; seed < 5; seed++) {
        for (const topic of ['big data', 'Big data pipelines are getting smaller']) {
          const { content } = composeOffline({ niche: 'Data Science', topic, format }, analyst, seed);
          expect(content).not.toMatch(/substantial data/i);
          expect(content).toMatch(/big data/i);
        }
      }
    }
  });

  it('uses the member’s own hashtags only where they fit the topic', () => {
    const onTopic = composeOffline(
      { niche: 'Leadership', topic: 'Leadership habits for new managers', format: 'Tips & Tricks' },
      coach,
      3,
    );
    expect(onTopic.hashtags.map((h) => h.toLowerCase())).toContain('leadership');
    const offTopic = composeOffline({ niche: 'Data Science', topic: 'big data', format: 'Industry Insight' }, analyst, 3);
    expect(offTopic.hashtags.map((h) => h.toLowerCase())).not.toContain('creditmarkets');
    expect(offTopic.hashtags).toContain('BigData');
  });
});

describe('hashtags from a framed headline', () => {
  it('tag the subject, never the frame ("A common … mistake", "over the past year")', () => {
    for (const topic of [
      'A common enterprise sales mistake and how to avoid it',
      'The biggest change in developer tools over the past year',
    ]) {
      for (const seed of [1, 2, 3]) {
        const { hashtags } = composeOffline({ niche: 'Technology', topic, format: 'Industry Insight' }, NEUTRAL_VOICE, seed);
        expect(
          hashtags.map((h) => h.toLowerCase()),
          topic,
        ).not.toEqual(expect.arrayContaining(['mistake']));
        expect(
          hashtags.map((h) => h.toLowerCase()),
          topic,
        ).not.toContain('past');
        expect(
          hashtags.map((h) => h.toLowerCase()),
          topic,
        ).not.toContain('year');
      }
    }
  });
});

describe('hashtags people follow (second blind review)', () => {
  it('tag the member’s sub-niche when it is one or two plain words, and spell FP&A as #FPandA', () => {
    const tags = (niche: string, sub_niche: string, topic: string) =>
      composeOffline({ niche, sub_niche, topic, format: 'Industry Insight' }, NEUTRAL_VOICE, 2).hashtags;
    expect(tags('Productivity', 'deep work', 'Protecting deep work when meetings multiply')).toContain('DeepWork');
    // Found by the twenty-second: a story that shares one word with the sub-niche ("AI") is not about it.
    expect(
      tags('Technology', 'AI in healthcare', 'Kestrel 2 open-weight AI model tops coding benchmarks in first independent tests'),
    ).not.toContain('HealthTech');
    expect(tags('Entrepreneurship', 'bootstrapping', 'Bootstrapped founders hit seven-figure revenue')).toContain(
      'Bootstrapping',
    );
    // Found by the fifth: a broader-niche story that does not speak to the sub-niche is not tagged or addressed as it.
    const layoff = composeOffline(
      {
        niche: 'Personal Development',
        sub_niche: 'public speaking',
        topic: 'Rebuilding confidence after a layoff',
        format: 'question',
      },
      NEUTRAL_VOICE,
      2,
    );
    expect(layoff.hashtags).not.toContain('PublicSpeaking');
    expect(layoff.content).not.toMatch(/public speaking/i);
    expect(tags('Finance', 'FP&A', 'The metric that matters most in FP&A')).toContain('FPandA');
    // A sub-niche a followed tag names is tagged as people follow it, not as typed (#RemoteTeams beside #RemoteWork).
    const remote = tags('Leadership', 'remote teams', 'A common remote teams mistake and how to avoid it');
    expect(remote).toContain('RemoteWork');
    expect(remote).not.toContain('RemoteTeams');
    // A sub-niche typed as a phrase or a list is no tag of its own.
    for (const tag of tags('Technology', 'AI in healthcare, digital health', 'How hospitals are testing AI scribes'))
      expect(tag).not.toMatch(/InHealthcare|DigitalHealth,/i);
  });
});

describe('a reported headline is a sentence, not a subject (second blind review)', () => {
  const story = (title: string): TTrendingTopic => ({
    title,
    description: 'Several companies changed course this quarter.',
    trend_reason: '',
    relevance_score: 7,
    evidence: [{ title, url: 'https://example.com/1', source: 'Example', published_at: '2026-01-01T00:00:00Z' }],
  });
  it('never drops it into a frame, and never tags the fragment that opens it', () => {
    for (const format of POST_FORMATS) {
      for (const seed of [1, 2, 3]) {
        const rethink = story('Leaders rethink return-to-office mandates as attrition climbs');
        const { content, hashtags } = composeOffline(
          { niche: 'Leadership', topic: rethink.title, format, trending_topic_data: rethink },
          NEUTRAL_VOICE,
          seed,
        );
        expect(content, format).not.toMatch(/\b(about|on|for|with) leaders rethink/i);
        expect(hashtags).not.toContain('LeadersRethink');
        const cycles = story('B2B deal cycles stretch as buying committees grow');
        const tags = composeOffline(
          { niche: 'Sales', topic: cycles.title, format, trending_topic_data: cycles },
          NEUTRAL_VOICE,
          seed,
        ).hashtags;
        expect(tags).not.toContain('B2BDeal');
      }
    }
  });
});
