import { ZGetNotificationsResponseSchema } from '@cadence/contract/notifications/get-notifications';
import {
  ZMarkNotificationsReadRequestSchema,
  ZMarkNotificationsReadResponseSchema,
} from '@cadence/contract/notifications/mark-notifications-read';
import { NOTIFICATION_KIND_LABELS } from '@cadence/contract/notifications/notification-kinds';
import {
  ZNotificationSettingsResponseSchema,
  ZSaveNotificationSettingsRequestSchema,
  ZUnsubscribeQuerySchema,
  ZUnsubscribeResponseSchema,
} from '@cadence/contract/notifications/notification-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { escapeHtml } from '../../../escape-html';
import { getNotificationSettings } from '../../../notifications/get-notification-settings';
import { listNotifications, markNotificationsRead } from '../../../notifications/list-notifications';
import { saveNotificationSettings } from '../../../notifications/save-notification-settings';
import { unsubscribeMember } from '../../../notifications/unsubscribe-member';
import { verifyUnsubscribeToken } from '../../../notifications/unsubscribe-token';
import { caller } from '../../../plugins/authenticate';

/** The bell, the member's choices, and the emails' one-click unsubscribe (decision 031). */
export const notificationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/notifications',
    { onRequest: app.authenticate, schema: { response: { 200: ZGetNotificationsResponseSchema } } },
    async (request) => ({ success: true as const, data: await listNotifications(deps, caller(request).userId) }),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: app.authenticate,
      schema: { body: ZMarkNotificationsReadRequestSchema, response: { 200: ZMarkNotificationsReadResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { unread_count: await markNotificationsRead(deps, caller(request).userId, request.body.ids) },
    }),
  );

  const settings = async (userId: string) => ({
    success: true as const,
    data: {
      kinds: await getNotificationSettings(deps.database.db, userId),
      email_enabled: deps.config.notifications.smtpUrl !== undefined,
    },
  });

  app.get(
    '/notification-settings',
    { onRequest: app.authenticate, schema: { response: { 200: ZNotificationSettingsResponseSchema } } },
    async (request) => settings(caller(request).userId),
  );

  app.put(
    '/notification-settings',
    {
      onRequest: app.authenticate,
      schema: { body: ZSaveNotificationSettingsRequestSchema, response: { 200: ZNotificationSettingsResponseSchema } },
    },
    async (request) => {
      await saveNotificationSettings(deps.database.db, caller(request).userId, request.body.kinds);
      return settings(caller(request).userId);
    },
  );

  // RFC 8058's body (`List-Unsubscribe=One-Click`) is a form; the token in the URL is all we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  // RFC 8058: mail clients POST here with `List-Unsubscribe=One-Click` and no session.
  app.post(
    '/notifications/unsubscribe',
    { schema: { querystring: ZUnsubscribeQuerySchema, response: { 200: ZUnsubscribeResponseSchema } } },
    async (request) => ({ success: true as const, data: { kind: await unsubscribeMember(deps, request.query.token) } }),
  );

  // A person who clicks the link sees a page with one button: a GET changes nothing, since mail
  // scanners open links on their own.
  app.get('/notifications/unsubscribe', { schema: { querystring: ZUnsubscribeQuerySchema } }, async (request, reply) => {
    const verified = verifyUnsubscribeToken(deps.keys.unsubscribeSigning, request.query.token);
    const body = verified
      ? `<h1>Stop these emails?</h1><p>You will no longer get “${escapeHtml(NOTIFICATION_KIND_LABELS[verified.kind].label)}” emails from Cadence. You can turn them back on in Settings.</p>
<form method="post" action="/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}" id="f"><button type="submit">Unsubscribe</button></form>
<p id="done" hidden>Done: you will no longer get these emails.</p>`
      : '<h1>This unsubscribe link is not valid</h1><p>Open Settings in Cadence to choose your notifications.</p>';
    return reply
      .status(verified ? 200 : 400)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Unsubscribe · Cadence</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a}button{background:#0A66C2;color:#fff;border:0;border-radius:.5rem;padding:.6rem 1.2rem;font-size:1rem}</style></head><body>${body}</body></html>`,
      );
  });
};
