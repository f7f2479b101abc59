import { z } from 'zod';
import { refreshWizardNiches } from '../research/refresh-niches';
import { defineJob } from './job-definition';

/**
 * Every 15 minutes, the wizard niches' sources are refreshed (see research/refresh-niches.ts), so
 * trend velocity has a stored history to compare against. A feed inside its 10-minute interval or
 * backing off is not asked; one that fails is recorded and retried later, never thrown for.
 */
export const refreshNicheSources = defineJob({
  name: 'research.refresh-niches.v1',
  payload: z.object({}).loose(),
  cron: '*/15 * * * *',
  // The next run is a quarter of an hour away: retrying a crawl would only crowd it.
  retryLimit: 0,
  async handle(_payload, deps) {
    await refreshWizardNiches(deps, { now: new Date() });
  },
});
