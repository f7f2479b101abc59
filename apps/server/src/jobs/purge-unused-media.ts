import { z } from 'zod';
import { purgeUnusedMedia } from '../media/purge-unused-media';
import { defineJob } from './job-definition';

/** Media of deleted posts, and uploads never used within a day, are removed every 15 minutes (decision 034). */
export const purgeUnusedMediaJob = defineJob({
  name: 'media.purge-unused-media.v1',
  payload: z.object({}).loose(),
  cron: '*/15 * * * *',
  retryLimit: 0,
  async handle(_payload, deps) {
    await purgeUnusedMedia(deps);
  },
});
