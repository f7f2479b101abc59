import { DELETE_ACCOUNT_EMAIL_MISMATCH } from '@cadence/contract/account/delete-account';
import { sql } from 'kysely';
import { decryptSecret } from '../crypto/encrypt-secret';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';

export interface DeleteAccountResult {
  /** LinkedIn tokens revoked at LinkedIn, and those LinkedIn could not be asked to revoke. */
  revokedAtLinkedIn: number;
  revocationFailures: number;
}

/**
 * Deletes the member once they typed their email. In one transaction: every pg-boss job that names
 * them or one of their posts (queued or kept: publish, automation write, data export) is removed, their
 * rate-limit counters go, and the users row goes with every row hanging from it (each table's
 * user_id is ON DELETE CASCADE; deleting sessions NOTIFYs the stream hubs, so open streams close).
 * Then their LinkedIn tokens are revoked at LinkedIn: after the commit, so an unreachable LinkedIn
 * never keeps an account the member asked us to delete (a failure is logged; the token also dies at
 * its 60-day expiry). There is no media store yet, so no file of theirs exists outside these rows.
 */
export async function deleteAccount(
  deps: Pick<Deps, 'database' | 'keys' | 'linkedinAuth'>,
  userId: string,
  confirmEmail: string,
  log?: { warn(object: object, message: string): void },
): Promise<DeleteAccountResult> {
  const { db } = deps.database;
  const tokens = await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('email').where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', 'This account no longer exists.');
    if (normaliseEmail(confirmEmail) !== normaliseEmail(user.email)) {
      throw new AppError('BAD_REQUEST', DELETE_ACCOUNT_EMAIL_MISMATCH);
    }
    const connections = await trx
      .selectFrom('linkedin_connections')
      .select(['access_token_enc', 'revoked_at', 'expires_at'])
      .where('user_id', '=', userId)
      .execute();
    const postIds = (await trx.selectFrom('posts').select('id').where('user_id', '=', userId).execute()).map((p) => p.id);
    // pg-boss keeps jobs by name and payload only; ours name a post or the member (job payloads in
    // scheduling/publish-queue.ts, automation/queue-automation-writes.ts, account/data-export-job.ts).
    for (const table of [sql.table('pgboss.job'), sql.table('pgboss.archive')]) {
      await sql`
        DELETE FROM ${table}
        WHERE data->>'user_id' = ${userId} OR data->>'post_id' = ANY(${postIds}::text[])
      `.execute(trx);
    }
    await trx.deleteFrom('rate_limit_counters').where('key', 'like', `%member:${userId}`).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    const now = Date.now();
    return connections
      .filter((c) => c.revoked_at === null && new Date(c.expires_at).getTime() > now)
      .map((c) => decryptSecret(c.access_token_enc, deps.keys.tokenEncryption));
  });
  let revocationFailures = 0;
  for (const token of tokens) {
    try {
      await deps.linkedinAuth.revoke(token);
    } catch (error) {
      revocationFailures += 1;
      log?.warn({ err: error }, 'LinkedIn did not revoke a deleted member’s token; it lapses at its expiry');
    }
  }
  return { revokedAtLinkedIn: tokens.length - revocationFailures, revocationFailures };
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();
