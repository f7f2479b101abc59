import { sql } from 'kysely';
import { z } from 'zod';
import { defineJob } from './job-definition';

/** A data export lives a day (the ZIP is the member's whole history): sweep those past it. */
export const purgeExpiredDataExports = defineJob({
  name: 'account.purge-expired-data-exports.v1',
  payload: z.object({}).loose(),
  cron: '*/10 * * * *',
  retryLimit: 0,
  async handle(_payload, { database }) {
    await database.db
      .deleteFrom('data_exports')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
  },
});
