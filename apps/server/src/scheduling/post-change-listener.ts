import { ZPostChangeEventSchema, type TPostChangeEvent } from '@cadence/contract/scheduling/schedule-events';
import { z } from 'zod';
import type { Database } from '../db/create-database';

/** The trigger of migration 0008 sends one of these per changed post. */
const ZNotification = ZPostChangeEventSchema.extend({ user_id: z.string() });
/** The trigger of migration 0013 sends one of these per session that ends (sign-out, revoked, deleted). */
const ZSessionEnd = z.object({ user_id: z.string(), session_id: z.string() });

/** A member may keep this many live streams (tabs, devices); a new one closes the oldest. */
export const MAX_STREAMS_PER_MEMBER = 5;

export interface PostChangeSubscriber {
  send(event: TPostChangeEvent): void;
  /**
   * Closed by the hub: its session ended (sign-out, revoked), a newer stream of the same member
   * took its place, the server is stopping, or a LISTEN connection was lost and is back (changes
   * sent meanwhile are gone; the browser reconnects and reads the schedule afresh, as after any
   * reconnect, and a reconnect is authenticated again).
   */
  close(): void;
}

export interface PostChangeHub {
  /** `sessionId` is the session the stream was opened with: the stream closes when it ends. */
  subscribe(userId: string, sessionId: string, subscriber: PostChangeSubscriber): Promise<() => void>;
  close(): Promise<void>;
}

interface Subscription {
  sessionId: string;
  subscriber: PostChangeSubscriber;
}

/**
 * One LISTEN per channel and process, shared by every open stream and fanned out by member
 * (decision 015): a change made by any API or worker process reaches each process's streams, and a
 * session ended on any API process closes its streams on every process. A NOTIFY rather than each
 * stream re-reading its session on a timer: sign-out takes effect at once, and an idle stream costs
 * no query. Started on the first subscriber so processes nobody watches hold no extra connection.
 */
export function createPostChangeHub(database: Pick<Database, 'listen'>): PostChangeHub {
  const byMember = new Map<string, Subscription[]>();
  let listening: Promise<() => Promise<void>> | undefined;

  const deliver = (payload: string) => {
    const parsed = parseNotification(ZNotification, payload);
    if (!parsed) return;
    for (const { subscriber } of byMember.get(parsed.user_id) ?? [])
      subscriber.send({ post_id: parsed.post_id, status: parsed.status });
  };
  const endSession = (payload: string) => {
    const parsed = parseNotification(ZSessionEnd, payload);
    if (!parsed) return;
    const current = byMember.get(parsed.user_id) ?? [];
    const ended = current.filter((s) => s.sessionId === parsed.session_id);
    if (ended.length === 0) return;
    keep(
      parsed.user_id,
      current.filter((s) => s.sessionId !== parsed.session_id),
    );
    for (const { subscriber } of ended) subscriber.close();
  };
  const keep = (userId: string, subscriptions: Subscription[]) => {
    if (subscriptions.length > 0) byMember.set(userId, subscriptions);
    else byMember.delete(userId);
  };
  const closeAll = () => {
    const everyone = [...byMember.values()].flat();
    byMember.clear();
    for (const { subscriber } of everyone) subscriber.close();
  };
  // One connection for both channels: a lost connection closes the streams once, not once per channel.
  const listen = () =>
    database.listen(
      ['post_changes', 'session_ends'],
      (payload, channel) => (channel === 'session_ends' ? endSession(payload) : deliver(payload)),
      closeAll,
    );

  return {
    async subscribe(userId, sessionId, subscriber) {
      listening ??= listen();
      try {
        await listening;
      } catch (error) {
        listening = undefined;
        throw error;
      }
      const subscriptions = byMember.get(userId) ?? [];
      subscriptions.push({ sessionId, subscriber });
      byMember.set(userId, subscriptions);
      while (subscriptions.length > MAX_STREAMS_PER_MEMBER) subscriptions.shift()?.subscriber.close();
      return () =>
        keep(
          userId,
          (byMember.get(userId) ?? []).filter((s) => s.subscriber !== subscriber),
        );
    },
    async close() {
      closeAll();
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}

function parseNotification<T extends z.ZodType>(schema: T, payload: string): z.infer<T> | undefined {
  try {
    const result = schema.safeParse(JSON.parse(payload));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
