// The drafts `npm run eval:voice` judges, from either of the product's writers: the offline composer,
// or the configured language model through the same prompt, validation and limits as a member's draft.
import type { TPostFormat } from '@cadence/contract/content/formats';
import { PLACEHOLDER_PATTERN } from '@cadence/contract/content/placeholders';
import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';
import { composePostText } from '@cadence/contract/linkedin/compose-post-text';
import { parseArgs } from 'node:util';
import type { LanguageModel } from 'ai';
import { ConfigError, loadConfig } from '../../apps/server/src/config/load-config';
import type { VoiceProfile } from '../../apps/server/src/writing/build-voice-profile';
import { buildMemberPrompt } from '../../apps/server/src/writing/build-writing-prompt';
import { composeOffline } from '../../apps/server/src/writing/compose-offline';
import { createLanguageModel } from '../../apps/server/src/writing/create-language-model';
import { enforceLinkedInLimits, type Draft } from '../../apps/server/src/writing/enforce-linkedin-limits';
import { writeWithModel } from '../../apps/server/src/writing/write-with-model';

export type EvalWriter = { kind: 'offline' } | { kind: 'model'; model: LanguageModel; timeoutMs: number; concurrency: number };

/** One member as the eval sees them: the profile and posts of their training 80 % only. */
export interface EvalAuthor {
  niche: string;
  profile: VoiceProfile;
  ownPosts: readonly string[];
}

export interface EvalTopic {
  topic: string;
  data: TTrendingTopic | null;
}

export interface EvalDraft {
  author: number;
  format: TPostFormat;
  topic: string;
  draft: Draft;
  /** As it would be published: the text with its hashtags, less the member's gaps ("[your moment]"). */
  text: string;
}

export interface EvalFailure {
  author: number;
  format: TPostFormat;
  topic: string;
  message: string;
}

/**
 * Every author × topic × format × seed. A model's refusal or error is counted as a failure and the
 * eval goes on: a draft the product could not write is reported, never silently left out.
 */
export async function writeEvalDrafts(
  writer: EvalWriter,
  authors: readonly EvalAuthor[],
  topics: readonly EvalTopic[],
  formats: readonly TPostFormat[],
  seeds: readonly number[],
  onProgress?: (done: number, total: number) => void,
): Promise<{ drafts: EvalDraft[]; failures: EvalFailure[] }> {
  const jobs = authors.flatMap((author, a) =>
    topics.flatMap(({ topic, data }) =>
      formats.flatMap((format) =>
        seeds.map((seed) => ({ a, author, request: { niche: author.niche, topic, format, trending_topic_data: data }, seed })),
      ),
    ),
  );
  // Both by the job's place, so the same seeds give the same drafts and failures whatever the concurrency.
  const drafts: Array<EvalDraft | undefined> = new Array(jobs.length);
  const failures: Array<EvalFailure | undefined> = new Array(jobs.length);
  let done = 0;
  const writeOne = async (i: number) => {
    const { a, author, request, seed } = jobs[i] as (typeof jobs)[number];
    try {
      const draft =
        writer.kind === 'offline'
          ? composeOffline(request, author.profile, seed, author.ownPosts)
          : enforceLinkedInLimits(
              await writeWithModel(writer.model, buildMemberPrompt(request, author.profile, author.ownPosts), {
                timeoutMs: writer.timeoutMs,
                seed,
              }),
            );
      // A gap's words ("your", "moment") are an instruction to the member, neither the writer's words nor theirs.
      const text = composePostText(draft.content.replace(PLACEHOLDER_PATTERN, ''), draft.hashtags);
      drafts[i] = { author: a, format: request.format, topic: request.topic, draft, text };
    } catch (error) {
      failures[i] = { author: a, format: request.format, topic: request.topic, message: (error as Error).message };
    }
    onProgress?.(++done, jobs.length);
  };
  let next = 0;
  const lanes = writer.kind === 'offline' ? 1 : Math.max(1, writer.concurrency);
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < jobs.length) await writeOne(next++);
    }),
  );
  return {
    drafts: drafts.filter((d): d is EvalDraft => d !== undefined),
    failures: failures.filter((f): f is EvalFailure => f !== undefined),
  };
}

/** What the eval and the dev set print when drafts could not be written; null when every one was. */
export function describeFailures(failures: readonly EvalFailure[]): string | null {
  const [first] = failures;
  return first ? `${failures.length} drafts failed and are not judged; the first: ${first.message}` : null;
}

/**
 * `--writer offline|model`, `--seeds N`, `--concurrency N`, as the voice eval and the dev set read them:
 * the offline composer, or the language model the server would use with this environment (LLM_*).
 */
export function readWriterArgs(
  argv: readonly string[],
  defaultSeeds: Record<EvalWriter['kind'], number>,
): { writer: EvalWriter; writerName: string; seedCount: number } {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      writer: { type: 'string', default: 'offline' },
      seeds: { type: 'string' },
      concurrency: { type: 'string', default: '4' },
    },
  });
  const { writer, writerName } = chooseWriter(values.writer, Number(values.concurrency));
  const seedCount = Math.max(1, Number(values.seeds ?? defaultSeeds[writer.kind]) || 1);
  return { writer, writerName, seedCount };
}

function chooseWriter(kind: string | undefined, concurrency: number): { writer: EvalWriter; writerName: string } {
  if (kind === 'offline') return { writer: { kind: 'offline' }, writerName: 'the offline writer' };
  if (kind !== 'model') throw new Error(`--writer must be offline or model, not ${kind}`);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError)
      throw new Error(`--writer model reads the server's settings: ${error.message}`, { cause: error });
    throw error;
  }
  const model = createLanguageModel(config.writer);
  if (!model)
    throw new Error('--writer model needs a configured model: set LLM_PROVIDER and LLM_MODEL (and LLM_API_KEY or LLM_BASE_URL)');
  return {
    writer: { kind: 'model', model, timeoutMs: config.writer.timeoutMs, concurrency: Math.max(1, concurrency || 1) },
    writerName: `${config.writer.model} (${config.writer.provider})`,
  };
}
