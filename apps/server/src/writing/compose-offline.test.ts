import { POST_FORMATS, type TPostFormat } from '@cadence/contract/content/formats';
import { LINKEDIN_MAX_POST_LENGTH, LINKEDIN_SEE_MORE_FOLD } from '@cadence/contract/linkedin/limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVAL_TOPICS } from '../../../../bench/data/voice-members/eval-topics';
import { SYNTHETIC_MEMBERS } from '../../../../bench/data/voice-members/index';
import { composePostText } from '@cadence/contract/linkedin/compose-post-text';
import { PLACEHOLDER_PATTERN } from '@cadence/contract/content/placeholders';
import { buildVoiceProfile, NEUTRAL_VOICE, type VoiceProfile } from './build-voice-profile';
import { composeOffline, type ComposeRequest } from './compose-offline';
import { measureText, splitSentences } from './measure-text';
import { measureVoiceMatch } from './measure-voice-match';

const [engineer, coach, analyst] = SYNTHETIC_MEMBERS.map((m) => buildVoiceProfile(m.posts)) as [
  VoiceProfile,
  VoiceProfile,
  VoiceProfile,
];
const news = EVAL_TOPICS[0]!;
const request = (format: TPostFormat, overrides: Partial<ComposeRequest> = {}): ComposeRequest => ({
  niche: 'Technology',
  topic: news.topic,
  format,
  trending_topic_data: news.data,
  ...overrides,
});
const bullets = (content: string) => content.split('\n').filter((l) => /^(-|→|•|\d+\.) /.test(l)).length;
const firstSentence = (content: string) => splitSentences(content.split('\n')[0] ?? '')[0] ?? '';

