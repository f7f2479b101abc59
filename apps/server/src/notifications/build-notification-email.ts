import type { Config } from '../config/load-config';
import type { NotificationsTable } from '../db/schema';
import { escapeHtml } from '../escape-html';
import type { OutgoingEmail } from './create-mailer';
import { signUnsubscribeToken } from './unsubscribe-token';
import type { Selectable } from 'kysely';

type Notification = Pick<Selectable<NotificationsTable>, 'user_id' | 'kind' | 'title' | 'body' | 'link_url'>;

/** Plain text first (the part every client can read), a simple HTML twin, and RFC 8058's one-click headers. */
export function buildNotificationEmail(
  config: Pick<Config, 'publicUrl'>,
  unsubscribeKey: Buffer,
  notification: Notification,
  to: string,
  messageId: string,
): OutgoingEmail {
  const token = signUnsubscribeToken(unsubscribeKey, notification.user_id, notification.kind);
  const unsubscribeUrl = `${config.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const link = notification.link_url ? `${config.publicUrl}${notification.link_url}` : null;
  const settingsUrl = `${config.publicUrl}/settings`;
  const text = [
    notification.body,
    ...(link ? ['', `Open Cadence: ${link}`] : []),
    '',
    '--',
    `You get this email because this notification is on in Cadence (${settingsUrl}).`,
    `Stop emails like this one: ${unsubscribeUrl}`,
    '',
  ].join('\n');
  const paragraphs = notification.body
    .split('\n')
    .map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`)
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:18px">${escapeHtml(notification.title)}</h1>${paragraphs}
${link ? `<p><a href="${escapeHtml(link)}" style="color:#0A66C2">Open Cadence</a></p>` : ''}
<hr style="border:none;border-top:1px solid #e2e8f0"><p style="font-size:12px;color:#64748b">You get this email because this notification is on in <a href="${escapeHtml(settingsUrl)}">Cadence's settings</a>. <a href="${escapeHtml(unsubscribeUrl)}">Stop emails like this one</a>.</p>
</body></html>`;
  return {
    to,
    subject: notification.title,
    text,
    html,
    messageId,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
