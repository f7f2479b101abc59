import { setTimeout as sleep } from 'node:timers/promises';
import { APICallError, Output, parsePartialJson, streamText, type LanguageModel } from 'ai';
import { AppError } from '../errors/app-error';
import type { WritingPrompt } from './build-writing-prompt';
import {
  explain,
  modelDraftSchema,
  readModelDraft,
  RETRYABLE_STATUS,
  retryDelay,
  salvage,
  timedOut,
  type ModelDraft,
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

/**
 * writeWithModel, streamed: the same schema, time budget and member-readable failures. A failure
 * is retried only while nothing has been shown yet, so the member never sees a draft start over.
 */
export async function streamWithModel(
  model: LanguageModel,
  prompt: WritingPrompt,
  options: WriteOptions & StreamOptions,
): Promise<ModelDraft> {
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
): Promise<ModelDraft> {
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
        schema: modelDraftSchema(prompt.proposals),
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
    const draft = readModelDraft(JSON.parse(raw));
    if (draft) return draft;
  } catch {
    // Not plain JSON: perhaps fenced or wrapped in a sentence.
  }
  return salvage(raw);
}
