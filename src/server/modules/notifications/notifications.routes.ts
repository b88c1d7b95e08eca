import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, listOf } from '@/contracts/common';
import { markReadBody, markReadResult, notification, notificationListQuery, notificationPreferences, unreadCount, updateNotificationPreferencesBody } from '@/contracts/notifications';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { perSession } from '../performers/rate-limits';
import type { NotificationsService } from './notifications.service';

/** Reads are cheap and the bell asks often; changes are few. */
const changeLimit = perSession(60);

/** Every route is the logged-in user's own notifications: nobody reads or marks another's. */
export function notificationsRoutes(deps: { notifications: NotificationsService }): FastifyPluginAsyncZod {
  const { notifications } = deps;
  return async (app) => {
    app.get(
      '/notifications',
      { config: { auth: 'user' }, schema: { querystring: notificationListQuery, response: { 200: envelope(listOf(notification)) } } },
      async (req) => ok(await notifications.list(currentUser(req).id, req.query)),
    );

    app.get(
      '/notifications/unread-count',
      { config: { auth: 'user' }, schema: { response: { 200: envelope(unreadCount) } } },
      async (req) => ok({ count: await notifications.unreadCount(currentUser(req).id) }),
    );

    app.post(
      '/notifications/read',
      { config: { auth: 'user', rateLimit: changeLimit }, schema: { body: markReadBody, response: { 200: envelope(markReadResult) } } },
      async (req) => ok(await notifications.markRead(currentUser(req).id, req.body)),
    );

    app.get(
      '/notifications/preferences',
      { config: { auth: 'user' }, schema: { response: { 200: envelope(notificationPreferences) } } },
      async (req) => ok(await notifications.preferences(currentUser(req).id)),
    );

    app.put(
      '/notifications/preferences',
      { config: { auth: 'user', rateLimit: changeLimit }, schema: { body: updateNotificationPreferencesBody, response: { 200: envelope(notificationPreferences) } } },
      async (req) => ok(await notifications.updatePreferences(currentUser(req).id, req.body)),
    );
  };
}
