import { sql } from 'kysely';
import { z } from 'zod';
import { defineJob } from './job-definition';

/** Sign-in leaves short-lived rows behind (states, one-time codes, dead sessions); sweep them. */
export const purgeExpiredSignInData = defineJob({
  name: 'auth.purge-expired-sign-in-data.v1',
  payload: z.object({}).loose(),
  cron: '*/15 * * * *',
  async handle(_payload, { database }) {
    const { db } = database;
    await db
      .deleteFrom('oauth_states')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
    await db
      .deleteFrom('login_codes')
      .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    await db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', sql<Date>`now() - interval '1 day'`),
          eb('revoked_at', '<', sql<Date>`now() - interval '1 day'`),
        ]),
      )
      .execute();
  },
});
