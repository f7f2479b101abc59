import { setTimeout as sleep } from 'node:timers/promises';
import type { TDraftWriter } from '@cadence/contract/content/generate-post';
import { APICallError, Output, parsePartialJson, streamText, type LanguageModel } from 'ai';
import type { Config } from '../config/load-config';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { buildWritingPrompt, type WritingPrompt } from './build-writing-prompt';
import { createLanguageModel } from './create-language-model';
import { enforceLinkedInLimits, type Draft } from './enforce-linkedin-limits';
import { findSimilarPosts } from './find-similar-posts';
import { generatePost, type GeneratedPost, type GeneratePostRequest } from './generate-post';
import { loadMemberVoice } from './load-member-voice';
import { measureVoiceMatch } from './measure-voice-match';
import {
  explain,
  RETRYABLE_STATUS,
  retryDelay,
  salvage,
  timedOut,
  ZModelDraftSchema,
  type WriteOptions,
} from './write-with-model';

export interface StreamOptions {
  /** Aborted when the member stops (closes the connection): the model call is aborted with it. */
  signal: AbortSignal;
  /** The post text written so far, each time it grows; not yet validated or limited. */
  onDelta: (textSoFar: string) => void;
}

/** Thrown when the member stopped the draft: nobody is left to tell. */
export class StreamStoppedError extends Error {
  constructor() {
    super('The member stopped the draft.');
    this.name = 'StreamStoppedError';
  }
}

const EXAMPLES = 3;
const models = new WeakMap<Config['writer'], LanguageModel | null>();

/**
 * generatePost, with the model's text shown as it is written. The offline writer has nothing to
 * stream: its whole draft comes back at once. The model's final draft passes the same validation
 * and LinkedIn limits as generatePost's.
 */
export async function streamPost(
  deps: Pick<Deps, 'config' | 'database'>,
  userId: string,
  request: GeneratePostRequest,
  options: StreamOptions,
): Promise<GeneratedPost> {
  const model = modelFor(deps.config.writer);
  if (!model) return generatePost(deps, userId, request);

  const { profile, posts } = await loadMemberVoice(deps, userId);
  const topic = request.trending_topic_data;
  const query = [request.topic, topic?.title, topic?.description, request.sub_niche, request.niche].filter(Boolean).join(' ');
  const prompt = buildWritingPrompt(request, profile, findSimilarPosts(query, posts, EXAMPLES));
  const draft = enforceLinkedInLimits(
    await streamWithModel(model, prompt, { timeoutMs: deps.config.writer.timeoutMs, seed: request.seed, ...options }),
  );
  const writer: TDraftWriter = { kind: 'model', name: deps.config.writer.model ?? deps.config.writer.provider };
  return { ...draft, voice_match: measureVoiceMatch(draft, profile), voice: profile.source, writer };
}

/**
 * writeWithModel, streamed: the same schema, time budget and member-readable failures. A failure
 * is retried only while nothing has been shown yet, so the member never sees a draft start over.
 */
export async function streamWithModel(
  model: LanguageModel,
  prompt: WritingPrompt,
  options: WriteOptions & StreamOptions,
): Promise<Draft> {
  const deadline = Date.now() + options.timeoutMs;
  const maxRetries = options.maxRetries ?? 2;
  let shown = false;
  const onDelta = (text: string) => {
    shown = true;
    options.onDelta(text);
  };
  for (let attempt = 0; ; attempt++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw timedOut();
    try {
      return await streamOnce(model, prompt, remaining, options.signal, onDelta, options.seed);
    } catch (error) {
      if (error instanceof AppError || error instanceof StreamStoppedError) throw error;
      const status = APICallError.isInstance(error) ? error.statusCode : undefined;
      const retryable =
        APICallError.isInstance(error) && (status === undefined ? error.isRetryable : RETRYABLE_STATUS.has(status));
      if (shown || !retryable || attempt >= maxRetries) throw explain(error);
      const wait = retryDelay(error as APICallError, attempt, options.retryDelayMs ?? 500);
      if (Date.now() + wait >= deadline) throw explain(error);
      await sleep(wait, undefined, { signal: options.signal }).catch(() => {
        throw new StreamStoppedError();
      });
    }
  }
}

async function streamOnce(
  model: LanguageModel,
  prompt: WritingPrompt,
  timeoutMs: number,
  stopped: AbortSignal,
  onDelta: (text: string) => void,
  seed?: number,
): Promise<Draft> {
  if (stopped.aborted) throw new StreamStoppedError();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  let raw = '';
  let shown = '';
  try {
    const result = streamText({
      model,
      system: prompt.system,
      prompt: prompt.user,
      output: Output.object({
        schema: ZModelDraftSchema,
        name: 'linkedin_post',
        description: 'A LinkedIn post and its hashtags.',
      }),
      maxRetries: 0,
      abortSignal: AbortSignal.any([timeout.signal, stopped]),
      // Errors arrive as parts of the stream below; the SDK's default would print them to the console.
      onError: () => {},
      ...(seed === undefined ? {} : { seed }),
    });
    for await (const part of result.fullStream) {
      if (part.type === 'error') throw part.error;
      if (part.type !== 'text-delta') continue;
      raw += part.text;
      // The model writes JSON; the member sees the post's text inside it as it grows.
      const { value } = await parsePartialJson(raw);
      const content =
        value && typeof value === 'object' && !Array.isArray(value) && typeof value.content === 'string' ? value.content : '';
      if (content && content !== shown) {
        shown = content;
        onDelta(content);
      }
    }
  } catch (error) {
    if (stopped.aborted) throw new StreamStoppedError();
    if (timeout.signal.aborted) throw timedOut();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (stopped.aborted) throw new StreamStoppedError();
  if (timeout.signal.aborted) throw timedOut();
  try {
    const parsed = ZModelDraftSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not plain JSON: perhaps fenced or wrapped in a sentence.
  }
  return salvage(raw);
}

/** True when drafts come from a language model (so there is text to stream), false for the offline writer. */
export function writesWithModel(writer: Config['writer']): boolean {
  return modelFor(writer) !== null;
}

function modelFor(writer: Config['writer']): LanguageModel | null {
  if (!models.has(writer)) models.set(writer, createLanguageModel(writer));
  return models.get(writer) ?? null;
}
