import { setTimeout as sleep } from 'node:timers/promises';
import { APICallError, generateText, NoObjectGeneratedError, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import type { Draft } from './enforce-linkedin-limits';
import type { WritingPrompt } from './build-writing-prompt';
import type { ProposalKinds } from './propose-attachments';

/** What the model must answer; every field required, so strict JSON-schema modes accept it. */
export const ZModelDraftSchema = z.object({
  content: z.string().min(1).describe('The post text, without hashtags.'),
  hashtags: z.array(z.string()).describe('Hashtags without the # sign.'),
});

/**
 * What the model is asked to propose beside the post (issue 27), in the same answer. Described for
 * the model's JSON schema but checked against LinkedIn's and the carousel maker's limits only later
 * (proposeAttachments): a proposal that misses them is replaced, never a reason to lose the post.
 */
const ZModelCarouselSchema = z
  .object({
    title: z.string().nullable().describe('The carousel title: the hook, at most 120 characters.'),
    slides: z
      .array(
        z.object({
          heading: z.string().describe('At most 120 characters.'),
          body: z.string().nullable().describe('At most 600 characters, or null.'),
        }),
      )
      .describe('2 to 20 slides: the hook, one per tip or point, then the closing line.'),
  })
  .nullable()
  .describe('Slides for a PDF carousel, built only from the post itself.');
const ZModelPollSchema = z
  .object({
    question: z.string().describe('At most 140 characters, ending with "?".'),
    options: z.array(z.string()).describe('2 to 4 different answers, at most 30 characters each.'),
  })
  .nullable()
  .describe("A LinkedIn poll from the post's own question.");

/** A model's draft with whatever it proposed, unchecked until proposeAttachments. */
export type ModelDraft = Draft & { carousel_outline?: unknown; poll?: unknown };

/** The schema the model answers: the post, and the proposals its format asks for (still every field required). */
export function modelDraftSchema(kinds: ProposalKinds | undefined): z.ZodType<ModelDraft> {
  return ZModelDraftSchema.extend({
    ...(kinds?.carousel ? { carousel_outline: ZModelCarouselSchema } : {}),
    ...(kinds?.poll ? { poll: ZModelPollSchema } : {}),
  });
}

export interface WriteOptions {
  /** The whole budget, retries included: a member waits no longer than this. */
  timeoutMs: number;
  maxRetries?: number;
  /** First back-off; doubled on each retry (with jitter) unless the server says when to come back. */
  retryDelayMs?: number;
  seed?: number;
}

export const RETRYABLE_STATUS = new Set([408, 409, 429, 500, 502, 503, 504]);

/**
 * One draft from a language model, validated against the schema. Rate limits and server errors are
 * retried with back-off inside the time budget; every failure becomes an AppError a member can act on.
 */
export async function writeWithModel(model: LanguageModel, prompt: WritingPrompt, options: WriteOptions): Promise<ModelDraft> {
  const deadline = Date.now() + options.timeoutMs;
  const maxRetries = options.maxRetries ?? 2;
  for (let attempt = 0; ; attempt++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw timedOut();
    try {
      return await attemptOnce(model, prompt, remaining, options.seed);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const status = APICallError.isInstance(error) ? error.statusCode : undefined;
      const retryable =
        APICallError.isInstance(error) && (status === undefined ? error.isRetryable : RETRYABLE_STATUS.has(status));
      if (!retryable || attempt >= maxRetries) throw explain(error);
      const wait = retryDelay(error as APICallError, attempt, options.retryDelayMs ?? 500);
      // A server asking us to come back after the member has stopped waiting is a refusal now.
      if (Date.now() + wait >= deadline) throw explain(error);
      await sleep(wait);
    }
  }
}

async function attemptOnce(model: LanguageModel, prompt: WritingPrompt, timeoutMs: number, seed?: number): Promise<ModelDraft> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const result = await generateText({
      model,
      system: prompt.system,
      prompt: prompt.user,
      output: Output.object({
        schema: modelDraftSchema(prompt.proposals),
        name: 'linkedin_post',
        description: 'A LinkedIn post and its hashtags.',
      }),
      // Retries are ours: the SDK's own would wait past the member's patience on a long Retry-After.
      maxRetries: 0,
      abortSignal: controller.signal,
      ...(seed === undefined ? {} : { seed }),
    });
    return result.output;
  } catch (error) {
    if (controller.signal.aborted) throw timedOut();
    if (NoObjectGeneratedError.isInstance(error)) return salvage(error.text);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Some local models wrap their JSON in a Markdown fence or a sentence, or get a proposal's shape
 * wrong; the post inside is still good, and the proposals are kept as they came, to be checked.
 */
export function salvage(text: string | undefined): ModelDraft {
  const candidate = text?.match(/```(?:json)?\s*([\s\S]*?)```/)?.[1] ?? text?.match(/\{[\s\S]*\}/)?.[0];
  if (candidate) {
    try {
      const draft = readModelDraft(JSON.parse(candidate));
      if (draft) return draft;
    } catch {
      // Not JSON after all: reported below.
    }
  }
  throw new AppError('BAD_GATEWAY', 'The writing model answered with something that is not a post. Please try again.', {
    reason: 'malformed-output',
    sample: text?.slice(0, 200),
  });
}

/** The post checked against the schema, the proposals kept as the model wrote them; null when there is no post. */
export function readModelDraft(json: unknown): ModelDraft | null {
  const parsed = ZModelDraftSchema.safeParse(json);
  if (!parsed.success) return null;
  const { carousel_outline, poll } = json as { carousel_outline?: unknown; poll?: unknown };
  return {
    ...parsed.data,
    ...(carousel_outline === undefined ? {} : { carousel_outline }),
    ...(poll === undefined ? {} : { poll }),
  };
}

export function retryDelay(error: APICallError, attempt: number, base: number): number {
  const headers = error.responseHeaders ?? {};
  const afterMs = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(afterMs) && afterMs >= 0) return afterMs;
  const after = headers['retry-after'];
  if (after !== undefined) {
    const seconds = Number.parseFloat(after);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(after);
    if (Number.isFinite(date)) return Math.max(0, date - Date.now());
  }
  return base * 2 ** attempt * (0.75 + Math.random() * 0.5);
}

