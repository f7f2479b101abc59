import { z } from 'zod';
import { measureDuePosts } from '../analytics/api/measure-due-posts';
import { defineJob } from './job-definition';

/**
 * Measures published posts on the schedule that follows their life (issue 28), a bounded batch
 * every five minutes; does nothing without LINKEDIN_POST_ANALYTICS.
 */
export const measurePostAnalyticsJob = defineJob({
  name: 'analytics.measure-post-analytics.v1',
  payload: z.object({}).loose(),
  cron: '*/5 * * * *',
  retryLimit: 0,
  async handle(_payload, deps) {
    await measureDuePosts(deps);
  },
});
