import { ZPostChangeEventSchema, type TPostChangeEvent } from '@cadence/contract/scheduling/schedule-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getTokenSource } from '../api-client';
import { useAuth } from '../auth/auth-store';
import { scheduleQueryKey } from './get-schedule';

const EVENTS_PATH = '/api/scheduling/events';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** The server writes a comment every 25 s: a stream silent for longer died without closing (sleep, lost Wi-Fi). */
const SILENCE_LIMIT_MS = 60_000;

/**
 * Live updates for the signed-in dashboard (issue 9): follows the server's post changes and
 * refetches the schedule when one arrives, so a post turns Published without a reload. Mounted
 * once, in SignedInApp; it stops when the member signs out or the app unmounts.
 */
export function usePostEvents(): void {
  const queryClient = useQueryClient();
  const signedIn = useAuth().status === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    const refetchSchedule = () => void queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
    void followPostEvents({
      signal: controller.signal,
      onChanges: refetchSchedule,
      // Changes made while the stream was down were never sent: read the schedule afresh once.
      onReconnected: refetchSchedule,
    });
    return () => controller.abort();
  }, [queryClient, signedIn]);
}

interface FollowOptions {
  signal: AbortSignal;
  /** Called once per chunk of the stream that carried at least one change (a batch cancel sends many). */
  onChanges: (changes: TPostChangeEvent[]) => void;
  onReconnected: () => void;
}

/**
 * Keeps a stream open until `signal` aborts: after an error, a server restart or a silent stream it
 * connects again with exponential back-off (1 s doubling to 30 s, with jitter so a restarted server
 * is not met by every browser at once).
 */
export async function followPostEvents({ signal, onChanges, onReconnected }: FollowOptions): Promise<void> {
  let failures = 0;
  let connectedBefore = false;
  while (!signal.aborted) {
    const outcome = await readPostEvents(signal, onChanges, () => {
      if (connectedBefore) onReconnected();
      connectedBefore = true;
      failures = 0;
    });
    if (outcome === 'signed-out' || signal.aborted) return;
    const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    await wait(ceiling / 2 + Math.random() * (ceiling / 2), signal);
  }
}

type StreamOutcome = 'ended' | 'failed' | 'signed-out';

/** One connection: EventSource cannot send the bearer token, so this is fetch reading the body as it arrives. */
async function readPostEvents(
  signal: AbortSignal,
  onChanges: (changes: TPostChangeEvent[]) => void,
  onOpen: () => void,
): Promise<StreamOutcome> {
  const tokens = getTokenSource();
  if (!tokens) return 'signed-out';
  const attempt = new AbortController();
  const stopAttempt = () => attempt.abort();
  signal.addEventListener('abort', stopAttempt, { once: true });
  let silence: ReturnType<typeof setTimeout> | undefined;
  const expectNews = () => {
    clearTimeout(silence);
    silence = setTimeout(stopAttempt, SILENCE_LIMIT_MS);
  };

  try {
    const open = (token: string) =>
      fetch(EVENTS_PATH, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: attempt.signal,
      });
    expectNews();
    let token = tokens.getAccessToken() ?? (await tokens.refreshAccessToken());
    if (!token) return 'signed-out';
    let response = await open(token);
    if (response.status === 401) {
      // The access token lapsed while the stream was down: one refresh, as apiRequest does.
      await response.body?.cancel();
      token = await tokens.refreshAccessToken();
      if (!token) return 'signed-out';
      response = await open(token);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return 'failed';
    }

    onOpen();
    const parser = createEventStreamParser();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      expectNews();
      const { done, value } = await reader.read();
      if (done) return 'ended';
      const changes = parser
        .push(value)
        .filter((event) => event.type === 'post')
        .flatMap((event) => {
          const parsed = ZPostChangeEventSchema.safeParse(parseJson(event.data));
          return parsed.success ? [parsed.data] : [];
        });
      if (changes.length > 0) onChanges(changes);
    }
  } catch {
    // Network errors, a server going away mid-stream, the silence limit: all end in a reconnect.
    return 'failed';
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', stopAttempt);
    attempt.abort();
  }
}

interface ServerSentEvent {
  type: string;
  data: string;
}

/**
 * The text/event-stream format (HTML Living Standard, "server-sent events"): fields per line, an
 * event ends at a blank line, lines starting with ':' are comments (the server's keep-alive).
 */
export function createEventStreamParser() {
  let partial = '';
  let type = '';
  let data: string[] = [];
  return {
    /** Feeds decoded text; returns the events it completed. */
    push(text: string): ServerSentEvent[] {
      const lines = (partial + text).split(/\r\n|\r|\n/);
      partial = lines.pop() ?? '';
      const events: ServerSentEvent[] = [];
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) events.push({ type: type || 'message', data: data.join('\n') });
          type = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') type = value;
        else if (field === 'data') data.push(value);
      }
      return events;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
