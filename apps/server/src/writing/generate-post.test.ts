import { LINKEDIN_MAX_POST_LENGTH } from '@cadence/contract/linkedin/limits';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVAL_TOPICS } from '../../../../bench/data/voice-members/eval-topics';
import { SYNTHETIC_MEMBERS } from '../../../../bench/data/voice-members/index';
import { composePostText } from '@cadence/contract/linkedin/compose-post-text';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';
import { buildVoiceProfile } from './build-voice-profile';
import { measureText } from './measure-text';
import { measureVoiceMatch } from './measure-voice-match';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './start-fake-openai-server';

const coach = SYNTHETIC_MEMBERS[1]!;
const news = EVAL_TOPICS[0]!;
const body = (overrides: Record<string, unknown> = {}) => ({
  niche: 'Technology',
  sub_niche: 'developer tools',
  topic: news.topic,
  format: 'Industry Insight',
  context: '',
  trending_topic_data: news.data,
  ...overrides,
});
// Oldest of all, so only a search by topic (not recency) brings it into the prompt.
const ON_TOPIC_POST =
  'A manager I coach asked me about code review bots today. ✨\n\nShe was worried about noise in pull requests.\n\nWhat about you? 👇\n\n#leadership #growth';

/** Gives a member the coach's imported posts, as the import would. */
async function importCoachPosts(server: TestServer, userId: string) {
  const posts = [ON_TOPIC_POST, ...coach.posts];
  await server.deps.database.db
    .insertInto('imported_posts')
    .values(posts.map((content, i) => ({ user_id: userId, content, posted_at: new Date(Date.UTC(2024, 0, 1 + i)) })))
    .execute();
}

describe.each(databaseKinds)('POST /api/content/generate-post with the offline composer on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let coachToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await server.signIn({ email: 'new.member@example.com' })).accessToken;
    const member = await server.signIn({ email: 'coach@example.com', name: coach.name });
    coachToken = member.accessToken;
    await importCoachPosts(server, member.userId);
  });
  afterAll(() => server?.close());

  const generate = (payload: unknown, accessToken = token) =>
    server.app.inject({
      method: 'POST',
      url: '/api/content/generate-post',
      headers: bearer(accessToken),
      payload,
    } as InjectOptions);

  it('needs a signed-in member', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/content/generate-post', payload: body() });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 with a message for a missing topic or format, or an unknown format', async () => {
    const missingTopic = await generate(body({ topic: undefined }));
    expect(missingTopic.statusCode).toBe(400);
    expect(missingTopic.json().error).toMatch(/topic: topic is required/);
    const blankTopic = await generate(body({ topic: '   ' }));
    expect(blankTopic.statusCode).toBe(400);
    expect(blankTopic.json().error).toMatch(/topic is required/);
    const missingFormat = await generate(body({ format: undefined }));
    expect(missingFormat.statusCode).toBe(400);
    expect(missingFormat.json().error).toMatch(/format: format is required/);
    const unknown = await generate(body({ format: 'Haiku' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/Unknown format "Haiku". Use one of: Question & Answer, .*problem_solution, insight/);
  });

  it('writes a publishable draft in a neutral voice for a member with no import', async () => {
    const res = await generate(body({ seed: 7 }));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.content.length).toBeGreaterThan(200);
    expect(composePostText(data.content, data.hashtags).length).toBeLessThanOrEqual(LINKEDIN_MAX_POST_LENGTH);
    expect(data.hashtags.length).toBeGreaterThan(0);
    expect(measureText(data.content).emojis).toEqual([]);
    expect(data.voice_match).toBeGreaterThanOrEqual(0);
    expect(data.voice_match).toBeLessThanOrEqual(100);
  });

  it('gives the same draft for the same seed and a new one on regenerate', async () => {
    const first = (await generate(body({ seed: 99, format: 'Tips & Tricks' }))).json().data;
    const again = (await generate(body({ seed: 99, format: 'Tips & Tricks' }))).json().data;
    const other = (await generate(body({ seed: 100, format: 'Tips & Tricks' }))).json().data;
    const unseeded = (await generate(body({ format: 'Tips & Tricks' }))).json().data;
    expect(again).toEqual(first);
    expect(other.content).not.toBe(first.content);
    expect(unseeded.content).toBeTruthy();
  });

  it('writes in the member’s own voice once their posts are imported, and only for them', async () => {
    const theirs = (await generate(body({ seed: 5 }), coachToken)).json().data;
    const neutral = (await generate(body({ seed: 5 }))).json().data;
    expect(measureText(theirs.content).emojis.length).toBeGreaterThan(0);
    expect(theirs.hashtags.length).toBeGreaterThanOrEqual(4);
    // Their own hashtags where they fit the topic (#leadership on a leadership post), never on a post about
    // code review bots, where the topic's own terms are the tags (issue 12).
    const favourites = ['leadership', 'mindset', 'growth', 'coaching', 'careeradvice', 'motivation', 'success'];
    expect(theirs.hashtags.some((h: string) => favourites.includes(h))).toBe(false);
    const onLeadership = (await generate(body({ seed: 5, niche: 'Leadership' }), coachToken)).json().data;
    expect(onLeadership.hashtags).toContain('leadership');
    // Their badge's figure stands well above what the neutral draft of the same request scores against their
    // posts (52 to 63 against 30 to 36 over ten seeds), rather than above one number that any rewording moves.
    const neutralAgainstTheirs = measureVoiceMatch(neutral, buildVoiceProfile([ON_TOPIC_POST, ...coach.posts]));
    expect(theirs.voice_match).toBeGreaterThan(neutralAgainstTheirs + 15);
    expect(measureText(neutral.content).emojis).toEqual([]);
    expect(neutral.content).not.toBe(theirs.content);
  });

  it('proposes a carousel outline for tips and lists and a poll for questions, drawn from the draft itself', async () => {
    const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    for (const format of ['Tips & Tricks', 'list']) {
      const { data } = (await generate(body({ seed: 3, format }), coachToken)).json();
      expect(data.poll).toBeNull();
      expect(data.carousel_outline.slides.length).toBeGreaterThanOrEqual(4);
      const inDraft = new Set(wordsOf(data.content));
      const slideWords = data.carousel_outline.slides.flatMap((s: { heading: string; body?: string }) =>
        wordsOf(`${s.heading} ${s.body ?? ''}`),
      );
      expect(slideWords.filter((w: string) => !inDraft.has(w))).toEqual([]);
    }
    for (const format of ['Question & Answer', 'question']) {
      const { data } = (await generate(body({ seed: 4, format }))).json();
      expect(data.carousel_outline).toBeNull();
      expect(data.poll.duration_days).toBe(7);
      expect(data.poll.question).toMatch(/\?$/);
      expect(data.content.toLowerCase()).toContain(data.poll.question.toLowerCase());
      expect(data.poll.options.length).toBeGreaterThanOrEqual(2);
    }
    const { data } = (await generate(body({ seed: 3, format: 'Personal Story' }))).json();
    expect(data).toMatchObject({ carousel_outline: null, poll: null });
  });

  it('writes a subject typed by hand, without trending data', async () => {
    const res = await generate({ niche: 'HR', topic: 'remote onboarding', format: 'story', seed: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.content).toContain('remote onboarding');
  });
});