/** What every draft must satisfy, whatever the topic, format, voice or seed. */
function expectPublishable(draft: { content: string; hashtags: string[] }) {
  expect(composePostText(draft.content, draft.hashtags).length).toBeLessThanOrEqual(LINKEDIN_MAX_POST_LENGTH);
  expect(draft.content.indexOf(firstSentence(draft.content)) + firstSentence(draft.content).length).toBeLessThanOrEqual(
    LINKEDIN_SEE_MORE_FOLD,
  );
  // No template machinery or blanks may leak into a post; a marked gap for the member ("[your moment]") is not a blank.
  expect(draft.content.replace(PLACEHOLDER_PATTERN, 'X')).not.toMatch(/[{}[\]<>|]|undefined|null|\binsert\b|\(\(/);
  // A member's own "..." is an ellipsis; two dots alone are a slip.
  expect(draft.content).not.toMatch(/ {2}| [,.;:!?](?!\.)|(?<!\.)\.\.(?!\.)|,,/);
  expect(draft.content).not.toMatch(/#\p{L}/u);
  expect(draft.hashtags.every((h) => /^[\p{L}\p{N}_]+$/u.test(h))).toBe(true);
}

describe('the offline composer', () => {
  it('gives the same draft for the same seed and another for another seed', () => {
    const one = composeOffline(request('Industry Insight'), coach, 42);
    expect(composeOffline(request('Industry Insight'), coach, 42)).toEqual(one);
    const others = [1, 2, 3, 4, 5].map((seed) => composeOffline(request('Industry Insight'), coach, seed).content);
    expect(new Set([one.content, ...others]).size).toBeGreaterThanOrEqual(5);
  });

  it('writes every format publishable, in every voice', () => {
    for (const profile of [NEUTRAL_VOICE, engineer, coach, analyst]) {
      for (const format of POST_FORMATS) {
        for (const { topic, data } of EVAL_TOPICS) {
          expectPublishable(composeOffline(request(format, { topic, trending_topic_data: data }), profile, 7));
        }
      }
    }
  });

  it('gives each format a structure of its own', () => {
    const drafts = Object.fromEntries(
      POST_FORMATS.map((f) => [f, composeOffline(request(f), NEUTRAL_VOICE, 3).content]),
    ) as Record<TPostFormat, string>;
    expect(new Set(Object.values(drafts)).size).toBe(POST_FORMATS.length);
    for (const f of ['Tips & Tricks', 'list', 'problem_solution', 'Case Study', 'Behind the Scenes'] as const)
      expect(bullets(drafts[f])).toBeGreaterThanOrEqual(3);
    expect(bullets(drafts['Question & Answer'])).toBeGreaterThanOrEqual(2);
    for (const f of ['Question & Answer', 'question'] as const) expect(firstSentence(drafts[f])).toMatch(/\?$/);
    for (const f of [
      'Personal Story',
      'story',
      'Opinion Piece',
      'controversial',
      'Motivational',
      'Industry Insight',
      'insight',
    ] as const)
      expect(bullets(drafts[f])).toBe(0);
    expect(drafts['Tips & Tricks']).toMatch(/:\n- /);
    // The story's description informs the draft, it is never pasted into it (decision 024).
    expect(Object.values(drafts).join('\n')).not.toMatch(/Several vendors shipped review bots|Teams report faster merges/);
    // The trend's coverage is the research's, shown to the member beside the topic: readers get the
    // story itself (issue 12; blind reviews read "seven stories in a single day" and "a week ago hardly
    // anyone was writing about it" as pasted metadata).
    expect(drafts.insight).toMatch(/AI coding assistants are moving into code review/);
    expect(Object.values(drafts).join('\n')).not.toMatch(/story after story|writing about it|is everywhere/);
    expect(Object.values(drafts).join('\n')).not.toMatch(/\b(\d+|two|three|four|five|six|seven|eight|nine|ten) stories\b/);
    expect(Object.values(drafts).join('\n')).not.toMatch(/\d+ stories from \d+ sources|in the last 24 h/);
    expect(drafts['Personal Story']).toMatch(/\b(I|we|We|My|Our)\b/);
  });

  it('tells the story in its own words, never as the headline stands (nineteen blind reviews read that as pasted)', () => {
    for (const format of ['Industry Insight', 'insight', 'question', 'Opinion Piece'] as const) {
      const content = composeOffline(request(format), NEUTRAL_VOICE, 11).content;
      expect(content).toMatch(/AI coding assistants are moving into code review/);
      expect(content).not.toMatch(/AI coding assistants move into code review/i);
    }
  });

  it('writes a subject typed by hand into the prose, with verbs that agree', () => {
    const single = composeOffline(
      request('Opinion Piece', { topic: 'remote onboarding', trending_topic_data: null }),
      NEUTRAL_VOICE,
      5,
    ).content;
    expect(single).toContain('remote onboarding');
    expect(single).not.toContain('“');
    for (let seed = 0; seed < 20; seed++) {
      const plural = composeOffline(
        request('Question & Answer', { topic: 'AI agents', trending_topic_data: null }),
        NEUTRAL_VOICE,
        seed,
      ).content;
      expect(plural).not.toMatch(/AI agents (is|was|does|feels|deserves)\b|(Is|Does|does) AI agents/);
    }
  });

  it('follows the member’s habits: emoji, hashtags, lists, sentence length, contractions', () => {
    const formats = POST_FORMATS;
    const drafts = (profile: VoiceProfile) => formats.map((f, i) => composeOffline(request(f), profile, i));
    // Sentence length is the writer's where the writer writes: formats told from the member's own
    // experience are mostly their gaps to fill ("[your moment]").
    const told = new Set<TPostFormat>(['Personal Story', 'story', 'Behind the Scenes', 'Case Study']);
    // Six seeds a format: one draft's sentences are too few to average.
    const words = (profile: VoiceProfile) => {
      const measured = formats
        .filter((f) => !told.has(f))
        .flatMap((f, i) => [0, 1, 2, 3, 4, 5].map((n) => composeOffline(request(f), profile, i + 100 * n)))
        .map((d) => measureText(d.content).style.sentenceWords as number);
      return measured.reduce((s, v) => s + v, 0) / measured.length;
    };
    for (const d of drafts(engineer)) {
      expect(measureText(d.content).emojis).toEqual([]);
      expect(d.hashtags.length).toBeLessThanOrEqual(3);
    }
    const coachDrafts = drafts(coach);
    expect(coachDrafts.filter((d) => measureText(d.content).emojis.length > 0).length).toBeGreaterThan(formats.length * 0.8);
    expect(coachDrafts.every((d) => d.hashtags.length >= 4)).toBe(true);
    expect(coachDrafts.some((d) => d.content.includes('\n→ '))).toBe(true);
    expect(drafts(analyst).every((d) => !/\b(don't|it's|isn't|we're)\b/i.test(d.content.replace(/“[^”]*”/g, '')))).toBe(true);
    // A third longer at least (about 11 words against 8). The gap was wider while stock beats ("It adds
    // up.") shortened the terse engineer's drafts; they went as filler (decision 020).
    expect(words(analyst)).toBeGreaterThan(words(engineer) * 1.3);
  });

  it('sounds more like its own member than like the others', () => {
    const profiles = [engineer, coach, analyst];
    // Over ten drafts each rather than one: a single seed swings on any change of wording.
    profiles.forEach((profile, own) => {
      let wins = 0;
      for (let seed = 0; seed < 10; seed++) {
        const draft = composeOffline(request('Industry Insight'), profile, seed);
        const scores = profiles.map((p) => measureVoiceMatch(draft, p));
        expect(draft.voice_match).toBe(scores[own]);
        if (scores[own] === Math.max(...scores)) wins++;
      }
      expect(wins).toBeGreaterThanOrEqual(8);
    });
  });

  it('stays publishable for any topic a member types, format and seed', () => {
    const word = fc.constantFrom(
      'AI',
      'agents',
      'hiring',
      'Q3',
      'pricing',
      'remote',
      'work',
      'moves',
      'the',
      'of',
      'GitHub',
      'launches',
      'cloud',
      'costs:',
      'why?',
      'data',
      'teams',
    );
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 12 }).map((w) => w.join(' ')),
        fc.constantFrom(...POST_FORMATS),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(NEUTRAL_VOICE, engineer, coach, analyst),
        (topic, format, seed, profile) => expectPublishable(composeOffline({ niche: 'Marketing', topic, format }, profile, seed)),
      ),
      { numRuns: 200 },
    );
  });

  it('reads a niche called "constructor" as a word, not as an object property', () => {
    const drafts = POST_FORMATS.flatMap((format) =>
      [0, 1, 2, 3].map((seed) => composeOffline(request(format, { niche: 'constructor' }), coach, seed)),
    );
    expect(drafts.map((d) => d.content).join('\n')).toMatch(/constructor/);
    drafts.forEach(expectPublishable);
  });

  it('never breaks on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 300, unit: 'grapheme' }),
        fc.constantFrom(...POST_FORMATS),
        fc.nat(),
        (topic, format, seed) => {
          const draft = composeOffline(
            {
              niche: topic,
              topic,
              format,
              trending_topic_data: { title: topic, description: topic, trend_reason: topic, relevance_score: 5 },
            },
            coach,
            seed,
          );
          expect(composePostText(draft.content, draft.hashtags).length).toBeLessThanOrEqual(LINKEDIN_MAX_POST_LENGTH);
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** A story one outlet reported under its title alone. */
const reportedBy = (title: string) => ({
  title,
  description: '',
  trend_reason: '',
  relevance_score: 7,
  evidence: [{ title, url: 'https://example.com/a', source: 'Example', published_at: '2026-11-20T00:00:00Z' }],
});

describe('the lines of a draft', () => {
  it('speak of the topic’s own words where its field has such a line (the thirty-sixth review read cost lines under LLM evaluation)', () => {
    const topic = 'After the benchmark contamination finding, how should teams evaluate LLMs?';
    let onTopic = 0;
    for (const format of ['Opinion Piece', 'Industry Insight'] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const { content } = composeOffline({ niche: 'Data Science', topic, format }, NEUTRAL_VOICE, seed);
        // After the hook, which retells the title.
        const body = content
          .split(/(?<=[?.!])\s/)
          .slice(1)
          .join(' ');
        if (/benchmark|evaluat/i.test(body)) onTopic++;
      }
    }
    // 16 of 40 when a field's lines were drawn without regard to the topic's words.
    expect(onTopic).toBeGreaterThanOrEqual(28);
  });

  it('announce a list’s size only where the topic brings no figure of its own (the thirty-eighth review counted both)', () => {
    const counted = (topic: string) =>
      [0, 1, 2, 3, 4, 5, 6, 7].filter((seed) =>
        (['list', 'Tips & Tricks'] as const).some((format) =>
          /\b(three|four|five|six|seven)\b/i.test(
            composeOffline({ niche: 'Marketing', topic, format }, NEUTRAL_VOICE, seed).content,
          ),
        ),
      ).length;
    expect(counted('Brands move a fifth of paid social budget into creator partnerships')).toBe(0);
    expect(counted('Brands move paid social budget into creator partnerships')).toBeGreaterThan(0);
  });
  it('never name a field that is the subject twice (the thirty-eighth review: "If you work in public speaking, public speaking …")', () => {
    for (let seed = 0; seed < 12; seed++) {
      const { content } = composeOffline(
        {
          niche: 'Personal Development',
          sub_niche: 'public speaking',
          topic: 'Public speaking: how to prepare in one evening',
          format: 'insight',
        },
        NEUTRAL_VOICE,
        seed,
      );
      expect(content).not.toMatch(/public speaking, public speaking/i);
    }
  });
  it('never grant an upside to bad news, nor warn against celebrating it (four reviews read "the upside is real" under an outage as nonsense)', () => {
    const hype =
      /celebrat|upside is real|worth the hype|novelty wears off|real wins|useless|an edge|get more out of|get better at|actually try it|run a small test/i;
    for (const topic of [
      'The Northwind Cloud outage is a reminder to plan for multi-region failover',
      'A common FP&A mistake and how to avoid it',
    ]) {
      for (const format of [
        'controversial',
        'Opinion Piece',
        'insight',
        'problem_solution',
        'Question & Answer',
        'Tips & Tricks',
        'Motivational',
      ] as const) {
        for (let seed = 0; seed < 8; seed++) {
          const { content } = composeOffline({ niche: 'Technology', topic, format }, NEUTRAL_VOICE, seed);
          expect(content, content).not.toMatch(hype);
        }
      }
    }
    // A title about putting something right is no bad news (the fortieth review: "blaming the people closest to the
    // one-line follow-up email").
    for (let seed = 0; seed < 8; seed++) {
      const topic = 'The one-line follow-up email that revives stalled deals';
      const { content } = composeOffline({ niche: 'Sales', topic, format: 'controversial' }, NEUTRAL_VOICE, seed);
      expect(content, content).not.toMatch(
        /blaming the people|a symptom, not the cause|could happen to almost anyone|reason to panic/,
      );
    }
  });
});

describe('a pep talk on a reported story', () => {
  it('never speaks of progress on the story (the forty-fourth review: "progress on this development counts")', () => {
    const data = reportedBy('Lumen Labs releases Kestrel 2, an open-weight model that rivals paid coding assistants');
    // The line came about once in forty drafts before it was kept from news.
    for (let seed = 0; seed < 200; seed++) {
      const { content } = composeOffline(
        { niche: 'Technology', topic: data.title, format: 'Motivational', trending_topic_data: data },
        NEUTRAL_VOICE,
        seed,
      );
      expect(content, content).not.toMatch(/progress on/i);
    }
  });
  it('still speaks of progress on a skill', () => {
    const said = Array.from({ length: 40 }, (_, seed) =>
      composeOffline({ niche: 'Personal Development', topic: 'Public speaking', format: 'Motivational' }, NEUTRAL_VOICE, seed),
    ).filter(({ content }) => /progress on public speaking counts/i.test(content));
    expect(said.length).toBeGreaterThan(0);
  });
});

describe('a hook that says "this"', () => {
  it('comes after the story it points at, on the same first line (a blind review read "this" with nothing before it)', () => {
    const title = 'Leaders rethink return-to-office mandates after new attrition data';
    const data = reportedBy(title);
    for (const format of ['Opinion Piece', 'controversial', 'Motivational', 'Personal Story'] as const) {
      for (let seed = 0; seed < 4; seed++) {
        const { content } = composeOffline(
          { niche: 'Leadership', topic: title, format, trending_topic_data: data },
          NEUTRAL_VOICE,
          seed,
        );
        const first = content.split('\n')[0] as string;
        if (/\bthis\b/i.test(first) && !/\?$/.test(splitSentences(first)[0] as string))
          expect(first.startsWith('Leaders are rethinking return-to-office mandates.')).toBe(true);
      }
    }
  });
});

describe('a title with a colon', () => {
  it('stays on one line in every voice (the tenth set laid "Notification overload:" out as a line of its own)', () => {
    const title = 'Notification overload: Fabrikam Chat’s new focus mode reviewed';
    const data = reportedBy(title);
    for (const profile of [NEUTRAL_VOICE, engineer, coach, analyst])
      for (const format of POST_FORMATS)
        for (let seed = 0; seed < 4; seed++) {
          const { content } = composeOffline(
            { niche: 'Productivity', topic: title, format, trending_topic_data: data },
            profile,
            seed,
          );
          expect(content, format).not.toMatch(/^\W*Notification overload:\W*$/m);
        }
  });
});
