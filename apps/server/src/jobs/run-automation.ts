import { z } from 'zod';
import { planActiveMembers } from '../automation/plan-active-members';
import {
  queueAutomationWrites,
  WRITE_AUTOMATION_POST_JOB,
  ZWriteAutomationPostPayload,
} from '../automation/queue-automation-writes';
import { writeAutomationPost } from '../automation/write-automation-post';
import { defineJob } from './job-definition';

/**
 * Every minute: keep each active member's next 7 days planned, and queue the slots whose writing
 * time (slot minus AUTOMATION_WRITE_LEAD_SECONDS) has come. The next run is a minute away, so a
 * failed run is not retried.
 */
export const planAutomationJob = defineJob({
  name: 'automation.plan.v1',
  payload: z.object({}).loose(),
  cron: '* * * * *',
  retryLimit: 0,
  async handle(_payload, deps) {
    const now = new Date();
    await planActiveMembers(deps, now);
    await queueAutomationWrites(deps, now);
  },
});

/**
 * Researches and writes one slot. Never retried by pg-boss: a failure is settled on the post (failed,
 * with its reason); a writer that died leaves a stale claim the next plan run queues again.
 */
export const writeAutomationPostJob = defineJob({
  name: WRITE_AUTOMATION_POST_JOB,
  payload: ZWriteAutomationPostPayload,
  retryLimit: 0,
  worker: { batchSize: 4, pollingIntervalSeconds: 2, concurrent: true },
  async handle(payload, deps) {
    await writeAutomationPost(deps, payload.post_id);
  },
});
