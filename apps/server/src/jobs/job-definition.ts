import type { z } from 'zod';
import type { Deps } from '../deps';

/**
 * A job is a versioned name, a payload schema and a handler. Once shipped a name is never edited:
 * a changed payload gets a new name (`…-v2`) so jobs already queued still meet the code they expect.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** Cron in UTC, for maintenance jobs. */
  cron?: string;
  retryLimit?: number;
  /**
   * How a worker fetches this job: up to `batchSize` due jobs every `pollingIntervalSeconds`;
   * `concurrent` runs a batch's jobs side by side (the handler bounds itself), else one by one.
   */
  worker?: { batchSize: number; pollingIntervalSeconds: number; concurrent?: boolean };
  handle(payload: z.infer<S>, deps: Deps, job: { id: string }): Promise<void>;
  /**
   * Runs once per fetched batch, before its jobs: what a batch must say at once, before any of its
   * jobs may wait its turn (the publisher marks the posts this process now holds). A failure is
   * reported and the batch runs all the same.
   */
  onFetched?(jobs: Array<{ id: string; payload: z.infer<S> }>, deps: Deps): Promise<void>;
}

export const defineJob = <S extends z.ZodType>(definition: JobDefinition<S>) => definition;
