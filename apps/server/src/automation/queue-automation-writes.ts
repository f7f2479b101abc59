import { z } from 'zod';
import type { Deps } from '../deps';

/** Once shipped, this name and payload are never edited (a change gets `…v2`). */
export const WRITE_AUTOMATION_POST_JOB = 'automation.write-post.v1';
export const ZWriteAutomationPostPayload = z.object({ post_id: z.string().uuid() });

/** A writer that has not settled its slot by then died; another may take the slot over. */
export const WRITING_CLAIM_STALE_MS = 10 * 60_000;
const BATCH = 500;

/**
 * Queues a write job for every slot whose writing time has come (its time minus the write lead),
 * for one member or all. The job claims its slot with a guarded UPDATE, so a job queued twice
 * writes once; pg-boss's singleton key keeps the queue from filling with repeats meanwhile.
 */
export async function queueAutomationWrites(deps: Pick<Deps, 'database' | 'config' | 'jobs'>, now: Date, userId?: string) {
  const due = new Date(now.getTime() + deps.config.automation.writeLeadSeconds * 1000);
  let query = deps.database.db
    .selectFrom('posts')
    .select('id')
    .where('status', '=', 'pending_content')
    .where('automation_slot', 'is not', null)
    .where('scheduled_time', '<=', due)
    .where((eb) =>
      eb.or([
        eb('writing_started_at', 'is', null),
        eb('writing_started_at', '<', new Date(now.getTime() - WRITING_CLAIM_STALE_MS)),
      ]),
    )
    .orderBy('scheduled_time')
    .limit(BATCH);
  if (userId) query = query.where('user_id', '=', userId);
  const slots = await query.execute();
  for (const slot of slots)
    await deps.jobs.send(
      WRITE_AUTOMATION_POST_JOB,
      { post_id: slot.id },
      { singletonKey: slot.id, singletonSeconds: 60, retryLimit: 0 },
    );
  return slots.length;
}
