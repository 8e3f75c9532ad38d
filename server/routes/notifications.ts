// The signed-in user's notification centre (owner only): their messages, and marking them read.
import {
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationReadBodySchema,
  NotificationReadReplySchema,
} from '@domain/contract/notifications';
import type { Db } from '../db/client';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { listNotifications, markNotificationsRead } from '../services/notifications/centre';
import { ownerRoute } from './declare';

export function notificationRoutes(app: ValibotApp, db: Db): void {
  app.get(
    '/users/:uid/notifications',
    ownerRoute(TAGS.notifications, {
      summary: "The signed-in user's notifications, newest first, paged, with how many are unread",
      querystring: NotificationListQuerySchema,
      response: replies({ 200: NotificationPageSchema }, [400, 401, 403]),
    }),
    async (request) => ok(await listNotifications(db, request.params.uid, request.query)),
  );

  app.post(
    '/users/:uid/notifications/read',
    ownerRoute(
      TAGS.notifications,
      {
        summary: "Marks the named notifications of the signed-in user read (others' ids change nothing)",
        body: NotificationReadBodySchema,
        response: replies({ 200: NotificationReadReplySchema }, [400, 401, 403]),
      },
      { changesPublicData: false },
    ),
    async (request) => ok(await markNotificationsRead(db, request.params.uid, request.body.ids)),
  );
}