describe.each(databaseKinds)('POST /api/content/generate-post with a language model on %s', (kind) => {
  let fake: FakeOpenAIServer;
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    server = await startTestServer(kind, {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: '1000',
    });
    const member = await server.signIn({ email: 'llm.coach@example.com' });
    token = member.accessToken;
    await importCoachPosts(server, member.userId);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  const generate = (payload: unknown) =>
    server.app.inject({ method: 'POST', url: '/api/content/generate-post', headers: bearer(token), payload } as InjectOptions);

  it('sends the voice guide, the format and the member’s most similar posts, and returns a checked draft', async () => {
    fake.queue({
      kind: 'post',
      content: 'Code review bots are here. ✨\n\nWhat about you? 👇\n\n#leadership #AI',
      hashtags: ['growth'],
    });
    const res = await generate(body());
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.content).toBe('Code review bots are here. ✨\n\nWhat about you? 👇');
    expect(data.hashtags).toEqual(['growth', 'leadership', 'AI']);
    expect(data.voice_match).toBeGreaterThan(0);

    const prompt = fake.lastPrompt();
    expect(fake.requests[0]?.body.model).toBe('test-model');
    expect(prompt).toContain('Voice guide:');
    expect(prompt).toContain("Measured from 41 of the member's own posts");
    expect(prompt).toMatch(/one sentence per line/);
    expect(prompt).toMatch(/Emoji: about [\d.]+ per 100 words/);
    expect(prompt).toContain('--- Example 1 ---');
    expect(prompt).toContain(ON_TOPIC_POST);
    expect(prompt).toContain('Format: Industry Insight.');
    expect(prompt).toContain('Several vendors shipped review bots this week.');
    // The model sees the outlet but is told not to name it, and leaves the member's own facts as gaps.
    expect(prompt).toContain('"GitHub expands Copilot code review to all plans" (The Verge; do not name it)');
    expect(prompt).toContain('[your moment]');
    expect(prompt).toMatch(/never how many stories or sources covered it/);
    expect(prompt).toMatch(/within the first 210 characters/);
  });

  const TIPS = [
    'Code review bots are here. Three things to check:',
    '- Who owns a wrong answer',
    '- Which data the tool may see',
    '- What it costs to check its work',
    '',
    'What would you add?',
  ].join('\n');
  const schemaOf = () =>
    Object.keys(
      (fake.requests.at(-1)?.body.response_format as { json_schema: { schema: { properties: object } } }).json_schema.schema
        .properties,
    );

  it('keeps the model’s carousel outline when it fits, and derives one from its draft when it does not', async () => {
    const outline = {
      title: 'Code review bots are here',
      slides: [
        { heading: 'Code review bots are here', body: null },
        { heading: 'Own the wrong answers', body: 'Someone has to.' },
      ],
    };
    fake.queue({ kind: 'post', content: TIPS, hashtags: [], extra: { carousel_outline: outline } });
    const kept = (await generate(body({ format: 'Tips & Tricks' }))).json().data;
    expect(kept.carousel_outline).toEqual({
      title: 'Code review bots are here',
      slides: [{ heading: 'Code review bots are here' }, { heading: 'Own the wrong answers', body: 'Someone has to.' }],
    });
    expect(kept.poll).toBeNull();
    expect(fake.lastPrompt()).toContain('Also propose "carousel_outline"');
    expect(fake.lastPrompt()).not.toContain('Also propose "poll"');
    expect(schemaOf()).toEqual(['content', 'hashtags', 'carousel_outline']);

    // One slide is no carousel, and a slide's heading over 120 characters misses the maker's limit.
    for (const wrong of [
      { title: null, slides: [{ heading: 'Only one', body: null }] },
      {
        title: null,
        slides: [
          { heading: 'x'.repeat(121), body: null },
          { heading: 'Two', body: null },
        ],
      },
      'Slides: one, two',
    ]) {
      fake.queue({ kind: 'post', content: TIPS, hashtags: [], extra: { carousel_outline: wrong } });
      const derived = (await generate(body({ format: 'list' }))).json().data;
      expect(derived.content).toBe(TIPS);
      expect(derived.carousel_outline.slides.map((s: { heading: string }) => s.heading)).toEqual([
        'Code review bots are here',
        'Who owns a wrong answer',
        'Which data the tool may see',
        'What it costs to check its work',
        'What would you add?',
      ]);
    }
  });

  it('keeps the model’s poll when it fits LinkedIn’s, and asks the draft’s own question when it does not', async () => {
    const content = 'Are code review bots worth your attention, or just noise?\n\nThe honest answer: it depends.';
    fake.queue({
      kind: 'post',
      content,
      hashtags: [],
      extra: { poll: { question: 'Do you use a review bot?', options: ['Daily', 'Sometimes', 'Never'] } },
    });
    const kept = (await generate(body({ format: 'Question & Answer' }))).json().data;
    expect(kept.poll).toEqual({
      question: 'Do you use a review bot?',
      options: ['Daily', 'Sometimes', 'Never'],
      duration_days: 7,
    });
    expect(kept.carousel_outline).toBeNull();
    expect(fake.lastPrompt()).toContain('Also propose "poll"');
    expect(schemaOf()).toEqual(['content', 'hashtags', 'poll']);

    fake.queue({
      kind: 'post',
      content,
      hashtags: [],
      extra: { poll: { question: 'Which?', options: ['A', 'B', 'C', 'D', 'E'] } },
    });
    const derived = (await generate(body({ format: 'question' }))).json().data;
    expect(derived.poll).toEqual({
      question: 'Are code review bots worth your attention, or just noise?',
      options: ['Worth your attention', 'Just noise', 'It depends'],
      duration_days: 7,
    });
  });

  it('proposes nothing for other formats, whatever the model adds', async () => {
    fake.queue({
      kind: 'post',
      content: TIPS,
      hashtags: [],
      extra: { poll: { question: 'Yes?', options: ['Yes', 'No'] }, carousel_outline: { title: null, slides: [] } },
    });
    const { data } = (await generate(body())).json();
    expect(data).toMatchObject({ carousel_outline: null, poll: null });
    expect(schemaOf()).toEqual(['content', 'hashtags']);
    expect(fake.lastPrompt()).not.toContain('Also propose');
  });

  it('answers 502 with a clear message when the model’s output is not a post', async () => {
    fake.queue({ kind: 'raw', text: 'As an AI language model, I would be happy to help!' });
    const res = await generate(body());
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      error: 'The writing model answered with something that is not a post. Please try again.',
      code: 'BAD_GATEWAY',
    });
  });

  it('answers 503 when the model does not answer in time', async () => {
    fake.queue({ kind: 'slow', ms: 5000 });
    const res = await generate(body());
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('The writing model did not answer in time. Please try again.');
  });

  it('answers 503 when the model stays rate limited', async () => {
    fake.queue(
      ...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 429, headers: { 'retry-after-ms': '5' } })),
    );
    const res = await generate(body());
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('The writing model is busy right now (rate limited). Please try again in a minute.');
    expect(fake.requests).toHaveLength(3);
  });
});
