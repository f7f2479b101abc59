import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildVoiceProfile } from '../../apps/server/src/writing/build-voice-profile';
import { composeOffline } from '../../apps/server/src/writing/compose-offline';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../apps/server/src/writing/start-fake-openai-server';
import { EVAL_TOPICS } from '../data/voice-members/eval-topics';
import { INDEPENDENT_MEMBERS } from '../data/voice-members/independent-members';
import { writeEvalDrafts, type EvalAuthor } from './write-eval-drafts';

const [first, second] = INDEPENDENT_MEMBERS;
const authorOf = (member: NonNullable<typeof first>): EvalAuthor => ({
  niche: member.niche,
  profile: buildVoiceProfile(member.posts),
  ownPosts: member.posts,
});
const authors = [authorOf(first!), authorOf(second!)];
const topics = EVAL_TOPICS.slice(0, 2);

describe('the drafts the voice eval judges', () => {
  let fake: FakeOpenAIServer;
  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  const modelWriter = (concurrency: number) => ({
    kind: 'model' as const,
    model: createOpenAICompatible({ name: 'fake', baseURL: fake.url, supportsStructuredOutputs: true })('fake-model'),
    timeoutMs: 10_000,
    concurrency,
  });

  it("asks the model with each member's own posts as examples, never another member's", async () => {
    const { drafts, failures } = await writeEvalDrafts(modelWriter(3), authors, topics, ['Industry Insight'], [1]);

    expect(failures).toEqual([]);
    expect(drafts).toHaveLength(4);
    expect(fake.requests).toHaveLength(4);
    const prompts = fake.requests.map((r) => (r.body.messages ?? []).map((m) => m.content).join('\n'));
    const firstLineOf = (post: string) => post.split('\n')[0] as string;
    const quotes = (prompt: string, author: EvalAuthor) => author.ownPosts.some((p) => prompt.includes(firstLineOf(p)));
    // Two topics for each member, each prompt quoting that member alone (requests may arrive in any order).
    const quoted = prompts.map((p) => `${quotes(p, authors[0]!)} ${quotes(p, authors[1]!)}`).sort();
    expect(quoted).toEqual(['false true', 'false true', 'true false', 'true false']);
    expect(drafts.map((d) => d.author)).toEqual([0, 0, 1, 1]);
  });

  it('judges the text as it would be published: its hashtags on, the member’s gaps out', async () => {
    fake.fallback = {
      kind: 'post',
      content: 'Review bots are here.\n\nWhat was [your moment] with them?',
      hashtags: ['CodeReview'],
    };
    const { drafts } = await writeEvalDrafts(modelWriter(1), authors.slice(0, 1), topics.slice(0, 1), ['question'], [1]);

    expect(drafts[0]?.text).toBe('Review bots are here.\n\nWhat was  with them?\n\n#CodeReview');
  });

  it('counts a draft the model could not write as a failure and writes the rest', async () => {
    fake.queue({ kind: 'status', status: 400 });
    const { drafts, failures } = await writeEvalDrafts(modelWriter(1), authors, topics.slice(0, 1), ['question'], [1]);

    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ author: 0, format: 'question' });
    expect(failures[0]?.message).toMatch(/.+/);
    expect(drafts.map((d) => d.author)).toEqual([1]);
  });

  it('writes offline exactly what the product composes for the same seed', async () => {
    const { drafts } = await writeEvalDrafts(
      { kind: 'offline' },
      authors.slice(0, 1),
      topics.slice(0, 1),
      ['controversial'],
      [7],
    );
    const { topic, data } = topics[0]!;
    const composed = composeOffline(
      { niche: authors[0]!.niche, topic, format: 'controversial', trending_topic_data: data },
      authors[0]!.profile,
      7,
      authors[0]!.ownPosts,
    );

    expect(drafts[0]?.draft.content).toBe(composed.content);
  });
});

describe('npm run eval:voice -- --writer model', () => {
  it('says what to set, and stops, when no model is configured', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/eval-voice.ts', '--writer', 'model'], {
      cwd: root,
      env: { ...process.env, LLM_PROVIDER: 'offline', LLM_MODEL: '' },
      encoding: 'utf8',
    });

    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--writer model needs a configured model: set LLM_PROVIDER and LLM_MODEL');
  });
});
