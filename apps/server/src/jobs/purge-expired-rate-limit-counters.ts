import { sql } from 'kysely';
import { z } from 'zod';
import { defineJob } from './job-definition';

/** Every address and member that called the API leaves a counter row; drop those whose window ended. */
export const purgeExpiredRateLimitCounters = defineJob({
  name: 'rate-limits.purge-expired-counters.v1',
  payload: z.object({}).loose(),
  cron: '*/15 * * * *',
  async handle(_payload, { database }) {
    await database.db
      .deleteFrom('rate_limit_counters')
      .where('resets_at', '<', sql<Date>`now()`)
      .execute();
  },
});
