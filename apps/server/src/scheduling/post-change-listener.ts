import { ZPostChangeEventSchema, type TPostChangeEvent } from '@cadence/contract/scheduling/schedule-events';
import { z } from 'zod';
import type { Database } from '../db/create-database';

/** The trigger of migration 0008 sends one of these per changed post. */
const ZNotification = ZPostChangeEventSchema.extend({ user_id: z.string() });

/** A member may keep this many live streams (tabs, devices); a new one closes the oldest. */
export const MAX_STREAMS_PER_MEMBER = 5;

export interface PostChangeSubscriber {
  send(event: TPostChangeEvent): void;
  /**
   * Closed by the hub: a newer stream of the same member took its place, the server is stopping, or
   * the LISTEN connection was lost and is back (changes sent meanwhile are gone; the browser
   * reconnects and reads the schedule afresh, as after any reconnect).
   */
  close(): void;
}

export interface PostChangeHub {
  subscribe(userId: string, subscriber: PostChangeSubscriber): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * One LISTEN per process, shared by every open stream and fanned out by member (decision 015): a
 * change made by any API or worker process reaches each process's streams. Started on the first
 * subscriber so processes nobody watches hold no extra connection.
 */
export function createPostChangeHub(database: Pick<Database, 'listen'>): PostChangeHub {
  const byMember = new Map<string, PostChangeSubscriber[]>();
  let listening: Promise<() => Promise<void>> | undefined;

  const deliver = (payload: string) => {
    let parsed: z.infer<typeof ZNotification>;
    try {
      const result = ZNotification.safeParse(JSON.parse(payload));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    for (const subscriber of byMember.get(parsed.user_id) ?? [])
      subscriber.send({ post_id: parsed.post_id, status: parsed.status });
  };
  const closeAll = () => {
    const everyone = [...byMember.values()].flat();
    byMember.clear();
    for (const subscriber of everyone) subscriber.close();
  };

  return {
    async subscribe(userId, subscriber) {
      listening ??= database.listen('post_changes', deliver, closeAll);
      try {
        await listening;
      } catch (error) {
        listening = undefined;
        throw error;
      }
      const subscribers = byMember.get(userId) ?? [];
      subscribers.push(subscriber);
      byMember.set(userId, subscribers);
      while (subscribers.length > MAX_STREAMS_PER_MEMBER) subscribers.shift()?.close();
      return () => {
        const current = byMember.get(userId) ?? [];
        const left = current.filter((s) => s !== subscriber);
        if (left.length > 0) byMember.set(userId, left);
        else byMember.delete(userId);
      };
    },
    async close() {
      closeAll();
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}