export function timedOut(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', 'The writing model did not answer in time. Please try again.', {
    reason: 'timeout',
  });
}

/** Provider failures in words a member (or whoever runs Cadence) can act on. */
export function explain(error: unknown): AppError {
  if (!APICallError.isInstance(error)) {
    return new AppError('BAD_GATEWAY', 'The writing model failed unexpectedly. Please try again.', { cause: String(error) });
  }
  const details = { status: error.statusCode, url: error.url, body: error.responseBody?.slice(0, 300) };
  switch (error.statusCode) {
    case undefined:
      return new AppError(
        'SERVICE_UNAVAILABLE',
        'The writing model could not be reached. Please try again in a few minutes.',
        details,
      );
    case 429:
      return new AppError(
        'SERVICE_UNAVAILABLE',
        'The writing model is busy right now (rate limited). Please try again in a minute.',
        details,
      );
    case 401:
    case 403:
      return new AppError(
        'BAD_GATEWAY',
        'The writing model refused our credentials. Whoever runs Cadence should check LLM_API_KEY.',
        details,
      );
    case 404:
      return new AppError(
        'BAD_GATEWAY',
        'The writing model was not found. Whoever runs Cadence should check LLM_MODEL and LLM_BASE_URL.',
        details,
      );
    default:
      return error.statusCode >= 500
        ? new AppError(
            'BAD_GATEWAY',
            `The writing model is having problems (HTTP ${error.statusCode}). Please try again shortly.`,
            details,
          )
        : new AppError(
            'BAD_GATEWAY',
            `The writing model rejected the request (HTTP ${error.statusCode}). Please try again.`,
            details,
          );
  }
}
