import {
  ZGeneratePostResponseSchema,
  ZGeneratePostStreamDeltaSchema,
  type TGeneratePostRequest,
  type TGeneratePostResponse,
} from '@cadence/contract/content/generate-post';
import { ZApiErrorSchema } from '@cadence/contract/common';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, getTokenSource } from '../../../lib/api-client';
import { createEventStreamParser } from '../../../lib/schedule/post-events';

export const generatePost = async (body: TGeneratePostRequest) =>
  (await apiRequest('/api/content/generate-post', { method: 'POST', body, schema: ZGeneratePostResponseSchema })).data;

export const useGeneratePost = () => useMutation({ mutationFn: generatePost });

export type GeneratedDraft = TGeneratePostResponse['data'];

export interface StreamDraftRequest {
  body: TGeneratePostRequest;
  /** The post text written so far, each time it grows (a language model only; the offline writer sends none). */
  onDelta: (textSoFar: string) => void;
  /** Aborting stops the model: the promise then rejects with an AbortError. */
  signal: AbortSignal;
}

const GENERATE_PATH = '/api/content/generate-post';

/**
 * The draft from POST /api/content/generate-post, asking for server-sent events: a language model's
 * text arrives as it is written (fetch reads the events; EventSource can neither POST nor send the
 * bearer token), the offline writer's draft as the usual JSON answer. Resolves with the validated
 * draft (the `done` event's); an `error` event becomes an ApiError with the server's message.
 */
export async function streamGeneratePost({ body, onDelta, signal }: StreamDraftRequest): Promise<GeneratedDraft> {
  const tokens = getTokenSource();
  const open = (token: string | null) =>
    fetch(GENERATE_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
      headers: {
        Accept: 'text/event-stream, application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const token = tokens?.getAccessToken() ?? null;
  let response = await open(token);
  if (response.status === 401 && token && tokens) {
    const fresh = await tokens.refreshAccessToken();
    if (fresh) {
      await response.body?.cancel();
      response = await open(fresh);
    }
  }
  const streamed = /^text\/event-stream/i.test(response.headers.get('content-type') ?? '');
  if (!response.ok || !response.body || !streamed) {
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const failure = ZApiErrorSchema.safeParse(payload);
      throw new ApiError(failure.success ? failure.data.error : `HTTP ${response.status}`, response.status, failure.data?.code);
    }
    const parsed = ZGeneratePostResponseSchema.safeParse(payload);
    if (!parsed.success) throw new ApiError('Unexpected answer from the server', response.status);
    return parsed.data.data;
  }

  const parser = createEventStreamParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const event of parser.push(value)) {
      const data = parseJson(event.data);
      if (event.type === 'delta') {
        const delta = ZGeneratePostStreamDeltaSchema.safeParse(data);
        if (delta.success) onDelta(delta.data.text);
      } else if (event.type === 'done') {
        await reader.cancel();
        const parsed = ZGeneratePostResponseSchema.safeParse(data);
        if (!parsed.success) throw new ApiError('Unexpected answer from the server', response.status);
        return parsed.data.data;
      } else if (event.type === 'error') {
        await reader.cancel();
        const failure = ZApiErrorSchema.safeParse(data);
        throw new ApiError(failure.success ? failure.data.error : 'The draft could not be written.', 502, failure.data?.code);
      }
    }
  }
  throw new ApiError('The draft stopped before it was finished. Please try again.', 502);
}

export const useStreamGeneratePost = () => useMutation({ mutationFn: streamGeneratePost });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
