import type { TNotificationKind } from '@cadence/contract/notifications/notification-kinds';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { saveNotificationSettings } from './save-notification-settings';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** RFC 8058 one-click: the signed token alone turns the kind off, no session needed. */
export async function unsubscribeMember(deps: Pick<Deps, 'database' | 'keys'>, token: string): Promise<TNotificationKind> {
  const verified = verifyUnsubscribeToken(deps.keys.unsubscribeSigning, token);
  if (!verified) throw new AppError('BAD_REQUEST', 'This unsubscribe link is not valid.');
  const member = await deps.database.db.selectFrom('users').select('id').where('id', '=', verified.userId).executeTakeFirst();
  // A deleted account gets no more email anyway.
  if (member) await saveNotificationSettings(deps.database.db, verified.userId, { [verified.kind]: false });
  return verified.kind;
}
