import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  NotificationListSchema,
  NotificationQuerySchema,
  NotificationSettingsSchema,
  ReadNotificationsBodySchema,
  UnreadCountSchema,
  WatchSchema,
} from '../../../shared/schemas/notifications.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import * as notifications from './notifications.service.ts';

const tags = ['notifications'];

/** The signed-in user's notifications, their mail preference and what tasks they watch (docs/product.md#notifications). */
export const notificationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        querystring: NotificationQuerySchema,
        response: { 200: NotificationListSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => notifications.notificationList(deps, staffOf(req), req.query.unread === 'true'),
  );
  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        body: strictBody(ReadNotificationsBodySchema),
        response: { 200: UnreadCountSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => notifications.readNotifications(deps, staffOf(req), req.body.ids),
  );
  app.get(
    '/account/notifications',
    { schema: { tags, response: { 200: NotificationSettingsSchema, ...errorResponses(401) } } },
    (req) => notifications.notificationSettings(deps, staffOf(req)),
  );
  app.put(
    '/account/notifications',
    {
      schema: {
        tags,
        body: strictBody(NotificationSettingsSchema),
        response: { 200: NotificationSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => notifications.saveNotificationSettings(deps, staffOf(req), req.body),
  );
  const watch = { tags, params: IdParamsSchema, response: { 200: WatchSchema, ...errorResponses(401, 404) } };
  app.get('/tasks/:id/watch', { schema: watch }, (req) => notifications.watching(deps, staffOf(req), req.params.id));
  app.post('/tasks/:id/watch', { schema: watch }, (req) =>
    notifications.setWatching(deps, staffOf(req), req.params.id, true),
  );
  app.delete('/tasks/:id/watch', { schema: watch }, (req) =>
    notifications.setWatching(deps, staffOf(req), req.params.id, false),
  );
};
