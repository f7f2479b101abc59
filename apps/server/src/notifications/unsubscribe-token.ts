import { createHmac, timingSafeEqual } from 'node:crypto';
import { ZNotificationKindSchema, type TNotificationKind } from '@cadence/contract/notifications/notification-kinds';

/**
 * `<member>.<kind>.<hmac>`: it names what to turn off and proves we wrote it, so the link in an
 * email works without signing in (RFC 8058) yet nobody can turn off another member's mail. It does
 * not expire: an old email's link must keep working.
 */
export function signUnsubscribeToken(key: Buffer, userId: string, kind: TNotificationKind): string {
  return `${userId}.${kind}.${mac(key, userId, kind)}`;
}

export function verifyUnsubscribeToken(key: Buffer, token: string): { userId: string; kind: TNotificationKind } | null {
  const [userId = '', kind = '', signature = '', ...rest] = token.split('.');
  const parsedKind = ZNotificationKindSchema.safeParse(kind);
  if (rest.length > 0 || !parsedKind.success || !/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expected = Buffer.from(mac(key, userId, parsedKind.data));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: parsedKind.data };
}

const mac = (key: Buffer, userId: string, kind: string) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
