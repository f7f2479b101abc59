import type { Deps } from '../deps';

/** The browser's IANA zone (validated by the contract), kept on the member so every date they see is in it. */
export async function setTimeZone(deps: Pick<Deps, 'database'>, userId: string, timeZone: string): Promise<string> {
  await deps.database.db
    .updateTable('users')
    .set({ time_zone: timeZone, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
  return timeZone;
}
